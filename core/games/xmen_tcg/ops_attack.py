"""Steps 5 and 6: the battles. An X-Men attack is built up tap by tap (the Mission on its
leader, more attackers, Momentum cards, the Villain); a Villain's attack takes a Villain and
a colour. Then the dice (rolled here from a seed, or typed in from the table), the choice of
whose Mutant Power goes off, and the damage, placed evenly unless the players say otherwise.

The rulebook's worked example, step by step (Wolverine leads with a +3 red Mission, Rogue
carries a +1 Momentum card, Magneto's red is 6; the roll is 2, 3, 4, 6, 6):

>>> from core.games.xmen_tcg.registry import apply_in_place as do
>>> from core.games.xmen_tcg.setup import new_state, example_form
>>> s = new_state({**example_form(), "first": 0}); s["level"] = 2; s["done"] = [1, 2]
>>> _ = do(s, {"op": "xmen_attack", "leader": 1, "colour": "red", "boost": 3, "danger": 2,
...            "name": "Agility Trial"})
>>> _ = do(s, {"op": "attack_add", "xman": 2})
>>> _ = do(s, {"op": "momentum", "xman": 2, "boost": 1, "danger": 1, "colour": "red",
...            "name": "Finishing Blow"})
>>> do(s, {"op": "attack_target", "villain": 7})
['Target: Magneto (red 6). Total 11: 5 dice.']
>>> print(*do(s, {"op": "attack_roll", "faces": [2, 3, 4, 6, 6]}))  # doctest: +NORMALIZE_WHITESPACE
Rolled 2, 3, 4, 6, 6 (typed in): 2 damage on the defender, 1 on the attacker,
the attacker's power; ignored: 6.
>>> _ = do(s, {"op": "attack_power", "side": "attacker", "xman": 1})
>>> for event in do(s, {"op": "attack_resolve", "hurt": 1}):
...     print(event)
Magneto takes 2 of Ann's counters (2 in all).
Wolverine takes 1 damage (1 of 8).
Now: Wolverine (power C). Discard the Mission and the Momentum cards.
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg import characters as ch
from core.games.xmen_tcg.attack_math import is_even, spread, villain_options, xmen_dice
from core.games.xmen_tcg.fields import choice, faces, record, seed, text, whole
from core.games.xmen_tcg.hit_chart import order, roll, tally
from core.games.xmen_tcg.ops_cards import from_hand, gate
from core.games.xmen_tcg.outcome import check
from core.games.xmen_tcg.registry import Command, State, op, start_step
from core.games.xmen_tcg.roster import COLOURS, MAX_BOOST, MAX_DICE, MAX_NAME
from core.table import words
from core.table.errors import CommandError


def battle(state: State, kind: str | None = None) -> State:
    a = state["attack"]
    if a is None:
        raise CommandError("There is no battle going on.")
    if kind is not None and a["kind"] != kind:
        raise CommandError("That belongs to an X-Men attack, not a Villain's attack.")
    return a  # type: ignore[no-any-return]


def not_rolled(a: State) -> None:
    if a["faces"] is not None:
        raise CommandError("The dice are rolled already; the attack cannot change now.")


def xmen_total(state: State, a: State) -> int:
    """The attackers' strength in the attack's colour plus the Mission and Momentum boosts."""
    members = [ch.xman(state, xid) for xid in a["members"]]
    return int(
        sum(ch.strength(x, a["colour"]) for x in members)
        + a["mission"]["boost"]
        + sum(m["boost"] for m in a["momentum"].values())
    )


def dice_for(state: State, a: State) -> int | None:
    """The attack's dice, or ``None`` while it cannot roll (no target yet, or it fails)."""
    if a["villain"] is None:
        return None
    v = ch.villain(state, a["villain"])
    if a["kind"] == "xmen":
        return xmen_dice([xmen_total(state, a)], [], int(v[a["colour"]]))
    defenders = state["players"][1 - a["player"]]["xmen"]
    option = next(o for o in villain_options(v, defenders) if o["colour"] == a["colour"])
    return option["dice"]  # type: ignore[no-any-return]


def _boost(cmd: Command, label: str) -> int:
    return whole(cmd, "boost", label, CommandError, 0, MAX_BOOST)


@op("xmen_attack")
def xmen_attack(state: State, cmd: Command) -> list[str]:
    """Begin step 5: play a Mission card on the leader (tapped); its colour is the attack's."""
    colour = choice(cmd, "colour", "The Mission's colour", CommandError, COLOURS)
    boost = _boost(cmd, "The Mission's boost")
    number = gate(state, cmd)
    leader = ch.own_xman(state, cmd.get("leader"), state["active"])
    if not ch.can_attack(leader):
        raise CommandError(f"{leader['name']} is tapped already and cannot lead.")
    name = text(cmd, "name", "The Mission's name", CommandError, MAX_NAME, required=False)
    start_step(state, 5)
    from_hand(state)
    ch.tap_for_battle(leader)
    state["attack"] = {
        "kind": "xmen",
        "player": state["active"],
        "colour": colour,
        "leader": leader["id"],
        "members": [leader["id"]],
        "mission": {"name": name or "the Mission", "boost": boost, "danger": number},
        "momentum": {},
        "villain": None,
        "faces": None,
        "typed": False,
        "attacker_power": None,
        "defender_power": None,
    }
    return [
        f"{leader['name']} leads a {colour} attack with {name or 'a Mission'} "
        f"(+{boost}, Danger Room {number})."
    ]


@op("attack_add")
def attack_add(state: State, cmd: Command) -> list[str]:
    """Tap another untapped X-Man into the attack."""
    a = battle(state, "xmen")
    not_rolled(a)
    x = ch.own_xman(state, cmd.get("xman"), a["player"])
    if x["id"] in a["members"]:
        raise CommandError(f"{x['name']} is in the attack already.")
    if not ch.can_attack(x):
        raise CommandError(f"{x['name']} is tapped and cannot join the attack.")
    ch.tap_for_battle(x)
    a["members"].append(x["id"])
    return [f"{x['name']} joins the attack ({a['colour']} {ch.strength(x, a['colour'])})."]


@op("momentum")
def momentum(state: State, cmd: Command) -> list[str]:
    """A Momentum card on an attacker other than the leader, one per X-Man; the X-Man needs a
    number in the card's colour, which need not be the attack's."""
    a = battle(state, "xmen")
    not_rolled(a)
    colour = choice(cmd, "colour", "The Momentum card's colour", CommandError, COLOURS)
    boost = _boost(cmd, "The Momentum card's boost")
    number = gate(state, cmd)
    x = ch.own_xman(state, cmd.get("xman"), a["player"])
    if x["id"] == a["leader"]:
        raise CommandError("The Mission Leader cannot take a Momentum card.")
    if x["id"] not in a["members"]:
        raise CommandError(f"{x['name']} is not in the attack; add them first.")
    if str(x["id"]) in a["momentum"]:
        raise CommandError(f"{x['name']} has a Momentum card already (one per X-Man).")
    if not ch.has_colour(x, colour):
        raise CommandError(f"{x['name']} has no {colour} number for a {colour} Momentum card.")
    name = text(cmd, "name", "The card's name", CommandError, MAX_NAME, required=False)
    from_hand(state)
    a["momentum"][str(x["id"])] = {
        "name": name or "a Momentum card",
        "boost": boost,
        "danger": number,
        "colour": colour,
    }
    return [f"{x['name']} gets {name or 'a Momentum card'} (+{boost})."]


@op("attack_target")
def attack_target(state: State, cmd: Command) -> list[str]:
    """Choose (or change, before rolling) the Villain the X-Men attack."""
    a = battle(state, "xmen")
    not_rolled(a)
    v = ch.standing_villain(state, cmd.get("villain"))
    a["villain"] = v["id"]
    total = xmen_total(state, a)
    dice = dice_for(state, a)
    said = words.count(dice, "die", "dice") if dice else "not above it, so the attack fails"
    return [f"Target: {v['name']} ({a['colour']} {v[a['colour']]}). Total {total}: {said}."]


@op("villain_attack")
def villain_attack(state: State, cmd: Command) -> list[str]:
    """Step 6: a Villain (not the one the X-Men attacked this turn) attacks the whole other
    team in a colour where it is stronger than all of them together."""
    v = ch.standing_villain(state, cmd.get("villain"))
    colour = choice(cmd, "colour", "The attack's colour", CommandError, COLOURS)
    if state["xmen_attack_on"] == v["id"]:
        raise CommandError(f"Your X-Men attacked {v['name']} this turn; send a different Villain.")
    defenders = state["players"][1 - state["active"]]["xmen"]
    option = next(o for o in villain_options(v, defenders) if o["colour"] == colour)
    if option["dice"] is None:
        raise CommandError(
            f"{v['name']}'s {colour} {option['villain']} is not above the "
            f"team's {option['team']}; pick another colour or Villain."
        )
    start_step(state, 6)
    state["villain_attack_by"] = v["id"]
    state["attack"] = {
        "kind": "villain",
        "player": state["active"],
        "colour": colour,
        "villain": v["id"],
        "members": [],
        "momentum": {},
        "faces": None,
        "typed": False,
        "attacker_power": None,
        "defender_power": None,
    }
    return [
        f"{v['name']} attacks {state['players'][1 - state['active']]['name']}'s team in "
        f"{colour}: {option['villain']} against {option['team']}, {option['dice']} dice."
    ]


@op("attack_roll")
def attack_roll(state: State, cmd: Command) -> list[str]:
    """Roll the battle's dice here (a ``seed``) or type in the table's (``faces``)."""
    a = battle(state)
    not_rolled(a)
    if a["villain"] is None:
        raise CommandError("Choose the Villain to attack first.")
    dice = dice_for(state, a)
    if dice is None:
        raise CommandError("The total is not above the Villain's strength: the attack fails.")
    if dice > MAX_DICE:
        raise CommandError(
            f"{dice} dice is more than the app rolls ({MAX_DICE}); roll at the "
            "table and type the faces in groups."
        )
    if "faces" in cmd:
        a["faces"], a["typed"] = faces(cmd["faces"], CommandError, dice), True
    else:
        a["faces"] = roll(dice, seed(cmd, CommandError))
    t = tally(a["faces"])
    what = [f"{t.defender_damage} damage on the defender"]
    if t.attacker_damage:
        what.append(f"{t.attacker_damage} on the attacker")
    if t.attacker_power:
        what.append("the attacker's power")
    if t.defender_power:
        what.append("the defender's power")
    ignored = f"; ignored: {', '.join(map(str, t.ignored))}" if t.ignored else ""
    how = "typed in" if a["typed"] else "rolled here"
    shown = ", ".join(map(str, a["faces"]))
    return [f"Rolled {shown} ({how}): {', '.join(what)}{ignored}."]


def power_sides(state: State, a: State) -> dict[str, list[State]]:
    """Whose powers each side may choose from: the attacking X-Men or the Villain, the
    defending team's standing X-Men or the Villain."""
    v = ch.villain(state, a["villain"])
    if a["kind"] == "xmen":
        return {"attacker": [ch.xman(state, i) for i in a["members"]], "defender": [v]}
    return {"attacker": [v], "defender": ch.standing(state["players"][1 - a["player"]]["xmen"])}


def power_pick(state: State, a: State, side: str) -> State | None:
    """The character whose power ``side`` uses: the one chosen, or the only one there is."""
    choices = power_sides(state, a)[side]
    if a[f"{side}_power"] is not None:
        # None when the chosen one fell meanwhile (a power's effect): choose again.
        return next((c for c in choices if c["id"] == a[f"{side}_power"]), None)
    return choices[0] if len(choices) == 1 else None


@op("attack_power")
def attack_power(state: State, cmd: Command) -> list[str]:
    """Choose whose Mutant Power goes off for a side (each side chooses its own)."""
    a = battle(state)
    if a["faces"] is None:
        raise CommandError("Roll first.")
    side = choice(cmd, "side", "The side", CommandError, ("attacker", "defender"))
    t = tally(a["faces"])
    if not (t.attacker_power if side == "attacker" else t.defender_power):
        raise CommandError(f"The {side}'s power did not go off on this roll.")
    pick = next((c for c in power_sides(state, a)[side] if c["id"] == cmd.get("xman")), None)
    if pick is None:
        raise CommandError(f"Choose one of the {side}'s characters in this battle.")
    a[f"{side}_power"] = pick["id"]
    return [f"The {side}'s power: {pick['name']} (power {pick['power']})."]


def resolution(state: State, a: State) -> list[dict[str, Any]]:
    """The order things happen in after this battle's roll."""
    t = tally(a["faces"])
    att, dfd = power_pick(state, a, "attacker"), power_pick(state, a, "defender")
    return order(
        t,
        momentum=bool(a["momentum"]),
        attacker=(att["name"], att["power"]) if att else None,
        defender=(dfd["name"], dfd["power"]) if dfd else None,
    )


def _count(cmd: Command, key: str, default: int) -> int:
    """A damage count the players may change when a power altered it."""
    if key not in cmd:
        return default
    return whole(cmd, key, "The damage after powers", CommandError, 0, MAX_DICE)


def _share(state: State, cmd: Command, count: int, team: list[State]) -> dict[int, int]:
    """Counters per defending X-Man: evenly (in the order the defender gives, if any) or as
    given, which must still be as even as possible."""
    rooms = {x["id"]: int(x["hp"]) - int(x["damage"]) for x in ch.standing(team)}
    given = cmd.get("split", "even")
    if given == "even":
        ordered = cmd.get("order", list(rooms))
        if not isinstance(ordered, list) or sorted(ordered) != sorted(rooms):
            raise CommandError("The order must name each standing X-Man once.")
        return spread(count, [(xid, rooms[xid]) for xid in ordered])
    split = record(given, "The split", CommandError)
    try:
        shares = {int(k): whole(split, k, "A share", CommandError, 0, MAX_DICE) for k in split}
    except ValueError:
        raise CommandError("The split names X-Men by id.") from None
    if set(shares) - set(rooms):
        raise CommandError("Only standing X-Men of the defending team take these counters.")
    shares = {xid: shares.get(xid, 0) for xid in rooms}
    if sum(shares.values()) != min(count, sum(rooms.values())):
        raise CommandError(f"Place exactly {words.count(count, 'counter')}.")
    if any(shares[x] > rooms[x] for x in rooms):
        raise CommandError("An X-Man cannot take more counters than its hit points left.")
    if not is_even(shares, rooms):
        raise CommandError("Spread the counters as evenly as possible among the X-Men.")
    return shares


@op("attack_resolve")
def attack_resolve(state: State, cmd: Command) -> list[str]:
    """Place the damage (after any A and B powers the players applied), end the battle, and
    list what is still to do (C powers, discarding the cards)."""
    a = battle(state)
    if a["faces"] is None:
        raise CommandError("Roll first.")
    t = tally(a["faces"])
    for side, went_off in (("attacker", t.attacker_power), ("defender", t.defender_power)):
        if went_off and power_pick(state, a, side) is None:
            raise CommandError(f"Choose whose power the {side} uses first.")
    steps = resolution(state, a)
    hits = _count(cmd, "defender_damage", t.defender_damage)
    hurt = _count(cmd, "attacker_damage", t.attacker_damage)
    me, other = a["player"], 1 - a["player"]
    v = ch.villain(state, a["villain"])
    events: list[str] = []
    if a["kind"] == "xmen":
        if hits and v["out_by"] is None:
            events.append(
                f"{v['name']} takes {hits} of {state['players'][me]['name']}'s "
                f"counters ({min(10, v['counters'][me] + hits)} in all)."
            )
            events += ch.hurt_villain(state, v, me, hits)
        standing_attackers = [x for x in (ch.xman(state, i) for i in a["members"]) if not x["out"]]
        if hurt and standing_attackers:  # a power may have felled them all already
            pick = cmd.get(
                "hurt", standing_attackers[0]["id"] if len(standing_attackers) == 1 else None
            )
            x = next((x for x in standing_attackers if x["id"] == pick), None)
            if x is None:
                raise CommandError("Choose which attacking X-Man takes the damage.")
            events.append(f"{x['name']} takes {hurt} damage ({x['damage'] + hurt} of {x['hp']}).")
            events += ch.hurt_xman(x, hurt)
    else:
        team = state["players"][other]["xmen"]
        shares = _share(state, cmd, hits, team)
        for xid, n in shares.items():
            if n:
                x = ch.xman(state, xid)
                events.append(f"{x['name']} takes {n} damage ({x['damage'] + n} of {x['hp']}).")
                events += ch.hurt_xman(x, n)
        if hurt and v["out_by"] is None:
            seat = other if state["settings"]["villain_roll_counters"] == "defender" else me
            events.append(
                f"{v['name']} takes {hurt} of {state['players'][seat]['name']}'s "
                f"counters ({min(10, v['counters'][seat] + hurt)} in all)."
            )
            events += ch.hurt_villain(state, v, seat, hurt)
    if a["kind"] == "xmen":
        state["xmen_attack_on"] = a["villain"]
    later = [s["label"] for s in steps if s["kind"] == "power" and s.get("letter") == "C"]
    tail = "Discard the Mission and the Momentum cards." if a["kind"] == "xmen" else ""
    if later or tail:
        events.append(
            " ".join(filter(None, [("Now: " + ", ".join(later) + ".") if later else "", tail]))
        )
    state["last_battle"] = {**a, "steps": steps, "placed": events}
    state["attack"] = None
    return events + check(state)


@op("attack_fails")
def attack_fails(state: State, cmd: Command) -> list[str]:
    """An X-Men attack whose total is not above the Villain's strength: it fails, the cards are
    discarded and the step is used (so step 6 still needs a different Villain)."""
    a = battle(state, "xmen")
    not_rolled(a)
    if a["villain"] is None:
        raise CommandError("Choose the Villain to attack first.")
    if dice_for(state, a) is not None:
        raise CommandError("This attack is strong enough to roll.")
    v = ch.villain(state, a["villain"])
    state["xmen_attack_on"] = v["id"]
    state["last_battle"] = {**a, "steps": [], "placed": []}
    state["attack"] = None
    return [
        f"The attack on {v['name']} fails ({xmen_total(state, a)} against "
        f"{v[a['colour']]}): discard the Mission and the Momentum cards."
    ]
