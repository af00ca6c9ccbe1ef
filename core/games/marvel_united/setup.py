"""Setting up a Marvel United: X-Men table (rulebook: Setup; Components).

Every number printed on a component (the villain's Health for this many heroes, the spaces of
each location and mission, a Henchman's Health, the Heroic tokens a Threat needs) is typed in:
the rulebook does not give them. The defaults are placeholders a table overwrites once.

>>> s = new_state(example())
>>> s["villain"]["health"], s["villain"]["plan"], len(s["locations"]), s["heroes"][0]["hand"]
(10, 12, 6, 3)
"""

from __future__ import annotations

from typing import Any

from core.table.errors import SetupError
from core.table.fields import clean_name, whole

State = dict[str, Any]

GRAND_PLAN_CARDS = 12  # per villain (Components: 48 Grand Plan cards, 12 for each villain)
HERO_DECK = 12  # per hero (Components: 96 hero cards, 12 for each hero)
STARTING_HAND = 3  # Setup, step 8
LOCATIONS = 6  # Setup, step 3 (of the 8 in the box)
THUG_CIVILIAN_TOKENS = 36  # Components
HEALTH_TOKENS = 32
CRISIS_TOKENS = 18
ACTION_TOKENS = {"heroic": 18, "attack": 12, "move": 12, "wild": 12}
THREAT_TOKENS = 6
HEROIC_TO_REMOVE = 3  # "generally removed by placing 3 Heroic Action tokens" (Missions)
MISSION_KINDS = {
    "civilians": "Rescue Civilians",
    "thugs": "Defeat Thugs",
    "threats": "Remove Threats",
    "cerebro": "Use Cerebro",
}
VILLAINS = ("Sabretooth", "Juggernaut", "Magneto", "Mystique")
HEROES = ("Storm", "Cyclops", "Professor X", "Wolverine", "Jean Grey", "Beast")
THREAT_KINDS = ("heroic", "henchman", "other")


def _int(value: object, what: str, lo: int, hi: int) -> int:
    return whole({"n": value}, "n", what, lo, hi, error=SetupError)


def _name(value: object, fallback: str) -> str:
    return clean_name(value, "A name", SetupError, fallback=fallback)


def example() -> State:
    """A setup a table can start from and correct: Sabretooth against Storm, Cyclops and
    Wolverine, six placeholder locations (4 spaces, one Civilian and one Thug to start), a
    Heroic threat of 3 at each, and missions of 4 spaces."""
    return {
        "villain": {"name": "Sabretooth", "health": 10, "track": 0},
        "heroes": [{"name": n} for n in ("Storm", "Cyclops", "Wolverine")],
        "locations": [
            {
                "name": f"Location {i + 1}",
                "spaces": 4,
                "thugs": 1,
                "civilians": 1,
                "note": "",
                "threat": {
                    "name": f"Threat {i + 1}",
                    "kind": "heroic",
                    "value": 3,
                    "bam": False,
                    "trigger": False,
                },
            }
            for i in range(LOCATIONS)
        ],
        "missions": [{"kind": k, "spaces": 4} for k in ("civilians", "thugs", "threats")],
        "villain_at": 0,
    }


def _threat(raw: object, where: str) -> dict[str, Any] | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise SetupError(f"The threat at {where} is not filled in.")
    kind = raw.get("kind", "heroic")
    if kind not in THREAT_KINDS:
        raise SetupError(f"The threat at {where} is a Henchman, needs Heroic tokens, or other.")
    value = _int(raw.get("value", HEROIC_TO_REMOVE), f"The threat at {where}'s number", 1, 20)
    return {
        "name": _name(raw.get("name"), "Threat"),
        "kind": kind,
        # a Henchman's Health left, or the Heroic tokens (or other actions) still needed
        "left": value,
        "value": value,
        "bam": bool(raw.get("bam")),
        "trigger": bool(raw.get("trigger")),
    }


def new_state(setup: Any) -> State:
    if not isinstance(setup, dict):
        raise SetupError("The setup is missing.")
    raw_v = setup.get("villain")
    v: dict[str, Any] = raw_v if isinstance(raw_v, dict) else {}
    heroes = setup.get("heroes")
    if not isinstance(heroes, list) or not 2 <= len(heroes) <= 4:
        raise SetupError("Marvel United: X-Men is played by 2 to 4 heroes.")
    locs = setup.get("locations")
    if not isinstance(locs, list) or len(locs) != LOCATIONS:
        raise SetupError(f"Six locations are placed around the Mission Guide ({LOCATIONS}).")
    missions = setup.get("missions")
    if not isinstance(missions, list) or len(missions) != 3:
        raise SetupError("Every game has three missions.")
    locations = []
    for i, raw in enumerate(locs):
        if not isinstance(raw, dict):
            raise SetupError(f"Location {i + 1} is not filled in.")
        name = _name(raw.get("name"), f"Location {i + 1}")
        spaces = _int(raw.get("spaces"), f"{name}'s spaces", 1, 12)
        thugs = _int(raw.get("thugs", 0), f"{name}'s starting Thugs", 0, spaces)
        civilians = _int(raw.get("civilians", 0), f"{name}'s starting Civilians", 0, spaces)
        if thugs + civilians > spaces:
            raise SetupError(f"{name} has {spaces} spaces: too many starting tokens.")
        locations.append(
            {
                "name": name,
                "spaces": spaces,
                "thugs": thugs,
                "civilians": civilians,
                "note": _name(raw.get("note"), "")[:80] if raw.get("note") else "",
                "threat": _threat(raw.get("threat"), name),
            }
        )
    kinds = [str(m.get("kind")) if isinstance(m, dict) else "" for m in missions]
    first = "cerebro" if "cerebro" in kinds else "civilians"
    if sorted(kinds) != sorted([first, "thugs", "threats"]):
        raise SetupError(
            "The missions are Rescue Civilians (or Use Cerebro against Magneto), Defeat Thugs "
            "and Remove Threats."
        )
    name = _name(v.get("name"), "Villain")
    track = v.get("track")
    state: State = {
        "villain": {
            "name": name,
            "health": _int(v.get("health"), f"{name}'s Health", 1, HEALTH_TOKENS),
            "at": _int(setup.get("villain_at", 0), "The villain's location", 0, LOCATIONS - 1),
            "plan": GRAND_PLAN_CARDS,
            # a dashboard with a tracker starts its marker on 0 (Setup, step 2)
            "track": 0 if track not in (None, False) else None,
        },
        "locations": locations,
        "missions": [
            {
                "kind": m["kind"],
                "name": MISSION_KINDS[m["kind"]],
                "spaces": _int(m.get("spaces"), f"{MISSION_KINDS[m['kind']]}'s spaces", 1, 12),
                "filled": 0,
                "done": False,
            }
            for m in missions
        ],
        "heroes": [
            {
                "name": _name(h.get("name") if isinstance(h, dict) else None, f"Hero {i + 1}"),
                # where heroes start is not in the document: the table says (first location)
                "at": _int(
                    h.get("at", 0) if isinstance(h, dict) else 0,
                    "A hero's location",
                    0,
                    LOCATIONS - 1,
                ),
                "deck": HERO_DECK - STARTING_HAND,
                "hand": STARTING_HAND,
                "ko": False,
                "tokens": dict.fromkeys(ACTION_TOKENS, 0),
            }
            for i, h in enumerate(heroes)
        ],
        "crisis": 0,
        # The game begins with the villain's turn (Game Flow).
        "turn": {"who": "villain", "step": "draw", "left": 0, "next": 0, "cycle": 1},
        "storyline": [],
        "available": dict.fromkeys(ACTION_TOKENS, 0),
        "effect_used": False,
        "outcome": None,
    }
    return state
