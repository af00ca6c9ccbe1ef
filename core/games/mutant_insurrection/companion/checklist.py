"""The checklist of each phase, worded for the table, with the app's arithmetic filled in.

A step may carry an ``action``: the command that does it (the screen shows it as a button,
enabled when ``action_enabled``: not done yet, and the steps it ``needs`` are done). Steps are
ticked by hand with ``{"op": "check", "step": id}``; doing an action ticks its step.

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 3, "heroes": [{"name": n} for n in "ABC"], "seed": 1})
>>> [st["id"] for st in steps(s)]
['heroes', 'school', 'decks', 'threat', 'tracker', 'supply', 'flip', 'plot']
>>> s["phase"] = "threat"; s["missions"] = [{"threat": 2, "sentinel": None, "story": False}]
>>> [(st["id"], st["action"]) for st in steps(s)][0]
('raise', {'op': 'raise_icons'})
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.roster import CONTINENTS
from core.games.mutant_insurrection.companion.rules import (
    draw_deck,
    flip_count,
    replacements_due,
    showdown_attack,
    showdown_effects,
    threat_after_raise,
    threat_icons_in_play,
)
from core.games.mutant_insurrection.companion.setup import setup_flips_for
from core.games.mutant_insurrection.threat_track import MAX_THREAT, STARTING_THREAT, section

State = dict[str, Any]


def _step(
    step_id: str,
    text: str,
    action: dict[str, Any] | None = None,
    label: str | None = None,
    needs: tuple[str, ...] = (),
) -> State:
    return {"id": step_id, "text": text, "action": action, "action_label": label, "needs": needs}


_NUMBERS = ("no", "one", "two", "three")


def _plural(n: int, word: str) -> str:
    """Counts in words for the table.

    >>> _plural(1, "deck"), _plural(2, "deck")
    ('one deck', 'two decks')
    """
    count = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{count} {word}" if n == 1 else f"{count} {word}s"


def _setup(state: State) -> list[State]:
    out = [c for c in CONTINENTS if c not in state["decks"]]
    flips = setup_flips_for(state["hero_count"])
    return [
        _step(
            "heroes",
            "Each player takes a power card, its assist card and hero marker; "
            "markers go on the Blackbird.",
        ),
        _step("school", "Lay out the three school cards; shuffle the mutant and bond decks."),
        _step(
            "decks",
            f"Continent decks in play: {', '.join(state['decks'])}."
            + (f" Box the others ({', '.join(out)})." if out else ""),
        ),
        _step(
            "threat",
            "Shuffle the green, yellow and red threat decks above the track, "
            "and the villain deck beside it.",
        ),
        _step(
            "tracker",
            f"Threat tracker on space {STARTING_THREAT[state['difficulty']]} "
            f"({state['difficulty']}).",
        ),
        _step("supply", "Dice, damage, training, success and showdown tokens within reach."),
        _step(
            "flip",
            f"Flip the top mission of {_plural(flips, 'continent deck')} face up and add it below.",
        ),
        _step("plot", "Choose a plot and resolve its Setup text."),
    ]


def _deploy(state: State) -> list[State]:
    if state["showdown"] is not None:
        return [
            _step(
                "deploy",
                "Each hero deploys to a showdown mission (the last one left takes everybody).",
            )
        ]
    return [
        _step(
            "deploy",
            "Each hero, one at a time, goes to a continent deck, a school card or "
            "a face-up mission (three heroes at most per mission).",
        ),
        _step("facedown", "A hero at a face-down deck flips its top mission face up."),
        _step("school", "A hero at a school card resolves it straight away."),
    ]


def _mission(state: State) -> list[State]:
    if state["showdown"] is not None:
        return [
            _step("attempt", "Attempt the showdown missions: each hero there is active once."),
            _step(
                "tokens",
                "Each completed objective puts a success token below its showdown "
                "mission; objectives can be completed again.",
            ),
        ]
    return [
        _step(
            "attempt",
            "Attempt each mission with heroes on it: each hero there is active "
            "once, alone or assisted.",
        ),
        _step(
            "outcomes", "Resolve the success or failure outcome; complete missions go to the pile."
        ),
    ]


def _threat(state: State) -> list[State]:
    if state["showdown"] is not None:
        effects = showdown_effects(state)
        names = "; then ".join(f"{m['name']} ({m['effect'].rstrip('.')})" for m in effects)
        return [
            _step(
                "attack",
                f"Showdown attack: every hero in play suffers {showdown_attack(state)} damage.",
                {"op": "showdown_attack"},
                f"Attack: {showdown_attack(state)} damage each",
            ),
            _step(
                "effects",
                f"Resolve threat effects left to right: {names}."
                if effects
                else "No threat effects to resolve.",
            ),
        ]
    icons = threat_icons_in_play(state)
    flips = flip_count(state)
    deck = draw_deck(state, threat_after_raise(state))
    flip_text = (
        f"Flip {_plural(flips, 'face-down mission')} on the continent decks (as many as you can)."
        if flips
        else "Flip no mission: a continent mission is already face up."
    )
    raised = "raise" in state["done"]
    space = threat_after_raise(state)
    after = "" if raised else f"After the raise (threat {space}): "
    colour = section(space).value
    passed = f" ({colour} is empty)" if deck and deck != colour else ""
    draw_text = after + (
        f"draw and resolve the top {deck} threat card{passed}."
        if deck
        else "the red threat deck is empty, and drawing from it loses the game."
    )
    draw_text = draw_text[0].upper() + draw_text[1:]
    overflow = state["threat"] + icons > MAX_THREAT and not raised
    return [
        _step(
            "raise",
            f"Raise threat by {icons} (! icons on face-up missions and Sentinels)."
            + (f" That goes past {MAX_THREAT}: the heroes lose." if overflow else ""),
            {"op": "raise_icons"},
            f"Raise threat by {icons}",
        ),
        _step("flip", flip_text),
        _step(
            "draw",
            draw_text,
            {"op": "draw_threat"},
            f"Draw from {deck}" if deck else "Draw (loses the game)",
            needs=("raise",),
        ),
    ]


_READY = "Exhausted mutant and bond cards stand up again (done here already)."


def _regroup(state: State) -> list[State]:
    if state["showdown"] is not None:
        return [
            _step("stay", "Heroes stay on their showdown missions; assist cards go home."),
            _step("ready", _READY),
        ]
    steps = [
        _step(
            "return",
            "Heroes at school cards return to the Blackbird; assist cards go back to their owners.",
        ),
        _step("ready", _READY),
        _step("swap", "Heroes on the Blackbird may swap, take or leave mutants at the school."),
    ]
    due = replacements_due(state)
    if due:
        steps.append(
            _step("replace", "Choose a new hero for " + " and ".join(h["name"] for h in due) + ".")
        )
    return steps


_BY_PHASE = {
    "setup": _setup,
    "deploy": _deploy,
    "mission": _mission,
    "threat": _threat,
    "regroup": _regroup,
}


def steps(state: State) -> list[State]:
    """The current phase's steps, each with ``done`` and ``action_enabled`` set."""
    out = _BY_PHASE[state["phase"]](state)
    labels = {st["id"]: st["action_label"] for st in out}
    for st in out:
        st["done"] = st["id"] in state["done"]
        waiting = [n for n in st.pop("needs") if n not in state["done"]]
        st["action_enabled"] = bool(
            st["action"] and not st["done"] and state["outcome"] is None and not waiting
        )
        st["action_hint"] = (
            f"First “{labels[waiting[0]]}”, or tick that step if you did it on the board."
            if st["action"] and waiting and not st["done"]
            else None
        )
    return out
