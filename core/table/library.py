"""The device library: what a table typed once (a Land, a card, an X-Man, a character) kept on
the device and offered again, so nothing is typed twice.

A library is plain data, ``{kind: {name: record}}``: a kind is what a game remembers ("lands",
"cards", "xmen", ...), a record holds the values the screen names (a list item's fields, by
their keys). The web page keeps one per game in the browser's storage; a new session gets it as
``setup["library"]`` (so a replay is exact), and a game's ``library(state)`` says what the
session knows now, which the page merges back. A form's list field or an entry's text field
names a ``library`` kind: the page suggests its names while typing and fills a list item from
the record picked.

>>> lib = records({"library": {"xmen": {"Storm": {"hp": 6}, "bad": 3}}}, "xmen")
>>> lib
{'Storm': {'hp': 6}}
>>> merged({"xmen": {"Storm": {"hp": 5}}}, {"xmen": {"Storm": {"hp": 6}, "Rogue": {"hp": 7}}})
{'xmen': {'Storm': {'hp': 6}, 'Rogue': {'hp': 7}}}
>>> key_of("  Storm   Rider ") == key_of("storm rider")
True
"""

from __future__ import annotations

from typing import Any

Json = Any
Library = dict[str, dict[str, Json]]

MAX_RECORDS = 300  # per kind: a box holds far fewer, typos included
MAX_NAME = 40
SCALARS = (str, int, float, bool, type(None))


def key_of(name: str) -> str:
    """The key a name is recalled by: case and spacing do not matter."""
    return " ".join(name.split()).casefold()


def _plain(value: Json, depth: int = 0) -> bool:
    """A record's value: JSON scalars, or small lists and objects of them, three levels deep
    (a record holding a list of items, as a whole setup does)."""
    if isinstance(value, SCALARS):
        return not isinstance(value, str) or len(value) <= 400
    if depth >= 3:
        return False
    if isinstance(value, list):
        return len(value) <= 40 and all(_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return len(value) <= 40 and all(
            isinstance(k, str) and _plain(v, depth + 1) for k, v in value.items()
        )
    return False


def records(setup: Json, kind: str) -> dict[str, Json]:
    """The records of ``kind`` that came with a setup, each a dict keyed by a clean name;
    anything malformed is left out (a library is a convenience: it never stops a game)."""
    lib = setup.get("library") if isinstance(setup, dict) else None
    raw = lib.get(kind) if isinstance(lib, dict) else None
    if not isinstance(raw, dict):
        return {}
    out: dict[str, Json] = {}
    for name, record in raw.items():
        if len(out) >= MAX_RECORDS:
            break
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            continue
        if isinstance(record, dict) and _plain(record):
            out[" ".join(name.split())] = record
    return out


def find(lib: dict[str, Json], name: object) -> Json | None:
    """The record called ``name`` (any case or spacing), or None."""
    if not isinstance(name, str):
        return None
    wanted = key_of(name)
    return next((r for n, r in lib.items() if key_of(n) == wanted), None)


def merged(device: Json, learnt: Json) -> Library:
    """The device's library with what a session learnt on top (the newest typing wins); a
    name is one entry whatever its case; each kind keeps at most :data:`MAX_RECORDS`."""
    out: Library = {}
    for source in (device, learnt):
        if not isinstance(source, dict):
            continue
        for kind, entries in source.items():
            if not isinstance(kind, str) or not isinstance(entries, dict):
                continue
            ok = records({"library": {kind: entries}}, kind)
            mine = out.setdefault(kind, {})
            for name, record in ok.items():
                old = next((n for n in mine if key_of(n) == key_of(name)), None)
                if old is not None:
                    del mine[old]
                elif len(mine) >= MAX_RECORDS:
                    continue
                mine[name] = record
    return out
