"""Rule queries on a companion state: pure functions, no changes (rulebook chapters named below).

>>> from core.companion.setup import new_state
>>> s = new_state({"players": 5, "heroes": [{"name": n} for n in "ABCDE"], "seed": 1})
>>> flip_count(s), draw_deck(s)
(2, 'green')
>>> s["missions"] = [{"threat": 2, "sentinel": {"threat": 1}}, {"threat": 1, "sentinel": None}]
>>> threat_icons_in_play(s)
4
"""

from __future__ import annotations

from typing import Any

from core.companion.errors import CommandError
from core.companion.roster import BOX_SIZE, MAX_HEROES_PER_MISSION
from core.threat_track import MAX_THREAT, next_deck, section

State = dict[str, Any]

PHASES: tuple[str, ...] = ("deploy", "mission", "threat", "regroup")


def hero(state: State, hero_id: object) -> State:
    """The hero with this id (any hero of the game, knocked out or not)."""
    heroes: list[State] = state["heroes"]
    for h in heroes:
        if h["id"] == hero_id:
            return h
    raise CommandError("There is no such hero.")


def in_play(state: State) -> list[State]:
    """The hero in each seat, in seat order; a knocked-out hero keeps the seat until replaced."""
    return [hero(state, hid) for hid in state["seats"]]


def standing(state: State) -> list[State]:
    """Heroes in play who are not knocked out."""
    return [h for h in in_play(state) if not h["out"]]


def bonds_of(state: State, hero_id: int) -> list[State]:
    """The bonds a hero shares (each pair's bond is one record, so flips show on both cards)."""
    found: list[State] = [b for b in state["bonds"] if hero_id in (b["a"], b["b"])]
    return found


def threat_icons_in_play(state: State) -> int:
    """Threat phase, step 1: the ! icons on face-up missions and on their Sentinels."""
    total = 0
    for m in state["missions"]:
        total += m["threat"]
        if m["sentinel"]:
            total += m["sentinel"]["threat"]
    return total


def flip_count(state: State) -> int:
    """Threat phase, step 2: missions to flip for the hero count set at setup.

    Two heroes flip one only when no continent mission is face up; 3-4 flip one; 5-6 flip two.
    """
    n = state["hero_count"]
    if n <= 2:
        face_up = [m for m in state["missions"] if not m.get("story")]
        return 0 if face_up else 1
    return 1 if n <= 4 else 2


def draw_deck(state: State) -> str | None:
    """Threat phase, step 3: the deck to draw from; ``None`` when red is needed and empty (loss).

    The deck matches the tracker's section; an empty deck passes the draw to the next one right.
    """
    deck: Any = section(state["threat"])
    while deck is not None and state["threat_decks"][deck.value] == 0:
        deck = next_deck(deck)
    return None if deck is None else str(deck.value)


def heroes_used(state: State) -> int:
    return len(state["heroes"])


def heroes_unused(state: State) -> int:
    """Power cards still in the box: a replacement must be a hero not used this game."""
    return max(0, BOX_SIZE - heroes_used(state))


def replacements_due(state: State) -> list[State]:
    """Knocked-out heroes to replace now: at regroup, and never once the showdown began."""
    if state["phase"] != "regroup" or state["showdown"] is not None:
        return []
    return [h for h in in_play(state) if h["out"]]


def names_used(state: State) -> set[str]:
    return {h["name"].casefold() for h in state["heroes"]}


def mission_capacity(state: State, mission_id: object) -> int | None:
    """How many heroes may deploy to a mission; ``None`` means no limit.

    At most three per mission, except the last uncompleted showdown mission, which takes all.
    """
    sd = state["showdown"]
    if sd is not None:
        open_ids = [m["id"] for m in sd["missions"] if m["success"] < m["defeat"]]
        if open_ids == [mission_id]:
            return None
    return MAX_HEROES_PER_MISSION


def deployed(state: State, mission_id: object) -> list[State]:
    return [h for h in standing(state) if h["mission"] == mission_id]


def showdown_attack(state: State) -> int:
    """The leftmost showdown mission's attack value; it counts even once that mission is done."""
    sd = state["showdown"]
    if sd is None or not sd["missions"]:
        return 0
    return int(sd["missions"][0]["attack"])


def showdown_effects(state: State) -> list[State]:
    """Threat effects to resolve after the attack, left to right, skipping completed missions."""
    sd = state["showdown"]
    if sd is None:
        return []
    return [m for m in sd["missions"] if m["effect"] and m["success"] < m["defeat"]]


def over_the_track(threat: int) -> bool:
    return threat > MAX_THREAT
