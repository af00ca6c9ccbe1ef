"""Revealing cards (rulebook: Revealing Cards): the top card of a deck is read without resolving
its effects; the revealing effect says what happens to it next.

``{"op": "reveal", "deck": D, "then": T}``, by deck:

- ``villain``: ``top``, ``bottom``, ``top_or_bottom`` (the heroes choose), ``replace`` (the
  villain takes over the mission that best matches ``target``);
- ``mutant``: the same three, ``school``, ``draw`` (the hero resolving the effect takes it),
  ``discard``;
- ``threat`` (the deck of the tracker's colour, or ``color``; an empty deck passes to the next
  one on the right, as when drawing): the same three, ``discard``, ``resolve`` (drawn and
  resolved like a threat card);
- ``continent`` (the heroes choose a deck with a face-down top): the same three, ``flip``
  (flipped face up, its Flip effect resolving).

A card that waits for a choice stays on top of its deck until the choice is made.
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import POSSIBLE, Ctx, decider, global_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.threat_track import Section

Json = Any


def _source(e: Engine, eff: Json) -> list[Json] | None:
    """Where the revealed card comes from: ``["vdeck"]``, ``["tdeck", colour]``, ... or
    ``None`` when there is nothing to reveal."""
    s = e.s
    deck = eff["deck"]
    if deck == "villain":
        return ["vdeck"] if s["vdeck"] else None
    if deck == "mutant":
        return ["mdeck"] if s["mdeck"] else None
    if deck == "threat":
        from core.games.mutant_insurrection.rules.threat import threat_deck

        color = threat_deck(e, Section(eff["color"]) if "color" in eff else None)
        return None if color is None else ["tdeck", color.value]
    from core.games.mutant_insurrection.rules.threat import facedown_decks

    decks = facedown_decks(e)
    return ["decks", decks[0]] if decks else None


def cards_of(e: Engine, src: list[Json]) -> list[str]:
    s = e.s
    if src[0] == "tdeck":
        return s["tdeck"][src[1]]  # type: ignore[no-any-return]
    if src[0] == "decks":
        return s["decks"][src[1]]["cards"]  # type: ignore[no-any-return]
    return s[src[0]]  # type: ignore[no-any-return]


@global_op("reveal")
def _reveal(e: Engine, eff: Json, ctx: Ctx) -> None:
    if _source(e, eff) is None:
        return
    if eff["deck"] == "continent":
        from core.games.mutant_insurrection.rules.threat import deck_name, facedown_decks

        options = [
            opt(f"deck:{k}", f"Reveal the top card of the {deck_name(k)} deck")
            for k in facedown_decks(e)
        ]
        e.ask(
            "team",
            "reveal_deck",
            "Reveal the top card of which continent deck?",
            options,
            {"t": "reveal_from", "e": eff, "ctx": ctx},
        )
        return
    e.push({"t": "reveal_from", "e": eff, "ctx": ctx})


@task("reveal_from")
def _reveal_from(e: Engine, t: Task) -> None:
    eff, ctx = t["e"], t["ctx"]
    src = ["decks", t["choice"][5:]] if "choice" in t else _source(e, eff)
    assert src is not None
    card = cards_of(e, src)[0]
    e.log(f"Revealed: {e.name(card)}.", "reveal", card)
    then = eff["then"]
    if then != "top_or_bottom":
        place(e, src, card, eff, ctx)
        return
    options = [
        opt("top", f"Leave {e.name(card)} on top"),
        opt("bottom", f"Put {e.name(card)} on the bottom"),
    ]
    e.ask(
        decider(e, ctx),
        "reveal_place",
        f"Revealed {e.name(card)}: where does it go?",
        options,
        {"t": "reveal_place", "src": src, "card": card},
    )


@task("reveal_place")
def _reveal_place(e: Engine, t: Task) -> None:
    place(e, t["src"], t["card"], {"then": t["choice"]}, {})


def place(e: Engine, src: list[Json], card: str, eff: Json, ctx: Ctx) -> None:
    """Do what the revealing effect says with ``card``, still on top of its deck."""
    s = e.s
    then = eff["then"]
    deck = cards_of(e, src)
    if then == "top":
        return
    if then == "flip":
        from core.games.mutant_insurrection.rules.deploy import flip_deck

        flip_deck(e, src[1])
        return
    deck.pop(0)
    if then == "bottom":
        deck.append(card)
    elif then == "school":
        s["mschool"].append(card)
    elif then == "discard":
        pile = s["mdiscard"] if src[0] == "mdeck" else s["tdiscard"][src[1]]
        pile.append(card)
    elif then == "resolve":
        from core.games.mutant_insurrection.rules.threat import resolve_threat_card

        resolve_threat_card(e, card)
    elif then == "draw":
        from core.games.mutant_insurrection.rules.mutants import give, may_draw

        hid = ctx.get("hero")
        if hid is None or not may_draw(e, hid):
            deck.insert(0, card)  # nobody may take it: it stays where it was
            return
        give(e, hid, card)
    else:  # replace: the revealed villain takes over the best-matching mission
        s["drawn"].append(card)
        e.push({"t": "villain_replace", "target": eff["target"], "card": card})


POSSIBLE["reveal"] = lambda e, eff, ctx: _source(e, eff) is not None
