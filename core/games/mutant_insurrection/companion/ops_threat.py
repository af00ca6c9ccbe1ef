"""Threat commands (rulebook: Threat; Threat Phase; Running Out of Threat Cards; Clarifications:
Threat; Showdowns, Winning and Losing). Threat never drops below 1; past 15 the heroes lose,
except in the showdown, whose only loss is every hero knocked out; an empty deck passes the
draw on.

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}], "seed": 1})
>>> raise_threat(s, 20), s["threat"]
(['Threat went past 15: the heroes lose.'], 15)
"""

from __future__ import annotations

from core.games.mutant_insurrection.companion import rules
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.registry import (
    CARD_RESOLVED,
    Command,
    State,
    int_field,
    lose,
    op,
    phase_step,
)
from core.games.mutant_insurrection.companion.roster import THREAT_CARDS_PER_DECK
from core.games.mutant_insurrection.threat_track import MAX_THREAT, MIN_THREAT, Section, section


def raise_threat(state: State, amount: int) -> list[str]:
    """Move the tracker; past space 15 the heroes lose (the tracker stays on 15).

    Once the showdown has started that loss no longer applies: the tracker just stops at 15.
    """
    target = state["threat"] + amount
    if target > MAX_THREAT:
        state["threat"] = MAX_THREAT
        if state["showdown"] is not None:
            return [f"Threat stays at {MAX_THREAT}: in the showdown that does not lose the game."]
        return [lose(state, f"Threat went past {MAX_THREAT}: the heroes lose.")]
    state["threat"] = max(MIN_THREAT, target)
    return []


@op("threat")
def _threat(state: State, cmd: Command) -> list[str]:
    delta = int_field(cmd, "delta", -MAX_THREAT, MAX_THREAT)
    before = state["threat"]
    if delta < 0 and before == MIN_THREAT:
        raise CommandError("Threat is already at 1, the lowest it goes.")
    extra = raise_threat(state, delta)
    if state["threat"] == before:  # at the top: the loss (or the showdown's note) says it all
        return extra or [f"Threat stays at {before}."]
    return [f"Threat {before} → {state['threat']}.", *extra]


@op("raise_icons")
def _raise_icons(state: State, cmd: Command) -> list[str]:
    phase_step(
        state,
        "raise",
        "Threat icons are counted in the threat phase (not in a showdown).",
        "Threat was already raised this phase.",
    )
    icons = rules.threat_icons_in_play(state)
    before = state["threat"]
    extra = raise_threat(state, icons)
    if icons == 0:
        return [f"No ! icons in play: threat stays at {before}."]
    if state["threat"] == before:
        return [f"Threat raised by {icons} for the ! icons.", *extra]
    return [f"Threat raised by {icons} for the ! icons: {before} → {state['threat']}.", *extra]


@op("draw_threat")
def _draw_threat(state: State, cmd: Command) -> list[str]:
    if state["phase"] == "threat" and state["showdown"] is None and "raise" not in state["done"]:
        raise CommandError(
            "Raise threat first: the deck depends on where the tracker ends up. "
            "(Moved it by hand? Tick the raise step.)"
        )
    phase_step(
        state,
        "draw",
        "Threat cards are drawn in the threat phase (not in a showdown).",
        "A threat card was already drawn this phase.",
    )
    if CARD_RESOLVED in state["done"]:  # a draw again (its step unticked): a new card to say
        state["done"].remove(CARD_RESOLVED)
    deck = rules.draw_deck(state)
    if deck is None:
        return [lose(state, "The red threat deck is empty: the heroes lose.")]
    state["threat_decks"][deck] -= 1
    wanted = section(state["threat"]).value
    note = "" if deck == wanted else f" ({wanted} is empty)"
    return [f"Drew a {deck} threat card{note}; {state['threat_decks'][deck]} left there."]


@op("threat_deck")
def _threat_deck(state: State, cmd: Command) -> list[str]:
    deck = cmd.get("deck")
    if deck not in {s.value for s in Section}:
        raise CommandError("Choose the green, yellow or red threat deck.")
    count = state["threat_decks"][deck] + int_field(cmd, "delta", -1, 1)
    if not 0 <= count <= THREAT_CARDS_PER_DECK:
        raise CommandError(f"A threat deck holds 0 to {THREAT_CARDS_PER_DECK} cards.")
    state["threat_decks"][deck] = count
    return [f"{deck.capitalize()} threat deck: {count} cards."]
