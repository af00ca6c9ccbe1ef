"""Setting up an Insurrection table (rulebook: Components, Game Setup).

2 to 6 players. The rulebook never states a player count; the box holds 6 game aid cards (one
per player), and the public listings of the game say 2-6, so 6 is the most the app accepts. (The
14 Leaders, two dealt to each player, would stretch to 7; the aids are what set the limit.)

Each player has a name and, optionally, the Leader kept (name and initiative): only the scoring
tie-break reads it, and by then the pad asks which Leaders are in each hand. The People deck
holds 70 - 3 x players once each player has 3 People cards (Leaders are a deck of their own).

>>> s = new_state({"players": [{"name": "Jeanne"}, {"name": "Grégory"}, {"name": "Benjamin"}],
...                "path": ["Marsh", "Marsh", "Hills", "Hills"],
...                "lands": {"Marsh": {"people": 3}, "Hills": {"people": 4, "kind": "basic-b"}}})
>>> s["deck"], s["round"], [p["hand"] for p in s["players"]], s["mode"]
(61, 0, [4, 4, 4], 'cards')
>>> [land["name"] for land in s["path"]][::5]
['Rebel Fortress', "Kristin's Keep"]
"""

from __future__ import annotations

from typing import Any

from core.games.insurrection.area import MODES, deck_after_deal, empty_tally
from core.games.insurrection.cards import (
    DETAILS,
    MAX_INITIATIVE,
    MAX_REMEMBERED,
    Card,
    key_of,
    parse_card,
)
from core.games.insurrection.lands import LANDS_ON_PATH, build_path, parse_library
from core.table.errors import CommandError, SetupError
from core.table.fields import clean_name, mapping, whole
from core.table.library import records

State = dict[str, Any]

MIN_PLAYERS, MAX_PLAYERS = 2, 6
STARTING_HAND = 4  # 3 People + the Leader kept (Game Setup, steps 2 and 3)
MAX_LIBRARY_CARDS = MAX_REMEMBERED


def new_state(setup: Any) -> State:
    """A fresh table from the setup form; raises :class:`SetupError` with a sentence."""
    form = mapping(setup, "The setup", SetupError)
    players = _players(form.get("players"))
    library = parse_library(_with_device(records(form, "lands"), form.get("lands")))
    mode = form.get("mode", "cards")
    if mode not in MODES:
        raise SetupError("Choose card mode or counter mode.")
    return {
        "players": players,
        "lands": library,
        "path": build_path(_path_names(form), library),
        "cards": _card_library(_with_device(records(form, "cards"), form.get("cards"))),
        "mode": mode,
        "round": 0,  # the Rebels token's place: 0 is left of the Fortress, 6 is the Keep
        "phase": "advance",
        "deck": deck_after_deal(len(players)),
        "graveyard": 0,
        "play": [],
        "tally": empty_tally(),
        "next_card": 1,
        "played": [None] * len(players),
        "order": [],
        "turn": None,
        "drawn": 0,  # cards each player has drawn so far (a skipped draw adds none)
        "evil": None,  # set by the Corruption check that made Evil win
        "over": False,
        "pad": {"hands": [None] * len(players), "winner": None, "effects_done": []},
    }


def _with_device(device: dict[str, Any], typed: object) -> object:
    """The device's library (see :mod:`core.table.library`) under what this setup typed: a
    Land or card typed on the form wins over the one remembered. Typed values that are not a
    library at all are passed on as they are, to be refused in words."""
    if not device:
        return typed
    if typed is None:
        return device
    if isinstance(typed, list):
        typed = {(i.get("name") if isinstance(i, dict) else None): i for i in typed}
    if not isinstance(typed, dict):
        return typed
    out = {n: r for n, r in device.items() if not any(key_of(n) == key_of(str(t)) for t in typed)}
    return out | typed


def library(state: State) -> dict[str, Any]:
    """What the device keeps for the next game: every Land's values and every card typed.

    >>> s = new_state({"players": [{"name": "A"}, {"name": "B"}], "path": ["Marsh"] * 4,
    ...                "library": {"lands": {"Marsh": {"people": 3}}}})
    >>> library(s)["lands"]["Marsh"]["people"]
    3
    """
    lands = {  # a Land whose numbers were never typed is not worth remembering
        n: {k: v for k, v in land.items() if k != "name"}
        for n, land in state["lands"].items()
        if land["people"] is not None or land["effect"]
    }
    cards = {c.get("name") or key: {k: c[k] for k in DETAILS} for key, c in state["cards"].items()}
    return {"lands": lands, "cards": cards}


def _path_names(form: State) -> object:
    """The four Lands: a ``path`` list, or the setup form's fields ``land_1`` .. ``land_4``."""
    if "path" in form:
        return form["path"]
    return [form.get(f"land_{n}") for n in range(1, LANDS_ON_PATH + 1)]


def _players(raw: object) -> list[State]:
    if not isinstance(raw, list) or not MIN_PLAYERS <= len(raw) <= MAX_PLAYERS:
        raise SetupError(f"Insurrection is for {MIN_PLAYERS} to {MAX_PLAYERS} players.")
    players: list[State] = []
    for n, entry in enumerate(raw, start=1):
        form = mapping(entry, f"Player {n}", SetupError)
        raw_name = form.get("name")
        if raw_name is None or (isinstance(raw_name, str) and not raw_name.strip()):
            raw_name = f"Player {n}"  # a blank name on the form
        name = clean_name(raw_name, f"Player {n}'s name", SetupError)
        if any(p["name"].casefold() == name.casefold() for p in players):
            raise SetupError(f"Two players are called {name}; give each a different name.")
        leader = None
        if form.get("leader") not in (None, ""):
            leader = {
                "name": clean_name(form.get("leader"), f"{name}'s Leader", SetupError),
                "initiative": whole(
                    form,
                    "initiative",
                    f"{name}'s Leader initiative",
                    0,
                    MAX_INITIATIVE,
                    error=SetupError,
                ),
            }
        players.append({"name": name, "leader": leader, "hand": STARTING_HAND})
    return players


def _card_library(raw: object) -> dict[str, Card]:
    """The cards already typed on this device (name -> details), checked like any card."""
    form = {} if raw is None else mapping(raw, "The card library", SetupError)
    if len(form) > MAX_LIBRARY_CARDS:
        raise SetupError(f"The card library holds at most {MAX_LIBRARY_CARDS} cards.")
    library: dict[str, Card] = {}
    for name, details in form.items():
        entry = dict(mapping(details, f"The card {name}", SetupError), name=name)
        try:
            parse_card(entry, library, named=True)
        except CommandError as err:
            raise SetupError(f"Card library: {err}") from err
    return library
