"""Setting up a Marvel United: X-Men table (rulebook: Setup; Components).

Every number printed on a component (the villain's Health for this many heroes, the spaces of
each location and mission, a Henchman's Health, the Heroic tokens a Threat needs) is typed in:
the rulebook does not give them. The box's eight locations (names, spaces and starting tokens,
from outside the rulebook) are offered as records; a location given by name only, its numbers
left blank, is filled from the device's library, else from the box. The box's limits (32 Health
tokens, 36 Thug/Civilian tokens, one deck per hero, ...) are refused in words.

>>> s = new_state(example())
>>> s["villain"]["health"], s["villain"]["plan"], len(s["locations"]), s["heroes"][0]["hand"]
(10, 12, 6, 3)
>>> [x["name"] for x in new_state({**example(), "locations": [{}] * 6})["locations"]][:3]
['Xavier Institute', 'X-Jet', 'Hangar Bay']
"""

from __future__ import annotations

from typing import Any

from core.table import library as lib
from core.table.errors import SetupError
from core.table.fields import clean_name, whole

State = dict[str, Any]

GRAND_PLAN_CARDS = 12  # per villain (Components: 48 Grand Plan cards, 12 for each villain)
HERO_DECK = 12  # per hero (Components: 96 hero cards, 12 for each hero)
STARTING_HAND = 3  # Setup, step 8
LOCATIONS = 6  # Setup, step 3 (of the 8 in the box)
THUG_CIVILIAN_TOKENS = 36  # Components
HEALTH_TOKENS = 32  # the villain's and the Henchmen's together
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
# The most spaces a mission card can have: the tokens that can ever go on it (a Threat token
# each for Remove Threats, a Move token with each pair on Use Cerebro).
MISSION_MOST = {"civilians": 12, "thugs": 12, "threats": THREAT_TOKENS, "cerebro": 12}
VILLAINS = ("Sabretooth", "Juggernaut", "Magneto", "Mystique")
# The X-Men of the box: what an empty list of heroes meant in rules version 1 and still means.
X_MEN = ("Storm", "Cyclops", "Professor X", "Wolverine", "Jean Grey", "Beast")
# 96 hero cards, 12 a hero: eight heroes, Magneto and Mystique among them (Components).
HEROES = (*X_MEN, "Magneto", "Mystique")
THREAT_KINDS = ("heroic", "henchman", "other")


def _box_location(name: str, spaces: int, thugs: int, civilians: int) -> dict[str, Any]:
    return {"name": name, "spaces": spaces, "thugs": thugs, "civilians": civilians, "note": ""}


# The box's eight locations as a public fan database lists them (outside the rulebook): the
# spaces printed on each card and the Thugs and Civilians marked for setup. The first six are
# the default table; keyed like the setup form's location items.
BOX_LOCATIONS: dict[str, dict[str, Any]] = {
    loc["name"]: loc
    for loc in (
        _box_location("Xavier Institute", 5, 1, 2),
        _box_location("X-Jet", 3, 0, 1),
        _box_location("Hangar Bay", 4, 1, 1),
        _box_location("Muir Island", 3, 0, 1),
        _box_location("Weapon X Facility", 4, 2, 0),
        _box_location("Genosha", 5, 1, 2),
        _box_location("Asteroid M", 4, 1, 1),
        _box_location("Sentinel Space Station", 3, 1, 0),
    )
}
DEFAULT_LOCATIONS = tuple(BOX_LOCATIONS)[:LOCATIONS]
LOCATION_KEYS = ("name", "spaces", "thugs", "civilians", "note")
KINDS = ("setups", "locations")  # what the device library keeps for this game


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


def _recalled(raw: dict[str, Any], i: int, known: dict[str, Any]) -> dict[str, Any]:
    """A location given by its name only (its spaces blank) takes its numbers from the record
    of that name, the device's first, then the box's; with no name either, the box's location
    for that place. A location whose spaces are typed is read as it is (rules version 1)."""
    if raw.get("spaces") is not None:
        return raw
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        name = DEFAULT_LOCATIONS[i]
    record = lib.find(known, name) or lib.find(BOX_LOCATIONS, name)
    if record is None:
        raise SetupError(
            f"Type the spaces of location {i + 1} ({' '.join(name.split())[:40]}): this device "
            "does not know it yet."
        )
    filled = {k: record.get(k) for k in LOCATION_KEYS if k != "name"}
    # the card's own spelling, whatever case it was typed in
    spelt = record.get("name")
    out = {
        **raw,
        "name": spelt if isinstance(spelt, str) and lib.key_of(spelt) == lib.key_of(name) else name,
    }
    for k, v in filled.items():
        if out.get(k) is None or (k == "note" and not out.get(k)):
            out[k] = v if v is not None else (0 if k != "note" else "")
    return out


def _location(raw: object, i: int, known: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise SetupError(f"Location {i + 1} is not filled in.")
    raw = _recalled(raw, i, known)
    name = _name(raw.get("name"), f"Location {i + 1}")
    spaces = _int(raw.get("spaces"), f"{name}'s spaces", 1, 12)
    thugs = _int(raw.get("thugs", 0), f"{name}'s starting Thugs", 0, spaces)
    civilians = _int(raw.get("civilians", 0), f"{name}'s starting Civilians", 0, spaces)
    if thugs + civilians > spaces:
        raise SetupError(f"{name} has {spaces} spaces: too many starting tokens.")
    note = raw.get("note")
    return {
        "name": name,
        "spaces": spaces,
        "thugs": thugs,
        "civilians": civilians,
        "note": _name(note, "")[:80] if note else "",
        "threat": _threat(raw.get("threat"), name),
        # typed by name (not a placeholder): the device keeps it for the next game
        "named": isinstance(raw.get("name"), str) and bool(raw["name"].strip()),
    }


def _distinct(names: list[str], what: str) -> None:
    seen: dict[str, str] = {}
    for n in names:
        if lib.key_of(n) in seen:
            raise SetupError(
                f"{seen[lib.key_of(n)]} is at the table twice: the box has one {what}."
            )
        seen[lib.key_of(n)] = n


def _check_tokens(villain: dict[str, Any], locations: list[dict[str, Any]]) -> None:
    """The box's Health and Thug/Civilian tokens (Components) cover the whole setup."""
    henchmen = sum(
        x["threat"]["value"]
        for x in locations
        if x["threat"] is not None and x["threat"]["kind"] == "henchman"
    )
    if villain["health"] + henchmen > HEALTH_TOKENS:
        raise SetupError(
            f"The box has {HEALTH_TOKENS} Health tokens: {villain['name']}'s "
            f"{villain['health']} and the Henchmen's {henchmen} need "
            f"{villain['health'] + henchmen}."
        )
    tokens = sum(x["thugs"] + x["civilians"] for x in locations)
    if tokens > THUG_CIVILIAN_TOKENS:
        raise SetupError(
            f"The box has {THUG_CIVILIAN_TOKENS} Thug/Civilian tokens: the locations start "
            f"with {tokens}."
        )


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
    known = lib.records(setup, "locations")
    locations = [_location(raw, i, known) for i, raw in enumerate(locs)]
    _distinct([x["name"] for x in locations if x["named"]], "card of each location")
    kinds = [str(m.get("kind")) if isinstance(m, dict) else "" for m in missions]
    first = "cerebro" if "cerebro" in kinds else "civilians"
    if sorted(kinds) != sorted([first, "thugs", "threats"]):
        raise SetupError(
            "The missions are Rescue Civilians (or Use Cerebro against Magneto), Defeat Thugs "
            "and Remove Threats."
        )
    name = _name(v.get("name"), "Villain")
    track = v.get("track")
    villain = {
        "name": name,
        "health": _int(v.get("health"), f"{name}'s Health", 1, HEALTH_TOKENS),
        "at": _int(setup.get("villain_at", 0), "The villain's location", 0, LOCATIONS - 1),
        "plan": GRAND_PLAN_CARDS,
        # a dashboard with a tracker starts its marker on 0 (Setup, step 2)
        "track": 0 if track not in (None, False) else None,
    }
    _check_tokens(villain, locations)
    team: list[dict[str, Any]] = [
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
    ]
    _distinct([h["name"] for h in team], "deck of each hero")
    state: State = {
        "villain": villain,
        "locations": [{k: x[k] for k in x if k != "named"} for x in locations],
        "missions": [
            {
                "kind": m["kind"],
                "name": MISSION_KINDS[m["kind"]],
                "spaces": _int(
                    m.get("spaces"),
                    f"The spaces on {MISSION_KINDS[m['kind']]}",
                    1,
                    MISSION_MOST[m["kind"]],
                ),
                "filled": 0,
                "done": False,
            }
            for m in missions
        ],
        "heroes": team,
        "crisis": 0,
        # The game begins with the villain's turn (Game Flow).
        "turn": {"who": "villain", "step": "draw", "left": 0, "next": 0, "cycle": 1},
        "storyline": [],
        "available": dict.fromkeys(ACTION_TOKENS, 0),
        "effect_used": False,
        "outcome": None,
    }
    learnt: dict[str, Any] = {
        "locations": {x["name"]: {k: x[k] for k in LOCATION_KEYS} for x in locations if x["named"]},
        "setups": _setup_record(setup, state),
    }
    device = {k: lib.records(setup, k) for k in KINDS}
    kept = lib.merged(device, learnt)
    if any(kept.values()):  # a game with nothing to remember keeps no library
        state["library"] = {k: r for k, r in kept.items() if r}
    return state


def _setup_record(setup: State, state: State) -> dict[str, Any]:
    """A named setup as the device keeps it, keyed like the form's fields (its locations as
    items holding only their names: their numbers are the ``locations`` records); the
    villain's Health is kept for each hero count it was played with."""
    name = setup.get("setup_name")
    if not isinstance(name, str) or not name.strip() or len(name) > lib.MAX_NAME:
        return {}
    clean = " ".join(name.split())
    old = lib.find(lib.records(setup, "setups"), clean)
    raw = old.get("health_by_heroes") if isinstance(old, dict) else None
    by_heroes = {
        k: v
        for k, v in (raw.items() if isinstance(raw, dict) else ())
        if k in ("2", "3", "4") and isinstance(v, int) and 1 <= v <= HEALTH_TOKENS
    }
    v = state["villain"]
    by_heroes[str(len(state["heroes"]))] = v["health"]
    spaces = {m["kind"]: m["spaces"] for m in state["missions"]}
    return {
        clean: {
            "setup_name": clean,
            "villain_name": v["name"],
            "villain_health": v["health"],
            "villain_track": v["track"] is not None,
            "villain_at": v["at"] + 1,
            "cerebro": "cerebro" in spaces,
            "civilians_spaces": spaces.get("cerebro", spaces.get("civilians")),
            "thugs_spaces": spaces["thugs"],
            "threats_spaces": spaces["threats"],
            "locations": [{"name": x["name"]} for x in state["locations"]],
            "health_by_heroes": dict(sorted(by_heroes.items())),
        }
    }


def library(state: State) -> dict[str, Any]:
    """What this game knows for the device: the records that came with the setup and the
    setup and locations typed this game (``{kind: {name: record}}``)."""
    return dict(state.get("library", {}))
