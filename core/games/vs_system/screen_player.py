"""A player's part of the screen: hand, deck and KO pile, recruit points and the resource row,
the recruit entry, and each character's counters and buttons. Only commands accepted now are
offered; the rest are disabled with their reason, or left out.
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters, turn
from core.games.vs_system.form import stat_fields
from core.games.vs_system.keywords import KEYWORDS
from core.games.vs_system.library import KIND
from core.games.vs_system.resources import SYMBOLS
from core.table import screen as ui
from core.table.words import count as count_of

Json = Any
State = dict[str, Any]


def button_if(label: str, command: Json, ok: bool, reason: str, **kw: Any) -> Json:
    """A button that sends ``command`` when ``ok``, else disabled with ``reason``."""
    return ui.button(label, command if ok else None, reason=None if ok else reason, **kw)


def _char_items(state: State, c: Json, hand: int) -> tuple[list[Json], list[Json]]:
    """One character: what this step of the turn can use (a line of what it is, wounds, XP,
    and in the Main Phase the combat taps), and the rest for its closed "More for" section
    (rare counters, corrections, the other modifiers), so a phone shows a few buttons."""
    cid, name, up = c["id"], c["name"], c["face"] == "up"
    if c["machine"]:
        return [
            ui.stat(f"Machine: {name}", f"{c['row']} row", note="KO'd as soon as it is attacked"),
            ui.actions([ui.button("KO", {"op": "ko", "char": cid}, style="danger")], label=name),
        ], []
    phase = state["turn"]["phase"]
    raw = characters.find(state, cid)
    where = f"{c['row']} row · {'ready' if c['ready'] else 'exhausted'}"
    face = {"up": "face up", "stunned": "stunned", "hidden": "hidden"}[c["face"]]
    title = f"{name}" + (f" · Level {c['level']}" if c["main"] else "")
    vit = int(c["other"].get("vitality", 0))
    counters = [
        count_of(n, f"{label} counter")
        for label, n in (("+1/+1", c["plus"]), ("-1/-1", c["minus"]), ("vitality", vit))
        if n
    ]
    extra = [KEYWORDS[k].name for k in c["keywords"]] + (
        [f"Equipment: {c['equipment']}"] if c["equipment"] else []
    )
    shown: list[Json] = [
        ui.stat(
            title,
            f"{c['atk']}/{c['def']}",
            note=" · ".join([where, face, *counters, *extra]),
            tone="warn" if not up else "info",
        )
    ]
    more: list[Json] = []

    def count(label: str, value: int, op: Json, key: str, *, can_add: bool) -> Json:
        return ui.counter(
            label,
            value,
            dec={**op, key: -1} if value > 0 else None,
            inc={**op, key: 1} if can_add else None,
            dec_label=f"{name}: {label} -1",
            inc_label=f"{name}: {label} +1",
        )

    shown.append(count("Wounds", c["wounds"], {"op": "wound", "char": cid}, "n", can_add=True))
    shown[-1]["note"] = f"Health {c['health']}"
    if c["main"]:
        need = c["xp_needed"]
        shown.append(count("XP", c["xp"], {"op": "xp", "char": cid}, "n", can_add=need is not None))
        shown[-1]["note"] = f"Level Up at {need}" if need is not None else "no further level"
        if not up and need is not None:  # Level Up Powers: a stun/KO trigger looks back
            shown.append(
                ui.actions(
                    [
                        ui.button(
                            f"{name}: +1 XP for this stun (levels up now)",
                            {"op": "xp", "char": cid, "n": 1, "stunned": True},
                        )
                    ]
                )
            )
        down = c["down_xp_needed"]
        if down is not None or c["down_xp"]:
            more.append(
                count(
                    "Level Down XP",
                    c["down_xp"],
                    {"op": "down_xp", "char": cid},
                    "n",
                    can_add=down is not None,
                )
            )
            more[-1]["note"] = f"Level Down at {down}" if down is not None else None
    more.append(
        count("+1/+1", c["plus"], {"op": "counter", "char": cid, "kind": "plus"}, "n", can_add=up)
    )
    more.append(
        count(
            "-1/-1",
            c["minus"],
            {"op": "counter", "char": cid, "kind": "minus"},
            "n",
            can_add=up and "alien_physiology" not in c["keywords"],
        )
    )
    more.append(
        count(
            "Vitality", vit, {"op": "counter", "char": cid, "kind": "vitality"}, "n", can_add=True
        )
    )
    # Pumps and drops from Plot Twists, one tap each: they last this combat when the
    # character is in the combat being fought, else this turn.
    fighting = bool(state["combat"]) and cid in (
        *state["combat"]["attackers"],
        state["combat"]["defender"],
    )
    until = "combat" if fighting else "turn"
    pumps = {
        key: ui.button(
            f"{label} ({'this combat' if fighting else 'this turn'})",
            {"op": "modifier", "char": cid, key.split()[0]: delta, "until": until},
        )
        for key, label, delta in (
            ("atk +", "ATK +1", 1),
            ("atk -", "ATK -1", -1),
            ("def +", "DEF +1", 1),
            ("def -", "DEF -1", -1),
            ("health +", "Health +1", 1),
            ("health -", "Health -1", -1),
        )
    }
    other_row = "back" if c["row"] == "front" else "front"
    taps = {
        "stun": button_if(
            "Stun", {"op": "stun", "char": cid}, c["face"] != "stunned", "Already stunned."
        ),
        "power_up": button_if(
            "Power-Up",
            {"op": "power_up", "char": cid},
            up and hand > 0,
            "Needs a face-up character and a card of the same name in hand.",
        ),
        "atk +": pumps["atk +"],
        "def +": pumps["def +"],
        "row": ui.button(f"To the {other_row} row", {"op": "row", "char": cid, "row": other_row}),
        "ko": ui.button("KO", {"op": "ko", "char": cid}, style="danger"),
    }
    # what this step uses: combat in the Main Phase, rearranging in the Formation Step
    now = {"main": ("stun", "power_up", "atk +", "def +", "ko"), "formation": ("row",)}.get(
        phase, ()
    )
    if now:
        shown.append(ui.actions([taps[k] for k in now], label=name))
    rare = [
        *(taps[k] for k in ("stun", "power_up", "row") if k not in now),
        button_if("Daze", {"op": "daze", "char": cid}, c["face"] != "stunned", "Already stunned."),
        button_if("Wound only", {"op": "wound", "char": cid, "n": 1}, True, ""),
        button_if(
            "Recover", {"op": "recover", "char": cid}, c["face"] == "stunned", "Not stunned."
        ),
        button_if("Hide", {"op": "hide", "char": cid}, up, "Already face down."),
        ui.button(
            "Exhaust" if c["ready"] else "Ready",
            {"op": "ready", "char": cid, "ready": not c["ready"]},
        ),
        ui.button(
            "Swap ATK and DEF (this turn)",
            {"op": "modifier", "char": cid, "swap": True, "until": "turn"},
        ),
        button_if(
            "Drop the last modifier",
            {"op": "drop_modifier", "char": cid},
            bool(c["modifiers"]),
            "No modifiers.",
        ),
    ]
    if c["main"]:
        rare += [
            button_if(
                "Level up (by an effect)",
                {"op": "level", "char": cid, "level": c["level"] + 1},
                c["level"] < c["levels"],
                "No higher level typed in.",
            ),
            button_if(
                "Level down (by an effect)",
                {"op": "level", "char": cid, "level": c["level"] - 1},
                c["level"] > 1,
                "Already Level 1.",
            ),
        ]
    if "ko" not in now:
        rare.append(taps["ko"])
    more.append(ui.actions(rare, label=f"{name}: more"))
    more.append(
        ui.actions([b for k, b in pumps.items() if k not in now], label=f"{name}: modifiers")
    )
    used = raw["powers"]["turn"] + raw["powers"]["game"]
    if used:
        shown.append(ui.text(f"{name} used: {', '.join(dict.fromkeys(used))}."))
    return shown, more


def player_sections(state: State, v: Json, pv: Json) -> list[Json]:
    """A player's section, then a closed "More for <name>" section for each character."""
    p = pv["index"]
    if pv["out"]:
        return [
            ui.section(pv["name"], [ui.text(f"{pv['name']} is out of the game.")], id=f"player-{p}")
        ]
    hand = pv["hand"]
    t = state["turn"]
    items: list[Json] = [
        ui.counter(
            label,
            pv[key],
            dec={"op": key, "player": p, "delta": -1} if pv[key] else None,
            inc={"op": key, "player": p, "delta": 1},
            note=note,
            dec_label=f"{pv['name']}: {label.lower()} -1",
            inc_label=f"{pv['name']}: {label.lower()} +1",
        )
        for label, key, note in (
            ("Hand", "hand", "cards in hand"),
            ("Deck", "deck", "cards in the deck"),
            ("KO pile", "ko_pile", None),
        )
    ]
    ko_pile = items.pop()
    rp = pv["recruit_points"]
    if rp is not None:
        items.append(
            ui.counter(
                "Recruit points",
                rp,
                dec={"op": "spend", "player": p, "n": 1} if rp else None,
                dec_label=f"{pv['name']}: spend 1 recruit point",
                note="unspent points are lost after the Recruit Step",
            )
        )
    else:
        items.append(ui.stat("Recruit points at the Recruit Step", pv["recruit_points_now"]))
    symbols = [f"{s.capitalize()} {n}" for s, n in pv["symbols"].items() if n]
    items.append(
        ui.stat(
            "Face-up Locations",
            ", ".join(symbols) or "none",
            note=f"{len(pv['resources'])} resources",
        )
    )
    can_mull = t["number"] == 1 and t["phase"] == "draw" and not pv["mulligan"]
    can_res = hand > 0 and not pv["resource_played"]
    why_res = "No card in hand." if hand == 0 else "A resource has been played this turn."
    play = [
        button_if(
            "Play a face-down resource",
            {"op": "play_resource", "player": p, "symbols": [], "face_up": False},
            can_res,
            why_res,
        )
    ]
    if can_res:
        play.append(
            ui.choice(
                f"{pv['name']}: play a Location face up",
                [
                    (
                        s.capitalize(),
                        {"op": "play_resource", "player": p, "symbols": [s], "face_up": True},
                        False,
                    )
                    for s in SYMBOLS
                ],
            )
        )
    # resources are played in one's own Resource Step; at any other time (an effect) they
    # wait behind the player's "More" with the KO pile
    in_step = t["phase"] == "resource" and p in turn.active_players(state)
    cards = [ui.button("Draw a card", {"op": "draw", "player": p, "n": 1})]
    if can_mull:  # offered until it is taken or the first turn's Draw Phase ends
        cards.append(ui.button("Mulligan", {"op": "mulligan", "player": p}))
    items.append(ui.actions(cards + (play[:1] if in_step else []), label=f"{pv['name']}: cards"))
    items += play[1:] if in_step else []
    later = [ko_pile] + ([] if in_step else [ui.actions(play[:1]), *play[1:]])
    for r in pv["resources"]:
        what = ", ".join(x.capitalize() for x in r["symbols"]) if r["face_up"] else "face down"
        items.append(
            ui.actions(
                [
                    button_if(
                        "Turn face down (pay a power)",
                        {"op": "turn_down", "player": p, "resource": r["id"]},
                        r["face_up"],
                        "Already face down.",
                    ),
                    ui.button(
                        "Exhaust" if r["ready"] else "Ready",
                        {
                            "op": "resource_ready",
                            "player": p,
                            "resource": r["id"],
                            "ready": not r["ready"],
                        },
                    ),
                ],
                label=f"Resource ({what}, {'ready' if r['ready'] else 'exhausted'})",
            )
        )
    mores = []
    names = [c["name"].casefold() for q in v["players"] for c in q["chars"] if not c["ko"]]
    for c in pv["chars"]:
        if c["ko"]:
            continue
        shown, more = _char_items(state, c, hand)
        items += shown
        if more:  # a name on both sides says whose it is
            whose = f" ({pv['name']})" if names.count(c["name"].casefold()) > 1 else ""
            mores.append(
                ui.section(f"More for {c['name']}{whose}", more, id=f"more-{c['id']}", open=False)
            )
    more_player = ui.section(f"More for {pv['name']}", later, id=f"more-player-{p}", open=False)
    return [ui.section(pv["name"], items, id=f"player-{p}"), more_player, *mores]


def record_section(state: State, v: Json) -> Json | None:
    """The three things typed in: a recruit, an Equipment, a Super Power used. One entry each
    for the whole table (a select names the player or character), so no two entries on the
    screen share a field."""
    live = [p for p in v["players"] if not p["out"]]
    chars = [(p, c) for p in live for c in p["chars"] if not c["ko"] and not c["machine"]]
    items: list[Json] = []
    recruiters = [p for p in live if p["hand"] > 0]
    if recruiters:
        first = recruiters[0]
        items.append(
            ui.entry(
                "Recruit a Supporting Character",
                {"op": "recruit"},
                [
                    ui.field(
                        "player",
                        "For",
                        "select",
                        default=first["index"],
                        options=[(p["index"], p["name"]) for p in recruiters],
                    ),
                    ui.field(
                        "name",
                        "Name",
                        "text",
                        default=_free_name(first),
                        library=KIND,
                        help="A card this device knows fills every field left as it is.",
                    ),
                    *stat_fields(health=1, atk=1, dfn=1, recalled=True),
                    ui.field(
                        "cost",
                        "Cost",
                        "number",
                        default=0,
                        min=0,
                        max=99,
                        help="Spent from this turn's recruit points.",
                        recalled=True,
                    ),
                    ui.field(
                        "row",
                        "Row",
                        "select",
                        default="front",
                        options=[("front", "Front row"), ("back", "Back row")],
                    ),
                    ui.field(
                        "teams", "Teams (comma between them)", "text", default="", recalled=True
                    ),
                    ui.field(
                        "keywords",
                        "Keywords (comma between them)",
                        "text",
                        default="",
                        recalled=True,
                    ),
                    ui.field(
                        "machine",
                        "It is a Machine (Equipment played into a row)",
                        "bool",
                        default=False,
                        recalled=True,
                    ),
                ],
                submit="Recruit",
            )
        )
    face_up = [(p, c) for p, c in chars if c["face"] == "up"]
    if face_up:
        items.append(
            ui.entry(
                "Equip a character",
                {"op": "equip"},
                [
                    ui.field(
                        "char",
                        "Character",
                        "select",
                        default=face_up[0][1]["id"],
                        options=[(c["id"], f"{c['name']} ({p['name']})") for p, c in face_up],
                    ),
                    ui.field(
                        "equipment",
                        "Equipment (empty to KO the one it has)",
                        "text",
                        default="Equipment",
                    ),
                    ui.field("from_hand", "Played from hand", "bool", default=False),
                ],
                submit="Equip",
            )
        )
    if chars:
        by = characters.find(state, chars[0][1]["id"])
        used = by["powers"]["turn"] + by["powers"]["game"]
        free = next(
            n
            for n in (f"Super Power {k}" if k else "Super Power" for k in range(99))
            if n not in used
        )
        items.append(
            ui.entry(
                "Tick a Super Power used",
                {"op": "use_power"},
                [
                    ui.field(
                        "by",
                        "Used by",
                        "select",
                        default=by["id"],
                        options=[(c["id"], f"{c['name']} ({p['name']})") for p, c in chars],
                    ),
                    ui.field("power", "Power's name", "text", default=free),
                    ui.field(
                        "per",
                        "Limit",
                        "select",
                        default="turn",
                        options=[("turn", "Once per turn"), ("game", "Once per game")],
                    ),
                ],
                submit="Tick",
            )
        )
    return ui.section("Type in", items, open=False) if items else None


def _free_name(pv: Json) -> str:
    names = {c["name"].casefold() for c in pv["chars"]}
    return next(n for n in (f"Ally {k}" for k in range(1, 999)) if n.casefold() not in names)
