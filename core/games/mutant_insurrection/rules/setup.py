"""Setting up a game (rulebook: Setup; Solo Play).

>>> from core.games.mutant_insurrection.content import fixture_set
>>> s = initial_state(fixture_set(), ["storm", "cyclops"], "normal", None, seed=1)
>>> s["threat"], len(s["decks"]), s["hero_count"]
(4, 3, 2)
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.rules.effects import run_effects
from core.games.mutant_insurrection.rules.engine import Engine, State
from core.games.mutant_insurrection.rules.regroup import new_hero
from core.games.mutant_insurrection.rules.round import fresh_round
from core.games.mutant_insurrection.threat_track import STARTING_THREAT

Json = Any
MIN_HEROES, MAX_HEROES = 2, 6


class SetupError(ValueError):
    """The requested game cannot be set up (unknown hero, plot or difficulty; wrong count)."""


def decks_removed(heroes: int) -> int:
    """Continent decks returned to the box: 2 with two heroes, 1 with three or four, else 0."""
    return 2 if heroes <= 2 else 1 if heroes <= 4 else 0


def flips_at_setup(heroes: int) -> int:
    return 1 if heroes <= 4 else 2


def initial_state(
    c: Content, heroes: list[str], difficulty: str, plot: str | None, seed: int
) -> State:
    """The state right after setup, with the setup decisions still to be taken."""
    if not MIN_HEROES <= len(heroes) <= MAX_HEROES:
        raise SetupError(f"play with 2-6 heroes (solo play uses two), not {len(heroes)}")
    if len(set(heroes)) != len(heroes):
        raise SetupError("each hero can be chosen once")
    for h in heroes:
        if h not in c.heroes:
            raise SetupError(f"unknown hero {h!r}")
    if difficulty not in STARTING_THREAT:
        raise SetupError(f"difficulty must be one of {', '.join(STARTING_THREAT)}")
    plot = plot or c.recommended_plot
    if plot not in c.plots:
        raise SetupError(f"unknown plot {plot!r}")
    s: State = {
        "rng": seed & ((1 << 64) - 1),
        "forced": [],
        "chance": [],
        "log": [],
        "events": [],  # one per log line: type, round, phase, ids (Engine.log)
        "stack": [],
        "decision": None,
        "outcome": None,
        "round": 0,
        "phase": "setup",
        "r": fresh_round(),
        "att": None,
        "hero_count": len(heroes),
        "seats": list(heroes),
        "used": list(heroes),
        "ko": [],
        "heroes": {h: new_hero(h) for h in heroes},
        "difficulty": difficulty,
        "threat": STARTING_THREAT[difficulty],
        "school": {sid: {"over": None} for sid in c.school},
        "missions": {},
        "completed": [],
        "aside": [],
        "box": [],
        "plot": plot,
        "under_plot": list(c.plots[plot]["showdown"]),
        "story_aside": [],
        "briefings": {},
        "showdown": None,
        "drawn": [],  # cards drawn and not yet placed (a decision about them is pending)
    }
    e = Engine(s, c)
    s["mdeck"] = list(c.mutants)
    e.shuffle(s["mdeck"])
    s["mschool"], s["mdiscard"] = [], []
    s["bdeck"] = list(c.bond_cards)
    e.shuffle(s["bdeck"])
    s["bdiscard"] = []
    conts = sorted(c.continents)
    removed = decks_removed(len(heroes))
    for _ in range(min(removed, len(conts) - 1)):
        gone = conts.pop(e.below(len(conts)))
        s["box"] += c.continents[gone]
    s["decks"] = {}
    for k in conts:
        cards = list(c.continents[k])
        e.shuffle(cards)
        s["decks"][k] = {"cards": cards, "up": False}
    s["tdeck"] = {
        col: [t for t, card in c.threat.items() if card["color"] == col]
        for col in ("green", "yellow", "red")
    }
    for deck in s["tdeck"].values():
        e.shuffle(deck)
    s["tdiscard"] = {"green": [], "yellow": [], "red": []}
    s["vdeck"] = list(c.villain_deck)
    e.shuffle(s["vdeck"])
    showdown_cards = {side[:-1] for side in s["under_plot"]}
    s["story_aside"] = [k for k in c.story if k not in showdown_cards]
    e.log(
        f"Setup: {', '.join(c.heroes[h]['name'] for h in heroes)} on {difficulty}; "
        f"threat starts at {s['threat']}.",
        "setup",
        *heroes,
    )
    e.push(
        {"t": "flip_n", "n": flips_at_setup(len(heroes))}, {"t": "plot_setup"}, {"t": "round_start"}
    )
    return s


def plot_setup(e: Engine) -> None:
    plot = e.c.plots[e.s["plot"]]
    e.log(f"Plot: {plot['name']}.", "setup", e.s["plot"])
    run_effects(e, plot.get("setup", []), {"hero": None, "loc": None, "card": e.s["plot"]})


def _register() -> None:
    from core.games.mutant_insurrection.rules.engine import task

    task("plot_setup")(lambda e, t: plot_setup(e))


_register()
