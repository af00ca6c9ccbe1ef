"""The Insurrection screen and setup form, as data for the generic renderer
(:mod:`core.table.screen`): every button carries the exact command it sends, and what is not
legal now is left out or disabled with its reason. :func:`view` holds the numbers; this module
only lays them out.

>>> from core.table.screen import defaults
>>> from core.games.insurrection.setup import new_state
>>> s = new_state(defaults(form()))
>>> sc = screen(s)
>>> sc["title"], sc["status"]
('Insurrection', 'Before round 1 · 0 Corruption marks face up')
"""

from __future__ import annotations

from typing import Any

from core.games.insurrection.area import EVIL_MARKS, face_up
from core.games.insurrection.cards import ICON_LABELS, ICONS, describe
from core.games.insurrection.checks import keep_ten, marks_at_end
from core.games.insurrection.lands import (
    KIND_LABELS,
    LANDS_ON_PATH,
    MAX_DRAW,
    MAX_LIBRARY,
    MAX_PEOPLE,
)
from core.games.insurrection.ops import State
from core.games.insurrection.setup import MAX_PLAYERS, MIN_PLAYERS
from core.games.insurrection.turn_order import ties
from core.games.insurrection.view import view
from core.table import screen as ui

Json = Any

DEFAULT_PATH = ("Land A1", "Land B1", "Land A2", "Land B2")  # the first-game advice: 2 A, 2 B


def form() -> Json:
    """The setup form; its defaults start a game as they are."""
    land = [
        ui.field("name", "Land", "text", default=""),
        ui.field("people", "People added", "number", min=0, max=MAX_PEOPLE),
        ui.field("draw", "Cards drawn each", "number", default=1, min=0, max=MAX_DRAW),
        ui.field(
            "kind",
            "Kind",
            "select",
            default="basic-a",
            options=[(k, KIND_LABELS[k]) for k in ("basic-a", "basic-b", "advanced")],
        ),
        ui.field("effect", "Advanced effect", "text", default=""),
        ui.field("applies_to", "Effect is for", "text", default=""),
    ]
    return ui.form(
        [
            ui.field(
                "players",
                "Players",
                "list",
                min=MIN_PLAYERS,
                max=MAX_PLAYERS,
                fields=[
                    ui.field("name", "Name", "text", default=""),
                    ui.field("leader", "Leader kept (optional)", "text", default=""),
                    ui.field("initiative", "Leader's initiative", "number", min=0, max=99),
                ],
                help="2 to 6 players: the box holds six player aids.",
            ),
            ui.field(
                "mode",
                "Keep the play area",
                "select",
                default="cards",
                options=[("cards", "Card by card"), ("counters", "As counters only")],
                help="Card by card: taking or removing a card updates every counter.",
            ),
            *[
                ui.field(
                    f"land_{n}",
                    f"Land {n} on the Path",
                    "text",
                    default=DEFAULT_PATH[n - 1],
                    library="lands",
                )
                for n in range(1, LANDS_ON_PATH + 1)
            ],
            ui.field(
                "lands",
                "Land values (remembered on this device)",
                "list",
                min=0,
                max=MAX_LIBRARY,
                fields=land,
                library="lands",
                help="Not in the rulebook: type each Land's numbers once. The Rebel Fortress "
                "and Kristin's Keep go here too.",
            ),
        ]
    )


def _card_fields(named: bool, initiative: bool = False) -> list[Json]:
    fields = [
        ui.field("name", "Card name", "text", default="Card" if named else "", library="cards")
    ]
    if initiative:
        fields.append(ui.field("initiative", "Initiative", "number", default=5, min=0, max=99))
    # left untouched, a card's details come from the card of that name remembered before
    fields.append(
        ui.field("marks", "Corruption marks", "number", default=0, min=0, max=9, recalled=True)
    )
    fields += [
        ui.field(i, f"{ICON_LABELS[i]} icons", "number", default=0, min=0, max=4, recalled=True)
        for i in ICONS
    ]
    if initiative:
        fields += [
            ui.field("remove", "Remove icon", "bool", default=False, recalled=True),
            ui.field("look", "Look icon", "bool", default=False, recalled=True),
            ui.field("leader", "A Leader", "bool", default=False, recalled=True),
        ]
    return fields


def screen(state: State) -> Json:
    """The whole companion screen for ``state``."""
    v = view(state)
    # this turn's controls first (issue 28: short on a phone), then the table's counters
    if v["pad"] is not None:
        sections = [*_pad_sections(state, v), _table_section(state, v)]
    else:
        sections = [ui.section("This round", _round_items(state, v)), _table_section(state, v)]
    sections += [
        ui.section("The Path", _path_items(v), open=False),
        ui.section("Corrections", _correction_items(state, v), open=False),
        ui.section("Land values", _land_items(state), open=False),
    ]
    outcome = None
    if state["over"]:
        outcome = "Evil wins." if state["evil"] else "The Good side wins."
    return ui.screen(
        "Insurrection",
        sections,
        status=f"{v['moment']} · {v['marks']} Corruption marks face up",
        warnings=v["warnings"],
        outcome=outcome,
    )


def _table_section(state: State, v: Json) -> Json:
    up = v["face_up"]
    items = [
        ui.stat(
            "Corruption marks face up",
            up["marks"],
            note=v["evil"]["text"],
            tone="bad" if v["evil"]["won"] else ("warn" if up["marks"] >= 7 else "info"),
        ),
        ui.stat("Round", f"{v['round']} of {v['rounds']}"),
        ui.stat("People deck", v["deck"], note="never reshuffled"),
        ui.stat("Graveyard", v["graveyard"]),
        ui.stat("Face-up cards", up["cards"]),
        ui.stat("Minions face up", up["minion"]),
        ui.stat("Animals face up", up["animal"]),
    ]
    if state["mode"] == "cards":
        for row, label in (("corrupt", "With Corruption"), ("clean", "Without Corruption")):
            cards = v["rows"][row]
            items.append(ui.text(f"{label}: " + (", ".join(describe(c) for c in cards) or "none")))
    for p in v["players"]:
        played = f" · played {describe(p['played'])}" if p["played"] else ""
        items.append(ui.stat(p["name"], f"{p['hand']} cards in hand", note=played.strip(" ·")))
    return ui.section("The table", items)


def _round_items(state: State, v: Json) -> list[Json]:
    items: list[Json] = [
        ui.checklist("Round steps", [(s["label"], s["done"], None) for s in v["checklist"]])
    ]
    phase = state["phase"]
    if phase == "advance":
        items.append(
            ui.actions([ui.button("Move the Rebels token", {"op": "advance"}, style="primary")])
        )
    elif phase == "reveal":
        items.append(_reveal_entry(state))
    elif phase == "draw":
        items.append(ui.actions([ui.button("Everyone draws", {"op": "draw"}, style="primary")]))
    elif phase in ("play", "order"):
        for seat, p in enumerate(state["players"]):
            if state["played"][seat] is None and p["hand"] < 1:
                items.append(ui.text(f"{p['name']} has no card to play.", tone="warn"))
                continue
            items.append(
                ui.entry(
                    f"Card {p['name']} revealed",
                    {"op": "play", "player": seat},
                    _card_fields(state["mode"] == "cards", initiative=True),
                    submit="Reveal",
                )
            )
        if phase == "order":
            items.append(_order_actions(state))
    elif phase == "turns":
        items += _turn_items(state, v)
    return items


def _reveal_entry(state: State) -> Json:
    land = state["path"][state["round"] - 1]
    wanted = None if land["people"] is None else min(land["people"], state["deck"])
    label = f"People the {land['name']} reveals"
    if state["mode"] == "counters":
        fields = [
            ui.field("count", "Cards revealed", "number", default=wanted or 0, min=0, max=20),
            ui.field("marks", "Corruption marks on them", "number", default=0, min=0, max=99),
            ui.field(
                "unmarked",
                "Of them, cards without marks",
                "number",
                min=0,
                max=20,
                help="Empty: as many as the marks allow. A Remove once Evil has won reads it.",
            ),
            *[
                ui.field(i, f"{ICON_LABELS[i]} icons", "number", default=0, min=0, max=99)
                for i in ICONS
            ],
        ]
    else:
        fields = [
            ui.field(
                "cards",
                "Cards",
                "list",
                min=wanted or 0,
                max=wanted if wanted else 20,
                fields=_card_fields(True),
            ),
        ]
    return ui.entry(label, {"op": "reveal"}, fields, submit="Reveal")


def _order_actions(state: State) -> Json:
    initiatives = [int(c["initiative"]) for c in state["played"]]
    names = [p["name"] for p in state["players"]]
    buttons = [ui.button("Keep this order", {"op": "order", "order": list(state["order"])})]
    for group in ties(initiatives):
        for seat in group:
            order = [s for s in state["order"] if s != seat]
            at = min(state["order"].index(s) for s in group)
            order.insert(at, seat)
            buttons.append(
                ui.button(f"{names[seat]} first among the tie", {"op": "order", "order": order})
            )
    return ui.actions(buttons, label="Same initiative: who goes first?")


def _turn_items(state: State, v: Json) -> list[Json]:
    t = v["turn"]
    turn = state["turn"]
    cards_mode = state["mode"] == "cards"
    items: list[Json] = [
        ui.text(f"{t['player']}'s turn · {describe(t['card'])}"),
        ui.checklist("This turn", [(st["label"], st["done"], None) for st in t["steps"]]),
    ]
    if t["keep_ten"]:
        items.append(
            ui.text(f"Evil has won: this turn must leave at least {EVIL_MARKS} marks.", tone="bad")
        )
    buttons = []
    if t["can_land"]:
        buttons.append(ui.button("Use the Land's effect", {"op": "land_effect"}))
    if t["can_look"]:
        buttons.append(ui.button("Look: under the deck", {"op": "look", "keep": False}))
    if t["can_take_own"]:
        buttons.append(ui.button("Take back the card played", {"op": "take", "own": True}))
    buttons.append(
        ui.button(
            "Place the played card",
            {"op": "place"} if t["can_place"] else None,
            reason=None if t["can_place"] else "Take a face-up card first.",
            style="primary",
        )
    )
    items.append(ui.actions(buttons, label="Turn"))
    if t["can_look"]:
        items.append(
            ui.entry(
                "Look: put it face up",
                {"op": "look", "keep": True},
                _card_fields(cards_mode),
                submit="Face up",
            )
        )
    open_turn = turn["took"] is None
    if cards_mode:
        by_id = {c["id"]: c for c in state["play"]}
        if t["can_remove"] and t["removable"]:
            items.append(
                ui.actions(
                    [
                        ui.button(f"Remove {describe(by_id[i])}", {"op": "remove", "card": i})
                        for i in t["removable"]
                    ],
                    label="Remove (to the graveyard)",
                )
            )
        takes = [
            ui.button(f"Take {describe(by_id[i])}", {"op": "take", "card": i}, style="primary")
            for i in t["takeable"]
        ]
        if open_turn and takes:
            items.append(ui.actions(takes, label="Take one face-up card"))
        elif takes:
            extra = [dict(b, command=dict(b["command"], extra=True)) for b in takes]
            items.append(ui.actions(extra, label="An extra card (a Land or a Leader allows it)"))
    else:
        # counter mode: with no face-up card left without marks, the lightest take costs one
        lightest = 0 if face_up(state)["unmarked"] else 1
        mark_free_ok = not keep_ten(state) or marks_at_end(state, lightest) >= EVIL_MARKS
        some = face_up(state)["cards"] > 0 and mark_free_ok
        fields = [
            {**{k: v for k, v in f.items() if k != "recalled"}, "default": lightest}
            if f["key"] == "marks" and lightest
            else f
            for f in _card_fields(False)
        ]
        if t["can_remove"] and some:
            items.append(
                ui.entry("Remove a face-up card", {"op": "remove"}, fields, submit="Remove")
            )
        if some:
            op = {"op": "take"} if open_turn else {"op": "take", "extra": True}
            label = "Take a face-up card" if open_turn else "Take an extra card"
            items.append(ui.entry(label, op, fields, submit="Take"))
    return items


def _path_items(v: Json) -> list[Json]:
    rows = []
    for place, land in enumerate(v["path"], start=1):
        here = "token here" if land["token_here"] else ("passed" if land["passed"] else "")
        people = "?" if land["people"] is None else land["people"]
        rows.append([place, land["name"], land["kind"], people, land["draw"], land["effect"], here])
    return [ui.table("The Path", ["#", "Card", "Kind", "People", "Draw", "Effect", ""], rows)]


def _correction_items(state: State, v: Json) -> list[Json]:
    up = v["face_up"]

    def adjust(label: str, key: str, value: int) -> Json:
        return ui.counter(
            label,
            value,
            dec={"op": "adjust", "counter": key, "delta": -1} if value > 0 else None,
            inc={"op": "adjust", "counter": key, "delta": 1},
        )

    items = [
        adjust("People deck", "deck", v["deck"]),
        adjust("Graveyard", "graveyard", v["graveyard"]),
    ]
    if state["mode"] == "counters":
        items.append(adjust("Face-up cards", "cards", up["cards"]))
        unmarked = adjust("Of them, without marks", "unmarked", up["unmarked"])
        if up["unmarked"] >= up["cards"]:
            unmarked["inc"]["command"] = None
        items.append(unmarked)
        items.append(adjust("Corruption marks", "marks", up["marks"]))
        items += [adjust(f"{ICON_LABELS[i]} icons", i, up[i]) for i in ICONS]
    for seat, p in enumerate(state["players"]):
        items.append(
            ui.counter(
                f"{p['name']}'s hand",
                p["hand"],
                dec={"op": "hand", "player": seat, "delta": -1} if p["hand"] > 0 else None,
                inc={"op": "hand", "player": seat, "delta": 1},
            )
        )
    if not state["over"]:
        items.append(
            ui.entry(
                "Put a card face up (a Land effect, a fix)",
                {"op": "add_card"},
                _card_fields(state["mode"] == "cards"),
                submit="Face up",
            )
        )
        buttons = [
            ui.button(
                f"{p['name']}: a card from hand under the deck", {"op": "discard", "player": seat}
            )
            for seat, p in enumerate(state["players"])
            if p["hand"] > 0
        ]
        buttons += [
            ui.button(f"Under the deck: {describe(c)}", {"op": "discard", "card": c["id"]})
            for c in state["play"]
        ]
        if buttons:
            items.append(ui.actions(buttons, label="Back under the deck (not the graveyard)"))
    if state["mode"] == "cards":
        items.append(ui.actions([ui.button("Switch to counters only", {"op": "counter_mode"})]))
    return items


def _land_items(state: State) -> list[Json]:
    items = []
    for place, land in enumerate(state["path"], start=1):
        if place < state["round"]:
            continue
        fields = [
            ui.field(
                "people", "People added", "number", default=land["people"], min=0, max=MAX_PEOPLE
            ),
            ui.field(
                "draw", "Cards drawn each", "number", default=land["draw"], min=0, max=MAX_DRAW
            ),
        ]
        if land["kind"] == "advanced":
            fields += [
                ui.field("effect", "Effect", "text", default=land["effect"]),
                ui.field("applies_to", "For", "text", default=land["applies_to"]),
            ]
        items.append(
            ui.entry(land["name"], {"op": "land", "name": land["name"]}, fields, submit="Save")
        )
    return items


def _exchange_entry(state: State) -> Json:
    """Liohra's end-of-game swap: the face-up card to take, the hand card to put face up."""
    names = [(seat, p["name"]) for seat, p in enumerate(state["players"])]
    fields = [ui.field("player", "Player", "select", default=0, options=names)]
    if state["mode"] == "cards":
        if not state["play"]:
            return ui.text("Nothing is face up to exchange.")
        options = [(c["id"], describe(c)) for c in state["play"]]
        fields.append(
            ui.field("take", "Face-up card taken", "select", default=options[0][0], options=options)
        )
    else:
        if face_up(state)["cards"] == 0:
            return ui.text("Nothing is face up to exchange.")
        fields.append(
            ui.field(
                "take_marks",
                "Marks on the card taken",
                "number",
                default=0 if face_up(state)["unmarked"] else 1,
                min=0,
                max=9,
            )
        )
    fields += _card_fields(state["mode"] == "cards")
    return ui.entry("End-of-game exchange (Liohra)", {"op": "exchange"}, fields, submit="Swap")


def _pad_sections(state: State, v: Json) -> list[Json]:
    pad = v["pad"]
    line_fields = [
        ui.field("name", "Card", "text", default="Card", library="cards"),
        ui.field("count", "Copies", "number", default=1, min=1, max=20),
        # left untouched, a card's details come from the card of that name remembered before
        ui.field("marks", "Corruption marks", "number", default=0, min=0, max=9, recalled=True),
        *[
            ui.field(i, f"{ICON_LABELS[i]} icons", "number", default=0, min=0, max=4, recalled=True)
            for i in ICONS
        ],
        ui.field("leader", "A Leader", "bool", default=False, recalled=True),
        ui.field("initiative", "Initiative", "number", min=0, max=99, recalled=True),
        ui.field("points", "Points per copy (when the pad asks)", "number", min=-99, max=99),
        ui.field("end_effect", "Has an end-of-game effect", "bool", default=False),
    ]
    items: list[Json] = [ui.text(f"Scores use the {pad['column']} column.")]
    for seat, p in enumerate(pad["players"]):
        rows = [
            [
                line["name"],
                line["count"],
                "?" if line["points"] is None else line["points"],
                {"rulebook": "formula", "typed": "typed", "needed": "type it"}[line["source"]],
                line["note"],
            ]
            for line in p["lines"]
        ]
        rows.append(["Total", "", p["total"], "" if p["complete"] else "incomplete", ""])
        items.append(ui.table(p["name"], ["Card", "Copies", "Points", "How", "Note"], rows))
        items.append(
            ui.entry(
                f"Hand of {p['name']}",
                {"op": "pad_hand", "player": seat},
                [ui.field("cards", "Cards", "list", min=1, max=30, fields=line_fields)],
                submit="Score",
            )
        )
    items.append(_exchange_entry(state))
    effects = pad["effects"]
    if effects:
        steps: list[tuple[str, bool, ui.Command]] = [
            (f"{e['player']}: {e['name']} ({e['initiative']})", bool(e["done"]), None)
            for e in effects
        ]
        items.append(ui.checklist("End-of-game effects, highest initiative first", steps))
        if not all(e["done"] for e in effects):
            items.append(ui.actions([ui.button("Next effect applied", {"op": "pad_effect"})]))
    tie = pad["tie"]
    if tie is not None:
        items.append(ui.text(tie["why"], tone="warn" if tie["ask"] else "info"))
        if tie["ask"]:
            items.append(
                ui.actions(
                    [
                        ui.button(state["players"][s]["name"], {"op": "pad_winner", "player": s})
                        for s in tie["seats"]
                    ],
                    label="Who wins the tie?",
                )
            )
    if pad["winner"] is not None:
        items.append(ui.text(f"{pad['winner']} wins.", tone="good"))
    return [ui.section("Scoring pad", items)]
