"""The cards a table has typed (missions and villains, Sentinels, threat events), kept so the
next flip or draw of the same card is picked, not typed again. Each session records what was
typed (:func:`remember`, called by the ops); the screen keeps the list per device, merged by
kind and name, and hands it back through :func:`clean_library` (stored copies and imported
files alike), which keeps the good entries and words each bad one by its place.

>>> s = {"cards": []}
>>> remember(s, {"kind": "sentinel", "name": "Nimrod", "threat": 2, "target": "most_icons"})
>>> remember(s, {"kind": "sentinel", "name": "nimrod", "threat": 1, "target": "most_icons"})
>>> [(c["name"], c["threat"]) for c in s["cards"]]
[('nimrod', 1)]
>>> clean_library([{"kind": "event", "name": "Riots", "effect": {"each": 1}}, {"kind": "x"}])
... # doctest: +NORMALIZE_WHITESPACE
{'entries': [{'kind': 'event', 'name': 'Riots', 'threat': 0, 'objectives': None,
  'requirements': None, 'order': False, 'villainy': None, 'villainy_damage': 0,
  'deck': None, 'villain': False, 'story': False,
  'target': None, 'effect': {'threat': 0, 'each': 1, 'mission_delta': 0}}],
 'problems': ['Card 2: the kind is mission, sentinel or event.']}
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.fields import clean_entries, clean_name
from core.games.mutant_insurrection.companion.hero_facts import clean_note
from core.games.mutant_insurrection.companion.objectives import clean_requirements
from core.games.mutant_insurrection.companion.roster import (
    CONTINENTS,
    MAX_HEALTH,
    MAX_MISSION_THREAT,
    MAX_OBJECTIVES,
    MAX_VILLAINY_DAMAGE,
)
from core.games.mutant_insurrection.threat_track import MAX_THREAT

State = dict[str, Any]

KINDS: tuple[str, ...] = ("mission", "sentinel", "event")
MAX_CARDS = 200  # more cards than the box holds; a longer stored list keeps its newest
# A Sentinel's target, as the card names it (what is measured, most or fewest); the rules
# that read them are in :mod:`.ops_threat_cards`.
TARGETS: dict[str, str] = {
    "most_objectives": "Most objectives",
    "fewest_objectives": "Fewest objectives",
    "most_icons": "Most ! icons",
    "fewest_icons": "Fewest ! icons",
    "most_tokens": "Most success tokens",
    "fewest_tokens": "Fewest success tokens",
    "any": "Any mission (the table chooses)",
}
EFFECT_BOUNDS = {"threat": MAX_THREAT, "each": MAX_HEALTH, "mission_delta": MAX_HEALTH}


def _key(card: State) -> tuple[str, str]:
    return str(card["kind"]), str(card["name"]).casefold()


def remember(state: State, card: State) -> None:
    """Record a typed card in the session (the same kind and name replaces the older one)."""
    entry = clean_card(card)
    kept = [c for c in state["cards"] if _key(c) != _key(entry)]
    state["cards"] = [*kept, entry]


def _number(raw: State, key: str, lo: int, hi: int, default: int | None) -> int | None:
    value = raw.get(key)
    if value is None:
        return default
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise CompanionError(f"{key.replace('_', ' ')} is a whole number from {lo} to {hi}.")
    return value


def clean_card(raw: object) -> State:
    """One library card, checked and in its full shape (unknown fields are dropped)."""
    if not isinstance(raw, dict):
        raise CompanionError("a card is an object.")
    kind = raw.get("kind")
    if kind not in KINDS:
        raise CompanionError("the kind is mission, sentinel or event.")
    deck = raw.get("deck")
    if deck is not None and deck not in CONTINENTS:
        raise CompanionError("the deck is a continent of the box.")
    target = raw.get("target")
    if target is not None and target not in TARGETS:
        raise CompanionError("the Sentinel's target is not one the app knows.")
    effect = raw.get("effect")
    if effect is not None and not isinstance(effect, dict):
        raise CompanionError("an event's effect is an object.")
    # a mission's objectives as symbols (a card kept before symbols existed has none)
    rows = (
        clean_requirements(raw.get("requirements"), CompanionError) if kind == "mission" else None
    )
    count = _number(raw, "objectives", 1, MAX_OBJECTIVES, None)
    return {
        "kind": kind,
        "name": clean_name(raw.get("name"), "The card's name"),
        "threat": _number(raw, "threat", 0, MAX_MISSION_THREAT, 0),
        "objectives": count if rows is None else len(rows),
        "requirements": rows,
        "order": kind == "mission" and raw.get("order") is True,
        "villainy": clean_note(raw.get("villainy")),
        "villainy_damage": _number(raw, "villainy_damage", 0, MAX_VILLAINY_DAMAGE, 0),
        "deck": deck,
        "villain": raw.get("villain") is True,
        "story": raw.get("story") is True,
        "target": target if kind == "sentinel" else None,
        "effect": None
        if kind != "event"
        else {k: _number(effect or {}, k, -most, most, 0) for k, most in EFFECT_BOUNDS.items()},
    }


def clean_library(raw: object) -> State:
    """A stored or imported library: ``entries`` kept (one per kind and name, the last wins,
    at most :data:`MAX_CARDS`), ``problems`` worded by the card's place in the list."""
    if isinstance(raw, dict) and raw.get("kind") == "companion-cards":
        raw = raw.get("cards")  # an exported file: the list inside its envelope
    return clean_entries(
        raw,
        _clean_card_lowercase,
        _key,
        MAX_CARDS,
        not_a_list="A card library is a list of cards.",
        place="Card",
        kept_note="cards",
    )


def _clean_card_lowercase(item: object) -> State:
    """:func:`clean_card`, its refusal read after "Card 3:" (so it starts in lower case)."""
    try:
        return clean_card(item)
    except CompanionError as exc:
        text = str(exc)
        raise CompanionError(text[:1].lower() + text[1:]) from exc


def export(entries: list[State]) -> State:
    """The file a library is exported as (what :func:`clean_library` reads back)."""
    return {"kind": "companion-cards", "version": 1, "cards": entries}
