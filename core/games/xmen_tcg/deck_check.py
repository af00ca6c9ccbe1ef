"""The advanced game's deck and team rules: every problem at once, each in a sentence.

A deck has at least 40 cards besides its X-Men and Villains, and no more than 3 copies of any
card; the team is 2 to 5 different X-Men whose team values add up to 30 or less; there are 4
different Villains. Names are compared without case or extra spaces ("combat training" and
"Combat  Training" are the same card).

>>> deck = {"cards": [{"name": "Combat Training", "copies": 3}, {"name": "Agility Trial",
...          "copies": 37}], "xmen": [{"name": "Rogue", "value": 12},
...          {"name": "Angel", "value": 9}], "villains": [{"name": n} for n in "ABCD"]}
>>> problems(deck)
['Agility Trial: 37 copies; a deck may hold at most 3 of one card.']
>>> deck["cards"][1]["copies"] = 3; problems(deck)
['The deck has 6 cards; it needs at least 40 (X-Men and Villains not counted).']
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg.fields import items, record, text, whole
from core.games.xmen_tcg.roster import (
    MAX_COPIES,
    MAX_DECK,
    MAX_NAME,
    MAX_TEAM_MEMBER_VALUE,
    MAX_TEAM_VALUE,
    MIN_DECK,
    TEAM_SIZE,
    VILLAINS,
)
from core.table.errors import TableError
from core.table.words import count


def same_name(name: str) -> str:
    """The form a name is compared in.

    >>> same_name("  Combat   TRAINING ")
    'combat training'
    """
    return " ".join(name.split()).casefold()


def duplicates(names: list[str]) -> list[str]:
    seen: dict[str, str] = {}
    twice: list[str] = []
    for name in names:
        key = same_name(name)
        if key in seen and seen[key] not in twice:
            twice.append(seen[key])
        seen.setdefault(key, name)
    return twice


def team_problems(xmen: list[dict[str, Any]]) -> list[str]:
    """The team rules (2-5 different X-Men, team value 30 or less).

    >>> team_problems([{"name": "Storm", "value": 20}, {"name": "storm", "value": 11}])
    ['Storm is on the team twice; each X-Man may appear once.', \
'The team value is 31; it may be at most 30.']
    """
    found = []
    lo, hi = TEAM_SIZE
    if not lo <= len(xmen) <= hi:
        found.append(f"The team has {len(xmen)} X-Men; it needs {lo} to {hi}.")
    found += [
        f"{n} is on the team twice; each X-Man may appear once."
        for n in duplicates([str(x["name"]) for x in xmen])
    ]
    value = sum(int(x.get("value", 0)) for x in xmen)
    if value > MAX_TEAM_VALUE:
        found.append(f"The team value is {value}; it may be at most {MAX_TEAM_VALUE}.")
    return found


def villain_problems(villains: list[dict[str, Any]]) -> list[str]:
    """Four different Villains; when their card colours are typed in, four different colours.

    The rulebook asks for one Villain "of each colour" but strengths come in three colours, so
    the colour here is the card's own, typed in by the players (our reading, see the reference).

    >>> villain_problems([{"name": "A", "colour": "red"}, {"name": "B", "colour": "Red"},
    ...                   {"name": "C"}, {"name": "D"}])
    ['Two Villains share the colour red; take one of each colour.']
    """
    found = []
    if len(villains) != VILLAINS:
        found.append(f"There are {len(villains)} Villains; a deck brings exactly {VILLAINS}.")
    found += [
        f"{n} is there twice; the Villains must all be different."
        for n in duplicates([str(v["name"]) for v in villains])
    ]
    colours = [str(v["colour"]) for v in villains if str(v.get("colour", "")).strip()]
    found += [
        f"Two Villains share the colour {c}; take one of each colour." for c in duplicates(colours)
    ]
    return found


def card_problems(cards: list[dict[str, Any]]) -> list[str]:
    """The deck itself: 40 cards or more, 3 copies of a card at most (same name = same card)."""
    found = []
    copies: dict[str, int] = {}
    shown: dict[str, str] = {}
    for card in cards:
        key = same_name(str(card["name"]))
        copies[key] = copies.get(key, 0) + int(card["copies"])
        shown.setdefault(key, str(card["name"]).strip())
    found += [
        f"{shown[k]}: {n} copies; a deck may hold at most {MAX_COPIES} of one card."
        for k, n in copies.items()
        if n > MAX_COPIES
    ]
    found += size_problems(sum(copies.values()))
    return found


def size_problems(size: int) -> list[str]:
    """The deck's size alone (when only a count is typed in)."""
    if size < MIN_DECK:
        return [
            f"The deck has {count(size, 'card')}; it needs at least {MIN_DECK} "
            "(X-Men and Villains not counted)."
        ]
    return []


def problems(deck: dict[str, Any]) -> list[str]:
    """Everything wrong with an advanced deck: its cards (or just its ``size``), its X-Men and
    its Villains; an empty list means the deck is legal."""
    found = (
        card_problems(deck["cards"]) if "cards" in deck else size_problems(int(deck.get("size", 0)))
    )
    return found + team_problems(deck.get("xmen", [])) + villain_problems(deck.get("villains", []))


def pairs(words: object, error: type[TableError], label: str) -> list[tuple[str, str]]:
    """``"Rogue: 12, Angel: 9"`` as [("Rogue", "12"), ("Angel", "9")]; the part after the
    colon may be left out.

    >>> from core.table.errors import CommandError
    >>> pairs("Magneto: red, Toad", CommandError, "The Villains")
    [('Magneto', 'red'), ('Toad', '')]
    """
    if not isinstance(words, str):
        raise error(f"{label} must be text.")
    out = []
    for part in words.split(","):
        if part.strip():
            name, _, value = part.partition(":")
            out.append((name.strip(), value.strip()))
    return out


def from_text(form: dict[str, Any], error: type[TableError]) -> dict[str, Any]:
    """A deck typed in one line per part, as a screen entry sends it: ``size``, ``team``
    ("Rogue: 12, Angel: 9") and ``villain_list`` ("Magneto: red, Toad: green, ...")."""
    team = []
    for name, value in pairs(form.get("team", ""), error, "The team"):
        if not value.isdigit():
            raise error(f"Give {name}'s team value as a number, like 'Rogue: 12'.")
        team.append({"name": name, "value": int(value)})
    villains = [
        {"name": n, "colour": c}
        for n, c in pairs(form.get("villain_list", ""), error, "The Villains")
    ]
    return {"size": form.get("size"), "xmen": team, "villains": villains}


def read(form: object, error: type[TableError]) -> dict[str, Any]:
    """A deck typed into the checker: ``cards`` (name and copies each) or just a ``size``,
    ``xmen`` (name and team value each) and ``villains`` (name, and colour if known).

    >>> from core.table.errors import CommandError
    >>> read({"size": 41, "xmen": [], "villains": []}, CommandError)["size"]
    41
    >>> read({"cards": [{"name": "Zap", "copies": 0}]}, CommandError)
    Traceback (most recent call last):
    ...
    core.table.errors.CommandError: Copies of Zap must be from 1 to 200.
    """
    deck = record(form, "The deck", error)
    out: dict[str, Any] = {}
    if "cards" in deck:
        out["cards"] = []
        for entry in items(deck["cards"], "The card list", error):
            c = record(entry, "A card", error)
            name = text(c, "name", "A card's name", error, MAX_NAME)
            copies = whole(c, "copies", f"Copies of {name}", error, 1, MAX_DECK)
            out["cards"].append({"name": name, "copies": copies})
    else:
        out["size"] = whole(deck, "size", "The deck size", error, 0, MAX_DECK)
    out["xmen"] = []
    for entry in items(deck.get("xmen", []), "The X-Men", error):
        x = record(entry, "An X-Man", error)
        name = text(x, "name", "An X-Man's name", error, MAX_NAME)
        value = whole(x, "value", f"{name}'s team value", error, 0, MAX_TEAM_MEMBER_VALUE)
        out["xmen"].append({"name": name, "value": value})
    out["villains"] = []
    for entry in items(deck.get("villains", []), "The Villains", error):
        v = record(entry, "A Villain", error)
        name = text(v, "name", "A Villain's name", error, MAX_NAME)
        colour = text(v, "colour", f"{name}'s colour", error, MAX_NAME, required=False)
        out["villains"].append({"name": name, "colour": colour})
    return out
