"""The companion's screen and setup form as data for the generic renderer (core/table/screen.py).

Every button carries the command it sends and is offered only when that command is accepted
now; what is not possible is a disabled button with its reason, or is left out.

>>> from core.table.screen import defaults
>>> from core.games.vs_system.setup import new_state
>>> s = new_state(from_form(defaults(form())))
>>> sc = screen(s)
>>> sc["status"], [sec["title"] for sec in sc["sections"]][:3]
('Turn 1 · Player 1 · Draw Phase', ['Turn', 'Player 1', 'Player 2'])
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters, turn
from core.games.vs_system.formats import FORMATS
from core.games.vs_system.keywords import KEYWORDS
from core.games.vs_system.resources import SYMBOLS
from core.games.vs_system.view import view
from core.table import screen as ui

Json = Any
State = dict[str, Any]

DEFAULT_LEVEL = {"health": 6, "atk": 2, "def": 4, "level_up": 0}


# -- setup form ----------------------------------------------------------------------------------


def form() -> Json:
    """The setup form: format, who goes first, and each player's Main Character by level."""
    level = [
        ui.field("health", "Health", "number", default=6, min=1, max=99),
        ui.field("atk", "ATK", "number", default=2, min=0, max=99),
        ui.field("def", "DEF", "number", default=4, min=1, max=99),
        ui.field(
            "level_up",
            "Level Up (XP to the next level; 0 if none)",
            "number",
            default=0,
            min=0,
            max=99,
        ),
    ]
    player = [
        ui.field("name", "Player's name", "text", default=""),
        ui.field("main", "Main Character", "text", default=""),
        ui.field(
            "levels",
            "Level",
            "list",
            min=1,
            max=4,
            fields=level,
            help="Type each level's card as printed, Level 1 first.",
        ),
        ui.field("teams", "Teams (comma between them)", "text", default=""),
        ui.field(
            "keywords",
            "Keywords (comma between them)",
            "text",
            default="",
            help="Known: " + ", ".join(k.name for k in KEYWORDS.values()) + ".",
        ),
        ui.field(
            "row",
            "Starts in",
            "select",
            default="front",
            options=[("front", "Front row"), ("back", "Back row")],
        ),
    ]
    return ui.form(
        [
            ui.field(
                "format",
                "Format",
                "select",
                default="standard",
                options=[(f.id, f.name) for f in FORMATS.values()],
            ),
            ui.field(
                "players",
                "Player",
                "list",
                min=2,
                max=4,
                fields=player,
                help="In seating order, clockwise.",
            ),
            ui.field(
                "first",
                "Who goes first",
                "select",
                default="random",
                options=[("random", "Pick at random"), *((i, f"Player {i + 1}") for i in range(4))],
                help="The Boss formats put the Boss first whatever is chosen here.",
            ),
            ui.field(
                "boss",
                "The Boss (Boss formats only)",
                "select",
                default=0,
                options=[(i, f"Player {i + 1}") for i in range(4)],
            ),
            ui.field("seed", "Random pick", "seed", default=1),
            ui.field(
                "vitality_adds_health",
                "Vitality counters add 1 Health each",
                "bool",
                default=True,
                help="The rules name vitality counters but never define them.",
            ),
        ]
    )


def from_form(values: Json) -> Json:
    """The setup :func:`~core.games.vs_system.setup.new_state` takes, from the form's values
    (a setup given as it is passes through)."""
    if not isinstance(values, dict) or not isinstance(values.get("players"), list):
        return values
    players = values["players"]
    if not all(isinstance(p, dict) and "levels" in p for p in players):
        return values
    out_players = []
    for i, p in enumerate(players):
        levels = []
        raw_levels = p.get("levels") if isinstance(p.get("levels"), list) else []
        for k, item in enumerate(raw_levels):
            lv = item if isinstance(item, dict) else {}
            need = lv.get("level_up")
            last = k == len(raw_levels) - 1
            levels.append({**lv, "level_up": None if last or not need else need})
        name = p.get("name") if isinstance(p.get("name"), str) else ""
        main = p.get("main") if isinstance(p.get("main"), str) else ""
        out_players.append(
            {
                "name": name.strip() or f"Player {i + 1}",
                "main": {
                    "name": main.strip() or f"Main Character {i + 1}",
                    "levels": levels,
                    "teams": p.get("teams") or None,
                    "keywords": p.get("keywords") or None,
                },
                "row": p.get("row", "front"),
            }
        )
    return {
        "format": values.get("format", "standard"),
        "players": out_players,
        "first": values.get("first", "random"),
        "seed": values.get("seed"),
        "boss": values.get("boss"),
        "options": {"vitality_adds_health": values.get("vitality_adds_health", True)},
    }


# -- the screen ----------------------------------------------------------------------------------


def _btn(label: str, command: Json, ok: bool, reason: str, **kw: Any) -> Json:
    return ui.button(label, command if ok else None, reason=None if ok else reason, **kw)


def _char_items(state: State, c: Json, hand: int) -> list[Json]:
    """One character: a line of what it is, its counters and its buttons."""
    cid, name, up = c["id"], c["name"], c["face"] == "up"
    raw = characters.find(state, cid)
    where = f"{c['row']} row · {'ready' if c['ready'] else 'exhausted'}"
    face = {"up": "face up", "stunned": "stunned", "hidden": "hidden"}[c["face"]]
    title = f"{name}" + (f" · Level {c['level']}" if c["main"] else "")
    extra = [KEYWORDS[k].name for k in c["keywords"]] + (
        [f"Equipment: {c['equipment']}"] if c["equipment"] else []
    )
    items: list[Json] = [
        ui.stat(
            title,
            f"{c['atk']}/{c['def']}",
            note=" · ".join([where, face, *extra]),
            tone="warn" if not up else "info",
        )
    ]

    def count(label: str, value: int, op: Json, key: str, *, can_add: bool) -> Json:
        return ui.counter(
            label,
            value,
            dec={**op, key: -1} if value > 0 else None,
            inc={**op, key: 1} if can_add else None,
            dec_label=f"{name}: {label} -1",
            inc_label=f"{name}: {label} +1",
        )

    items.append(count("Wounds", c["wounds"], {"op": "wound", "char": cid}, "n", can_add=True))
    items[-1]["note"] = f"Health {c['health']}"
    if c["main"]:
        need = c["xp_needed"]
        items.append(count("XP", c["xp"], {"op": "xp", "char": cid}, "n", can_add=need is not None))
        items[-1]["note"] = f"Level Up at {need}" if need is not None else "no further level"
    items.append(
        count("+1/+1", c["plus"], {"op": "counter", "char": cid, "kind": "plus"}, "n", can_add=up)
    )
    items.append(
        count(
            "-1/-1",
            c["minus"],
            {"op": "counter", "char": cid, "kind": "minus"},
            "n",
            can_add=up and "alien_physiology" not in c["keywords"],
        )
    )
    vit = int(c["other"].get("vitality", 0))
    items.append(
        count(
            "Vitality", vit, {"op": "counter", "char": cid, "kind": "vitality"}, "n", can_add=True
        )
    )
    other_row = "back" if c["row"] == "front" else "front"
    buttons = [
        _btn("Stun", {"op": "stun", "char": cid}, c["face"] != "stunned", "Already stunned."),
        _btn("Daze", {"op": "daze", "char": cid}, c["face"] != "stunned", "Already stunned."),
        _btn("Wound only", {"op": "wound", "char": cid, "n": 1}, True, ""),
        _btn("Recover", {"op": "recover", "char": cid}, c["face"] == "stunned", "Not stunned."),
        _btn("Hide", {"op": "hide", "char": cid}, up, "Already face down."),
        ui.button(
            "Exhaust" if c["ready"] else "Ready",
            {"op": "ready", "char": cid, "ready": not c["ready"]},
        ),
        ui.button(f"To the {other_row} row", {"op": "row", "char": cid, "row": other_row}),
        _btn(
            "Power-Up",
            {"op": "power_up", "char": cid},
            up and hand > 0,
            "Needs a face-up character and a card of the same name in hand.",
        ),
        ui.button(
            "Swap ATK and DEF (this turn)",
            {"op": "modifier", "char": cid, "swap": True, "until": "turn"},
        ),
        _btn(
            "Drop the last modifier",
            {"op": "drop_modifier", "char": cid},
            bool(c["modifiers"]),
            "No modifiers.",
        ),
    ]
    if c["main"]:
        buttons += [
            _btn(
                "Level up (by an effect)",
                {"op": "level", "char": cid, "level": c["level"] + 1},
                c["level"] < c["levels"],
                "No higher level typed in.",
            ),
            _btn(
                "Level down (by an effect)",
                {"op": "level", "char": cid, "level": c["level"] - 1},
                c["level"] > 1,
                "Already Level 1.",
            ),
        ]
    buttons.append(ui.button("KO", {"op": "ko", "char": cid}, style="danger"))
    items.append(ui.actions(buttons, label=name))
    items.append(
        ui.entry(
            f"{name}: a modifier",
            {"op": "modifier", "char": cid},
            [
                ui.field("atk", "ATK change", "number", default=0, min=-99, max=99),
                ui.field("def", "DEF change", "number", default=0, min=-99, max=99),
                ui.field("health", "Health change", "number", default=0, min=-99, max=99),
                ui.field(
                    "until",
                    "Lasts",
                    "select",
                    default="turn",
                    options=[
                        ("combat", "This combat"),
                        ("turn", "This turn"),
                        ("stun", "Until stunned"),
                        ("game", "This game"),
                    ],
                ),
                ui.field("note", "From (card name)", "text", default=""),
            ],
            submit="Add",
        )
    )
    if up:
        items.append(
            ui.entry(
                f"{name}: Equipment",
                {"op": "equip", "char": cid},
                [
                    ui.field(
                        "equipment",
                        "Equipment (empty to KO it)",
                        "text",
                        default=c["equipment"] or "Equipment",
                    ),
                    ui.field("from_hand", "Played from hand", "bool", default=False),
                    ui.field(
                        "cost",
                        "Cost",
                        "number",
                        default=0,
                        min=0,
                        max=99,
                        help="Spent from this turn's recruit points.",
                    ),
                ],
                submit="Equip",
            )
        )
    used = raw["powers"]["turn"] + raw["powers"]["game"]
    free = next(
        n for n in (f"Super Power {k}" if k else "Super Power" for k in range(99)) if n not in used
    )
    items.append(
        ui.entry(
            f"{name}: a Super Power used",
            {"op": "use_power", "char": cid},
            [
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
    if used:
        items.append(ui.text(f"{name} used: {', '.join(dict.fromkeys(used))}."))
    return items


def _player_section(state: State, v: Json, pv: Json) -> Json:
    p = pv["index"]
    if pv["out"]:
        return ui.section(
            pv["name"], [ui.text(f"{pv['name']} is out of the game.")], id=f"player-{p}"
        )
    hand, deck = pv["hand"], pv["deck"]
    t = state["turn"]
    items: list[Json] = [
        ui.counter(
            "Hand",
            hand,
            dec={"op": "hand", "player": p, "delta": -1} if hand else None,
            inc={"op": "hand", "player": p, "delta": 1},
            note="cards in hand",
        ),
        ui.counter(
            "Deck",
            deck,
            dec={"op": "deck", "player": p, "delta": -1} if deck else None,
            inc={"op": "deck", "player": p, "delta": 1},
            note="cards in the deck",
        ),
        ui.counter(
            "KO pile",
            pv["ko_pile"],
            dec={"op": "ko_pile", "player": p, "delta": -1} if pv["ko_pile"] else None,
            inc={"op": "ko_pile", "player": p, "delta": 1},
        ),
    ]
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
    items.append(
        ui.actions(
            [
                ui.button("Draw a card", {"op": "draw", "player": p, "n": 1}),
                _btn(
                    "Mulligan",
                    {"op": "mulligan", "player": p},
                    can_mull,
                    "Only once, before the game starts.",
                ),
                _btn(
                    "Play a face-down resource",
                    {"op": "play_resource", "player": p, "symbols": [], "face_up": False},
                    can_res,
                    why_res,
                ),
            ],
            label=f"{pv['name']}: cards",
        )
    )
    if can_res:
        items.append(
            ui.entry(
                f"{pv['name']}: play a Location face up",
                {"op": "play_resource", "player": p, "face_up": True},
                [
                    ui.field(
                        "symbols",
                        "Power symbol",
                        "select",
                        default=["might"],
                        options=[([s], s.capitalize()) for s in SYMBOLS],
                    ),
                ],
                submit="Play",
            )
        )
    for r in pv["resources"]:
        what = ", ".join(x.capitalize() for x in r["symbols"]) if r["face_up"] else "face down"
        items.append(
            ui.actions(
                [
                    _btn(
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
    if hand > 0:
        items.append(
            ui.entry(
                f"{pv['name']}: recruit a Supporting Character",
                {"op": "recruit", "player": p},
                [
                    ui.field("name", "Name", "text", default=_free_name(pv)),
                    ui.field("atk", "ATK", "number", default=1, min=0, max=99),
                    ui.field("def", "DEF", "number", default=1, min=1, max=99),
                    ui.field("health", "Health", "number", default=1, min=1, max=99),
                    ui.field(
                        "cost",
                        "Cost",
                        "number",
                        default=0,
                        min=0,
                        max=99,
                        help="Spent from this turn's recruit points.",
                    ),
                    ui.field(
                        "row",
                        "Row",
                        "select",
                        default="front",
                        options=[("front", "Front row"), ("back", "Back row")],
                    ),
                    ui.field("teams", "Teams (comma between them)", "text", default=""),
                    ui.field("keywords", "Keywords (comma between them)", "text", default=""),
                ],
                submit="Recruit",
            )
        )
    for c in pv["chars"]:
        if not c["ko"]:
            items += _char_items(state, c, hand)
    return ui.section(pv["name"], items, id=f"player-{p}")


def _free_name(pv: Json) -> str:
    names = {c["name"].casefold() for c in pv["chars"]}
    return next(n for n in (f"Ally {k}" for k in range(1, 999)) if n.casefold() not in names)


def _combat_section(state: State, v: Json) -> Json:
    names = {c["id"]: c["name"] for p in v["players"] for c in p["chars"]}
    if v["combat"]:
        res = v["combat"]["result"]
        items: list[Json] = []
        if res["choose_target"]:
            d = names[v["combat"]["proposal"]["defender"]]
            items.append(
                ui.choice(
                    f"{d} strikes back at",
                    [
                        (names[i], {"op": "strike_back", "target": i}, False)
                        for i in res["choose_target"]
                    ],
                )
            )
        else:
            for st in res["steps"]:
                for s in st["strikes"]:
                    by = " + ".join(names[i] for i in s["by"])
                    verdict = "stuns" if s["stuns"] else "does not stun"
                    items.append(
                        ui.text(
                            f"{st['name']}: {by} (ATK {s['atk']}) {verdict} "
                            f"{names[s['at']]} (DEF {s['def']})."
                        )
                    )
            if not res["steps"]:
                items.append(ui.text(res.get("note", "Nobody strikes.")))
            for f in res["fates"]:
                end = "KO'd" if f["ko"] else "stays in play"
                items.append(
                    ui.text(
                        f"{f['name']}: {f['wounds']} of {f['health']} wounds, {end}.", tone="warn"
                    )
                )
        items.append(
            ui.actions(
                [
                    _btn(
                        "Resolve the combat",
                        {"op": "resolve"},
                        not res["choose_target"],
                        "Choose who the defender strikes back at first.",
                        style="primary",
                    ),
                    ui.button("An effect cancels the combat", {"op": "cancel_attack"}),
                ]
            )
        )
        return ui.section("Combat", items)
    buttons = []
    solo: dict[str, list[str]] = {}
    for row in v["attacks"]:
        for t in row["targets"]:
            if t["ok"]:
                solo.setdefault(t["defender"], []).append(row["attacker"])
                buttons.append(
                    ui.button(
                        f"{names[row['attacker']]} attacks {names[t['defender']]}",
                        {"op": "attack", "attackers": [row["attacker"]], "defender": t["defender"]},
                    )
                )
    buttons += _team_buttons(state, solo, names)
    rows = [
        [
            names[r["attacker"]],
            names[t["defender"]],
            "yes" if t["ok"] else "no",
            f"{t['why']} ({t['rule']})",
        ]
        for r in v["attacks"]
        for t in r["targets"]
    ]
    items = [ui.table("Who may attack whom", ["Attacker", "Target", "May attack", "Why"], rows)]
    if buttons:
        items.append(ui.actions(buttons, label="Declare an attack"))
    return ui.section("Combat", items)


def _team_buttons(state: State, solo: dict[str, list[str]], names: dict[str, str]) -> list[Json]:
    """A team attack for each defender, row and shared team with two or more legal attackers."""
    out, seen = [], set()
    for d, ids in solo.items():
        chars = [characters.find(state, i) for i in ids]
        for row in ("front", "back"):
            for team in sorted({t for c in chars for t in c["teams"]}):
                group = tuple(c["id"] for c in chars if c["row"] == row and team in c["teams"])
                if len(group) > 1 and (group, d) not in seen:
                    seen.add((group, d))
                    who = " + ".join(names[i] for i in group)
                    out.append(
                        ui.button(
                            f"Team attack ({team}): {who} on {names[d]}",
                            {"op": "attack", "attackers": list(group), "defender": d},
                        )
                    )
    return out


def screen(state: State) -> Json:
    """The whole companion screen for ``state``."""
    v = view(state)
    title = f"Vs System 2PCG · {v['format']['name']}"
    if state["result"]:
        return ui.screen(
            title,
            [ui.section("The end", [ui.text(state["result"]["reason"])])],
            status=f"Turn {v['turn']['number']}",
            outcome=state["result"]["reason"],
        )
    t = state["turn"]
    in_combat = bool(state["combat"])
    left = [p for p in v["players"] if not p["out"]]
    all_empty = all(p["deck"] == 0 for p in left)
    steps: list[tuple[str, bool, Json]] = [
        (name, turn.PHASES.index(t["phase"]) > i, None) for i, name in enumerate(turn.STEPS)
    ]
    turn_items = [
        ui.checklist("This turn", steps),
        ui.actions(
            [
                _btn(
                    "Next step" if t["phase"] != "main" else "End the turn",
                    {"op": "advance"},
                    not in_combat,
                    "Resolve or cancel the combat first.",
                    style="primary",
                ),
                _btn(
                    "Every deck is empty and nobody attacks: end the game",
                    {"op": "deck_out"},
                    all_empty,
                    "Some deck still has cards.",
                ),
            ]
        ),
        ui.text(v["format"]["summary"]),
        ui.choice(
            "Vitality counters",
            [
                (
                    "Add 1 Health each",
                    {"op": "option", "vitality_adds_health": True},
                    v["options"]["vitality_adds_health"],
                ),
                (
                    "Count for nothing",
                    {"op": "option", "vitality_adds_health": False},
                    not v["options"]["vitality_adds_health"],
                ),
            ],
        ),
    ]
    warnings = list(v["warnings"]) + [f"{p['name']}: {w}" for p in left for w in p["warnings"]]
    sections = [
        ui.section("Turn", turn_items),
        *(_player_section(state, v, p) for p in v["players"]),
        _combat_section(state, v),
    ]
    active = " & ".join(v["turn"]["active"])
    return ui.screen(
        title,
        sections,
        warnings=warnings,
        status=f"Turn {v['turn']['number']} · {active} · {v['turn']['phase']}",
    )
