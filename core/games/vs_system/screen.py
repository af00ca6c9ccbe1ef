"""The companion's screen as data for the generic renderer (core/table/screen.py): the turn,
each player's part (:mod:`.screen_player`) and the combat, with the attack legality table.

Every button carries the command it sends and is offered only when that command is accepted
now; what is not possible is a disabled button with its reason, or is left out.

>>> from core.table.screen import defaults
>>> from core.games.vs_system.form import form, from_form
>>> from core.games.vs_system.setup import new_state
>>> s = new_state(from_form(defaults(form())))
>>> sc = screen(s)
>>> sc["status"]
'Turn 1 · Player 1 · Draw Phase'
>>> [(sec["title"], sec["open"]) for sec in sc["sections"]][1:4]
[('Player 1', True), ('More for Player 1', False), ('More for Main Character 1', False)]
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from core.games.vs_system import characters, turn
from core.games.vs_system.screen_player import button_if, player_sections, record_section
from core.games.vs_system.view import view
from core.table import screen as ui

Json = Any
State = dict[str, Any]


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
                    button_if(
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
    """A team attack for each defender, row and shared team: every choice of two or more of
    its legal attackers (three Avengers may team up as A + B as well as A + B + C), the
    largest first."""
    out, seen = [], set()
    for d, ids in solo.items():
        chars = [characters.find(state, i) for i in ids]
        for row in ("front", "back"):
            for team in sorted({t for c in chars for t in c["teams"]}):
                group = tuple(c["id"] for c in chars if c["row"] == row and team in c["teams"])
                for size in range(len(group), 1, -1):
                    for pick in combinations(group, size):
                        if (pick, d) in seen:
                            continue
                        seen.add((pick, d))
                        who = " + ".join(names[i] for i in pick)
                        out.append(
                            ui.button(
                                f"Team attack ({team}): {who} on {names[d]}",
                                {"op": "attack", "attackers": list(pick), "defender": d},
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
    deck_out = button_if(
        "Every deck is empty and nobody attacks: end the game",
        {"op": "deck_out"},
        all_empty,
        "Some deck still has cards.",
    )
    vitality = ui.choice(
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
    )
    next_step = button_if(
        "Next step" if t["phase"] != "main" else "End the turn",
        {"op": "advance"},
        not in_combat,
        "Resolve or cancel the combat first.",
        style="primary",
    )
    turn_items = [
        ui.checklist("This turn", steps),
        ui.actions([next_step, deck_out] if all_empty else [next_step]),
        ui.text(v["format"]["summary"]),
    ]
    # the table's option and the deck-out ending (until it can happen) fold away
    options = ui.section(
        "Table options",
        [vitality, *([] if all_empty else [ui.actions([deck_out])])],
        open=False,
    )
    warnings = list(v["warnings"]) + [f"{p['name']}: {w}" for p in left for w in p["warnings"]]
    sections = [
        ui.section("Turn", turn_items),
        *(sec for p in v["players"] for sec in player_sections(state, v, p)),
        _combat_section(state, v),
    ]
    record = record_section(state, v)
    if record:
        sections.append(record)
    sections.append(options)
    active = " & ".join(v["turn"]["active"])
    return ui.screen(
        title,
        sections,
        warnings=warnings,
        status=f"Turn {v['turn']['number']} · {active} · {v['turn']['phase']}",
    )
