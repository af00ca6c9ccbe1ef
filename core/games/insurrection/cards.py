"""A People or Leader card as the companion records it: its name, initiative, icons,
Corruption marks and Remove/Look icons (rulebook: Detail of Cards). No card list ships with
the app, so the table types a card once and the card library remembers it by name.

>>> library = {}
>>> chaos = parse_card({"name": "Chaos", "initiative": 9, "marks": 2, "remove": True}, library)
>>> chaos["marks"], chaos["icons"]["minion"], chaos["remove"], chaos["look"]
(2, 0, True, False)
>>> parse_card({"name": "chaos"}, library)["marks"]  # typed once, reused by name
2
"""

from __future__ import annotations

from typing import Any

from core.table.errors import CommandError
from core.table.fields import clean_name, flag, mapping, whole

Card = dict[str, Any]

# The four icon types a card can show beside its name (Detail of Cards).
ICONS = ("soldier", "animal", "pretender", "minion")
ICON_LABELS = {
    "soldier": "Soldier",
    "animal": "Animal",
    "pretender": "Pretender",
    "minion": "Minion",
}
MAX_MARKS = 9  # a card carries a few marks at most (Talin has 2); 9 leaves room for typos to show
MAX_ICONS = 4
MAX_INITIATIVE = 99
MAX_REMEMBERED = 300  # card names the library keeps; a box holds far fewer, typos included
DETAILS = ("initiative", "marks", "icons", "remove", "look", "leader")


def key_of(name: str) -> str:
    """The library key of a card name: case and spacing do not matter.

    >>> key_of("  War   BEAR ")
    'war bear'
    """
    return " ".join(name.split()).casefold()


def blank_card(name: str = "") -> Card:
    """A card with no icons and no marks."""
    return {
        "name": name,
        "initiative": None,
        "marks": 0,
        "icons": dict.fromkeys(ICONS, 0),
        "remove": False,
        "look": False,
        "leader": False,
    }


def parse_card(raw: object, library: dict[str, Card], named: bool = False) -> Card:
    """A card from a form: fields it leaves out come from the library entry of the same name
    (then from a blank card); a named card's details are remembered in ``library``.

    ``named`` asks for a name (card mode); a counter-mode card may be just its marks and icons.

    >>> parse_card({"marks": 12}, {})
    Traceback (most recent call last):
    core.table.errors.CommandError: Corruption marks must be a whole number from 0 to 9.
    """
    form = mapping(raw, "The card")
    name = ""
    if form.get("name") not in (None, "") or named:
        name = clean_name(form.get("name"), "The card's name")
    card = blank_card(name)
    known = library.get(key_of(name)) if name else None
    if known is not None:
        card.update({k: (dict(v) if isinstance(v, dict) else v) for k, v in known.items()})
        card["name"] = name
    if form.get("initiative") is not None:
        card["initiative"] = whole(form, "initiative", "Initiative", 0, MAX_INITIATIVE)
    if "marks" in form:
        card["marks"] = whole(form, "marks", "Corruption marks", 0, MAX_MARKS)
    icons = form.get("icons")
    flat = {icon: form[icon] for icon in ICONS if icon in form}
    if icons is None and flat:
        icons = flat  # a screen's entry sends the icons as fields of the card itself
    if icons is not None:
        icon_form = mapping(icons, "The icons")
        unknown = sorted(set(icon_form) - set(ICONS))
        if unknown:
            raise CommandError(
                f"Cards show Soldier, Animal, Pretender or Minion icons, not {unknown[0]}."
            )
        for icon in ICONS:
            card["icons"][icon] = whole(
                icon_form, icon, f"{ICON_LABELS[icon]} icons", 0, MAX_ICONS, default=0
            )
    for key, what in (("remove", "Remove icon"), ("look", "Look icon"), ("leader", "Leader star")):
        if key in form:
            card[key] = flag(form, key, what)
    if name and (key_of(name) in library or len(library) < MAX_REMEMBERED):
        # the name as typed last, so the device's library shows it as the table writes it
        library[key_of(name)] = {k: card[k] for k in DETAILS} | {
            "icons": dict(card["icons"]),
            "name": name,
        }
    return card


def card_form(cmd: dict[str, Any]) -> dict[str, Any]:
    """A command's card: its ``card`` object, or the card's fields written in the command itself
    (a screen entry's fields are flat).

    >>> card_form({"op": "look", "keep": True, "marks": 1})["marks"]
    1
    """
    card = cmd.get("card")
    return card if isinstance(card, dict) else cmd


def describe(card: Card) -> str:
    """A card in a few words, for the history.

    >>> describe({"name": "Tore", "marks": 1, "icons": {"soldier": 1}})
    'Tore (1 mark, Soldier)'
    >>> describe({"name": "", "marks": 0, "icons": {}})
    'a card (no mark)'
    """
    marks = card["marks"]
    parts = ["no mark" if marks == 0 else f"{marks} mark" + ("s" if marks > 1 else "")]
    for icon in ICONS:
        n = card["icons"].get(icon, 0)
        if n:
            parts.append(ICON_LABELS[icon] + (f" x{n}" if n > 1 else ""))
    return f"{card['name'] or 'a card'} ({', '.join(parts)})"
