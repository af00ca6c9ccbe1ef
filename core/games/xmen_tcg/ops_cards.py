"""Step 4: Lightning and Power-Up cards, with the Danger Room gate, the colour rule and the
"roll Strength or less" check.

To play a card, its Danger Room number must be at or below the current level, and an untapped
X-Man with a number in the card's colour is tapped for it. A Lightning card is then discarded;
a Power-Up stays on an X-Man (changing its strengths, if the card says so) until discarded.

>>> from core.games.xmen_tcg.registry import apply_in_place as do
>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state(example_form()); _ = do(s, {"op": "danger_up"}), do(s, {"op": "draw"})
>>> do(s, {"op": "play_card", "kind": "lightning", "name": "Obstacle Course", "xman": 6,
...        "colour": "blue", "danger": 1, "check": {"colour": "blue", "faces": [3]}})
['Angel is tapped for Obstacle Course (Danger Room 1).', \
'Rolled 3 against blue 2: missed; the card does nothing and is discarded.']
>>> s["players"][1]["xmen"][2]["may_still_attack"]   # no more cards, but Angel may attack
True
>>> do(s, {"op": "play_card", "kind": "lightning", "xman": 4, "colour": "red"})  # one tap
['Cyclops is tapped for a Lightning card (red).']
>>> do(s, {"op": "play_card", "kind": "lightning", "xman": 5, "colour": "red", "danger": 2})
Traceback (most recent call last):
...
core.table.errors.CommandError: The Danger Room is at level 1; this card needs level 2.
"""

from __future__ import annotations

from core.games.xmen_tcg import characters as ch
from core.games.xmen_tcg.fields import choice, faces, record, seed, text, whole
from core.games.xmen_tcg.hit_chart import roll
from core.games.xmen_tcg.ops_turn import level_name
from core.games.xmen_tcg.registry import Command, State, op, start_step
from core.games.xmen_tcg.roster import (
    COLOURS,
    MAX_NAME,
    MAX_NOTE,
    MAX_STRENGTH,
    TOP_LEVEL,
)
from core.table.errors import CommandError

KINDS = ("lightning", "powerup")


def gate(state: State, cmd: Command) -> int:
    """The card's Danger Room number, which must not be above the current level."""
    number = whole(cmd, "danger", "The card's Danger Room number", CommandError, 0, TOP_LEVEL)
    if number > state["level"]:
        raise CommandError(
            f"The Danger Room is at {level_name(state['level'])}; this card needs level {number}."
        )
    return number


def tap_for(state: State, cmd: Command, key: str, colour: str, card: str) -> State:
    """The untapped X-Man ``cmd[key]`` of the active team, tapped for a card of ``colour``."""
    x = ch.own_xman(state, cmd.get(key), state["active"])
    if x["tapped"]:
        raise CommandError(f"{x['name']} is tapped already.")
    if not ch.has_colour(x, colour):
        raise CommandError(f"{x['name']} has no {colour} number, so cannot play a {colour} {card}.")
    return x


def from_hand(state: State) -> None:
    p = state["players"][state["active"]]
    if p["hand"] <= 0:
        raise CommandError(f"{p['name']} has no cards in hand.")
    p["hand"] -= 1


def roll_against(x: State, check: object) -> tuple[bool, str]:
    """One die against ``x``'s strength in the check's colour: a hit is that number or less."""
    c = record(check, "The roll against strength", CommandError)
    colour = choice(c, "colour", "The colour to roll against", CommandError, COLOURS)
    if "faces" in c:
        face = faces(c["faces"], CommandError, 1)[0]
    else:
        face = roll(1, seed(c, CommandError))[0]
    s = ch.strength(x, colour)
    hit = face <= s
    word = "made it" if hit else "missed; the card does nothing and is discarded"
    return hit, f"Rolled {face} against {colour} {s}: {word}."


def _flat_powerup(cmd: Command) -> dict[str, object]:
    """The Power-Up's fields as a screen entry sends them (``on``, ``red`` ... ``note``)."""
    pu: dict[str, object] = {c: cmd.get(f"{c}_change", 0) for c in COLOURS}
    pu["note"] = cmd.get("note", "")
    if cmd.get("on") not in (None, ""):
        pu["on"] = cmd["on"]
    return pu


def _flat_check(cmd: Command) -> dict[str, object] | None:
    """A roll against strength as a screen entry sends it: ``check_colour`` ("" for none) and
    ``check_face`` (1-6 typed from a die, 0 to roll here with ``seed``)."""
    colour = cmd.get("check_colour", "")
    if colour in (None, ""):
        return None
    face = cmd.get("check_face", 0)
    if face in (None, 0):
        return {"colour": colour, "seed": cmd.get("seed")}
    return {"colour": colour, "faces": [face]}


@op("play_card")
def play_card(state: State, cmd: Command) -> list[str]:
    """Play a Lightning or Power-Up card by tapping one X-Man."""
    kind = choice(cmd, "kind", "The kind of card", CommandError, KINDS)
    colour = choice(cmd, "colour", "The card's colour", CommandError, COLOURS)
    name = text(cmd, "name", "The card's name", CommandError, MAX_NAME, required=False)
    name = name or ("a Power-Up" if kind == "powerup" else "a Lightning card")
    # The one-tap play sends no number: the player read the card against the gate shown.
    number = gate(state, cmd) if "danger" in cmd else None
    if number is None and not state["level"]:
        raise CommandError("No card can be played before the Danger Room marker leaves Start.")
    x = tap_for(state, cmd, "xman", colour, "card")
    powerup = None
    if kind == "powerup":
        pu = record(cmd.get("powerup", _flat_powerup(cmd)), "The Power-Up", CommandError)
        target = ch.xman(state, pu.get("on", x["id"]))
        if target["out"]:
            raise CommandError(f"{target['name']} has been eliminated.")
        powerup = {
            "id": state["next_id"],
            "name": name,
            "note": text(pu, "note", "The Power-Up's note", CommandError, MAX_NOTE, required=False),
            **{
                c: whole(
                    {c: pu.get(c, 0)},
                    c,
                    f"The Power-Up's {c} change",
                    CommandError,
                    -MAX_STRENGTH,
                    MAX_STRENGTH,
                )
                for c in COLOURS
            },
        }
    start_step(state, 4)
    from_hand(state)
    x["tapped"] = True
    where = f"Danger Room {number}" if number is not None else colour
    events = [f"{x['name']} is tapped for {name} ({where})."]
    check = cmd.get("check", _flat_check(cmd))
    if check is not None:
        hit, said = roll_against(x, check)
        events.append(said)
        if not hit:
            # The rulebook lets an X-Man tapped for a missed roll still attack.
            x["may_still_attack"] = True
            return events
    if powerup is not None:
        state["next_id"] += 1
        target["powerups"].append(powerup)
        events.append(f"{name} stays in play on {target['name']}.")
    return events
