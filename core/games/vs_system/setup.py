"""Setting up a table (rules: Setting Up the Game, steps 1-5; Alternative Formats).

The setup names the format, the players in seating order with their Main Character(s) and the
row each starts in, who goes first, and the characters library (every Main Character card the
table has typed in). Each player starts with 7 cards in hand and 53 in the deck; the first turn
starts at once, so its Draw Phase has already been applied.

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
from core.games.vs_system.library import main_card, name_of
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
    library = _library(setup.get("characters", []))
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
        for card in _mains(raw.get("main"), library, player=name):
            characters.add_main(state, i, card, row=row)
    _check_bosses(state, fmt.id, boss)
    turn.start_turn(state, 0)
    return state


def _library(raw: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, list) or len(raw) > MAX_LIBRARY:
        raise SetupError(f"The characters library must be a list of at most {MAX_LIBRARY} cards.")
    out: dict[str, dict[str, Any]] = {}
    for item in raw:
        card = main_card(item)
        out[card["name"].casefold()] = card  # a later copy of a name replaces an earlier one
    return out


def _mains(raw: Any, library: dict[str, dict[str, Any]], *, player: str) -> list[dict[str, Any]]:
    """A player's starting Main Character(s): names from the library, or cards typed inline."""
    items = raw if isinstance(raw, list) else [raw]
    if raw is None or not items:
        raise SetupError(f"{player}: choose a Main Character.")
    cards = []
    for item in items:
        if isinstance(item, str):
            key = " ".join(item.split()).casefold()
            if key not in library:
                raise SetupError(f"{player}: {item!r} is not in the characters library yet.")
            cards.append(library[key])
        else:
            card = main_card(item)
            library.setdefault(card["name"].casefold(), card)
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
