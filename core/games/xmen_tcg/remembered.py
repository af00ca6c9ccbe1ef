"""The device library of the X-Men TCG companion: the X-Men and Villains a table typed once,
offered again at the next setup so nobody types six X-Men's numbers every game.

Two kinds, each record keyed like the setup form's list item it fills: ``"xmen"`` (name, hp,
red, green, blue, power, note, value) and ``"villains"`` (name, red, green, blue, power, note,
colour). A record that would not pass the setup's own checks is left out, so a damaged library
never stops a game.

>>> lib = {"xmen": {"Storm": {"name": "Storm", "hp": 6, "red": 1, "green": 4, "blue": 3,
...                          "power": "A", "note": "", "value": 0},
...                 "Bad": {"name": "Bad", "hp": "lots"}}}
>>> from core.games.xmen_tcg.setup import device_records
>>> kept = device_records({"library": lib})
>>> sorted(kept["xmen"]), kept["villains"]
(['Storm'], {})
>>> filled({"name": "storm"}, kept["xmen"])["green"]
4
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.table import library
from core.table.errors import SetupError

Json = Any
Record = dict[str, Any]

XMAN_KEYS = ("name", "hp", "red", "green", "blue", "power", "note", "value")
VILLAIN_KEYS = ("name", "red", "green", "blue", "power", "note", "colour")
KEYS = {"xmen": XMAN_KEYS, "villains": VILLAIN_KEYS}


def record_of(character: Record, kind: str) -> Record:
    """The library record of a character as the setup made it (its printed card)."""
    return {k: character[k] for k in KEYS[kind] if k in character}


def incoming(
    setup: Json, check: dict[str, Callable[[Record], Record]] | None = None
) -> dict[str, dict[str, Record]]:
    """The records that came with the setup, per kind, each one checked by ``check[kind]``
    (the setup's reader of a form item; a refusal drops the record) and kept as it reads."""
    out: dict[str, dict[str, Record]] = {}
    for kind, keys in KEYS.items():
        mine: dict[str, Record] = {}
        for name, rec in library.records(setup, kind).items():
            item = {k: rec[k] for k in keys if k in rec}
            item["name"] = name  # the key is the display name; a record's own "name" may lag
            try:
                read = check[kind](item) if check else item
            except SetupError:
                continue
            mine[name] = record_of(read, kind)
        out[kind] = mine
    return out


def filled(item: object, records: dict[str, Record]) -> object:
    """A typed form item with the fields it left out taken from the record of its name (the
    fields it gives win: a table may play Storm with a different note)."""
    if not isinstance(item, dict):
        return item
    rec = library.find(records, item.get("name"))
    if rec is None:
        return item
    return {**{k: v for k, v in rec.items() if k != "name"}, **item}


def learnt(state: Json) -> Json:
    """What the session knows, for the device: the records it came with, the named X-Men and
    Villains typed at setup, each as its card reads in the state now."""
    kept = state.get("library") or {}
    out: dict[str, dict[str, Record]] = {k: dict(kept.get(k, {})) for k in KEYS}
    in_play = {
        "xmen": [x for p in state["players"] for x in p["xmen"]],
        "villains": list(state["villains"]),
    }
    for kind, characters in in_play.items():
        names = {library.key_of(n): n for n in out[kind]}
        for c in characters:
            name = names.get(library.key_of(c["name"]))
            if name is not None:  # a numbered character ("Villain 2") was never kept
                out[kind][name] = record_of(c, kind)
    return library.merged({}, out)
