"""A screen described as data: the widgets one generic web renderer (``web/table/``) draws for
every game but Mutant Insurrection. A game's ``screen(state)`` returns a :func:`screen` built
from these; its ``form()`` returns the setup :func:`form`. The screen carries the exact command
each button sends, so the front end decides nothing: what is not legal now is a disabled
button with its reason. Every text is shown as text, never as markup.

>>> s = screen("Round 2", [section("Evil", [
...     counter("Corruption marks", 7, dec={"op": "marks", "delta": -1},
...             inc={"op": "marks", "delta": 1}, note="10 or more and Evil wins"),
...     actions([button("Next turn", {"op": "next"}),
...              button("Score", None, reason="The game is not over yet.")]),
... ])], status="Ana's turn")
>>> s["sections"][0]["items"][0]["kind"], s["sections"][0]["items"][1]["buttons"][1]["reason"]
('counter', 'The game is not over yet.')
>>> f = form([field("players", "Players", "number", default=3, min=2, max=6)])
>>> f["fields"][0]["kind"], defaults(f)
('number', {'players': 3})
"""

from __future__ import annotations

import copy
from typing import Any, Literal

Json = Any
Command = dict[str, Any] | None
Tone = Literal["info", "good", "warn", "bad"]


def screen(
    title: str,
    sections: list[Json],
    *,
    status: str | None = None,
    warnings: list[str] | None = None,
    outcome: str | None = None,
) -> Json:
    """The whole screen: a title, a status line (whose turn, which step), warnings shown at the
    top, the sections, and ``outcome`` once the game has ended ("Evil wins")."""
    return {
        "title": title,
        "status": status,
        "warnings": list(warnings or []),
        "outcome": outcome,
        "sections": sections,
    }


def section(title: str, items: list[Json], *, id: str | None = None, open: bool = True) -> Json:
    """A titled group of widgets (a player's area, the path, the turn's checklist)."""
    return {
        "title": title,
        "id": id or title.lower().replace(" ", "-"),
        "open": open,
        "items": items,
    }


def stat(label: str, value: object, *, note: str | None = None, tone: Tone = "info") -> Json:
    """A figure the player reads: "People deck: 52"."""
    return {"kind": "stat", "label": label, "value": str(value), "note": note, "tone": tone}


def counter(
    label: str,
    value: int,
    *,
    dec: Command = None,
    inc: Command = None,
    note: str | None = None,
    dec_label: str | None = None,
    inc_label: str | None = None,
) -> Json:
    """A number with minus and plus buttons; a missing command disables that button. The labels say
    what the buttons change ("Marks -1"), so nobody reads "+" as more life."""
    return {
        "kind": "counter",
        "label": label,
        "value": value,
        "note": note,
        "dec": {"label": dec_label or f"{label} -1", "command": dec},
        "inc": {"label": inc_label or f"{label} +1", "command": inc},
    }


def button(
    label: str,
    command: Command,
    *,
    reason: str | None = None,
    style: Literal["normal", "primary", "danger"] = "normal",
) -> Json:
    """A tap that sends ``command``; with no command it is disabled and ``reason`` says why."""
    return {"label": label, "command": command, "reason": reason, "style": style}


def actions(buttons: list[Json], *, label: str | None = None) -> Json:
    """A row of buttons."""
    return {"kind": "actions", "label": label, "buttons": buttons}


def choice(label: str, options: list[tuple[str, Command, bool]]) -> Json:
    """One of several, the current one marked: ``(label, command, selected)`` each."""
    return {
        "kind": "choice",
        "label": label,
        "options": [{"label": o, "command": c, "selected": sel} for o, c, sel in options],
    }


def text(words: str, *, tone: Tone = "info") -> Json:
    """A sentence: a rule reminder, a warning, what just became possible."""
    return {"kind": "text", "text": words, "tone": tone}


def checklist(label: str, steps: list[tuple[str, bool, Command]]) -> Json:
    """Steps of a turn or round, ticked when done; a step's command marks it done (or not)."""
    return {
        "kind": "checklist",
        "label": label,
        "steps": [{"label": s, "done": d, "command": c} for s, d, c in steps],
    }


def table(label: str, columns: list[str], rows: list[list[object]]) -> Json:
    """A small table (a score sheet, a damage matrix); cells are shown as text."""
    return {
        "kind": "table",
        "label": label,
        "columns": list(columns),
        "rows": [[str(c) for c in r] for r in rows],
    }


def entry(label: str, op: Json, fields: list[Json], *, submit: str = "Apply") -> Json:
    """A small form inside the screen whose values are sent as one command: ``op`` plus each
    field's key (typing a hand of cards, a combat's attackers)."""
    return {"kind": "entry", "label": label, "command": op, "fields": fields, "submit": submit}


# -- setup forms ------------------------------------------------------------------------------

FieldKind = Literal["number", "text", "select", "bool", "list", "seed"]


def field(
    key: str,
    label: str,
    kind: FieldKind,
    *,
    default: Json = None,
    min: int | None = None,
    max: int | None = None,
    options: list[tuple[Json, str]] | None = None,
    fields: list[Json] | None = None,
    help: str | None = None,
    recalled: bool = False,
    library: str | None = None,
) -> Json:
    """One input. ``select`` takes ``(value, label)`` options (any JSON value: it comes back as
    it is); ``seed`` is a whole number the screen fills with a fresh random one (``default``
    stands for it in tests), so a random setup is stored and replays exactly; ``list`` is a
    list of records
    whose items have ``fields`` (the players and their heroes), between ``min`` and ``max``
    items long. A ``recalled`` field of an entry is sent only when the player changed it: left
    as it is, the game fills it from what it remembers (a card recalled by name). A ``library``
    kind (:mod:`core.table.library`) on a list makes each item's ``name`` suggest the device's
    records of that kind and fill the item from the one picked; on a text field, it suggests
    their names while typing."""
    return {
        "key": key,
        "label": label,
        "kind": kind,
        "default": default,
        "min": min,
        "max": max,
        "options": [{"value": v, "label": lab} for v, lab in options or []],
        "fields": list(fields or []),
        "help": help,
        **({"recalled": True} if recalled else {}),
        **({"library": library} if library else {}),
    }


def form(fields: list[Json], *, submit: str = "Start") -> Json:
    """A setup form; the web sends the values back as the setup dict (``key`` → value)."""
    return {"fields": fields, "submit": submit}


def defaults(f: Json) -> dict[str, Json]:
    """The setup a form gives untouched (a list starts as its ``default`` items, or else with
    ``min`` items of their fields' defaults)."""
    out: dict[str, Json] = {}
    for fl in f["fields"]:
        if fl["kind"] == "list" and isinstance(fl["default"], list):
            out[fl["key"]] = copy.deepcopy(fl["default"])
        elif fl["kind"] == "list":
            item = defaults({"fields": fl["fields"]})
            out[fl["key"]] = [dict(item) for _ in range(fl["min"] or 0)]
        else:
            out[fl["key"]] = fl["default"]
    return out
