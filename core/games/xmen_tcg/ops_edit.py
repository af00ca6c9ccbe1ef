"""Corrections and card effects the app cannot know: damage on or off an X-Man or a Villain,
tapping, hand and deck counts, discarding a Power-Up, setting the Danger Room; and the deck
checker. Each still obeys the game's limits, and each can end the game.

>>> from core.games.xmen_tcg.registry import apply_in_place as do
>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state(example_form())
>>> do(s, {"op": "xman_damage", "xman": 1, "delta": 2})
['Wolverine: 2 damage (of 8).']
>>> do(s, {"op": "xman_damage", "xman": 1, "delta": -1})
['Wolverine: 1 damage (of 8).']
>>> do(s, {"op": "hand", "player": 0, "delta": -8})
Traceback (most recent call last):
...
core.table.errors.CommandError: Ann has 7 cards in hand; that would be fewer than none.
"""

from __future__ import annotations

from core.games.xmen_tcg import characters as ch
from core.games.xmen_tcg import deck_check
from core.games.xmen_tcg.fields import whole
from core.games.xmen_tcg.ops_turn import level_name
from core.games.xmen_tcg.outcome import check
from core.games.xmen_tcg.registry import Command, State, op
from core.games.xmen_tcg.roster import MAX_DECK, MAX_HP, START_LEVEL, TOP_LEVEL, VILLAIN_HP
from core.table.errors import CommandError
from core.table.words import count


def _seat(cmd: Command) -> int:
    return whole(cmd, "player", "The player", CommandError, 0, 1)


@op("xman_damage")
def xman_damage(state: State, cmd: Command) -> list[str]:
    """Put counters on an X-Man or take them off (a power or a card did it)."""
    x = ch.xman(state, cmd.get("xman"))
    delta = whole(cmd, "delta", "The change", CommandError, -MAX_HP, MAX_HP)
    if x["out"]:
        raise CommandError(f"{x['name']} has been eliminated.")
    events = ch.hurt_xman(x, delta)
    return [f"{x['name']}: {x['damage']} damage (of {x['hp']}).", *events, *check(state)]


@op("villain_counters")
def villain_counters(state: State, cmd: Command) -> list[str]:
    """Put one player's counters on a Villain or take some off."""
    v = ch.standing_villain(state, cmd.get("villain"))
    seat = _seat(cmd)
    delta = whole(cmd, "delta", "The change", CommandError, -VILLAIN_HP, VILLAIN_HP)
    events = ch.hurt_villain(state, v, seat, delta)
    who = state["players"][seat]["name"]
    return [f"{v['name']}: {v['counters'][seat]} of {who}'s counters.", *events, *check(state)]


@op("tap")
def tap(state: State, cmd: Command) -> list[str]:
    """Tap or untap one X-Man (a card said so)."""
    x = ch.xman(state, cmd.get("xman"))
    if x["out"]:
        raise CommandError(f"{x['name']} has been eliminated.")
    wanted = cmd.get("tapped")
    if not isinstance(wanted, bool):
        raise CommandError("Say whether the X-Man is to be tapped or not.")
    if state["attack"] is not None and x["id"] in state["attack"]["members"] and not wanted:
        raise CommandError(f"{x['name']} is in the battle and stays tapped until it ends.")
    x["tapped"] = wanted
    x["may_still_attack"] = False
    return [f"{x['name']} is {'tapped' if wanted else 'untapped'}."]


def _count(state: State, cmd: Command, key: str, label: str) -> list[str]:
    seat = _seat(cmd)
    p = state["players"][seat]
    delta = whole(cmd, "delta", "The change", CommandError, -MAX_DECK, MAX_DECK)
    if p[key] + delta < 0:
        raise CommandError(
            f"{p['name']} has {count(p[key], 'card')} {label}; that would be fewer than none."
        )
    p[key] += delta
    return [f"{p['name']}: {p['hand']} in hand, {p['deck']} in the deck."]


@op("hand")
def hand(state: State, cmd: Command) -> list[str]:
    """Cards into or out of a hand (drawn or discarded by a card)."""
    return _count(state, cmd, "hand", "in hand")


@op("deck")
def deck(state: State, cmd: Command) -> list[str]:
    """Cards into or out of a deck (milled or shuffled back by a card)."""
    return _count(state, cmd, "deck", "in the deck")


@op("discard_powerup")
def discard_powerup(state: State, cmd: Command) -> list[str]:
    """A Power-Up leaves play (a card told its owner to discard it)."""
    x = ch.xman(state, cmd.get("xman"))
    pu = next((p for p in x["powerups"] if p["id"] == cmd.get("powerup")), None)
    if pu is None:
        raise CommandError(f"{x['name']} has no such Power-Up.")
    x["powerups"].remove(pu)
    return [f"{pu['name']} is discarded from {x['name']}."]


@op("danger_level")
def danger_level(state: State, cmd: Command) -> list[str]:
    """Set the Danger Room marker (a card moved it, or it was moved wrongly)."""
    level = whole(cmd, "level", "The Danger Room level", CommandError, START_LEVEL, TOP_LEVEL)
    before, state["level"] = state["level"], level
    return [f"Danger Room set: {level_name(before)} → {level_name(level)}."]


@op("check_deck")
def check_deck(state: State, cmd: Command) -> list[str]:
    """Check an advanced deck against the deck and team rules; the view shows every problem."""
    typed = cmd["deck"] if "deck" in cmd else deck_check.from_text(cmd, CommandError)
    found = deck_check.problems(deck_check.read(typed, CommandError))
    state["tools"]["deck_check"] = {"ok": not found, "problems": found}
    return (
        ["The deck is legal for the advanced game."]
        if not found
        else [
            f"The deck breaks {len(found)} rule{'s' if len(found) > 1 else ''}: " + " ".join(found)
        ]
    )
