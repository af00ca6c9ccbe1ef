"""The keywords the companion understands: the ones whose combat or targeting effect the rules
document itself spells out (in the combat chapter, the keyword glossary or a worked example).

Every other keyword on a card (Berserker, Dodge, Leader, ...) is outside what the document
defines; players apply those by hand with counters and modifiers.

>>> sorted(KEYWORDS)[:3]
['acrobatic', 'air_superiority', 'alien_physiology']
>>> KEYWORDS["flight"].name, KEYWORDS["lethal"].reading
('Flight', True)
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Keyword:
    """One keyword: its printed name, what it does in our words, where the rules say so, and
    whether the companion had to choose a reading because the document does not define it."""

    name: str
    does: str
    section: str
    reading: bool = False


KEYWORDS: dict[str, Keyword] = {
    "ferocious": Keyword(
        "Ferocious",
        "Strikes in a step of its own before everyone else; if it stuns its opponent first, "
        "that opponent never strikes back.",
        "Combat Resolution: Ferocious Resolution",
    ),
    "range": Keyword(
        "Range",
        "May attack from the back row (a ranged attack); a defender strikes back at a ranged "
        "attack only if it has Range too.",
        "Combat Declaration: Ranged Attack; Normal Resolution",
    ),
    "flight": Keyword(
        "Flight",
        "May attack over the enemy front row into the back row, unless a face-up enemy in that "
        "front row has Flight as well.",
        "Combat Declaration: Melee Attack and Ranged Attack",
    ),
    "stealth": Keyword(
        "Stealth",
        "A melee attacker with Stealth may attack any enemy back-row character.",
        "Combat Declaration: Melee Attack",
    ),
    "sniper": Keyword(
        "Sniper",
        "A ranged attacker with Sniper may attack any enemy back-row character.",
        "Combat Declaration: Ranged Attack",
    ),
    "camouflage": Keyword(
        "Camouflage",
        "Cannot be attacked while it is in the back row.",
        "Combat Declaration: Multi-Defender (the Xenomorph Ambusher example)",
    ),
    "acrobatic": Keyword(
        "Acrobatic",
        "In combat it is struck as if its DEF were twice as high.",
        "Keyword Glossary: Acrobatic",
    ),
    "air_superiority": Keyword(
        "Air Superiority",
        "Characters with Flight cannot strike it.",
        "Keyword Glossary: Air Superiority",
    ),
    "alien_physiology": Keyword(
        "Alien Physiology",
        "Cannot have -1/-1 counters.",
        "Keyword Glossary: Alien Physiology",
    ),
    "lethal": Keyword(
        "Lethal",
        "Our reading: a character this one stuns in combat takes a Lethal wound and is KO'd. "
        "The document names Lethal wounds but never defines the keyword.",
        "Stunned Characters (Lethal wound)",
        reading=True,
    ),
}


def keyword_list(raw: object, *, who: str) -> list[str]:
    """Check a list of keyword ids typed for a character; the message names the character.

    >>> keyword_list(["flight", "range"], who="Storm")
    ['flight', 'range']
    >>> keyword_list("Flight, Air Superiority", who="Storm")
    ['flight', 'air_superiority']
    >>> keyword_list(["laser"], who="Storm")
    Traceback (most recent call last):
    ...
    ValueError: Storm: the companion does not know the keyword 'laser'.
    """
    if raw is None:
        return []
    if isinstance(raw, str):  # typed on a screen: "flight, air superiority"
        raw = [k.strip().lower().replace(" ", "_") for k in raw.split(",") if k.strip()]
    if not isinstance(raw, list) or not all(isinstance(k, str) for k in raw):
        raise ValueError(f"{who}: keywords must be a list of keyword names.")
    out: list[str] = []
    for k in raw:
        if k not in KEYWORDS:
            raise ValueError(f"{who}: the companion does not know the keyword {k!r}.")
        if k not in out:
            out.append(k)
    return out
