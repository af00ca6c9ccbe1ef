"""What happens to one character: counters, wounds, stuns, KOs, XP and levels (rules:
Additional Rules: "+1/+1 and -1/-1 counters", "Stunned Characters", "Hidden Characters",
"Recovering Characters"; Powers: "Level Up Powers"; "Regressing/Progressing Main Characters").

A character is plain data. ``face`` is ``"up"``, ``"stunned"`` or ``"hidden"`` (face down but
ready); ``other`` holds named counters the rules leave undefined, ``vitality`` among them.
Every function changes the state in place and returns sentences for the history.

>>> s = {"options": {"vitality_adds_health": False}, "players": [{"name": "Ana", "ko_pile": 0,
...      "chars": []}], "next_id": 1}
>>> c = add_supporting(s, 0, {"name": "Rhino", "atk": 3, "def": 3, "health": 2}, row="front")
>>> add_counter(s, c, "plus", 2), add_counter(s, c, "minus", 3), (c["plus"], c["minus"])
(['Rhino gets 2 +1/+1 counters.'], ['Rhino gets 3 -1/-1 counters; 2 pairs cancel.'], (0, 1))
>>> stun(s, c)
['Rhino is stunned: counters removed, 1 wound (1 of 2).']
>>> c["face"], c["ready"], c["minus"]
('stunned', False, 0)
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system.stats import health, stats
from core.table.errors import CommandError
from core.table.words import agree, count

State = dict[str, Any]
Char = dict[str, Any]

ROWS = ("front", "back")
MAX_LEVEL = 4


def _char(state: State, owner: int, name: str, row: str, **fields: Any) -> Char:
    cid = f"c{state['next_id']}"
    state["next_id"] += 1
    char: Char = {
        "id": cid,
        "name": name,
        "owner": owner,
        "row": row,
        "face": "up",
        "ready": True,
        "wounds": 0,
        "plus": 0,
        "minus": 0,
        "other": {},
        "equipment": "",
        "modifiers": [],
        "ko": False,
        "powers": {"turn": [], "game": []},
    }
    char.update(fields)
    state["players"][owner]["chars"].append(char)
    return char


def add_main(state: State, owner: int, card: dict[str, Any], *, row: str) -> Char:
    """Put a Main Character (a checked library card) into play at Level 1."""
    return _char(
        state,
        owner,
        card["name"],
        row,
        main=True,
        level=1,
        xp=0,
        down_xp=0,
        levels=[dict(lv) for lv in card["levels"]],
        keywords=list(card["keywords"]),
        teams=list(card["teams"]),
    )


def add_supporting(state: State, owner: int, card: dict[str, Any], *, row: str) -> Char:
    """Put a Supporting Character into play (its printed ATK/DEF/Health typed in)."""
    return _char(
        state,
        owner,
        card["name"],
        row,
        main=False,
        base={"atk": card["atk"], "def": card["def"], "health": card["health"]},
        keywords=list(card.get("keywords", [])),
        teams=list(card.get("teams", [])),
        machine=bool(card.get("machine")),
    )


def find(state: State, cid: object) -> Char:
    """The character in play with this id, or a clear error."""
    for p in state["players"]:
        for c in p["chars"]:
            if c["id"] == cid and not c["ko"]:
                return c  # type: ignore[no-any-return]
    raise CommandError("That character is not in play any more.")


def current_health(state: State, char: Char) -> int:
    """Health with the table's vitality option applied."""
    return health(char, vitality_adds=bool(state["options"]["vitality_adds_health"]))


def add_counter(state: State, char: Char, kind: str, n: int) -> list[str]:
    """Add (or with a negative ``n`` remove) +1/+1 (``plus``), -1/-1 (``minus``) or a named
    other counter; opposite +1/+1 and -1/-1 counters cancel in pairs at once."""
    name = char["name"]
    if kind in ("plus", "minus"):
        if n > 0 and char["face"] != "up":
            raise CommandError(f"{name} is face down: it cannot have +1/+1 or -1/-1 counters.")
        if n > 0 and kind == "minus" and "alien_physiology" in char["keywords"]:
            raise CommandError(f"{name} has Alien Physiology: it cannot have -1/-1 counters.")
        if n < 0 and char[kind] + n < 0:
            raise CommandError(f"{name} does not have that many counters to remove.")
        label = "+1/+1" if kind == "plus" else "-1/-1"
        char[kind] += n
        if n < 0:
            return [f"{name}: {count(-n, label + ' counter')} removed."]
        pairs = min(char["plus"], char["minus"])
        char["plus"] -= pairs
        char["minus"] -= pairs
        said = f"{name} gets {count(n, label + ' counter')}"
        return [
            said
            + (
                f"; {count(pairs, 'pair')} {agree(range(pairs), 'cancels', 'cancel')}."
                if pairs
                else "."
            )
        ]
    if not kind or len(kind) > 30:
        raise CommandError("Give the counter a short name (for example vitality).")
    if n > 0 and char["face"] != "up" and kind != "vitality":
        raise CommandError(f"{name} is face down: only wound and vitality counters stay on it.")
    have = int(char["other"].get(kind, 0))
    if have + n < 0:
        raise CommandError(f"{name} does not have that many {kind} counters.")
    if have + n == 0:
        char["other"].pop(kind, None)
    else:
        char["other"][kind] = have + n
    verb = "gets" if n > 0 else "loses"
    return [f"{name} {verb} {count(abs(n), kind + ' counter')}."]


def ko_equipment(state: State, char: Char) -> list[str]:
    """The character's Equipment, if any, goes to its owner's KO pile (on a stun, a hide, a KO
    or a new Equipment: a character holds one at a time)."""
    if not char["equipment"]:
        return []
    state["players"][char["owner"]]["ko_pile"] += 1
    said = f"{char['name']}'s Equipment ({char['equipment']}) is KO'd."
    char["equipment"] = ""
    return [said]


def ko(state: State, char: Char) -> list[str]:
    """KO a character: a Main Character leaves the game, a Supporting one goes to the KO pile
    with its Equipment."""
    owner = state["players"][char["owner"]]
    events = ko_equipment(state, char)
    if char.get("main"):
        char["ko"] = True
        char["ready"] = False
        events.append(f"{char['name']} (Main Character) is KO'd and removed from the game.")
    else:
        owner["chars"].remove(char)
        owner["ko_pile"] += 1
        events.append(f"{char['name']} is KO'd.")
    return events


def check_ko(state: State, char: Char, *, lethal: bool = False) -> list[str]:
    """KO the character if its wounds reach its Health (or the wound was Lethal)."""
    if lethal or char["wounds"] >= current_health(state, char):
        return ko(state, char)
    return []


def wound(state: State, char: Char, n: int = 1) -> list[str]:
    """Put wounds on (or with a negative ``n`` take them off) without stunning: the rules'
    "Wound" effect. Reaching Health still KOs."""
    if char["wounds"] + n < 0:
        raise CommandError(f"{char['name']} has only {count(char['wounds'], 'wound')}.")
    char["wounds"] += n
    hp = current_health(state, char)
    verb = f"takes {count(n, 'wound')}" if n >= 0 else f"loses {count(-n, 'wound')}"
    return [f"{char['name']} {verb} ({char['wounds']} of {hp}).", *check_ko(state, char)]


def _clear_for_face_down(state: State, char: Char) -> list[str]:
    """What a stun and a hide share: counters other than wounds and vitality come off and the
    Equipment is KO'd."""
    char["plus"] = char["minus"] = 0
    char["other"] = {k: v for k, v in char["other"].items() if k == "vitality"}
    return ko_equipment(state, char)


def stun(state: State, char: Char, *, wound: bool = True, lethal: bool = False) -> list[str]:
    """Stun (or with ``wound=False`` daze) a face-up character: counters other than wounds and
    vitality come off, Equipment is KO'd, it turns face down and exhausted, and a stun adds a
    wound, which KOs at Health (or at once when Lethal)."""
    name = char["name"]
    if char["face"] == "stunned":
        raise CommandError(f"{name} is already stunned.")
    events = _clear_for_face_down(state, char)
    char["modifiers"] = [m for m in char["modifiers"] if m.get("until") != "stun"]
    char["face"] = "stunned"
    char["ready"] = False
    if wound:
        char["wounds"] += 1
        hp = current_health(state, char)
        said = f"{name} is stunned: counters removed, 1 wound ({char['wounds']} of {hp})"
        events.insert(0, said + (", a Lethal wound." if lethal else "."))
        events += check_ko(state, char, lethal=lethal)
    else:
        events.insert(0, f"{name} is dazed: stunned without a wound.")
    return events


def hide(state: State, char: Char) -> list[str]:
    """Make a character hidden: like a stun (counters off, Equipment KO'd), but it stays ready
    and takes no wound."""
    if char["face"] != "up":
        raise CommandError(f"{char['name']} is already face down.")
    events = _clear_for_face_down(state, char)
    char["face"] = "hidden"
    char["ready"] = True
    return [f"{char['name']} is hidden: face down and ready, counters removed.", *events]


def recover(char: Char) -> list[str]:
    """A stunned character recovers: face up again but still exhausted."""
    if char["face"] != "stunned":
        raise CommandError(f"{char['name']} is not stunned.")
    char["face"] = "up"
    return [f"{char['name']} recovers (face up, still exhausted)."]


def use_power(char: Char, power: str, per: str) -> list[str]:
    """Tick a named Super Power used: each one once per turn per character; a "once per game"
    power once per game for this copy of the character."""
    if per not in ("turn", "game"):
        raise CommandError("Say whether the power is limited per turn or per game.")
    name = " ".join(power.split())
    if not name:
        raise CommandError("Name the power.")
    used = char["powers"]
    for when in ("game", "turn"):
        for p in used[when]:
            if p.casefold() == name.casefold():
                raise CommandError(f"{char['name']} has already used {p} this {when}.")
    used["turn"].append(name)
    if per == "game":
        used["game"].append(name)
    return [f"{char['name']} uses {name}" + (" (once per game)." if per == "game" else ".")]


def next_threshold(char: Char) -> int | None:
    """The XP the current level needs to level up, or None (no Level Up power, or Level 4)."""
    if not char.get("levels") or char["level"] >= len(char["levels"]):
        return None
    need = char["levels"][char["level"] - 1]["level_up"]
    return int(need) if need is not None else None


def add_xp(state: State, char: Char, n: int, *, looks_back: bool = False) -> list[str]:
    """Give a Main Character XP; at its threshold it levels up. A stunned Main Character's Level
    Up power is off, so it keeps the XP and levels up once it is face up again — unless the XP
    trigger is based on a character getting stunned or KO'd (``looks_back``): then the Level
    Up trigger looks back like it and fires now (Level Up Powers)."""
    if not char.get("main"):
        raise CommandError(f"{char['name']} is not a Main Character: only they gain XP.")
    if char["xp"] + n < 0:
        raise CommandError(f"{char['name']} has only {char['xp']} XP.")
    need = next_threshold(char)
    if need is None and n > 0:
        raise CommandError(f"{char['name']} has no further level to reach.")
    char["xp"] += n
    verb = "gains" if n >= 0 else "loses"
    events = [f"{char['name']} {verb} {abs(n)} XP ({char['xp']} of {need})."]
    return events + level_up_if_ready(char, looks_back=looks_back and n > 0)


def level_up_if_ready(char: Char, *, looks_back: bool = False) -> list[str]:
    """Level up while the XP reaches the threshold and the character is face up (or, for a
    trigger that looks back, as it was before the stun)."""
    events: list[str] = []
    need = next_threshold(char)
    while need is not None and char["xp"] >= need and (char["face"] == "up" or looks_back):
        events += set_level(char, char["level"] + 1)
        need = next_threshold(char)
    if need is not None and char["xp"] >= need and char["face"] != "up":
        events.append(f"{char['name']} is face down: its Level Up waits until it is face up.")
    down = char["levels"][char["level"] - 1].get("level_down")
    if down is not None and char["down_xp"] >= down and char["face"] == "up":
        events += set_level(char, char["level"] - 1)
    return events


def add_down_xp(char: Char, n: int) -> list[str]:
    """Level Down XP: like XP, but at the level's Level Down number the Main Character goes
    back one level (both kinds of XP are then removed)."""
    if not char.get("main"):
        raise CommandError(f"{char['name']} is not a Main Character: only they gain XP.")
    need = char["levels"][char["level"] - 1].get("level_down")
    if need is None and n > 0:
        raise CommandError(f"Level {char['level']} of {char['name']} has no Level Down power.")
    if char["down_xp"] + n < 0:
        raise CommandError(f"{char['name']} has only {char['down_xp']} Level Down XP.")
    char["down_xp"] += n
    verb = "gains" if n >= 0 else "loses"
    events = [f"{char['name']} {verb} {abs(n)} Level Down XP ({char['down_xp']} of {need})."]
    if need is not None and char["down_xp"] >= need:
        if char["face"] == "up":
            events += set_level(char, char["level"] - 1)
        else:
            events.append(f"{char['name']} is face down: its Level Down waits until it is face up.")
    return events


def set_level(char: Char, level: int) -> list[str]:
    """Progress or regress a Main Character to ``level``: wounds, counters, Equipment,
    orientation and modifiers stay; XP counters are removed."""
    if not char.get("main"):
        raise CommandError(f"{char['name']} is not a Main Character: it has no levels.")
    if not 1 <= level <= len(char["levels"]):
        raise CommandError(
            f"{char['name']} has levels 1 to {len(char['levels'])} typed in, not {level}."
        )
    old = char["level"]
    char["level"] = level
    char["xp"] = char["down_xp"] = 0
    atk, dfn = stats(char)
    verb = "levels up" if level > old else "goes back"
    return [
        f"{char['name']} {verb} to Level {level} ({atk}/{dfn}); wounds, counters and "
        "Equipment carry over, XP is reset."
    ]
