"""Commands on characters: recruit, counters, wounds, XP and levels, stun / daze / hide /
recover / KO, ready or exhausted, row, Equipment, temporary modifiers and Power-Ups."""

from __future__ import annotations

import re
from typing import Any

from core.games.vs_system import characters, resources
from core.games.vs_system.legality import side_of
from core.games.vs_system.library import (
    MAX_NAME,
    learn,
    number,
    recruit_from_fields,
    supporting_record,
)
from core.games.vs_system.registry import char_arg, int_arg, op, player_arg, yes_no
from core.table.errors import CommandError

State = dict[str, Any]
Cmd = dict[str, Any]
UNTIL = ("combat", "turn", "stun", "game")
PLACEHOLDER = re.compile(r"Ally \d+")  # the recruit entry's own name for an unnamed card


@op("recruit")
def _recruit(state: State, cmd: Cmd) -> list[str]:
    p = player_arg(state, cmd)
    player = state["players"][p]
    raw = cmd.get("card", cmd)
    if not isinstance(raw, dict):
        raise CommandError("Give the Supporting Character's name, ATK, DEF and Health.")
    lib = state.setdefault("library", {})
    try:  # a field left as the entry shows it comes from the device's card of that name
        card = recruit_from_fields(raw, lib)
    except ValueError as e:
        raise CommandError(str(e)) from None
    row = cmd.get("row", "front")
    if row not in characters.ROWS:
        raise CommandError("A character goes into the front or back row.")
    if player["hand"] < 1:
        raise CommandError(f"{player['name']} has no card in hand to recruit.")
    others = [c for c in player["chars"] if not c["ko"]]
    name = card["name"].casefold()
    if not card["machine"] and any(c.get("main") and c["name"].casefold() == name for c in others):
        raise CommandError(
            f"{card['name']} has the name of {player['name']}'s Main Character: "
            "it cannot be played on that side."
        )
    events = []
    if cmd.get("pay", True) and card["cost"]:
        events += resources.spend(player, card["cost"])
    player["hand"] -= 1
    characters.add_supporting(state, p, card, row=row)
    if not PLACEHOLDER.fullmatch(card["name"]):
        learn(lib, supporting_record(card))
    if card["machine"]:  # Equipment, not a character: neither unique nor ever striking
        return [*events, f"{player['name']} plays the Machine {card['name']} into the {row} row."]
    events.append(
        f"{player['name']} recruits {card['name']} ({card['atk']}/{card['def']}, "
        f"Health {card['health']}) into the {row} row."
    )
    for c in others:  # uniqueness: the newcomer replaces the one already there
        if c["name"].casefold() == name and not c.get("machine"):
            events.append(f"Only one {card['name']} per side: the earlier one is KO'd.")
            events += characters.ko(state, c)
    return events


@op("counter")
def _counter(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    kind = cmd.get("kind")
    if not isinstance(kind, str):
        raise CommandError("Choose which counter.")
    label = {"plus": "+1/+1", "minus": "-1/-1"}.get(kind.strip(), kind.strip())
    n = int_arg(cmd, "n", low=-99, what=f"{c['name']}'s {label} counters")
    return characters.add_counter(state, c, kind.strip(), n)


@op("wound")
def _wound(state: State, cmd: Cmd) -> list[str]:
    return characters.wound(state, char_arg(state, cmd), int_arg(cmd, "n", low=-99, what="Wounds"))


@op("xp")
def _xp(state: State, cmd: Cmd) -> list[str]:
    looks_back = yes_no(cmd, "stunned", "XP earned by a stun or KO")
    n = int_arg(cmd, "n", low=-99, what="XP")
    return characters.add_xp(state, char_arg(state, cmd), n, looks_back=looks_back)


@op("down_xp")
def _down_xp(state: State, cmd: Cmd) -> list[str]:
    return characters.add_down_xp(
        char_arg(state, cmd), int_arg(cmd, "n", low=-99, what="Level Down XP")
    )


@op("level")
def _level(state: State, cmd: Cmd) -> list[str]:
    return characters.set_level(
        char_arg(state, cmd), int_arg(cmd, "level", low=1, high=4, what="Level")
    )


@op("stun")
def _stun(state: State, cmd: Cmd) -> list[str]:
    return characters.stun(state, char_arg(state, cmd))


@op("daze")
def _daze(state: State, cmd: Cmd) -> list[str]:
    return characters.stun(state, char_arg(state, cmd), wound=False)


@op("hide")
def _hide(state: State, cmd: Cmd) -> list[str]:
    return characters.hide(state, char_arg(state, cmd))


@op("recover")
def _recover(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    events = characters.recover(c)
    return events + (characters.level_up_if_ready(c) if c.get("main") else [])


@op("ko")
def _ko(state: State, cmd: Cmd) -> list[str]:
    return characters.ko(state, char_arg(state, cmd))


@op("ready")
def _ready(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    ready = yes_no(cmd, "ready", "Ready", default=True)
    c["ready"] = ready
    return [f"{c['name']} is {'ready' if ready else 'exhausted'}."]


@op("row")
def _row(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    row = cmd.get("row")
    if row not in characters.ROWS:
        raise CommandError("Choose the front or back row.")
    if c.get("machine"):
        raise CommandError(f"{c['name']} is a Machine: Machines are not rearranged.")
    c["row"] = row
    return [f"{c['name']} moves to the {row} row."]


@op("equip")
def _equip(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    raw = cmd.get("equipment", "")
    if not isinstance(raw, str) or len(raw) > MAX_NAME:
        raise CommandError(f"Name the Equipment in at most {MAX_NAME} letters.")
    name = " ".join(raw.split())
    if name and c["face"] != "up":
        raise CommandError(f"{c['name']} is face down: Equipment goes on face-up characters.")
    owner = state["players"][c["owner"]]
    cost = int_arg(cmd, "cost", low=0, default=0, what="Cost")
    from_hand = yes_no(cmd, "from_hand", "From the hand") and bool(name)
    if from_hand and owner["hand"] < 1:
        raise CommandError(f"{owner['name']} has no card in hand to play as Equipment.")
    events = resources.spend(owner, cost) if cost and name else []
    if from_hand:
        owner["hand"] -= 1
    events += characters.ko_equipment(state, c)
    if name:
        c["equipment"] = name
        events.append(f"{c['name']} is equipped with {name}.")
    return events


@op("modifier")
def _modifier(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    until = cmd.get("until", "turn")
    if until not in UNTIL:
        raise CommandError(
            "Say how long it lasts: this combat, this turn, until stunned or the whole game."
        )
    who = c["name"]
    try:
        mod: dict[str, Any] = {
            k: number(cmd.get(k, 0), who=who, what=k.upper(), low=-99)
            for k in ("atk", "def", "health")
        }
    except ValueError as e:
        raise CommandError(str(e)) from None
    mod.update(
        swap=yes_no(cmd, "swap", "Swap ATK and DEF"),
        base=yes_no(cmd, "base", "Base values"),
        until=until,
    )
    note = cmd.get("note", "")
    mod["note"] = " ".join(note.split())[:MAX_NAME] if isinstance(note, str) else ""
    if mod["swap"] and (mod["atk"] or mod["def"] or mod["base"]):
        raise CommandError("A swap of ATK and DEF is a modifier of its own.")
    c["modifiers"].append(mod)
    return [f"{who}: {_describe(mod)} ({_until_text(until)})."]


def _describe(mod: dict[str, Any]) -> str:
    label = f"{mod['note']}: " if mod["note"] else ""
    if mod["swap"]:
        return label + "ATK and DEF swap"
    if mod["base"]:
        return label + f"base stats become {mod['atk']}/{mod['def']}"
    parts = [
        f"{mod[k]:+d} {k.upper() if k != 'health' else 'Health'}"
        for k in ("atk", "def", "health")
        if mod[k]
    ]
    return label + (", ".join(parts) or "no change")


def _until_text(until: str) -> str:
    return {
        "combat": "this combat",
        "turn": "this turn",
        "stun": "until stunned",
        "game": "this game",
    }[until]


@op("drop_modifier")
def _drop_modifier(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    if not c["modifiers"]:
        raise CommandError(f"{c['name']} has no modifiers.")
    last = len(c["modifiers"]) - 1
    i = cmd.get("index", last)  # 0-based in the command; the player counts from 1
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i <= last:
        raise CommandError(f"{c['name']}: choose modifier 1 to {last + 1}.")
    mod = c["modifiers"].pop(i)
    return [f"{c['name']}: {_describe(mod)} no longer applies."]


@op("use_power")
def _use_power(state: State, cmd: Cmd) -> list[str]:
    # "by" is how the screen's entry names the character (its "char" field is the Equip one)
    c = characters.find(state, cmd.get("char", cmd.get("by")))
    power = cmd.get("power")
    if not isinstance(power, str) or len(power) > MAX_NAME:
        raise CommandError(f"Name the power in at most {MAX_NAME} letters.")
    return characters.use_power(c, power, cmd.get("per", "turn"))


@op("power_up")
def _power_up(state: State, cmd: Cmd) -> list[str]:
    c = char_arg(state, cmd)
    owner = state["players"][c["owner"]]
    if owner["hand"] < 1:
        raise CommandError(f"{owner['name']} has no card in hand to discard for a Power-Up.")
    if c["face"] != "up":
        raise CommandError(f"{c['name']} is face down: only face-up characters Power-Up.")
    events = characters.add_counter(state, c, "plus", 1)
    owner["hand"] -= 1
    owner["ko_pile"] += 1
    return [f"{owner['name']} discards a card named {c['name']} to Power-Up.", *events]


def uniqueness_warnings(state: State) -> list[str]:
    """Names held twice on one side (the rules allow one character of a name per side)."""
    out = []
    seen: set[tuple[int, str]] = set()
    for p in state["players"]:
        for c in p["chars"]:
            if c["ko"] or c.get("machine"):
                continue
            side = [x for x in side_of(state, c) if not x.get("machine")]
            key = (min(x["owner"] for x in side), c["name"].casefold())
            same = [x for x in side if x["name"].casefold() == key[1]]
            if len(same) > 1 and key not in seen:
                seen.add(key)
                out.append(f"Two characters named {c['name']} on one side: only one is allowed.")
    return out
