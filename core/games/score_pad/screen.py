"""What the score pad's screen shows, as data for the generic renderer (core/table/screen.py).

>>> from core.games.score_pad.pad import new_state
>>> s = screen(new_state({"players": [{"name": "Ana"}, {"name": "Ben"}], "target": None}))
>>> s["status"], [x["label"] for x in s["sections"][0]["items"][:2]]
('Round 1 · leading: Ana, Ben', ['Ana', 'Ben'])
"""

from __future__ import annotations

from typing import Any

from core.games.score_pad.pad import MAX_POINTS, State, view
from core.table import screen as ui

Json = Any

REFERENCE: tuple[Json, ...] = (
    {
        "title": "How the score pad works",
        "paragraphs": [
            "Each player's points go into the current round; a round's points may be "
            "negative. Start the next round when the table does; the totals add every round.",
            "With a target score, the first player whose total reaches it wins, and the pad "
            "stops taking points; undo takes the last change back.",
        ],
    },
)


def form() -> Json:
    return ui.form(
        [
            ui.field(
                "players",
                "Players",
                "list",
                min=1,
                max=8,
                fields=[ui.field("name", "Name", "text", default="")],
            ),
            ui.field(
                "target",
                "Target score (optional)",
                "number",
                min=1,
                help="The first player to reach it wins; leave empty to keep scoring.",
            ),
        ]
    )


def screen(state: State) -> Json:
    v = view(state)
    over = v["winner"] is not None
    rows = [
        ui.counter(
            name,
            total,
            dec=None if over else {"op": "points", "player": i, "points": -1},
            inc=None if over else {"op": "points", "player": i, "points": 1},
            dec_label=f"{name}: 1 point less",
            inc_label=f"{name}: 1 point more",
            note=f"this round {v['rounds'][-1][i]}",
        )
        for i, (name, total) in enumerate(zip(v["names"], v["totals"], strict=True))
    ]
    entry = ui.entry(
        "Add points",
        {"op": "points"},
        [
            ui.field(
                "player",
                "Player",
                "select",
                options=list(enumerate(v["names"])),
                default=0,
            ),
            ui.field("points", "Points", "number", default=0, min=-MAX_POINTS, max=MAX_POINTS),
        ],
        submit="Add",
    )
    next_round = ui.button(
        "Next round",
        None if over else {"op": "next_round"},
        reason="The game is over." if over else None,
        style="primary",
    )
    sheet = ui.table(
        "Points by round",
        ["Round", *v["names"]],
        [[i + 1, *r] for i, r in enumerate(v["rounds"])] + [["Total", *v["totals"]]],
    )
    status = f"Round {v['round']} · leading: {', '.join(v['leaders'])}"
    if v["target"] is not None:
        status += f" · target {v['target']}"
    return ui.screen(
        "Score pad",
        [
            ui.section("Scores", [*rows, ui.actions([next_round])]),
            ui.section("Add points", [] if over else [entry], open=False),
            ui.section("Score sheet", [sheet]),
        ],
        status=status,
        outcome=f"{v['winner']} wins." if over else None,
    )
