"""The Marvel United: X-Men companion's screen and setup form, as data for the generic renderer
(:mod:`core.table.screen`). Each button carries its command; one that cannot be used now is
disabled with the reason.

>>> from core.games.marvel_united.setup import example, new_state
>>> s = screen(new_state(example()))
>>> s["status"]
"Cycle 1 · Sabretooth's turn: draw a Grand Plan card"
"""

from __future__ import annotations

from typing import Any

from core.games.marvel_united.ops import OFFSETS, can_spend
from core.games.marvel_united.randomizer import pick
from core.games.marvel_united.ring import clockwise
from core.games.marvel_united.setup import HEALTH_TOKENS, LOCATIONS, MISSION_KINDS, State
from core.games.marvel_united.view import view
from core.table import screen as ui

Json = Any
STEP_WORDS = {
    "draw": "draw",
    "move": "move the villain",
    "tokens": "BAM!, effects, Thugs and Civilians",
    "play": "play a card",
    "actions": "resolve actions",
}


def form() -> Json:
    threat = [
        ui.field("threat_name", "Threat card", "text", default="Threat"),
        ui.field(
            "threat_kind",
            "Removed by",
            "select",
            default="heroic",
            options=[
                ("heroic", "Heroic tokens"),
                ("henchman", "Defeating its Henchman"),
                ("other", "Its own terms"),
            ],
        ),
        ui.field(
            "threat_value",
            "Heroic tokens needed, or the Henchman's Health",
            "number",
            default=3,
            min=1,
            max=20,
        ),
        ui.field("bam", "It has a BAM! effect", "bool", default=False),
        ui.field("trigger", "It has a location trigger", "bool", default=False),
    ]
    return ui.form(
        [
            ui.field(
                "random",
                "Pick the villain, heroes and locations at random",
                "bool",
                default=False,
                help="From the lists below; the names above are then "
                "ignored. The numbers stay to be typed.",
            ),
            ui.field(
                "own_villains",
                "Villains you own (commas; empty: the box's four)",
                "text",
                default="",
            ),
            ui.field(
                "own_heroes", "Heroes you own (commas; empty: the box's X-Men)", "text", default=""
            ),
            ui.field(
                "own_locations",
                "Locations you own (commas; empty: keep the names)",
                "text",
                default="",
            ),
            ui.field(
                "seed", "Random seed (the same seed gives the same pick)", "seed", default=1, min=0
            ),
            ui.field("villain_name", "Villain", "text", default="Sabretooth"),
            ui.field(
                "villain_health",
                "Villain's Health for this many heroes",
                "number",
                default=10,
                min=1,
                max=32,
                help="Printed on the dashboard.",
            ),
            ui.field("villain_track", "The dashboard has a track", "bool", default=False),
            ui.field(
                "villain_at",
                "The villain starts at location (1-6)",
                "number",
                default=1,
                min=1,
                max=6,
            ),
            ui.field(
                "heroes",
                "Heroes",
                "list",
                min=2,
                max=4,
                fields=[ui.field("name", "Hero", "text", default="")],
            ),
            ui.field(
                "cerebro",
                "Use Cerebro instead of Rescue Civilians (Magneto)",
                "bool",
                default=False,
            ),
            ui.field(
                "mission_spaces",
                "Spaces on each mission card",
                "number",
                default=4,
                min=1,
                max=12,
                help="Printed on the cards; the rulebook does not say.",
            ),
            ui.field(
                "locations",
                "Locations (clockwise)",
                "list",
                min=LOCATIONS,
                max=LOCATIONS,
                fields=[
                    ui.field("name", "Name", "text", default=""),
                    ui.field("spaces", "Spaces", "number", default=4, min=1, max=12),
                    ui.field("thugs", "Thugs at setup", "number", default=1, min=0, max=12),
                    ui.field("civilians", "Civilians at setup", "number", default=1, min=0, max=12),
                    ui.field("note", "End-of-turn effect (a note)", "text", default=""),
                    *threat,
                ],
            ),
        ],
        submit="Start",
    )


def from_form(values: Json) -> Json:
    """The setup :func:`new_state` takes, from the form's flat values (or a setup as it is)."""
    if not isinstance(values, dict) or "villain" in values:
        return values
    locations = []
    typed = values.get("locations")
    for item in typed if isinstance(typed, list) else []:  # anything else: refused as missing
        raw = item if isinstance(item, dict) else {}
        locations.append(
            {
                **{k: raw.get(k) for k in ("name", "spaces", "thugs", "civilians", "note")},
                "threat": {
                    "name": raw.get("threat_name"),
                    "kind": raw.get("threat_kind"),
                    "value": raw.get("threat_value"),
                    "bam": raw.get("bam"),
                    "trigger": raw.get("trigger"),
                },
            }
        )
    first = "cerebro" if values.get("cerebro") else "civilians"
    at = values.get("villain_at")
    villain_name = values.get("villain_name")
    heroes = values.get("heroes")
    if values.get("random"):
        got = pick(
            {
                "villains": values.get("own_villains"),
                "heroes": values.get("own_heroes"),
                "locations": values.get("own_locations"),
                "count": len(heroes) if isinstance(heroes, list) else None,
                "seed": values.get("seed"),
            }
        )
        villain_name = got["villain"]
        heroes = [{"name": n} for n in got["heroes"]]
        for loc, name in zip(locations, got["locations"] or [], strict=False):
            loc["name"] = name
    return {
        "villain": {
            "name": villain_name,
            "health": values.get("villain_health"),
            "track": bool(values.get("villain_track")),
        },
        "villain_at": at - 1 if isinstance(at, int) and not isinstance(at, bool) else at,
        "heroes": heroes,
        "locations": locations,
        "missions": [
            {"kind": k, "spaces": values.get("mission_spaces")} for k in (first, "thugs", "threats")
        ],
    }


def _b(label: str, command: Json, ok: bool, reason: str, style: str = "normal") -> Json:
    return ui.button(label, command if ok else None, reason=None if ok else reason, style=style)  # type: ignore[arg-type]


def _turn_items(state: State, v: Json) -> list[Json]:
    turn = state["turn"]
    step = turn["step"]
    over = state["outcome"] is not None
    if over:
        return [ui.text("The game is over. Undo to go back.", tone="warn")]
    if turn["who"] == "villain":
        if step == "draw":
            empty = state["villain"]["plan"] == 0
            label = "Draw: the deck is empty (this loses)" if empty else "Draw a Grand Plan card"
            return [ui.actions([ui.button(label, {"op": "villain_draw"}, style="primary")])]
        if step == "move":
            return [
                ui.actions(
                    [
                        ui.button(
                            f"Move {n}",
                            {"op": "villain_move", "steps": n},
                            style="primary" if n == 1 else "normal",
                        )
                        for n in range(5)
                    ],
                    label="Move the villain clockwise",
                )
            ]
        fields = []
        for off in OFFSETS:
            where = "villain's location" if off == 0 else f"{off:+d}"
            fields += [
                ui.field(f"t{off}", f"Thugs at {where}", "number", default=0, min=0, max=12),
                ui.field(f"c{off}", f"Civilians at {where}", "number", default=0, min=0, max=12),
            ]
        place = ui.entry(
            "Add Thugs and Civilians (the card's pattern)",
            {"op": "place"},
            fields,
            submit="Add tokens",
        )
        return [
            ui.actions([ui.button("BAM! order", {"op": "bam"})]),
            # the pattern is added once a villain turn
            ui.text("The card's Thugs and Civilians are placed.") if turn.get("placed") else place,
            ui.actions(
                [ui.button("Finish the villain's turn", {"op": "villain_done"}, style="primary")]
            ),
        ]
    hero = state["heroes"][turn["who"]]
    if step == "draw":
        words = "Draw up to 4 (knocked out)" if hero["ko"] else "Draw a card"
        return [ui.actions([ui.button(words, {"op": "draw"}, style="primary")])]
    if step == "play":
        if hero["hand"] == 0:
            return [ui.text(f"{hero['name']} has no card to play.", tone="bad")]
        return [
            ui.entry(
                "Play a card: its bottom symbols",
                {"op": "play"},
                [
                    ui.field(k, label, "number", default=0, min=0, max=6)
                    for k, label in (
                        ("move", "Move"),
                        ("attack", "Attack"),
                        ("heroic", "Heroic"),
                        ("wild", "Wildcard"),
                    )
                ],
                submit="Play",
            )
        ]
    return _action_items(state, v, hero)


def _action_items(state: State, v: Json, hero: Json) -> list[Json]:
    locs = state["locations"]
    here = locs[hero["at"]]
    threat = here["threat"]
    villain = state["villain"]
    items = [
        ui.text(
            "Actions this turn: "
            + (", ".join(f"{n} {k}" for k, n in v["available"].items() if n) or "none left")
            + ". Shared from the previous hero card: "
            + (", ".join(f"{n} {k}" for k, n in v["shared"].items() if n) or "nothing")
            + "."
        )
    ]
    for token in (False, True):
        if token and not any(hero["tokens"].values()):
            continue
        how = " (token)" if token else ""
        extra = {"token": True} if token else {}
        mv, at, he = (can_spend(state, k, token) for k in ("move", "attack", "heroic"))
        moves = [
            _b(
                f"Move to {locs[to]['name']}{how}",
                {"op": "move", "to": to, **extra},
                mv,
                "No move left.",
            )
            for to in sorted({clockwise(hero["at"], -1), clockwise(hero["at"], 1)})
        ]
        vil_ok = at and villain["at"] == hero["at"] and v["attackable"]
        attacks = [
            _b(
                f"Attack a Thug{how}",
                {"op": "attack", "target": "thug", **extra},
                at and here["thugs"] > 0,
                "No attack left, or no Thug here.",
            ),
            _b(
                f"Attack the Henchman{how}",
                {"op": "attack", "target": "henchman", **extra},
                at and threat is not None and threat["kind"] == "henchman",
                "No attack left, or no Henchman here.",
            ),
            _b(
                f"Attack {villain['name']}{how}",
                {"op": "attack", "target": "villain", **extra},
                vil_ok,
                "Only with 2 missions complete, at the villain's location.",
            ),
        ]
        heroics = [
            _b(
                f"Rescue a Civilian{how}",
                {"op": "heroic", "target": "civilian", **extra},
                he and here["civilians"] > 0,
                "No Heroic action left, or no Civilian here.",
            ),
            _b(
                f"Heroic token on the threat{how}",
                {"op": "heroic", "target": "threat", **extra},
                he and threat is not None and threat["kind"] == "heroic",
                "No Heroic action left, or no threat here takes Heroic tokens.",
            ),
        ]
        items.append(
            ui.actions(
                moves + attacks + heroics, label="Saved tokens" if token else "This turn's actions"
            )
        )
    avail = state["available"]
    cerebro = any(m["kind"] == "cerebro" and not m["done"] for m in state["missions"])
    pair = sum(max(0, 1 - avail[k]) for k in ("heroic", "move")) <= avail["wild"]
    others = []
    if cerebro:
        others.append(
            _b(
                "Use Cerebro (Heroic + Move)",
                {"op": "cerebro"},
                pair and not state["effect_used"],
                "Takes a Heroic and a Move action of this turn, before its end-of-turn effect.",
            )
        )
    if threat is not None and threat["kind"] == "other" and not state["effect_used"]:
        others.append(
            ui.button(f"{threat['name']} is removed (its own terms)", {"op": "remove_threat"})
        )
    others.append(
        _b(
            f"Use {here['name']}'s end-of-turn effect",
            {"op": "location_effect"},
            threat is None and not state["effect_used"],
            "A threat covers it, or one was used this turn.",
        )
    )
    others.append(ui.button("End the turn", {"op": "hero_done"}, style="primary"))
    items.append(ui.actions(others))
    return items


def screen(state: State) -> Json:
    v = view(state)
    vil = state["villain"]
    turn = state["turn"]
    status = f"Cycle {turn['cycle']} · {v['who']}'s turn: " + (
        "draw a Grand Plan card"
        if turn["who"] == "villain" and turn["step"] == "draw"
        else STEP_WORDS[turn["step"]]
    )
    warnings = []
    if vil["plan"] <= 2 and state["outcome"] is None:
        warnings.append(
            f"Grand Plan cards left: {vil['plan']}. An empty deck at the villain's "
            "draw loses the game."
        )
    outcome = None
    if state["outcome"] is not None:
        o = state["outcome"]
        outcome = (
            ("The heroes win: " if o["result"] == "won" else "The heroes lose: ")
            + o["reason"]
            + "."
        )
    locs = state["locations"]
    heroes_at = {i: [h["name"] for h in state["heroes"] if h["at"] == i] for i in range(len(locs))}
    location_items = []
    for i, loc in enumerate(locs):
        who = ([vil["name"]] if vil["at"] == i else []) + heroes_at[i]
        t = loc["threat"]
        threat = (
            "no threat (end-of-turn effect open)"
            if t is None
            else f"{t['name']}: {t['left']}/{t['value']} "
            + (
                "Health"
                if t["kind"] == "henchman"
                else "Heroic tokens to go"
                if t["kind"] == "heroic"
                else "(its own terms)"
            )
            + (" · BAM!" if t["bam"] else "")
            + (" · trigger" if t["trigger"] else "")
        )
        location_items.append(
            ui.stat(
                f"{i + 1}. {loc['name']}" + (f" — {', '.join(who)}" if who else ""),
                f"{loc['thugs']} Thug(s), {loc['civilians']} Civilian(s), {v['free'][i]} free",
                note=threat + (f" · {loc['note']}" if loc["note"] else ""),
            )
        )
    over = state["outcome"] is not None
    villain_items = [
        ui.counter(
            f"{vil['name']}'s Health",
            vil["health"],
            dec={"op": "villain_health", "delta": -1}
            if vil["health"] > 1 or (vil["health"] == 1 and v["attackable"])
            else None,
            inc={"op": "villain_health", "delta": 1} if vil["health"] < HEALTH_TOKENS else None,
            note="Attackable" if v["attackable"] else "Not attackable until 2 missions",
        ),
        ui.stat(
            "Grand Plan cards left",
            vil["plan"],
            note=f"{v['villain_turns_left']} villain turn(s); about {v['hero_turns_left']} "
            "hero turn(s) before the deck runs out",
        ),
        ui.stat(
            "Under Pressure",
            "yes (2 hero turns a cycle)" if v["under_pressure"] else "no (3 hero turns a cycle)",
        ),
    ]
    if vil["track"] is not None:
        villain_items.append(
            ui.counter(
                "Dashboard track",
                vil["track"],
                dec={"op": "track", "delta": -1} if vil["track"] else None,
                inc={"op": "track", "delta": 1},
            )
        )
    villain_items += [
        ui.counter(
            "Crisis tokens",
            state["crisis"],
            dec={"op": "crisis", "delta": -1} if state["crisis"] else None,
            inc={"op": "crisis", "delta": 1} if state["crisis"] < 18 else None,
        ),
        ui.actions(
            [
                ui.button(
                    "The Villainous Plot is fulfilled",
                    None if over else {"op": "plot_fulfilled"},
                    reason="The game is over." if over else None,
                    style="danger",
                )
            ]
        ),
    ]
    hero_items = []
    for i, h in enumerate(state["heroes"]):
        tokens = ", ".join(f"{n} {k}" for k, n in h["tokens"].items() if n) or "no tokens"
        hero_items += [
            ui.stat(
                h["name"],
                f"at {locs[h['at']]['name']}",
                note=("knocked out · " if h["ko"] else "") + tokens,
            ),
            ui.counter(
                f"{h['name']}'s hand",
                h["hand"],
                dec={"op": "cards", "hero": i, "deck": 0, "hand": -1} if h["hand"] else None,
                inc={"op": "cards", "hero": i, "deck": 0, "hand": 1},
            ),
            ui.counter(
                f"{h['name']}'s deck",
                h["deck"],
                dec={"op": "cards", "hero": i, "deck": -1, "hand": 0} if h["deck"] else None,
                inc={"op": "cards", "hero": i, "deck": 1, "hand": 0},
            ),
            ui.actions(
                [
                    ui.button(
                        "Knocked out" if not h["ko"] else "Not knocked out",
                        {"op": "knock_out", "hero": i},
                    ),
                    *[
                        ui.button(
                            f"+ {k} token",
                            {"op": "gain_token", "hero": i, "kind": k}
                            if v["supply"][k] > 0
                            else None,
                            reason="None left in the box.",
                        )
                        for k in ("move", "attack", "heroic", "wild")
                    ],
                ],
                label=f"{h['name']}: status and action tokens",
            ),
        ]
    story = []
    for c in state["storyline"][-8:]:
        if c["hero"] is None:
            story.append("Grand Plan")
        else:
            sym = " ".join(f"{k[0].upper()}x{n}" for k, n in c["symbols"].items() if n)
            story.append(f"{state['heroes'][c['hero']]['name']} ({sym or 'no symbols'})")
    return ui.screen(
        "Marvel United: X-Men",
        [
            ui.section("This turn", _turn_items(state, v)),
            ui.section("Villain", villain_items),
            ui.section("Locations", location_items),
            ui.section(
                "Missions",
                [
                    ui.stat(m["name"], "complete" if m["done"] else f"{m['filled']}/{m['spaces']}")
                    for m in state["missions"]
                ],
            ),
            ui.section("Heroes", hero_items, open=False),
            ui.section(
                "Storyline and supply",
                [
                    ui.text(" → ".join(story) if story else "The Storyline is empty."),
                    ui.table(
                        "Token supply",
                        ["Tokens", "Left"],
                        [
                            ["Thugs and Civilians", v["supply"]["thug_civilian"]],
                            *[
                                [k.title(), v["supply"][k]]
                                for k in ("move", "attack", "heroic", "wild")
                            ],
                        ],
                    ),
                ],
                open=False,
            ),
        ],
        status=status,
        warnings=warnings,
        outcome=outcome,
    )


__all__ = ["MISSION_KINDS", "form", "from_form", "screen"]
