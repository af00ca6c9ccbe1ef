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

from core.games.marvel_united.ops import OFFSETS, TOKEN_WORDS, can_spend
from core.games.marvel_united.randomizer import pick
from core.games.marvel_united.ring import clockwise
from core.games.marvel_united.setup import (
    BOX_LOCATIONS,
    DEFAULT_LOCATIONS,
    HEALTH_TOKENS,
    HERO_DECK,
    HEROES,
    LOCATIONS,
    MISSION_KINDS,
    MISSION_MOST,
    State,
)
from core.games.marvel_united.view import view
from core.table import library as lib
from core.table import screen as ui
from core.table.words import count

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
    spaces = [
        ui.field(
            f"{kind}_spaces",
            f"Spaces on {words}",
            "number",
            default=4,
            min=1,
            max=MISSION_MOST[kind],
            help="Printed on the card; the rulebook does not say." if kind == "threats" else None,
        )
        for kind, words in (
            ("civilians", "Rescue Civilians (or Use Cerebro)"),
            ("thugs", "Defeat Thugs"),
            ("threats", "Remove Threats"),
        )
    ]
    return ui.form(
        [
            ui.field(
                "setup_name",
                "Name this setup to pick it again (optional)",
                "text",
                default="",
                library="setups",
                help="Kept on this device with the villain, its Health, the locations and the "
                "missions. Pick it next time and leave a field blank to take it from there.",
            ),
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
                "own_heroes",
                "Heroes you own (commas; empty: the six X-Men)",
                "text",
                default=", ".join(HEROES),
            ),
            ui.field(
                "own_locations",
                "Locations you own (commas; empty: keep the names)",
                "text",
                default=", ".join(BOX_LOCATIONS),
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
                max=HEALTH_TOKENS,
                help="Printed on the dashboard; blank: as this setup had it for as many heroes.",
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
            *spaces,
            ui.field(
                "locations",
                "Locations (clockwise)",
                "list",
                min=LOCATIONS,
                max=LOCATIONS,
                library="locations",
                # the box's six, for a renderer that draws a list's own default items
                default=[{**_BLANK_ITEM, "name": n} for n in DEFAULT_LOCATIONS],
                help="A name with its numbers left blank takes them from the card this device "
                "knows (the box's eight are known); with no name either, place 1 to 6 are "
                + ", ".join(DEFAULT_LOCATIONS)
                + ".",
                fields=[
                    ui.field("name", "Name", "text", default=""),
                    ui.field("spaces", "Spaces (blank: as on the card)", "number", min=1, max=12),
                    ui.field("thugs", "Thugs at setup", "number", min=0, max=12),
                    ui.field("civilians", "Civilians at setup", "number", min=0, max=12),
                    ui.field("note", "End-of-turn effect (a note)", "text", default=""),
                    *threat,
                ],
            ),
        ],
        submit="Start",
    )


_BLANK_ITEM: dict[str, Json] = {
    "name": "",
    "spaces": None,
    "thugs": None,
    "civilians": None,
    "note": "",
    "threat_name": "Threat",
    "threat_kind": "heroic",
    "threat_value": 3,
    "bam": False,
    "trigger": False,
}
SETUP_KEYS = (
    "villain_name",
    "villain_health",
    "villain_track",
    "villain_at",
    "cerebro",
    "civilians_spaces",
    "thugs_spaces",
    "threats_spaces",
)


def _blank(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _recall(values: dict[str, Json]) -> dict[str, Json]:
    """A setup picked by name: each field left blank takes the record's value, and each
    location left untouched (no name, no spaces) takes the record's location at that place."""
    name = values.get("setup_name")
    record = lib.find(lib.records(values, "setups"), name) if not _blank(name) else None
    if not isinstance(record, dict):
        return values
    out = dict(values)
    for key in SETUP_KEYS:
        if key in record and _blank(out.get(key)) and key != "villain_health":
            out[key] = record[key]
    heroes = out.get("heroes")
    count = str(len(heroes)) if isinstance(heroes, list) else ""
    by_heroes = record.get("health_by_heroes")
    if _blank(out.get("villain_health")) and isinstance(by_heroes, dict):
        out["villain_health"] = by_heroes.get(count, record.get("villain_health"))
    elif _blank(out.get("villain_health")):
        out["villain_health"] = record.get("villain_health")
    names = record.get("locations")
    typed = out.get("locations")
    if isinstance(names, list) and isinstance(typed, list):
        out["locations"] = [
            {**item, "name": _named(names[i])}
            if isinstance(item, dict)
            and _blank(item.get("name"))
            and item.get("spaces") is None
            and i < len(names)
            and _named(names[i])
            else item
            for i, item in enumerate(typed)
        ]
    return out


def _named(entry: object) -> str | None:
    """A setup record's location: an item with its name (or, in earlier records, the name)."""
    name = entry.get("name") if isinstance(entry, dict) else entry
    return name if isinstance(name, str) and name.strip() else None


def from_form(values: Json) -> Json:
    """The setup :func:`new_state` takes, from the form's flat values (or a setup as it is)."""
    if not isinstance(values, dict) or "villain" in values:
        return values
    values = _recall(values)
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
    # rules version 1 had one number for the three missions; its saves still say so
    old = "civilians_spaces" not in values
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
            {
                "kind": k,
                "spaces": values.get("mission_spaces")
                if old
                else values.get(f"{'civilians' if k == 'cerebro' else k}_spaces"),
            }
            for k in (first, "thugs", "threats")
        ],
        **{k: values[k] for k in ("library", "setup_name") if k in values},
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
        if turn.get("placed"):  # the pattern is added once a villain turn
            place = [ui.text("The card's Thugs and Civilians are placed.")]
        else:
            place = [_pattern(state, (-1, 0, 1), "Add Thugs and Civilians (the card's pattern)")]
        return [
            *place,
            ui.actions(
                [
                    ui.button("Finish the villain's turn", {"op": "villain_done"}, style="primary"),
                    ui.button("BAM! order", {"op": "bam"}),
                ]
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


def _pattern(state: State, offsets: tuple[int, ...], label: str) -> Json:
    """The entry for a Grand Plan card's Thugs and Civilians around the villain; the wide one
    names its places apart, so each label says one field."""
    wide = len(offsets) > 3
    fields = []
    for off in offsets:
        if off == 0:
            where = "the villain (wide)" if wide else "villain's location"
        else:
            where = f"{abs(off)} {'clockwise' if off > 0 else 'back'}"
        fields += [
            ui.field(f"t{off}", f"Thugs at {where}", "number", default=0, min=0, max=12),
            ui.field(f"c{off}", f"Civilians at {where}", "number", default=0, min=0, max=12),
        ]
    return ui.entry(label, {"op": "place"}, fields, submit="Add tokens")


def _glance(state: State, v: Json) -> str:
    """One line of what every turn needs to know; the sections below hold the details."""
    vil = state["villain"]
    missions = ", ".join(
        f"{m['name']} " + ("done" if m["done"] else f"{m['filled']}/{m['spaces']}")
        for m in state["missions"]
    )
    return (
        f"{vil['name']}: {vil['health']} Health, at {state['locations'][vil['at']]['name']}; "
        f"{count(vil['plan'], 'Grand Plan card')} left. Missions: {missions}."
    )


def _here(state: State, v: Json, i: int) -> Json:
    """A location as a stat: who is there, its tokens and free spaces, its threat."""
    loc = state["locations"][i]
    vil = state["villain"]
    who = ([vil["name"]] if vil["at"] == i else []) + [
        h["name"] for h in state["heroes"] if h["at"] == i
    ]
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
    return ui.stat(
        f"{i + 1}. {loc['name']}" + (f" — {', '.join(who)}" if who else ""),
        f"{count(loc['thugs'], 'Thug')}, {count(loc['civilians'], 'Civilian')}, "
        f"{v['free'][i]} free",
        note=threat + (f" · {loc['note']}" if loc["note"] else ""),
    )


def _mission_items(state: State) -> list[Json]:
    items: list[Json] = []
    for m in state["missions"]:
        now = "complete" if m["done"] else f"{m['filled']}/{m['spaces']}"
        items.append(ui.stat(m["name"], now))
    if state["outcome"] is not None:  # the game is over: undo to correct it
        return items
    for i, m in enumerate(state["missions"]):
        # the label carries the figures, so the entry starts from them after every change
        items.append(
            ui.entry(
                f"Correct {m['name']} ({m['filled']}/{m['spaces']})",
                {"op": "mission", "mission": i},
                [
                    ui.field(
                        "spaces",
                        "Spaces on the card",
                        "number",
                        default=m["spaces"],
                        min=1,
                        max=MISSION_MOST[m["kind"]],
                    ),
                    ui.field(
                        "filled",
                        "Tokens on it",
                        "number",
                        default=m["filled"],
                        min=0,
                        max=MISSION_MOST[m["kind"]],
                    ),
                ],
                submit="Correct",
            )
        )
    return items


def _action_items(state: State, v: Json, hero: Json) -> list[Json]:
    locs = state["locations"]
    here = locs[hero["at"]]
    threat = here["threat"]
    villain = state["villain"]
    items = [
        _here(state, v, hero["at"]),
        ui.text(
            "Actions this turn: "
            + (", ".join(f"{n} {k}" for k, n in v["available"].items() if n) or "none left")
            + ". Shared from the previous hero card: "
            + (", ".join(f"{n} {k}" for k, n in v["shared"].items() if n) or "nothing")
            + "."
        ),
    ]
    # only what can be done here now is offered (a phone shows this turn in one screen); the
    # villain, while not attackable, says why
    for token in (False, True):
        if token and not any(hero["tokens"].values()):
            continue
        how = " (token)" if token else ""
        extra = {"token": True} if token else {}
        mv, at, he = (can_spend(state, k, token) for k in ("move", "attack", "heroic"))
        buttons = [
            ui.button(f"Move to {locs[to]['name']}{how}", {"op": "move", "to": to, **extra})
            for to in sorted({clockwise(hero["at"], -1), clockwise(hero["at"], 1)})
            if mv
        ]
        if at and here["thugs"] > 0:
            buttons.append(
                ui.button(f"Attack a Thug{how}", {"op": "attack", "target": "thug", **extra})
            )
        if at and threat is not None and threat["kind"] == "henchman":
            buttons.append(
                ui.button(
                    f"Attack {threat['name']}{how}",
                    {"op": "attack", "target": "henchman", **extra},
                )
            )
        if at and villain["at"] == hero["at"]:
            buttons.append(
                _b(
                    f"Attack {villain['name']}{how}",
                    {"op": "attack", "target": "villain", **extra},
                    v["attackable"],
                    "Only once 2 missions are complete.",
                )
            )
        if he and here["civilians"] > 0:
            buttons.append(
                ui.button(
                    f"Rescue a Civilian{how}", {"op": "heroic", "target": "civilian", **extra}
                )
            )
        if he and threat is not None and threat["kind"] == "heroic":
            buttons.append(
                ui.button(
                    f"Heroic token on {threat['name']}{how}",
                    {"op": "heroic", "target": "threat", **extra},
                )
            )
        label = "Saved tokens" if token else "This turn's actions"
        if buttons:
            items.append(ui.actions(buttons, label=label))
        elif not token:
            items.append(ui.text(f"{label}: nothing left that can be used here."))
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
    if threat is None and not state["effect_used"]:  # else the location's line says why
        others.append(
            ui.button(f"Use {here['name']}'s end-of-turn effect", {"op": "location_effect"})
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
    over = state["outcome"] is not None
    left = v["supply"]
    villain_items = [
        ui.counter(
            f"{vil['name']}'s Health",
            vil["health"],
            dec={"op": "villain_health", "delta": -1}
            if vil["health"] > 1 or (vil["health"] == 1 and v["attackable"])
            else None,
            inc={"op": "villain_health", "delta": 1} if left["health"] > 0 else None,
            note="Attackable" if v["attackable"] else "Not attackable until 2 missions",
        ),
        ui.stat(
            "Grand Plan cards left",
            vil["plan"],
            note=f"{count(v['villain_turns_left'], 'villain turn')}; about "
            f"{count(v['hero_turns_left'], 'hero turn')} before the deck runs out",
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
            inc={"op": "crisis", "delta": 1} if left["crisis"] > 0 else None,
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
        full = h["deck"] + h["hand"] >= HERO_DECK
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
                inc=None if full else {"op": "cards", "hero": i, "deck": 0, "hand": 1},
            ),
            ui.counter(
                f"{h['name']}'s deck",
                h["deck"],
                dec={"op": "cards", "hero": i, "deck": -1, "hand": 0} if h["deck"] else None,
                inc=None if full else {"op": "cards", "hero": i, "deck": 1, "hand": 0},
            ),
            ui.actions(
                [
                    ui.button(
                        "Knocked out" if not h["ko"] else "Not knocked out",
                        {"op": "knock_out", "hero": i},
                    ),
                    *[
                        ui.button(
                            f"+ {TOKEN_WORDS[k]} token",
                            {"op": "gain_token", "hero": i, "kind": k} if left[k] > 0 else None,
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
    this_turn = [ui.text(_glance(state, v)), *_turn_items(state, v)]
    wide = []
    if (
        turn["who"] == "villain"
        and turn["step"] == "tokens"
        and not turn.get("placed")
        and not over
    ):
        wide = [
            ui.section(
                "A wider pattern",
                [
                    ui.text("For a card whose pattern reaches two locations either side."),
                    _pattern(state, OFFSETS, "Add Thugs and Civilians, two either side"),
                ],
                open=False,
            )
        ]
    # a phone shows this turn's controls; everything else is one tap away, folded
    return ui.screen(
        "Marvel United: X-Men",
        [
            ui.section("This turn", this_turn),
            *wide,
            ui.section("Missions", _mission_items(state), open=False),
            ui.section("Locations", [_here(state, v, i) for i in range(len(locs))], open=False),
            ui.section("Villain", villain_items, open=False),
            ui.section("Heroes", hero_items, open=False),
            ui.section(
                "Storyline and supply",
                [
                    ui.text(" → ".join(story) if story else "The Storyline is empty."),
                    ui.table(
                        "Token supply",
                        ["Tokens", "Left"],
                        [
                            ["Thugs and Civilians", left["thug_civilian"]],
                            ["Health", left["health"]],
                            ["Crisis", left["crisis"]],
                            *[
                                [TOKEN_WORDS[k], left[k]]
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
