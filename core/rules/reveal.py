"""Revealing cards (rulebook: Revealing Cards): the top card of a deck is drawn and read without
resolving its effects; the revealing effect says what happens to it next.

Ops: ``{"op": "reveal", "deck": "villain", "then": "replace", "target": "most_threat"}``
(also ``"bottom"`` / ``"top"``), and ``{"op": "reveal", "deck": "mutant", "then": "draw"}``
(also ``"school"``, ``"bottom"``, ``"top"``).
"""

from __future__ import annotations

from typing import Any

from core.rules.effects import POSSIBLE, Ctx, global_op
from core.rules.engine import Engine

Json = Any
DECKS = {"villain": "vdeck", "mutant": "mdeck"}


@global_op("reveal")
def _reveal(e: Engine, eff: Json, ctx: Ctx) -> None:
    s = e.s
    deck = s[DECKS[eff["deck"]]]
    if not deck:
        return
    card = deck.pop(0)
    e.log(f"Revealed: {e.name(card)}.")
    then = eff["then"]
    if then == "bottom":
        deck.append(card)
    elif then == "top":
        deck.insert(0, card)
    elif then == "school":
        s["mschool"].append(card)
    elif then == "draw":
        from core.rules.mutants import give

        hid = ctx.get("hero")
        if hid is None or hid not in e.in_play():
            deck.insert(0, card)  # nobody to take it: it stays where it was
            return
        give(e, hid, card)
    else:  # replace: the revealed villain takes over the best-matching mission
        s["drawn"].append(card)
        e.push({"t": "villain_replace", "target": eff["target"], "card": card})


POSSIBLE["reveal"] = lambda e, eff, ctx: bool(e.s[DECKS[eff["deck"]]])
