"""A new game from the setup form: two players, their X-Men, four Villains, who goes first.

The form (plain JSON, as the screen sends it)::

    {"mode": "basic" | "advanced",
     "players": [{"name", "colour", "symbol", "deck": cards before the opening hand,
                  "xmen": [{"name", "hp", "red", "green", "blue", "power": "A"|"B"|"C",
                            "note", "value" (advanced)}],
                  "villains": [...] (advanced: the deck's four, for the draft),
                  "cards": [{"name", "copies"}] (advanced, optional: checked)}, {...}],
     "villains": [{"name", "red", "green", "blue", "power", "note", "colour"}] * 4
                 (basic; advanced only when the draft was done at the table),
     "first": 0 | 1 (optional: the winner of a die roll made at the table),
     "seed": a whole number for every roll the app makes,
     "settings": {"villain_roll_counters": "defender" | "attacker"},
     "library": the device's records (:mod:`remembered`): a named item fills what it omits}

>>> s = new_state(example_form())
>>> s["players"][s["first"]]["name"], s["level"], s["players"][0]["hand"], s["players"][0]["deck"]
('Bea', 0, 7, 23)
>>> [v["name"] for v in s["villains"]]
['Magneto', 'Toad', 'Mystique', 'Sabretooth']
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg import deck_check, draft, remembered
from core.games.xmen_tcg.fields import choice, items, record, text, whole
from core.games.xmen_tcg.roster import (
    BASIC_XMEN,
    COLOURS,
    COUNTER_COLOURS,
    COUNTER_SYMBOLS,
    MAX_DECK,
    MAX_HP,
    MAX_NAME,
    MAX_NOTE,
    MAX_STRENGTH,
    MAX_TEAM_MEMBER_VALUE,
    MODES,
    PLAYERS,
    POWER_LETTERS,
    START_LEVEL,
    STARTING_HAND,
    VILLAIN_HP,
    VILLAINS,
)
from core.table import library
from core.table.errors import SetupError

State = dict[str, Any]
Form = dict[str, Any]

# The one rule players read two ways (see the reference): whose counter goes on a Villain
# when the attacker-hurt face comes up in a Villain's attack.
SETTINGS = {"villain_roll_counters": ("defender", "attacker")}


def _character(form: object, label: str, with_value: bool) -> Form:
    c = record(form, label, SetupError)
    name = text(c, "name", f"{label}'s name", SetupError, MAX_NAME)
    out: Form = {"name": name}
    for colour in COLOURS:
        out[colour] = whole(c, colour, f"{name}'s {colour} strength", SetupError, 0, MAX_STRENGTH)
    out["power"] = choice(c, "power", f"{name}'s power letter", SetupError, POWER_LETTERS)
    out["note"] = text(c, "note", f"{name}'s power note", SetupError, MAX_NOTE, required=False)
    if with_value:
        out["value"] = whole(
            c, "value", f"{name}'s team value", SetupError, 0, MAX_TEAM_MEMBER_VALUE
        )
    return out


def _xman(form: object, owner: str, advanced: bool) -> Form:
    x = _character(form, f"An X-Man of {owner}", advanced)
    x["hp"] = whole(
        record(form, "An X-Man", SetupError),
        "hp",
        f"{x['name']}'s hit points",
        SetupError,
        1,
        MAX_HP,
    )
    x.setdefault("value", 0)
    return x


def _villain(form: object) -> Form:
    v = _character(form, "A Villain", False)
    v["colour"] = text(
        record(form, "A Villain", SetupError),
        "colour",
        f"{v['name']}'s card colour",
        SetupError,
        MAX_NAME,
        required=False,
    )
    return v


def _player(form: object, seat: int, advanced: bool, lib: Form) -> Form:
    p = record(form, f"Player {seat + 1}", SetupError)
    name = text(p, "name", f"Player {seat + 1}'s name", SetupError, MAX_NAME)
    colour = choice(p, "colour", f"{name}'s counter colour", SetupError, COUNTER_COLOURS)
    symbol = choice(p, "symbol", f"{name}'s counter symbol", SetupError, COUNTER_SYMBOLS)
    least = STARTING_HAND
    deck = whole(p, "deck", f"{name}'s deck size", SetupError, least, MAX_DECK)
    typed = items(p.get("xmen"), f"{name}'s X-Men", SetupError)
    xmen = [_xman(x, name, advanced) for x in _numbered(typed, f"{name}'s X-Man", lib["xmen"])]
    twice = deck_check.duplicates([x["name"] for x in xmen])
    if twice:
        raise SetupError(f"{name} has {twice[0]} twice; each X-Man may appear once.")
    if advanced:
        found = deck_check.team_problems(xmen)
        if "cards" in p:
            cards = deck_check.read({"cards": p["cards"]}, SetupError)["cards"]
            found = deck_check.card_problems(cards) + found
            if sum(c["copies"] for c in cards) != deck:
                found.append("The card list does not add up to the deck size.")
        else:
            found = deck_check.size_problems(deck) + found
        if found:
            raise SetupError(f"{name}'s deck: " + " ".join(found))
    elif len(xmen) != BASIC_XMEN:
        raise SetupError(f"{name} needs exactly {BASIC_XMEN} X-Men in the basic game.")
    out: Form = {
        "name": name,
        "colour": colour,
        "symbol": symbol,
        "hand": STARTING_HAND,
        "deck": deck - STARTING_HAND,
        "xmen": xmen,
        "lost": "",
        "learnt": {"xmen": _named(typed, xmen, "xmen"), "villains": []},
    }
    if advanced and p.get("villains"):
        typed = items(p["villains"], f"{name}'s Villains", SetupError)
        pool = [_villain(v) for v in _numbered(typed, f"{name}'s Villain", lib["villains"])]
        found = deck_check.villain_problems(pool)
        if found:
            raise SetupError(f"{name}'s Villains: " + " ".join(found))
        out["pool"] = pool
        out["learnt"]["villains"] = _named(typed, pool, "villains")
    return out


def _settings(form: Form) -> dict[str, str]:
    given = record(form.get("settings", {}), "The settings", SetupError)
    unknown = set(given) - set(SETTINGS)
    if unknown:
        raise SetupError(f"There is no setting called {sorted(unknown)[0]!r}.")
    return {
        k: choice({k: given.get(k, opts[0])}, k, "The setting " + k, SetupError, opts)
        for k, opts in SETTINGS.items()
    }


def _blank(typed: object) -> bool:
    return isinstance(typed, dict) and not str(typed.get("name", "")).strip()


def _numbered(people: list[Any], word: str, records: Form) -> list[Any]:
    """Give a blank name a number ("X-Man 2"), so a form left as it is still sets up; a
    named item takes the fields it leaves out from the device's record of that name."""
    out = []
    for i, typed in enumerate(people, 1):
        blank = _blank(typed)
        out.append({**typed, "name": f"{word} {i}"} if blank else remembered.filled(typed, records))
    return out


def _named(typed: list[Any], made: list[Form], kind: str) -> list[Form]:
    """The records of the characters given a name (a numbered one is not worth keeping)."""
    return [
        remembered.record_of(c, kind) for t, c in zip(typed, made, strict=True) if not _blank(t)
    ]


def device_records(form: Form) -> Form:
    """The device's records (``form["library"]``) that pass the setup's own checks, by kind.

    >>> device_records({"library": {"villains": {"Toad": {"red": 7, "green": 5, "blue": 6,
    ...     "power": "B"}, "Blob": {"red": 99}}}})["villains"]["Toad"]["green"]
    5
    >>> device_records({"library": {"villains": {"Blob": {"red": 99}}}})["villains"]
    {}
    """
    return remembered.incoming(
        form,
        {
            "xmen": lambda r: _xman({"value": 0, **r}, "the library", True),
            "villains": _villain,
        },
    )


def from_form(f: Form) -> Form:
    """The setup form's flat values (``p1_name``, ``p1_xmen``, ...) in the shape
    :func:`new_state` reads; a setup already in that shape is returned as it is."""
    if "players" in f:
        return f
    out: Form = {k: f[k] for k in ("mode", "seed", "villains", "library") if k in f}
    if f.get("first") is not None:
        out["first"] = f["first"]
    if "villain_roll_counters" in f:
        out["settings"] = {"villain_roll_counters": f["villain_roll_counters"]}
    out["players"] = []
    for n in (1, 2):
        p: Form = {k: f.get(f"p{n}_{k}") for k in ("name", "colour", "symbol", "deck", "xmen")}
        if not str(p["name"] or "").strip():
            p["name"] = f"Player {n}"
        if f.get(f"p{n}_villains"):
            p["villains"] = f[f"p{n}_villains"]
        out["players"].append(p)
    return out


def new_state(form: object) -> State:
    """The state at the start of the first turn, or :class:`SetupError` with a sentence."""
    f = from_form(record(form, "The setup", SetupError))
    lib = device_records(f)
    mode = choice(f, "mode", "The game", SetupError, MODES)
    advanced = mode == "advanced"
    seats = items(f.get("players"), "The players", SetupError)
    if len(seats) != PLAYERS:
        raise SetupError("The X-Men Trading Card Game is for exactly two players.")
    players = [_player(p, i, advanced, lib) for i, p in enumerate(seats)]
    a, b = players
    if a["name"].casefold() == b["name"].casefold():
        raise SetupError("Give the two players different names.")
    for key, word in (("colour", "counter colour"), ("symbol", "counter symbol")):
        if a[key] == b[key]:
            raise SetupError(f"Pick a different {word} for each player, so counters tell apart.")
    log: list[str] = []

    def need_seed() -> int:
        return whole(f, "seed", "The seed for the app's dice", SetupError, -(2**63), 2**64 - 1)

    if "first" in f:
        first = whole(f, "first", "The first player", SetupError, 0, 1)
        log.append(f"{players[first]['name']} goes first (rolled at the table).")
    elif advanced:
        first, why = draft.first_by_team([p["xmen"] for p in players], need_seed())
        log.append(f"{players[first]['name']} goes first: {why}.")
    else:
        first, rolls = draft.first_by_dice(need_seed())
        shown = ", then ".join(f"{a['name']} {x}, {b['name']} {y}" for x, y in rolls)
        log.append(f"Dice for first player: {shown}. {players[first]['name']} goes first.")
    log.append(f"{players[first]['name']} is the Danger Room Keeper.")

    learnt_villains: list[Form] = []
    if not advanced or any("pool" not in p for p in players):
        if "villains" not in f:
            raise SetupError(
                "Type in the four Villains on the table"
                + (" (or each deck's four, for the draft)." if advanced else ".")
            )
        typed = items(f.get("villains"), "The Villains", SetupError)
        villains = [_villain(v) for v in _numbered(typed, "Villain", lib["villains"])]
        learnt_villains = _named(typed, villains, "villains")
        found = deck_check.villain_problems(villains)
        if found:
            raise SetupError(" ".join(found))
    else:  # both decks' Villains were typed in: the app runs the draft
        try:
            villains, drawn = draft.draft([p["pool"] for p in players], first, need_seed())
        except ValueError:
            raise SetupError("The two decks hold fewer than four different Villains.") from None
        log += [
            line.replace("Player 1", a["name"]).replace("Player 2", b["name"]) for line in drawn
        ]
    typed_in = {
        "xmen": [r for p in players for r in p["learnt"]["xmen"]],
        "villains": learnt_villains + [r for p in players for r in p["learnt"]["villains"]],
    }
    for p in players:
        p.pop("pool", None)
        p.pop("learnt")

    next_id = 1
    for p in players:
        for x in p["xmen"]:
            x.update(
                id=next_id, damage=0, tapped=False, out=False, powerups=[], may_still_attack=False
            )
            next_id += 1
    for v in villains:
        v.update(id=next_id, hp=VILLAIN_HP, counters=[0] * PLAYERS, out_by=None)
        next_id += 1
    assert len(villains) == VILLAINS
    return {
        "mode": mode,
        "settings": _settings(f),
        "players": players,
        "villains": villains,
        "level": START_LEVEL,
        "first": first,
        "keeper": first,
        "turn": 1,
        "active": first,
        "turns_started": [1 if i == first else 0 for i in range(PLAYERS)],
        "done": [],
        "xmen_attack_on": None,
        "villain_attack_by": None,
        "attack": None,
        "last_battle": None,
        "winner": None,
        "result": "",
        "setup_log": log,
        "tools": {},
        "next_id": next_id,
        # The device's records and the named characters typed at setup (remembered.learnt).
        "library": library.merged(
            lib, {kind: {r["name"]: r for r in rs} for kind, rs in typed_in.items()}
        ),
    }


def example_form() -> Form:
    """A basic game as the rulebook's example might set it up (strengths other than the
    example's are made up); the tests and the docs start from it."""

    def x(name: str, hp: int, rgb: tuple[int, int, int], power: str) -> Form:
        return {
            "name": name,
            "hp": hp,
            **dict(zip(COLOURS, rgb, strict=True)),
            "power": power,
            "note": "",
        }

    return {
        "mode": "basic",
        "seed": 3,
        "players": [
            {
                "name": "Ann",
                "colour": "gold",
                "symbol": "★",
                "deck": 30,
                "xmen": [
                    x("Wolverine", 8, (4, 1, 2), "C"),
                    x("Rogue", 7, (3, 2, 2), "A"),
                    x("Jean Grey", 6, (0, 3, 4), "B"),
                ],
            },
            {
                "name": "Bea",
                "colour": "silver",
                "symbol": "●",
                "deck": 30,
                "xmen": [
                    x("Cyclops", 7, (2, 4, 1), "B"),
                    x("Storm", 6, (1, 4, 3), "A"),
                    x("Angel", 6, (2, 1, 2), "C"),
                ],
            },
        ],
        "villains": [
            {"name": "Magneto", "red": 6, "green": 9, "blue": 8, "power": "A", "note": ""},
            {"name": "Toad", "red": 7, "green": 5, "blue": 6, "power": "B", "note": ""},
            {"name": "Mystique", "red": 8, "green": 7, "blue": 5, "power": "C", "note": ""},
            {"name": "Sabretooth", "red": 9, "green": 6, "blue": 7, "power": "A", "note": ""},
        ],
    }
