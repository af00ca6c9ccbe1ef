"""Rule queries on a companion state: pure functions, no changes (rulebook chapters named below).

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 5, "heroes": [{"name": n} for n in "ABCDE"], "seed": 1})
>>> flip_count(s), draw_deck(s)
(2, 'green')
>>> s["missions"] = [{"threat": 2, "sentinel": {"threat": 1}}, {"threat": 1, "sentinel": None}]
>>> threat_icons_in_play(s)
4
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.roster import BOX_SIZE, MAX_HEROES_PER_MISSION
from core.games.mutant_insurrection.threat_track import MAX_THREAT, next_deck, section

State = dict[str, Any]

PHASES: tuple[str, ...] = ("deploy", "mission", "threat", "regroup")
PHASE_LABELS: dict[str, str] = {
    "setup": "Setup",
    "deploy": "Deploy",
    "mission": "Mission",
    "threat": "Threat",
    "regroup": "Regroup",
}


def find(items: list[State], item_id: object, missing: str) -> State:
    """The record with this id in a list of heroes or missions; ``missing`` is the refusal.

    >>> find([{"id": 1}, {"id": 2}], 2, "none")
    {'id': 2}
    """
    for item in items:
        if item["id"] == item_id:
            return item
    raise CommandError(missing)


def hero(state: State, hero_id: object) -> State:
    """The hero with this id (any hero of the game, knocked out or not)."""
    return find(state["heroes"], hero_id, "There is no such hero.")


def moment(state: State) -> str:
    """Where the game is, for the history: ``"Setup"`` or ``"Round 2 · Threat"``.

    >>> moment({"round": 2, "phase": "threat"})
    'Round 2 · Threat'
    """
    if state["round"] == 0:
        return PHASE_LABELS["setup"]
    return f"Round {state['round']} · {PHASE_LABELS[state['phase']]}"


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


def threat_after_raise(state: State) -> int:
    """Where the tracker stands once this threat phase's raise is done (step 1 comes before the
    draw, so the deck to draw from is read there). Past 15 it shows 15: the raise loses anyway.

    >>> threat_after_raise({"threat": 4, "phase": "threat", "done": [], "showdown": None,
    ...                     "missions": [{"threat": 3, "sentinel": None}]})
    7
    """
    pending = state["phase"] == "threat" and state["showdown"] is None
    if not pending or "raise" in state["done"]:
        return int(state["threat"])
    return min(MAX_THREAT, int(state["threat"]) + threat_icons_in_play(state))


def draw_deck(state: State, space: int | None = None) -> str | None:
    """Threat phase, step 3: the deck to draw from; ``None`` when red is needed and empty (loss).

    The deck matches the section of the tracker's ``space`` (where it stands now, unless
    given); an empty deck passes the draw to the next one right.
    """
    deck: Any = section(state["threat"] if space is None else space)
    while deck is not None and state["threat_decks"][deck.value] == 0:
        deck = next_deck(deck)
    return None if deck is None else str(deck.value)


def heroes_unused(state: State) -> int:
    """Power cards still in the box: a replacement must be a hero not used this game."""
    return max(0, BOX_SIZE - len(state["heroes"]))


def replacements_due(state: State) -> list[State]:
    """Knocked-out heroes to replace now: at regroup, and never once the showdown began."""
    if state["phase"] != "regroup" or state["showdown"] is not None:
        return []
    return [h for h in in_play(state) if h["out"]]


def names_used(state: State) -> set[str]:
    """Names of every hero used this game, case-folded (a name is never used twice)."""
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
    """Heroes standing at a mission (or showdown mission)."""
    return [h for h in standing(state) if h["mission"] == mission_id]


def showdown_attack(state: State) -> int:
    """The leftmost showdown mission's attack value; it counts even once that mission is done."""
    sd = state["showdown"]
    if sd is None or not sd["missions"]:
        return 0
    return int(sd["missions"][0]["attack"])


def winning_blow(state: State) -> State | None:
    """Clarifications, Showdowns: damage paid for the last showdown mission's final objective
    wins even if it knocks out the last hero. After a knock-out loss in the showdown (outside
    the threat phase, whose attack and effects complete nothing), the one open showdown
    mission a single success token would complete, if any.

    >>> winning_blow({"outcome": None, "showdown": None, "phase": "mission"}) is None
    True
    """
    outcome, sd = state["outcome"], state["showdown"]
    if sd is None or outcome is None or outcome.get("cause") != "knocked_out":
        return None
    if state["phase"] == "threat":
        return None
    left = [m for m in sd["missions"] if m["success"] < m["defeat"]]
    if len(left) == 1 and left[0]["defeat"] - left[0]["success"] == 1:
        found: State = left[0]
        return found
    return None


def showdown_effects(state: State) -> list[State]:
    """Threat effects to resolve after the attack, left to right, skipping completed missions."""
    sd = state["showdown"]
    if sd is None:
        return []
    return [m for m in sd["missions"] if m["effect"] and m["success"] < m["defeat"]]
