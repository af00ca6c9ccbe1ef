"""The game log's events: every log sentence comes with an event saying what happened, when,
and to which heroes, cards and dice, so a screen can filter, group or animate the log.

An event is ``{"type", "round", "phase", "heroes", "cards", "dice", "text"}`` (see
:meth:`core.games.mutant_insurrection.game.Game.events`); the engine writes both with
:meth:`Engine.log`.

>>> from core.games import mutant_insurrection as mi
>>> g = mi.new_game(seed=7)
>>> ev = g.events[0]
>>> ev["type"], ev["round"], ev["heroes"]
('setup', 0, ['cyclops', 'jean'])
>>> set(EVENT_TYPES) >= {e["type"] for e in g.events}
True
"""

from __future__ import annotations

from typing import Any

Json = Any

# type -> what it records (for a screen's filters and a reader of the code)
EVENT_TYPES: dict[str, str] = {
    "setup": "the game is set up (heroes, difficulty, plot)",
    "round": "a round begins",
    "deploy": "a hero deploys",
    "mission_flipped": "a continent mission is flipped face up",
    "story": "a story card comes into play",
    "tokens": "success tokens are added to a card",
    "attempt": "a hero attempts a mission",
    "assist": "a hero assists the active hero",
    "assist_kept": "an assist card's benefit stays after its hero is knocked out",
    "roll": "the pool is rolled",
    "reroll": "dice are rerolled",
    "ability": "an ability is used or takes effect",
    "die_turned": "a die is turned to another face",
    "die_added": "a die joins the pool",
    "die_discarded": "a die leaves the pool",
    "die_raised": "a fight die is raised",
    "spend": "dice meet a requirement",
    "objective": "an objective is complete",
    "mission_completed": "a mission is completed",
    "mission_failed": "a mission is not completed this round",
    "damage": "a hero suffers damage",
    "heal": "a hero heals",
    "prevented": "damage to a hero is prevented",
    "move": "a hero moves to another mission",
    "instead": "a card replaces an effect with another",
    "knock_out": "a hero is knocked out",
    "hero_joins": "a new hero replaces a knocked-out one",
    "train": "a hero gains a training token",
    "training_lost": "a hero discards a training token",
    "mutant": "a hero draws a mutant",
    "mutant_lost": "a hero discards a mutant",
    "bond_formed": "two heroes share a bond",
    "bond_flipped": "a bond is flipped",
    "bond_discarded": "a hero discards a bond (and the bonded hero its match)",
    "threat_up": "the threat rises",
    "threat_down": "the threat falls",
    "threat_blocked": "a card stops the threat from falling",
    "threat_card": "a threat card is drawn",
    "sentinel": "a Sentinel attaches to a mission",
    "sentinel_lost": "a Sentinel finds no mission and is discarded",
    "sentinel_destroyed": "a Sentinel is destroyed",
    "villain": "a villain replaces a mission",
    "villain_traded": "a completed villain is traded for less threat",
    "reveal": "a card is revealed",
    "showdown": "the showdown begins",
    "attack": "the showdown attacks the heroes",
    "defeated": "a showdown mission is defeated",
    "won": "the heroes win",
    "lost": "the heroes lose",
    "note": "anything else",
}


def full_events(state: dict[str, Json]) -> list[dict[str, Json]]:
    """Every event of the game, oldest first, each with its sentence. A state saved before
    events existed has only sentences: those lines come back as ``note`` events."""
    log = state["log"]
    evs = state.get("events", [])
    missing = len(log) - len(evs)
    out = []
    for i, text in enumerate(log):
        ev: dict[str, Json] = (
            evs[i - missing] if i >= missing else {"type": "note", "round": None, "phase": None}
        )
        out.append(
            {
                "type": ev["type"],
                "round": ev["round"],
                "phase": ev["phase"],
                "heroes": list(ev.get("heroes", ())),
                "cards": list(ev.get("cards", ())),
                "dice": list(ev.get("dice", ())),
                "text": text,
            }
        )
    return out
