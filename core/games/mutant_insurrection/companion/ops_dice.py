"""Dice commands: roll, enter the table's physical dice, choose, reroll, spend a training
token, clear (see
:mod:`core.games.mutant_insurrection.companion.dice_roller` for the rules they follow).

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
>>> from core.games.mutant_insurrection.companion.registry import HANDLERS
>>> HANDLERS["dice_roll"](s, {"pool": {"red": 1}, "seed": 3})[0].startswith("Rolled ")
True
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion import dice_roller
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.hero_facts import attempt_pool
from core.games.mutant_insurrection.companion.registry import (
    Command,
    State,
    int_field,
    op,
    standing_hero,
)


def _pool(state: State) -> dict[str, Any]:
    if state["dice"] is None:
        raise CommandError("Roll some dice first.")
    pool: dict[str, Any] = state["dice"]
    return pool


@op("dice_roll")
def _dice_roll(state: State, cmd: Command) -> list[str]:
    """A pool chosen die by die; ``hero`` and ``assist`` (optional) say whose roll it is."""
    h, helper = _attempt_heroes(state, cmd)
    # a pool picked die by die says whose roll it is but marks no one (not an attempt's tap)
    pool = _put_dice(
        state, dice_roller.roll(cmd.get("pool"), int_field(cmd, "seed")), h, helper, mark=False
    )
    faces = ", ".join(d["face"] for d in pool["dice"])
    return [f"{_whose(h, helper)} rolled {faces}." if h else f"Rolled {faces}."]


@op("dice_enter")
def _dice_enter(state: State, cmd: Command) -> list[str]:
    """Physical dice: the faces the table rolled (``dice``: colour and face of each). With
    ``hero`` (and ``assist``) it is that hero's attempt, marked as :func:`_dice_attempt` does."""
    h, helper = _attempt_heroes(state, cmd)
    pool = _put_dice(state, dice_roller.enter(cmd.get("dice")), h, helper)
    faces = ", ".join(d["face"] for d in pool["dice"])
    return [f"{_whose(h, helper) if h else 'The table'} rolled {faces} (table dice)."]


def _attempt_heroes(state: State, cmd: Command) -> tuple[State | None, State | None]:
    """Whose attempt a roll is: the active hero (``hero``, none for dice rolled for the table)
    and the assisting hero (``assist``, optional), checked before anything changes."""
    h = None if cmd.get("hero") is None else standing_hero(state, cmd)
    helper = None if cmd.get("assist") is None else standing_hero(state, cmd, "assist")
    if helper is not None and h is None:
        raise CommandError("An assist helps another hero's roll: name the active hero too.")
    if helper is not None and helper is h:
        raise CommandError(f"{helper['name']} cannot assist their own attempt.")
    return h, helper


def _put_dice(
    state: State, pool: State, h: State | None, helper: State | None, *, mark: bool = True
) -> State:
    """The dice on the table, as this attempt's; with ``mark`` the hero is marked active and
    the assister as having assisted this round."""
    pool["hero"] = h and h["id"]
    pool["assist"] = helper and helper["id"]
    state["dice"] = pool
    if not mark:
        return pool
    if h is not None:
        h["active"] = True
    if helper is not None:
        helper["assisted"] = True
    return pool


def _whose(h: State, helper: State | None) -> str:
    return f"{h['name']} + {helper['name']}'s assist" if helper else str(h["name"])


@op("dice_attempt")
def _dice_attempt(state: State, cmd: Command) -> list[str]:
    """One tap for Steps 1-3 of an attempt: the active hero's power-card dice and one assist
    card's dice (the assister's, else the hero's own) are rolled; the hero is marked active
    and the assister as having assisted this round."""
    h = standing_hero(state, cmd)  # an attempt is always some hero's
    _, helper = _attempt_heroes(state, cmd)
    pool = _put_dice(
        state, dice_roller.roll(attempt_pool(h, helper), int_field(cmd, "seed")), h, helper
    )
    faces = ", ".join(d["face"] for d in pool["dice"])
    return [f"{_whose(h, helper)} rolled {faces}."]


def villainy_cards(state: State) -> list[State] | None:
    """Villainy: the cards whose villainy effect the roller resolves before rerolling villainy
    results: the active hero's mission and its Sentinel, those that have an effect. ``None``
    when not known (dice rolled by hand, or the hero is on no mission here); ``[]`` when the
    mission has no effect, so villainy rerolls freely.

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
    >>> villainy_cards(s) is None
    True
    """
    pool = state["dice"]
    hero_id = pool and pool.get("hero")
    if hero_id is None:
        return None
    where = next(h["mission"] for h in state["heroes"] if h["id"] == hero_id)
    mission = next((m for m in state["missions"] if m["id"] == where), None)
    if mission is None:
        return None
    return card_effects(mission)


def card_effects(mission: State) -> list[State]:
    """A mission and its Sentinel, those with a villainy effect (a note or damage).

    >>> [c["name"] for c in card_effects({"name": "Pyro", "villainy": None, "villainy_damage": 1,
    ...                                    "sentinel": None})]
    ['Pyro']
    """
    cards = [mission, mission["sentinel"]]
    return [c for c in cards if c and (c["villainy"] or c["villainy_damage"])]


@op("dice_select")
def _dice_select(state: State, cmd: Command) -> list[str]:
    """Choose one die for the next reroll (kept for saves: the screen now sends the dice it
    chose with ``dice_reroll``, so choosing is neither an undo step nor a history line)."""
    state["dice"] = dice_roller.toggle(_pool(state), cmd.get("index"))
    n = len(state["dice"]["selected"])
    return [f"{n} {'die' if n == 1 else 'dice'} selected to reroll."]


@op("dice_reroll")
def _dice_reroll(state: State, cmd: Command) -> list[str]:
    pool = _pool(state)
    roller = next((h for h in state["heroes"] if h["id"] == pool.get("hero")), None)
    if roller is not None and roller["out"]:
        raise CommandError(
            f"{roller['name']} is knocked out, which ends the attempt (Step 5): "
            "no die is rerolled. Clear the dice."
        )
    extra = bool(cmd.get("extra", False))
    if "selected" in cmd:  # the dice chosen on the screen, sent with the reroll itself
        pool = {**pool, "selected": _chosen(pool, cmd["selected"])}
    picked = pool["selected"]
    # a mission with no villainy effect lets villainy results reroll without penalty
    resolved = bool(cmd.get("villainy_resolved", False)) or villainy_cards(state) == []
    faces = cmd.get("faces")
    seed = 0 if faces is not None and "seed" not in cmd else int_field(cmd, "seed")
    state["dice"] = dice_roller.reroll(pool, seed, extra, resolved, faces)
    kind = "Extra reroll" if extra else f"Reroll {state['dice']['rerolls']} of 2"
    before = ", ".join(pool["dice"][i]["face"] for i in picked)
    after = ", ".join(state["dice"]["dice"][i]["face"] for i in picked)
    return [f"{kind}: {before} → {after}."]


def _chosen(pool: dict[str, Any], raw: object) -> list[int]:
    """The dice a reroll takes, by index, each once."""
    if not isinstance(raw, list) or not all(
        isinstance(i, int) and not isinstance(i, bool) and 0 <= i < len(pool["dice"]) for i in raw
    ):
        raise CommandError("There is no such die.")
    return sorted(set(raw))


@op("dice_token")
def _dice_token(state: State, cmd: Command) -> list[str]:
    pool = _pool(state)
    h = standing_hero(state, cmd)
    if h["training"] is None:
        raise CommandError(f"{h['name']} has no training token.")
    state["dice"] = dice_roller.add_token(pool, h["id"], h["name"], h["training"])
    spent, h["training"] = h["training"], None
    return [f"{h['name']} spends a {spent} training token as a result."]


@op("dice_clear")
def _dice_clear(state: State, cmd: Command) -> list[str]:
    _pool(state)
    state["dice"] = None
    return ["Dice returned to the supply."]
