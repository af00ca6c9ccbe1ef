"""How the engine reads the rulebook where its text leaves room: one entry per reading, with
the sections it concerns and why. The rules reference shows these to players; the chapter
modules name the entry they follow in their docstrings.

>>> by_id("assist-anywhere")["sections"]
('Step 1: Choose Active Hero',)
>>> from core.games.mutant_insurrection.rules.sections import SECTIONS
>>> all(s in SECTIONS for r in READINGS for s in r["sections"])
True
"""

from __future__ import annotations

from typing import TypedDict


class Reading(TypedDict):
    id: str
    sections: tuple[str, ...]
    text: str


READINGS: tuple[Reading, ...] = (
    {
        "id": "assist-anywhere",
        "sections": ("Step 1: Choose Active Hero",),
        "text": (
            "Any other hero in play may assist the active hero, wherever their marker is (a "
            'school card, another mission), once per round. Step 1 asks only for "one other '
            'hero" and limits assisting to once a round; it sets no condition on where that '
            "hero stands, so the engine sets none either. A hero knocked out while assisting "
            "still lends their card for that attempt."
        ),
    },
    {
        "id": "knocked-out-by-a-damage-requirement",
        "sections": ("Clarifications: Missions", "Being Knocked Out"),
        "text": (
            "An active hero knocked out by paying a damage requirement keeps the rest of their "
            "dice for that attempt: they may still spend them on the objective whose damage they "
            "paid (it is not an additional objective) and on objectives with no damage "
            "requirement, then the attempt goes to Check Outcomes. Any other objective with a "
            "damage requirement (the Sentinel's included) is closed to them once they are out, "
            "and the abilities on their cards left with them. The rulebook's last clarification, "
            "a win by a damage requirement that knocks the last hero out, reads the same way. "
            "Knocked out any other way, the attempt goes straight to Check Outcomes."
        ),
    },
    {
        "id": "ability-damage-cost",
        "sections": ("Power Card Abilities", "Being Knocked Out"),
        "text": (
            "An ability whose cost is damage is offered only while the hero can pay it and stay "
            "in the game. The rulebook does not say; we chose this because a hero knocked out "
            "by the cost would leave with the very card whose effect is being paid for, so the "
            "effect would have nobody to resolve it (a damage requirement is different: the "
            "dice are already rolled and the rulebook says what happens next)."
        ),
    },
    {
        "id": "assist-cards-at-the-showdown",
        "sections": ("Assembling the Showdown", "Regroup Phase"),
        "text": (
            "Assembling the showdown skips straight to the next round's deploy phase, so no "
            "regroup returns lent assist cards. A new round starts all the same, and a lent card "
            "is lent for one attempt: every assist card goes home to its hero when the showdown "
            "is assembled, so each hero may assist, or use their own card, in the first "
            "showdown round."
        ),
    },
    {
        "id": "briefing-at-the-showdown",
        "sections": ("Assembling the Showdown", "Briefings"),
        "text": (
            "Story cards other than the briefing that started the showdown are set aside. When "
            "a briefing starts it, only that briefing stays. When a story mission's success "
            "starts it (the core set's plots do), the briefings in play are the ones that led "
            "there and they stay; the table companion keeps every briefing in play unless the "
            "table names the one that started it."
        ),
    },
    {
        "id": "moving-from-a-school-card",
        "sections": ("School Cards", "Clarifications: Abilities and Effects"),
        "text": (
            "An effect that moves a hero to another mission moves a hero on the Blackbird or at "
            "a mission. A hero who deployed to a school card has had that card's effect for "
            "this round, so no effect moves them on to a mission as well."
        ),
    },
    {
        "id": "instead-and-order",
        "sections": ("Special Terms: Timings", "Clarifications: Golden Rules"),
        "text": (
            'A "before" timing that says "instead" replaces the event it watches: the event '
            'never happens, nothing "after" it fires, and the other "before" timings of that '
            "event are dropped. It applies once, to that one event. Timings and abilities due at "
            "the same moment resolve in the order the heroes choose."
        ),
    },
    {
        "id": "fight-overpay",
        "sections": ("Step 4: Complete Objectives", "Quick Reference: Requirements"),
        "text": (
            "A fight requirement takes one or more fight results whose total reaches its value; "
            "a spend may include a die it did not strictly need (that die is used up)."
        ),
    },
    {
        "id": "four-dice-of-a-colour",
        "sections": ("Step 2: Assemble Dice Pool", "Components"),
        "text": (
            "The box holds four dice of each colour, so a pool never has more than four of one "
            'colour, and "add a die of any available colour" finds none of a colour whose four '
            "dice are all in the pool."
        ),
    },
    {
        "id": "villainy-option-with-an-effect",
        "sections": ("Clarifications: Villainy", "Clarifications: Abilities and Effects"),
        "text": (
            "A villainy effect offering two options must be resolved with an option that has "
            "some effect, when one does; an option that can be resolved only in part still "
            'counts as having an effect and beats one that would do nothing. Other "or" '
            "effects must be resolved with an option that resolves fully, when one does."
        ),
    },
    {
        "id": "stacked-replacements",
        "sections": ("Special Terms: Replacing Cards", "Villain Cards"),
        "text": (
            "A card can be replaced more than once: a villain may land on a villain. The cards "
            "underneath wait in order, and each returns when the card on top of it is completed "
            "(a continent mission face up on its deck, a story mission as a story mission, a "
            "school card as a school card)."
        ),
    },
    {
        "id": "showdown-sentinels",
        "sections": ("Clarifications: Sentinels", "Sentinels"),
        "text": (
            "A Sentinel that comes into play during the showdown attaches to an undefeated "
            "showdown mission by its target like any other; that mission cannot be defeated "
            "until the Sentinel is discarded, and the Sentinel's success token goes with it."
        ),
    },
    {
        "id": "story-cards-retired",
        "sections": ("Assembling the Showdown",),
        "text": (
            "When the showdown is assembled, every story card not in the showdown (played or "
            "never played) is set aside for the rest of the game: no later effect brings one "
            "into play."
        ),
    },
    {
        "id": "prevention",
        "sections": ("Damage", "Power Card Abilities"),
        "text": (
            'Cards that prevent damage (a "during play" rule, an ability used when damage '
            "comes, or one that shields a hero for the round) reduce damage that an effect or "
            "a showdown attack deals. A damage requirement and an ability's damage cost are "
            "prices the hero chooses to pay, so they are paid in full."
        ),
    },
    {
        "id": "ability-windows",
        "sections": ("Power Card Abilities",),
        "text": (
            "An ability used away from the hero's own attempt is offered to its owner at the "
            "moment it names: right after the hero deploys (after a school card's effect), at "
            "the start of the threat phase (before its steps), in the regroup phase once cards "
            "are readied, when an effect would deal the hero damage, or after the first roll "
            "of another hero's attempt at the same mission. Each is offered once at that "
            "moment; a hero who passes cannot use it later in that moment."
        ),
    },
)


def by_id(rid: str) -> Reading:
    """The reading named ``rid``."""
    for r in READINGS:
        if r["id"] == rid:
            return r
    raise KeyError(rid)
