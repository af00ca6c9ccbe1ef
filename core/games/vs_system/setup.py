"""Setting up a table (rules: Setting Up the Game, steps 1-5; Alternative Formats).

The setup names the format, the players in seating order with their Main Character(s) and the
row each starts in, who goes first, the Main Character cards typed in for this game
(``characters``: whole cards, or the form's flat fields) and the device's library
(``library``, kind ``"characters"``, see :mod:`.library`): a Main Character named by a player
is found among the cards typed, then on the device. The state keeps the device's records plus
every character typed this game (``state["library"]``) for the device to keep.

Each player starts with 7 cards in hand and 53 in the deck; the first turn starts at once, so
its Draw Phase has already been applied.

>>> s = new_state({"format": "standard", "first": 0,
...     "characters": [{"name": "Loki", "levels": [{"health": 6, "atk": 1, "def": 6}]},
...                    {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}],
...     "players": [{"name": "Ana", "main": "Loki"}, {"name": "Ben", "main": "Thor"}]})
>>> [(p["name"], p["hand"], p["deck"]) for p in s["players"]], s["turn"]["phase"]
([('Ana', 7, 53), ('Ben', 7, 53)], 'draw')
"""

from __future__ import annotations

import random
from typing import Any

from core.games.vs_system import characters, turn
from core.games.vs_system.formats import FORMATS, for_players
from core.games.vs_system.library import (
    KIND,
    LEVEL_KEYS,
    RECRUIT_DEFAULTS,
    learn,
    main_card,
    main_from_fields,
    main_record,
    name_of,
    recruit_from_fields,
)
from core.table import library as device
from core.table.errors import SetupError

State = dict[str, Any]

DECK_SIZE = 60
OPENING_HAND = 7
BOSSES = ("Leviathon Mother", "Death", "Fin Fang Foom", "Thanos", "Ultron", "Carnage")
MAX_LIBRARY = 200


def new_state(setup: Any) -> State:
    """A fresh table from the setup form, or :class:`SetupError` with a sentence."""
    try:
        return _new_state(setup)
    except SetupError:
        raise
    except ValueError as e:  # the library's checks say what is wrong in a player's words
        raise SetupError(str(e)) from None


def _new_state(setup: Any) -> State:
    if not isinstance(setup, dict):
        raise SetupError("The setup form is empty.")
    fmt_id = setup.get("format", "standard")
    if not isinstance(fmt_id, str):
        raise SetupError("Choose the format from the list.")
    if fmt_id not in FORMATS:
        raise SetupError(f"The companion does not know the format {fmt_id!r}.")
    players_raw = setup.get("players")
    if not isinstance(players_raw, list):
        raise SetupError("Add the players, in seating order.")
    n = len(players_raw)
    fmt = FORMATS[fmt_id]
    low, high = fmt.players
    if not low <= n <= high:
        need = f"{low}" if low == high else f"{low} to {high}"
        raise SetupError(f"{fmt.article} needs {need} players, not {n}.")
    fmt = for_players(fmt, n)
    known = device_records(setup)
    learnt: list[dict[str, Any]] = []
    library = _library(setup.get("characters", []), known, learnt)
    boss = _boss(setup, fmt.has_boss, n)
    first = boss if boss is not None else _first(setup, n)
    options = setup.get("options") or {}
    if not isinstance(options, dict):
        raise SetupError("The options must be a list of switches.")
    teams = fmt.teams(n, boss=boss)
    draws = fmt.first_turn_draws(players=n, first=first)
    state: State = {
        "format": fmt.id,
        "options": {"vitality_adds_health": bool(options.get("vitality_adds_health", True))},
        "characters": list(library.values()),
        "library": known,
        "players": [],
        "seats": fmt.seats(n, first=first),
        "turn": {"number": 0, "seat": -1, "phase": "draw"},
        "next_id": 1,
        "combat": None,
        "result": None,
    }
    names: set[str] = set()
    for i, raw in enumerate(players_raw):
        if not isinstance(raw, dict):
            raise SetupError(f"Player {i + 1} has no name or Main Character.")
        name = name_of(raw.get("name"), what=f"player {i + 1}")
        if name.casefold() in names:
            raise SetupError(f"Two players are called {name}: give them different names.")
        names.add(name.casefold())
        state["players"].append(
            {
                "name": name,
                "team": teams[i],
                "out": False,
                "hand": OPENING_HAND,
                "deck": DECK_SIZE - OPENING_HAND,
                "ko_pile": 0,
                "mulligan": False,
                "resources": [],
                "resource_played": False,
                "recruit_points": None,
                "turns": 0,
                "first_draw": draws[i],
                "chars": [],
            }
        )
        row = raw.get("row", "front")
        if row not in characters.ROWS:
            raise SetupError(f"{name}: a Main Character starts in the front or back row.")
        for card in _mains(raw.get("main"), library, known, learnt, player=name):
            characters.add_main(state, i, card, row=row)
    _check_bosses(state, fmt.id, boss)
    for card in learnt:
        learn(state["library"], main_record(card))
    turn.start_turn(state, 0)
    return state


RECORD_KEYS = frozenset(
    {"name", "teams", "keywords", *RECRUIT_DEFAULTS, *(k for lv in LEVEL_KEYS for k in lv.values())}
)


def device_records(setup: Any) -> dict[str, dict[str, Any]]:
    """The device's characters that a game can use: each record's known fields, under its
    name; a record that makes neither a Main nor a Supporting Character is left out (a
    library is a convenience: a bad record never stops a game).

    >>> device_records({"library": {"characters": {
    ...     "Loki": {"health": 6, "atk": 1, "def": 6}, "Bad": {"atk": "x"}, "Odd": 3}}})
    {'Loki': {'health': 6, 'atk': 1, 'def': 6, 'name': 'Loki'}}
    """
    out: dict[str, dict[str, Any]] = {}
    for name, rec in device.records(setup, KIND).items():
        clean = {k: v for k, v in rec.items() if k in RECORD_KEYS} | {"name": name}
        if _usable(name, clean):
            learn(out, clean)
    return out


def _usable(name: str, record: dict[str, Any]) -> bool:
    """A record makes a Main Character (its Level 1 at least) and a Supporting Character (a
    field it lacks is taken as the recruit entry shows it)."""
    try:
        main_from_fields({"name": name}, record)
        recruit_from_fields({"name": name}, {name: record})
    except ValueError:
        return False
    return True


def _library(
    raw: Any, known: dict[str, Any], learnt: list[dict[str, Any]]
) -> dict[str, dict[str, Any]]:
    """The Main Character cards typed in for this game (a later copy of a name replaces an
    earlier one); each is also learnt for the device."""
    if not isinstance(raw, list) or len(raw) > MAX_LIBRARY:
        raise SetupError(f"The characters library must be a list of at most {MAX_LIBRARY} cards.")
    out: dict[str, dict[str, Any]] = {}
    for i, item in enumerate(raw, start=1):
        where = f"Main Character card {i}"
        if isinstance(item, dict) and "levels" not in item:
            if not any(v not in (None, "") for v in item.values()):
                continue  # an item added and left empty
            if not isinstance(item.get("name"), str) or not item["name"].strip():
                raise SetupError(f"{where}: type its name.")
            try:
                card = main_from_fields(item, device.find(known, item["name"]))
            except ValueError as e:
                raise SetupError(f"{where}: {e}") from None
        else:
            card = main_card(item)
        out[card["name"].casefold()] = card
        learnt.append(card)
    return out


def _mains(
    raw: Any,
    library: dict[str, dict[str, Any]],
    known: dict[str, Any],
    learnt: list[dict[str, Any]],
    *,
    player: str,
) -> list[dict[str, Any]]:
    """A player's starting Main Character(s): names from the cards typed in for this game or
    from the device, or cards typed inline (whole, or a name and the fields to change)."""
    items = raw if isinstance(raw, list) else [raw]
    if raw is None or not items:
        raise SetupError(f"{player}: choose a Main Character.")
    cards = []
    for item in items:
        if isinstance(item, str):
            key = " ".join(item.split()).casefold()
            if key in library:
                cards.append(library[key])
                continue
            record = device.find(known, item)
            if record is None:
                raise SetupError(
                    f"{player}'s Main Character: {item.strip()!r} is not on this device yet; "
                    "type the card under Main Character cards."
                )
            cards.append(main_from_fields({"name": record["name"]}, record))
        elif isinstance(item, dict) and "levels" not in item:
            card = main_from_fields(item, device.find(known, item.get("name")))
            learnt.append(card)
            cards.append(card)
        else:
            card = main_card(item)
            library.setdefault(card["name"].casefold(), card)
            if not (isinstance(item, dict) and item.get("blank")):
                learnt.append(card)
            cards.append(card)
    seen = [c["name"].casefold() for c in cards]
    if len(set(seen)) != len(seen):
        raise SetupError(f"{player}: two starting Main Characters have the same name.")
    return cards


def _first(setup: dict[str, Any], n: int) -> int:
    first = setup.get("first", "random")
    if first == "random":
        seed = setup.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise SetupError("Say who goes first, or let the app pick (it needs a seed).")
        return random.Random(seed).randrange(n)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
        raise SetupError("Choose which player goes first.")
    return first


def _boss(setup: dict[str, Any], has_boss: bool, n: int) -> int | None:
    if not has_boss:
        return None
    boss = setup.get("boss")
    if isinstance(boss, bool) or not isinstance(boss, int) or not 0 <= boss < n:
        raise SetupError("Choose which player is the Boss.")
    return boss


def _check_bosses(state: State, fmt_id: str, boss: int | None) -> None:
    """The Boss formats say which Main Characters the Boss player may use."""
    allowed = {"leviathon": BOSSES[:1], "boss": BOSSES, "boss-vs-boss": BOSSES}.get(fmt_id)
    if allowed is None:
        return
    folded = {b.casefold() for b in allowed}
    bosses = [boss] if boss is not None else list(range(len(state["players"])))
    for p in bosses:
        player = state["players"][p]
        if not any(c["name"].casefold() in folded for c in player["chars"]):
            raise SetupError(
                f"{player['name']} plays the Boss: their Main Character must be "
                f"{' or '.join(allowed)}."
            )
    if boss is not None:
        boss_names = {c["name"].casefold() for c in state["players"][boss]["chars"]}
        for p, player in enumerate(state["players"]):
            if p != boss and any(c["name"].casefold() in boss_names for c in player["chars"]):
                raise SetupError(f"{player['name']} cannot use the Boss player's Main Character.")
