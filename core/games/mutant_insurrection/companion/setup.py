"""Setting up a table session (rulebook: Setup; Solo Play).

Players choose 1-6; a solo player runs two heroes, so the hero count is never below two.
The hero count fixes how many continent decks are used and how many missions are flipped.

>>> hero_count_for(1), hero_count_for(4)
(2, 4)
>>> [continent_decks_for(n) for n in range(2, 7)]
[3, 4, 4, 5, 5]
>>> [setup_flips_for(n) for n in range(2, 7)]
[1, 1, 1, 2, 2]
>>> s = new_state({"players": 1, "heroes": [{"name": "Storm"}, {"name": "Rogue", "health": 7}],
...                "difficulty": "hard", "seed": 3})
>>> s["threat"], s["hero_count"], len(s["decks"]), [h["health"] for h in s["heroes"]]
(6, 2, 3, [6, 7])
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.clock import clean_time, new_clock
from core.games.mutant_insurrection.companion.errors import CompanionError, SetupError
from core.games.mutant_insurrection.companion.fields import clean_health, clean_name
from core.games.mutant_insurrection.companion.hero_facts import facts
from core.games.mutant_insurrection.companion.plots import clean_plot
from core.games.mutant_insurrection.companion.roster import (
    CONTINENTS,
    THREAT_CARDS_PER_DECK,
)
from core.games.mutant_insurrection.threat_track import STARTING_THREAT, Section
from core.rng import Rng

State = dict[str, Any]

MIN_PLAYERS, MAX_PLAYERS = 1, 6


def hero_count_for(players: int) -> int:
    """Heroes in the game for this many players (solo plays two heroes)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(f"Choose 1 to 6 players, not {players}.")
    return max(2, players)


def continent_decks_for(hero_count: int) -> int:
    """Continent decks kept in play: 2 heroes use 3, 3-4 heroes use 4, 5-6 heroes use all 5."""
    if hero_count <= 2:
        return 3
    return 4 if hero_count <= 4 else 5


def setup_flips_for(hero_count: int) -> int:
    """Missions flipped face up at setup: one deck for 2-4 heroes, two decks for 5-6."""
    return 1 if hero_count <= 4 else 2


def _choose_decks(raw: object, wanted: int, seed: int) -> list[str]:
    if raw is None:  # the rulebook returns random decks to the box
        shuffled = list(CONTINENTS)
        Rng(seed).shuffle(shuffled)
        keep = set(shuffled[:wanted])
    else:
        if not isinstance(raw, list) or not all(isinstance(d, str) for d in raw):
            raise SetupError("Continent decks must be a list of names.")
        keep = set(raw)
        unknown = keep - set(CONTINENTS)
        if unknown:
            raise SetupError(f"Unknown continent deck: {sorted(unknown)[0]}.")
        if len(keep) != len(raw) or len(keep) != wanted:
            raise SetupError(f"Choose exactly {wanted} continent decks, or none for random.")
    return [c for c in CONTINENTS if c in keep]


def make_hero(hero_id: int, seat: int, name: str, health: int, known: State | None = None) -> State:
    """A fresh hero in a seat: no damage, tokens or cards yet; ``known``: the facts of its
    cards the table typed in (see :func:`.hero_facts.facts`)."""
    known = known or {}
    return {
        "id": hero_id,
        "seat": seat,
        "name": name,
        "health": health,
        "damage": 0,
        "out": False,
        "training": None,
        "mutant": None,
        "mutant_exhausted": False,
        "assisted": False,
        "active": False,
        "mission": None,
        "school": None,
        "dice": known.get("dice"),
        "assist_dice": known.get("assist_dice"),
        "note": known.get("note"),
    }


def _hero_count_problem(players: object, count: int, named: int) -> str | None:
    if named < count:
        more = count - named
        return f"Name {more} more {'hero' if more == 1 else 'heroes'}."
    if named > count:
        return f"{players} players play exactly {count} heroes, not {named}."
    return None


def new_state(setup: dict[str, Any]) -> State:
    """Validate the setup form and build the session's starting state (phase ``setup``)."""
    if not isinstance(setup, dict):
        raise SetupError("Setup must be an object.")
    players = setup.get("players")
    if not isinstance(players, int) or isinstance(players, bool):
        raise SetupError("Choose how many players are at the table.")
    hero_count = hero_count_for(players)
    heroes_raw = setup.get("heroes")
    if not isinstance(heroes_raw, list):
        raise SetupError("Name the heroes.")
    wrong = _hero_count_problem(players, hero_count, len(heroes_raw))
    if wrong:
        raise SetupError(wrong)
    heroes: list[State] = []
    seen: set[str] = set()
    for seat, raw in enumerate(heroes_raw):
        if not isinstance(raw, dict):
            raise SetupError("Each hero needs a name and a health.")
        name = clean_name(raw.get("name"), f"Hero {seat + 1}'s name")
        if name.casefold() in seen:
            raise SetupError(f"{name} is chosen twice.")
        seen.add(name.casefold())
        health = clean_health(raw.get("health"))
        heroes.append(make_hero(seat + 1, seat, name, health, facts(raw)))
    difficulty = setup.get("difficulty", "normal")
    if difficulty not in STARTING_THREAT:
        raise SetupError("Difficulty must be easy, normal, hard or extreme.")
    seed = setup.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError("The seed must be a whole number.")
    decks = _choose_decks(setup.get("decks"), continent_decks_for(hero_count), seed)
    return {
        "players": players,
        "hero_count": hero_count,
        "difficulty": difficulty,
        "decks": decks,
        "threat": STARTING_THREAT[difficulty],
        "round": 0,
        "phase": "setup",
        "done": [],
        "heroes": heroes,
        "seats": [h["id"] for h in heroes],
        "bonds": [],
        "missions": [],
        "completed": [],
        "villains_available": 0,
        "threat_decks": {s.value: THREAT_CARDS_PER_DECK for s in Section},
        "showdown": None,
        "outcome": None,
        "dice": None,
        "next_id": hero_count + 1,
        "plot": None if setup.get("plot") is None else clean_plot(setup["plot"]),
        "briefings": [],
        "cards": [],  # the cards typed this session (card_library.remember)
        "clock": new_clock(setup.get("started_at")),
    }


def setup_problems(setup: object) -> list[str]:
    """Everything still missing or wrong in the setup form, all at once, so the form can list
    it before Start (empty when the session can start). Each check is the one
    :func:`new_state` makes.

    >>> setup_problems({"players": 3, "heroes": [{"name": "Storm"}, {"name": ""}],
    ...                 "decks": ["Asia"]})
    ["Hero 2's name is missing.", 'Name 1 more hero.', \
'Choose exactly 4 continent decks, or none for random.']
    """
    if not isinstance(setup, dict):
        return ["Setup must be an object."]
    problems: list[str] = []

    def check(fn: Any, *args: Any) -> Any:
        try:
            return fn(*args)
        except CompanionError as exc:
            problems.append(str(exc))
            return None

    players = setup.get("players")
    count = None
    if not isinstance(players, int) or isinstance(players, bool):
        problems.append("Choose how many players are at the table.")
    else:
        count = check(hero_count_for, players)
    heroes = setup.get("heroes")
    if not isinstance(heroes, list):
        problems.append("Name the heroes.")
        heroes = []
    seen: set[str] = set()
    for seat, raw in enumerate(heroes):
        if not isinstance(raw, dict):
            problems.append(f"Hero {seat + 1} needs a name and a health.")
            continue
        name = check(clean_name, raw.get("name"), f"Hero {seat + 1}'s name")
        if name is not None and name.casefold() in seen:
            problems.append(f"{name} is chosen twice.")
        elif name is not None:
            seen.add(name.casefold())
        check(clean_health, raw.get("health"))
        check(facts, raw)
    wrong = None if count is None else _hero_count_problem(players, count, len(heroes))
    if wrong:
        problems.append(wrong)
    if setup.get("difficulty", "normal") not in STARTING_THREAT:
        problems.append("Difficulty must be easy, normal, hard or extreme.")
    seed = setup.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        problems.append("The seed must be a whole number.")
        seed = 0
    if count is not None:
        check(_choose_decks, setup.get("decks"), continent_decks_for(count), seed)
    if setup.get("plot") is not None:
        check(clean_plot, setup["plot"])
    check(clean_time, setup.get("started_at"), "The start time")
    return problems
