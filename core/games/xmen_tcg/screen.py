"""The X-Men TCG companion's screen and setup form, as data for the generic renderer
(:mod:`core.table.screen`). Every button carries the command it sends; one that is not legal
now is disabled with the reason, so the web page decides nothing.

>>> from core.games.xmen_tcg.setup import example_form, new_state
>>> s = screen(new_state(example_form()))
>>> s["status"]
'Turn 1 · Bea · Danger Room Start'
>>> [(sec["id"], sec["open"]) for sec in s["sections"]]  # this turn's controls first
[('turn', True), ('battle', False), ('villains', True), ('player-2', True), \
('corrections', False), ('player-1', False), ('setup', False)]
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from core.games.xmen_tcg import characters as ch
from core.games.xmen_tcg.ops_turn import level_name
from core.games.xmen_tcg.registry import missing_step, needed, step_block
from core.games.xmen_tcg.roster import (
    COLOUR_NAMES,
    COLOURS,
    COUNTER_COLOURS,
    COUNTER_SYMBOLS,
    MAX_BOOST,
    MAX_DECK,
    MAX_DICE,
    MAX_HP,
    MAX_STRENGTH,
    MAX_TEAM_MEMBER_VALUE,
    MIN_DECK,
    POWER_LETTERS,
    STARTING_HAND,
    TEAM_SIZE,
    TOP_LEVEL,
    VILLAIN_HP,
)
from core.games.xmen_tcg.setup import SETTINGS
from core.games.xmen_tcg.view import view
from core.table import screen as ui
from core.table.words import count

Json = Any
State = dict[str, Any]


# -- the setup form ---------------------------------------------------------------------------


def _strengths(default: int) -> list[Json]:
    return [
        ui.field(
            c,
            f"{c.capitalize()} ({COLOUR_NAMES[c]}) strength",
            "number",
            default=default,
            min=0,
            max=MAX_STRENGTH,
        )
        for c in COLOURS
    ]


def _power() -> list[Json]:
    return [
        ui.field(
            "power",
            "Mutant Power letter",
            "select",
            default="A",
            options=[(p, p) for p in POWER_LETTERS],
        ),
        ui.field("note", "What the power does (a note)", "text", default=""),
    ]


def _villain_fields() -> list[Json]:
    return [
        ui.field("name", "Villain", "text", default="", help="Empty: numbered."),
        *_strengths(6),
        *_power(),
        ui.field("colour", "Card colour (advanced deck check)", "text", default=""),
    ]


def _player_fields(n: int, colour: str, symbol: str) -> list[Json]:
    xman = [
        ui.field("name", "X-Man", "text", default="", help="Empty: numbered."),
        ui.field("hp", "Hit points", "number", default=6, min=1, max=MAX_HP),
        *_strengths(2),
        *_power(),
        ui.field(
            "value", "Team value (advanced)", "number", default=0, min=0, max=MAX_TEAM_MEMBER_VALUE
        ),
    ]
    return [
        ui.field(f"p{n}_name", f"Player {n}", "text", default=""),
        ui.field(
            f"p{n}_colour",
            f"Player {n}'s counter colour",
            "select",
            default=colour,
            options=[(c, c.capitalize()) for c in COUNTER_COLOURS],
        ),
        ui.field(
            f"p{n}_symbol",
            f"Player {n}'s counter symbol",
            "select",
            default=symbol,
            options=[(s, s) for s in COUNTER_SYMBOLS],
            help="Shown beside every counter, since gold and silver look alike.",
        ),
        ui.field(
            f"p{n}_deck",
            f"Player {n}'s deck size",
            "number",
            default=30,
            min=STARTING_HAND,
            max=MAX_DECK,
            help=f"Before the opening hand of {STARTING_HAND}; advanced: {MIN_DECK} or more.",
        ),
        ui.field(
            f"p{n}_xmen",
            f"Player {n}'s X-Men",
            "list",
            min=3,
            max=TEAM_SIZE[1],
            fields=xman,
            library="xmen",
            help="Basic game: three. Advanced: up to five, team value 30.",
        ),
        ui.field(
            f"p{n}_villains",
            f"Player {n}'s deck's Villains (advanced draft)",
            "list",
            min=0,
            max=4,
            fields=_villain_fields(),
            library="villains",
            help="Advanced game: type both decks' four and the app runs the draft.",
        ),
    ]


def form() -> Json:
    """The setup form; its values come back as the setup (see :func:`setup.from_form`)."""
    return ui.form(
        [
            ui.field(
                "mode",
                "Game",
                "select",
                default="basic",
                options=[("basic", "Basic game"), ("advanced", "Advanced game")],
            ),
            ui.field(
                "first",
                "Who goes first",
                "select",
                default=None,
                options=[
                    (None, "The app decides (dice, or the team rules)"),
                    (0, "Player 1 (rolled at the table)"),
                    (1, "Player 2 (rolled at the table)"),
                ],
            ),
            ui.field("seed", "Dice seed", "seed", default=1),
            ui.field(
                "villain_roll_counters",
                "A Villain hurt in its own attack takes",
                "select",
                default=SETTINGS["villain_roll_counters"][0],
                options=[
                    ("defender", "the defending player's counter"),
                    ("attacker", "the attacking player's counter"),
                ],
            ),
            *_player_fields(1, "gold", COUNTER_SYMBOLS[0]),
            *_player_fields(2, "silver", COUNTER_SYMBOLS[1]),
            ui.field(
                "villains",
                "The four Villains on the table",
                "list",
                min=4,
                max=4,
                fields=_villain_fields(),
                library="villains",
                help="Advanced game with both decks' Villains typed in: drafted instead.",
            ),
        ],
        submit="Start the game",
    )


# -- the screen -------------------------------------------------------------------------------


def _seed(state: State) -> int:
    """A seed for the next in-app roll, fixed by the state so the screen is plain data and a
    replay of the same tap rolls the same (the tap records it)."""
    digest = hashlib.sha256(json.dumps(state, sort_keys=True).encode()).digest()
    return int.from_bytes(digest[:4], "big") % 1_000_000


def _why(block: str | None, fallback: str | None = None) -> str | None:
    return block if block is not None else fallback


# The steps as the checklist names them: one line each on a phone (the refusals use the
# longer names of roster.STEPS).
SHORT_STEPS = {
    1: "Keeper: Danger Room up one",
    2: "Draw a card",
    3: "Untap your X-Men",
    4: "Play cards",
    5: "X-Men attack a Villain",
    6: "A Villain attacks",
}


def _turn(state: State, v: Json, cards: list[Json]) -> Json:
    """The steps, step 4's one-tap cards when they can be played, and the end of the turn."""
    steps = []
    ops = {1: {"op": "danger_up"}, 2: {"op": "draw"}, 3: {"op": "untap"}}
    for row in v["checklist"]:
        label = f"{row['number']}. {SHORT_STEPS[row['number']]}"
        label += " (optional)" if row["optional"] else ""
        if row["status"] == "not needed":
            short = "Danger Room up" if row["number"] == 1 else SHORT_STEPS[row["number"]]
            label = f"{row['number']}. {short} (not needed)"
        command = (
            ops.get(row["number"])
            if row["block"] is None
            and row["status"] in ("to do", "not needed")
            and row["number"] != 1
            else None
        )
        if row["number"] == 1 and row["block"] is None and row["status"] == "to do":
            command = ops[1]
        steps.append((label, row["status"] == "done", command))
    owed = missing_step(state)
    if owed is not None:  # the checklist above names the step: the short form is enough
        owed = f"Do step {needed(state)[0]} first."
    end = ui.button(
        "End the turn",
        None if owed or state["attack"] else {"op": "end_turn"},
        reason=owed or ("Finish the battle first." if state["attack"] else None),
        style="primary",
    )
    return ui.section(
        "Turn", [ui.checklist("This turn's steps", steps), *cards, ui.actions([end])], id="turn"
    )


def _danger(state: State, v: Json) -> Json:
    """The Danger Room marker's correction (the Keeper's step moves it; the status shows it)."""
    level = state["level"]
    return ui.counter(
        "Danger Room level",
        level,
        dec={"op": "danger_level", "level": level - 1} if level > 0 else None,
        inc={"op": "danger_level", "level": level + 1} if level < TOP_LEVEL else None,
        note=f"{level_name(level)}; Keeper: {v['players'][state['keeper']]['name']}. "
        "Corrections only: the Keeper's step moves it.",
        dec_label="Correct the level down",
        inc_label="Correct the level up",
    )


def _mark(p: Json) -> str:
    return f"{p['symbol']} {p['name']} ({p['colour']})"


def _strength(s: Json) -> str:
    return f"R{s['red']} G{s['green']} B{s['blue']}"


def _villains(state: State, v: Json) -> Json:
    """The damage on the Villains, one row per Villain and one narrow column per player, so
    it fits a phone without scrolling sideways."""
    players = v["players"]
    rows: list[list[object]] = []
    for vil in v["villains"]:
        who = vil["out_by"]
        rows.append(
            [
                f"{vil['name']} · {_strength(vil['strength'])}",
                *[f"{n} out" if who == seat else str(n) for seat, n in enumerate(vil["counters"])],
            ]
        )
    return ui.section(
        "Villains",
        [
            ui.table(
                "Damage on the Villains",
                ["Villain", *(f"{p['symbol']} {p['name']}" for p in players)],
                rows,
            )
        ],
        id="villains",
    )


def _villain_counters(state: State, v: Json) -> list[Json]:
    """A card's counters on a Villain, or one taken off: corrections, folded away."""
    items: list[Json] = []
    for vil in v["villains"]:
        if vil["out_by"] is not None or state["winner"] is not None:
            continue
        for seat, p in enumerate(v["players"]):
            n = vil["counters"][seat]
            cmd = {"op": "villain_counters", "villain": vil["id"], "player": seat}
            left = VILLAIN_HP - n
            items.append(
                ui.counter(
                    f"{vil['name']}: {p['symbol']} {p['name']}",
                    n,
                    dec={**cmd, "delta": -1} if n > 0 else None,
                    inc={**cmd, "delta": 1},
                    note=f"{count(left, 'more counter')} from {p['name']} "
                    + ("eliminates it" if left == 1 else "eliminate it"),
                    dec_label=f"Take a {p['symbol']} counter off {vil['name']}",
                    inc_label=f"Put a {p['symbol']} counter on {vil['name']}",
                )
            )
    return items


def _roster(p: Json) -> list[Json]:
    """A team at a glance: one row per X-Man, its damage and whether it is tapped."""
    rows: list[list[object]] = []
    for x in p["xmen"]:
        # untapped is the usual: only the exceptions take room
        line = f"{x['name']} · {_strength(x['strength'])}"
        line += " · out" if x["out"] else (" · tapped" if x["tapped"] else "")
        line += "".join(f" · {pu['name']}" for pu in x["powerups"])
        rows.append([line, f"{x['damage']} / {x['hp']}"])
    return [
        ui.table(
            f"{p['name']}'s X-Men · hand {p['hand']} · deck {p['deck']}"
            + (f" · {count(p['credited'], 'Villain')} eliminated" if p["credited"] else ""),
            ["X-Man", "Damage"],
            rows,
        )
    ]


def _team_counters(state: State, v: Json, seat: int) -> list[Json]:
    """Hand, deck, damage and tapping as a card changed them: corrections, folded away."""
    p = v["players"][seat]
    a = state["attack"]
    items: list[Json] = [
        ui.counter(
            f"{p['name']}'s hand",
            p["hand"],
            dec={"op": "hand", "player": seat, "delta": -1} if p["hand"] else None,
            inc={"op": "hand", "player": seat, "delta": 1},
            dec_label=f"A card leaves {p['name']}'s hand",
            inc_label=f"A card into {p['name']}'s hand",
        ),
        ui.counter(
            f"{p['name']}'s deck",
            p["deck"],
            dec={"op": "deck", "player": seat, "delta": -1} if p["deck"] else None,
            inc={"op": "deck", "player": seat, "delta": 1},
            note="Empty at the draw step: this player loses." if p["deck"] == 0 else None,
            dec_label=f"A card leaves {p['name']}'s deck",
            inc_label=f"A card into {p['name']}'s deck",
        ),
    ]
    for x in p["xmen"]:
        if x["out"]:
            continue
        tapped = "tapped" if x["tapped"] else "untapped"
        items.append(
            ui.counter(
                f"{x['name']} damage",
                x["damage"],
                dec={"op": "xman_damage", "xman": x["id"], "delta": -1} if x["damage"] else None,
                inc={"op": "xman_damage", "xman": x["id"], "delta": 1},
                note=f"of {x['hp']} hit points · {tapped} · {_strength(x['strength'])} · "
                f"power {x['power']}",
                dec_label=f"Take a counter off {x['name']}",
                inc_label=f"Put a counter on {x['name']}",
            )
        )
        in_battle = a is not None and x["id"] in a["members"]
        buttons = [
            ui.button(
                f"Untap {x['name']}" if x["tapped"] else f"Tap {x['name']}",
                None if in_battle else {"op": "tap", "xman": x["id"], "tapped": not x["tapped"]},
                reason="In the battle until it ends." if in_battle else None,
            )
        ]
        for pu in x["powerups"]:
            buttons.append(
                ui.button(
                    f"Discard {pu['name']}",
                    {"op": "discard_powerup", "xman": x["id"], "powerup": pu["id"]},
                )
            )
        items.append(ui.actions(buttons))
    return items


def _team(state: State, v: Json, seat: int) -> Json:
    """The active team at a glance (open); the other team folded, with its corrections."""
    p = v["players"][seat]
    mine = seat == state["active"]
    items = _roster(p) if mine else [*_roster(p), *_team_counters(state, v, seat)]
    title = _mark(p) + (" — to play" if mine else "")
    return ui.section(title, items, id=f"player-{seat + 1}", open=mine)


def _corrections(state: State, v: Json) -> Json:
    """What a card changed that the app cannot know: the marker, the active team, counters on
    the Villains."""
    items = [
        _danger(state, v),
        *_team_counters(state, v, state["active"]),
        *_villain_counters(state, v),
    ]
    return ui.section("Corrections", items, id="corrections", open=False)


def _xman_options(xmen: list[State]) -> list[tuple[Json, str]]:
    return [(x["id"], x["name"]) for x in xmen]


def _cards(state: State, v: Json) -> tuple[list[Json], list[Json]]:
    """Step 4: one tap per X-Man and colour for a plain Lightning card ("Wolverine: red"),
    shown under the turn's steps, and the whole entry in a folded section of its own for a
    Power-Up, a roll or a card's name."""
    me = state["active"]
    team = [x for x in ch.standing(state["players"][me]["xmen"]) if not x["tapped"]]
    ready = [x for x in team if any(ch.has_colour(x, c) for c in COLOURS)]
    block = step_block(state, 4)
    if block or not ready or state["players"][me]["hand"] == 0 or not state["level"]:
        why = block or (
            v["gate"]["text"]
            if not state["level"]
            else "No cards in hand."
            if ready
            else "No untapped X-Man has a number."
        )
        # while the first steps are owed the checklist says it all
        return ([] if missing_step(state) else [ui.text(f"Cards: {why}")]), []
    quick = [
        ui.button(
            f"{x['name']}: {c}",
            {"op": "play_card", "kind": "lightning", "xman": x["id"], "colour": c},
        )
        for x in ready
        for c in COLOURS
        if ch.has_colour(x, c)
    ]
    first = ready[0]
    colour = next(c for c in COLOURS if ch.has_colour(first, c))
    everyone = ch.standing([x for p in state["players"] for x in p["xmen"]])
    fields = [
        ui.field(
            "kind",
            "Card",
            "select",
            default="lightning",
            options=[("lightning", "Lightning (discarded)"), ("powerup", "Power-Up (stays)")],
        ),
        ui.field("name", "Its name", "text", default=""),
        ui.field("xman", "Tap", "select", default=first["id"], options=_xman_options(ready)),
        ui.field(
            "colour",
            "Card colour",
            "select",
            default=colour,
            options=[(c, c.capitalize()) for c in COLOURS],
        ),
        ui.field(
            "danger", "Its Danger Room number", "number", default=0, min=0, max=state["level"]
        ),
        ui.field(
            "check_colour",
            "Roll against strength",
            "select",
            default="",
            options=[("", "No roll"), *[(c, f"{c.capitalize()} or less") for c in COLOURS]],
        ),
        ui.field("check_face", "The die (0: roll here)", "number", default=0, min=0, max=6),
        ui.field("seed", "Dice seed", "seed", default=_seed(state)),
        ui.field(
            "on",
            "Power-Up goes on",
            "select",
            default="",
            options=[("", "The X-Man tapped"), *_xman_options(everyone)],
        ),
        *[
            ui.field(
                f"{c}_change",
                f"Power-Up: {c} change",
                "number",
                default=0,
                min=-MAX_STRENGTH,
                max=MAX_STRENGTH,
            )
            for c in COLOURS
        ],
        ui.field("note", "Power-Up note", "text", default=""),
    ]
    return [
        ui.actions(
            quick,
            label=f"Play a Lightning card (Danger Room {state['level']} or lower): tap",
        )
    ], [
        ui.section(
            "Another card: a Power-Up, a roll, a name",
            [
                ui.text(v["gate"]["text"]),
                ui.entry(
                    "Play a Lightning or Power-Up card",
                    {"op": "play_card"},
                    fields,
                    submit="Play",
                ),
            ],
            id="card-entry",
            open=False,
        ),
    ]


def _odds_items(odds: Json | None, xmen_attack: bool) -> list[Json]:
    if odds is None:
        return []
    items = [
        ui.stat(
            "Attacker's power goes off",
            f"{odds['attacker_power']['percent']}%",
            note=odds["attacker_power"]["exact"],
        ),
        ui.stat(
            "Defender's power goes off",
            f"{odds['defender_power']['percent']}%",
            note=odds["defender_power"]["exact"],
        ),
        ui.stat("Attacker takes 1 damage", f"{odds['attacker_hurt']['percent']}%"),
        ui.stat("Average damage on the defender", odds["expected_damage"]),
        ui.table(
            "Damage on the defender",
            ["Damage", "Exactly", "At least"],
            [
                [k, f"{d['percent']}%", f"{a['percent']}%"]
                for k, (d, a) in enumerate(zip(odds["damage"], odds["at_least"], strict=True))
            ],
        ),
    ]
    if xmen_attack and "eliminates" in odds:
        items.insert(
            0,
            ui.stat(
                "This attack eliminates the Villain",
                f"{odds['eliminates']['percent']}%",
                note=odds["eliminates"]["exact"],
                tone="good",
            ),
        )
    if "team_falls" in odds:
        items.insert(
            0, ui.stat("The whole team falls", f"{odds['team_falls']['percent']}%", tone="bad")
        )
    return items


def _roll_entries(state: State, b: Json) -> list[Json]:
    dice = b["dice"]
    return [
        ui.entry(
            f"Roll {count(dice, 'die', 'dice')} here",
            {"op": "attack_roll"},
            [ui.field("seed", "Dice seed", "seed", default=_seed(state))],
            submit="Roll",
        ),
        ui.entry(
            "Type the table's dice",
            {"op": "attack_roll"},
            [
                ui.field(
                    "faces", f"{dice} faces, e.g. 3 4 6", "text", default=" ".join(["3"] * dice)
                )
            ],
            submit="Use these dice",
        ),
    ]


def _no_battle(state: State, v: Json) -> list[Json]:
    if missing_step(state) is not None:  # one sentence for both attack steps (5 and 6)
        return [ui.text("Attacks come once the steps above them are done.")]
    me = state["active"]
    items: list[Json] = []
    leaders = [x for x in state["players"][me]["xmen"] if ch.can_attack(x)]
    block = step_block(state, 5)
    if block is None and leaders and state["players"][me]["hand"]:
        reach = v["xmen_attack_reach"]
        items += [
            ui.text(
                "Most the untapped X-Men bring: "
                + ", ".join(f"{c} {reach[c]}" for c in COLOURS)
                + ", before card boosts."
            ),
            ui.entry(
                "Attack a Villain: play the Mission",
                {"op": "xmen_attack"},
                [
                    ui.field(
                        "leader",
                        "Mission Leader",
                        "select",
                        default=leaders[0]["id"],
                        options=_xman_options(leaders),
                    ),
                    ui.field(
                        "colour",
                        "Mission colour (the attack's)",
                        "select",
                        default="red",
                        options=[(c, c.capitalize()) for c in COLOURS],
                    ),
                    ui.field("boost", "Mission boost", "number", default=0, min=0, max=MAX_BOOST),
                    ui.field(
                        "danger",
                        "Mission's Danger Room number",
                        "number",
                        default=0,
                        min=0,
                        max=state["level"],
                    ),
                    ui.field("name", "Mission name", "text", default=""),
                ],
                submit="Start the attack",
            ),
        ]
    else:
        items.append(
            ui.text(
                "X-Men attack: "
                + (
                    block
                    or (
                        "no X-Man can attack." if not leaders else "no cards in hand for a Mission."
                    )
                )
            )
        )
    items.append(_villain_attack(state, v))
    return items


def _villain_attack(state: State, v: Json) -> Json:
    """Step 6: a button for each Villain and colour that can attack now, the best colour of
    each first; when none can, one sentence says why."""
    names = {vil["id"]: vil["name"] for vil in v["villains"]}
    label = "Attack the other team with a Villain"
    buttons = [
        ui.button(
            f"{names[row['villain']]} in {o['colour']}: {count(o['dice'], 'die', 'dice')}",
            {"op": "villain_attack", "villain": row["villain"], "colour": o["colour"]},
            style="primary" if o["colour"] == row["best"] else "normal",
        )
        for row in v["villain_attacks"]
        if row["allowed"]
        for o in row["options"]
        if o["dice"]
    ]
    if buttons:
        return ui.actions(buttons, label=label)
    block = step_block(state, 6)
    why = block or "no standing Villain is stronger than the other team in any colour."
    if block is None and state["xmen_attack_on"] is not None:
        why = "no other Villain is stronger than the other team in any colour."
    return ui.text(f"{label}: {why[0].lower() + why[1:] if block else why}")


def _battle(state: State, v: Json) -> Json:
    b = v["battle"]
    if b is None:
        idle = _no_battle(state, v)
        last = v["last_battle"]
        if last and last.get("steps"):
            idle.append(
                ui.text(
                    "Last battle, in order: " + "; ".join(s["label"] for s in last["steps"]) + "."
                )
            )
        # folded while the first steps are owed: nothing in it can be done yet
        return ui.section("Battle", idle, id="battle", open=missing_step(state) is None)
    a = state["attack"]
    vil = ch.villain(state, a["villain"]) if a["villain"] is not None else None
    items: list[Json] = []
    if b["kind"] == "xmen":
        members = ", ".join(ch.xman(state, i)["name"] for i in a["members"])
        items.append(
            ui.stat(
                "Attack",
                f"{a['colour']} {b['total']}",
                note=f"{members}; Mission +{a['mission']['boost']}"
                + "".join(
                    f"; {m['name']} on {ch.xman(state, int(xid))['name']} +{m['boost']}"
                    for xid, m in a["momentum"].items()
                ),
            )
        )
    else:
        items.append(ui.stat("Villain attack", f"{vil['name'] if vil else ''} in {a['colour']}"))
    if b["faces"] is None:
        if b["kind"] == "xmen":
            joinable = [ch.xman(state, i) for i in b["can_join"]]
            items.append(
                ui.actions(
                    [
                        ui.button(f"Add {x['name']}", {"op": "attack_add", "xman": x["id"]})
                        for x in joinable
                    ],
                    label="More attackers",
                )
            )
            takers = [ch.xman(state, i) for i in b["can_take_momentum"]]
            takers = [x for x in takers if any(ch.has_colour(x, c) for c in COLOURS)]
            if takers and state["players"][a["player"]]["hand"]:
                c0 = next(c for c in COLOURS if ch.has_colour(takers[0], c))
                items.append(
                    ui.entry(
                        "A Momentum card",
                        {"op": "momentum"},
                        [
                            ui.field(
                                "xman",
                                "On",
                                "select",
                                default=takers[0]["id"],
                                options=_xman_options(takers),
                            ),
                            ui.field(
                                "colour",
                                "Card colour",
                                "select",
                                default=c0,
                                options=[(c, c.capitalize()) for c in COLOURS],
                            ),
                            ui.field("boost", "Boost", "number", default=0, min=0, max=MAX_BOOST),
                            ui.field(
                                "danger",
                                "Danger Room number",
                                "number",
                                default=0,
                                min=0,
                                max=state["level"],
                            ),
                            ui.field("name", "Name", "text", default=""),
                        ],
                        submit="Add the Momentum card",
                    )
                )
            items.append(
                ui.choice(
                    "Villain to attack",
                    [
                        (
                            f"{names} ({t['strength']}): "
                            + (count(t["dice"], "die", "dice") if t["dice"] else "fails"),
                            {"op": "attack_target", "villain": t["villain"]},
                            t["villain"] == a["villain"],
                        )
                        for t in b["targets"]
                        for names in [ch.villain(state, t["villain"])["name"]]
                    ],
                )
            )
        if b["fails"]:
            items.append(
                ui.actions(
                    [
                        ui.button(
                            "The attack fails: discard the cards",
                            {"op": "attack_fails"},
                            style="danger",
                        )
                    ]
                )
            )
        elif b["dice"] is not None:
            items += _odds_items(b["odds"], b["kind"] == "xmen")
            items += _roll_entries(state, b)
        return ui.section("Battle", items, id="battle")
    t = b["tally"]
    items.append(
        ui.stat(
            "Dice",
            " ".join(map(str, b["faces"])),
            note="ignored: " + " ".join(map(str, t["ignored"])) if t["ignored"] else None,
        )
    )
    for side, went in (("attacker", t["attacker_power"]), ("defender", t["defender_power"])):
        if went and len(b["power_choices"][side]) > 1:
            items.append(
                ui.choice(
                    f"Whose power the {side} uses",
                    [
                        (
                            ch.xman(state, i)["name"],
                            {"op": "attack_power", "side": side, "xman": i},
                            b[f"{side}_power"] == i,
                        )
                        for i in b["power_choices"][side]
                    ],
                )
            )
    items.append(ui.text("In order: " + "; ".join(s["label"] for s in b["resolution"]) + "."))
    items.append(ui.actions(_resolve_buttons(state, b), label="Place the damage"))
    changed = _changed_damage(state, b)
    if changed is not None:
        items.append(changed)
    return ui.section("Battle", items, id="battle")


def _resolve_buttons(state: State, b: Json) -> list[Json]:
    a = state["attack"]
    t = b["tally"]
    pending = [
        side
        for side in ("attacker", "defender")
        if t[f"{side}_power"] and len(b["power_choices"][side]) > 1 and b[f"{side}_power"] is None
    ]
    if pending:
        return [
            ui.button(
                "Place the damage", None, reason=f"Choose whose power the {pending[0]} uses first."
            )
        ]
    if b["kind"] == "xmen" and t["attacker_damage"]:
        hurt = [x for x in (ch.xman(state, i) for i in a["members"]) if not x["out"]]
        if len(hurt) > 1:
            return [
                ui.button(
                    f"Place it; {x['name']} takes the 1 damage",
                    {"op": "attack_resolve", "hurt": x["id"]},
                    style="primary",
                )
                for x in hurt
            ]
    if b["kind"] == "villain":
        team = ch.standing(state["players"][1 - a["player"]]["xmen"])
        if len(team) > 1 and t["defender_damage"] % len(team):
            # The counters do not share out exactly: the defending player says who takes the
            # extra ones (each button puts that X-Man first in the sharing order).
            ids = [x["id"] for x in team]
            return [
                ui.button(
                    f"Place evenly, {x['name']} first for the extra",
                    {"op": "attack_resolve", "order": [x["id"], *(i for i in ids if i != x["id"])]},
                    style="primary",
                )
                for x in team
            ]
    label = "Place the damage" + (" evenly" if b["kind"] == "villain" else "")
    return [ui.button(label, {"op": "attack_resolve"}, style="primary")]


def _changed_damage(state: State, b: Json) -> Json | None:
    """An entry for when an A or B power changed the counts: type the damage after it."""
    a = state["attack"]
    t = b["tally"]
    if any(
        t[f"{side}_power"] and len(b["power_choices"][side]) > 1 and b[f"{side}_power"] is None
        for side in ("attacker", "defender")
    ):
        return None
    fields = [
        ui.field(
            "defender_damage",
            "Damage on the defender",
            "number",
            default=t["defender_damage"],
            min=0,
            max=MAX_DICE,
        ),
        ui.field(
            "attacker_damage",
            "Damage on the attacker",
            "number",
            default=t["attacker_damage"],
            min=0,
            max=MAX_DICE,
        ),
    ]
    hurt = [x for x in (ch.xman(state, i) for i in a["members"]) if not x["out"]]
    if b["kind"] == "xmen" and hurt:
        fields.append(
            ui.field(
                "hurt",
                "Which attacker takes it",
                "select",
                default=hurt[0]["id"],
                options=_xman_options(hurt),
            )
        )
    return ui.entry(
        "A power changed the damage", {"op": "attack_resolve"}, fields, submit="Place this damage"
    )


def _deck_check(v: Json) -> list[Json]:
    """The advanced deck and team checker: type a deck in, read every problem."""
    items: list[Json] = [
        ui.entry(
            "Check an advanced deck",
            {"op": "check_deck"},
            [
                ui.field(
                    "size",
                    "Cards (not X-Men or Villains)",
                    "number",
                    default=MIN_DECK,
                    min=0,
                    max=MAX_DECK,
                ),
                ui.field(
                    "team",
                    "X-Men and team values",
                    "text",
                    default="",
                    help="Like: Rogue: 12, Angel: 9",
                ),
                ui.field(
                    "villain_list",
                    "Villains and card colours",
                    "text",
                    default="",
                    help="Like: Magneto: red, Toad: green",
                ),
            ],
            submit="Check",
        )
    ]
    result = v["tools"].get("deck_check")
    if result:
        items += (
            [ui.text("Legal for the advanced game.", tone="good")]
            if result["ok"]
            else [ui.text(p, tone="bad") for p in result["problems"]]
        )
    return items


def screen(state: State) -> Json:
    """The whole companion screen for ``state``."""
    v = view(state)
    me = v["players"][state["active"]]
    warnings = []
    if me["deck_out_next"]:
        warnings.append(f"{me['name']}'s deck is empty: drawing loses the game.")
    # This turn's controls first; what is looked up or corrected now and then, folded below.
    # A section that comes and goes does so at the end, so one a player opened stays open.
    quick, entry = _cards(state, v)
    sections = [
        _turn(state, v, quick),
        _battle(state, v),
        _villains(state, v),
        _team(state, v, state["active"]),
        _corrections(state, v),
        _team(state, v, 1 - state["active"]),
    ]
    log = [ui.text(line) for line in v["setup_log"]]
    sections.append(
        ui.section("Setup and deck checker", log + _deck_check(v), id="setup", open=False)
    )
    sections += entry
    if state["winner"] is not None:
        sections = [
            _villains(state, v),
            ui.section("Setup", log, id="setup", open=False),
        ] + [
            ui.section(
                f"{_mark(p)}",
                [
                    ui.stat("Villains eliminated", p["credited"]),
                    ui.stat("X-Men standing", p["standing"]),
                ],
                id=f"player-{i + 1}",
            )
            for i, p in enumerate(v["players"])
        ]
    return ui.screen(
        "X-Men Trading Card Game",
        sections,
        status=f"Turn {state['turn']} · {me['name']} · Danger Room {level_name(state['level'])}",
        warnings=warnings,
        outcome=state["result"] or None,
    )
