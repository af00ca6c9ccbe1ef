"""Card scores at the end of the game (rulebook: End of the Game and Scoring; Clarifications:
People, Leaders). Only the formulas the rulebook gives in full are computed; every other card,
and every case the rulebook leaves open, is typed from the card by the table (a *free entry*,
shown as such, with a note on what is missing).

Icon counts are the icons on the cards in the hand, the scoring card's own included;
"face-up" counts (Azel) read the play area at the end of the game. A card's score column is
chosen by the outcome: ``side`` is ``"good"`` or ``"evil"``.

>>> musketeers(1), musketeers(2), musketeers(3), musketeers(4), musketeers(6)
(3, -2, 27, 30, 54)
>>> hand = [entry("Draxen", leader=True)] + [entry(f"Card {n}") for n in range(9)]
>>> score_card(hand[0], hand, End(side="good")).points
13
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from core.games.insurrection.cards import ICONS, key_of

Entry = dict[str, Any]

WAR_BEAR_MAJORITY = 7  # each War Bear, for the player with strictly the most
PROPHET_SHARED = 4  # each Prophet, when another player also holds one
AZEL_MOST = 12  # a Good win ends below 10 marks, so 3 per pair tops out at 4 pairs
TARAK_BASE = 33  # inferred: "worth 24 from the start", when 3 other cards are in hand


def entry(name: str, count: int = 1, **details: Any) -> Entry:
    """A line of a typed hand (for examples and tests): a card name, how many, its details.

    >>> entry("Bard", icons={"soldier": 1})["icons"]["soldier"], entry("Bard")["points"]
    (1, None)
    """
    icons = dict.fromkeys(ICONS, 0) | details.pop("icons", {})
    base: Entry = {
        "name": name,
        "count": count,
        "icons": icons,
        "marks": 0,
        "leader": False,
        "initiative": None,
        "points": None,
        "end_effect": False,
    }
    return base | details


@dataclass(frozen=True)
class End:
    """The facts every formula may read: the outcome, the token's place, the play area, the
    graveyard and the other players' hands."""

    side: str
    on_keep: bool = False
    face_up: dict[str, int] = field(default_factory=dict)
    graveyard: int = 0
    others: tuple[tuple[Entry, ...], ...] = ()


@dataclass(frozen=True)
class Score:
    """One line of the pad: the points for all copies of a card, and where they come from:
    ``"rulebook"`` (computed), ``"typed"`` (free entry, filled in) or ``"needed"`` (free entry,
    still empty)."""

    name: str
    count: int
    points: int | None
    source: str
    note: str


def icons_in(hand: list[Entry], icon: str) -> int:
    """Icons of one type on the cards of a hand."""
    return sum(e["count"] * e["icons"][icon] for e in hand)


def copies(hand: list[Entry] | tuple[Entry, ...], key: str) -> int:
    """Copies of a card (by library key) in a hand."""
    return sum(e["count"] for e in hand if key_of(e["name"]) == key)


def musketeers(n: int) -> int:
    """Musketeers score by the set: 1 -> 3, 2 -> -1 each, 3 -> 9 each; beyond 3 a new set starts."""
    return 27 * (n // 3) + (0, 3, -2)[n % 3]


Formula = Callable[[Entry, list[Entry], End], "tuple[int | None, str]"]


def _per_card(points: int | None, note: str) -> Formula:
    return lambda e, hand, end: (None if points is None else points * e["count"], note)


def _by_side(good: int | None, evil: int | None, note: str) -> Formula:
    def score(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
        each = good if end.side == "good" else evil
        return (None if each is None else each * e["count"], note)

    return score


def _musketeer(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    return musketeers(e["count"]), "3 for one, -1 each for two, 9 each for three; then a new set"


def _bard(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    if end.side == "evil":
        return -2 * e["count"], "-2 each when Evil wins"
    pairs = icons_in(hand, "soldier") // 2
    return 6 * pairs * e["count"], f"6 per pair of Soldiers in hand ({pairs} pairs)"


def _shadow(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    if end.side == "good":
        return 0, "0 when Good wins"
    if end.on_keep:
        return 15 * e["count"], "15 each: Evil won with the Rebels token on Kristin's Keep"
    return 7 * e["count"], "7 each when Evil wins before Kristin's Keep"


def _occultist(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    soldiers, minions = icons_in(hand, "soldier"), icons_in(hand, "minion")
    return (2 + soldiers + minions) * e["count"], (
        f"2 + 1 per Soldier ({soldiers}) and Minion ({minions}) icon in hand"
    )


def _azel(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    if end.side == "evil":
        return 0, "0 when Evil wins"
    marks = end.face_up.get("marks", 0)
    return min(AZEL_MOST, 3 * (marks // 2)) * e["count"], (
        f"3 per pair of face-up Corruption marks ({marks} marks), at most {AZEL_MOST}"
    )


def _draxen(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    single = sum(1 for o in hand if o is not e and o["count"] == 1)
    return (2 * single - 5) * e["count"], f"2 per other card held once ({single}) - 5"


def _tarak(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    others = sum(o["count"] for o in hand) - 1
    return (TARAK_BASE - 3 * others) * e["count"], (
        f"{TARAK_BASE} - 3 per other card in hand ({others}); the base {TARAK_BASE} is worked out "
        "from 'worth 24 from the start': check it against your card"
    )


def _war_bear(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    mine = e["count"]
    best_other = max((copies(h, "war bear") for h in end.others), default=0)
    if mine > best_other:
        return WAR_BEAR_MAJORITY * mine, f"7 each: the most War Bears ({mine} against {best_other})"
    why = "a tie for the most" if mine == best_other else "another player has more"
    return None, f"no majority ({why}): type the points a War Bear scores without it"


def _prophet(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    if any(copies(h, "prophet") for h in end.others):
        return PROPHET_SHARED * e["count"], "4 each: another player also holds a Prophet"
    return None, "no other hand holds a Prophet: type the points it scores alone"


def _necromancer(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    if end.side == "good":
        return 4 * e["count"], "4 each; the graveyard bonus counts only when Evil wins"
    return None, (
        f"4 + a bonus per graveyard card ({end.graveyard} there): the rulebook gives "
        "no rate: type the points"
    )


def _yel(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    animals, marks = icons_in(hand, "animal"), sum(o["count"] * o["marks"] for o in hand)
    both = sum(o["count"] for o in hand if o["icons"]["animal"] and o["marks"])
    return None, (
        f"3 per pair of Animal and Corruption icons; the rulebook leaves 'pair' open "
        f"(Animals {animals} / marks {marks} gives {3 * min(animals, marks)}; cards "
        f"with both gives {3 * both}): type the points"
    )


def _princess(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    both = end.face_up.get("minion", 0) + end.face_up.get("marks", 0)
    return None, (
        f"can go below 0 past 18 face-up Minion and Corruption marks ({both} now): type the points"
    )


def _qhia(e: Entry, hand: list[Entry], end: End) -> tuple[int | None, str]:
    minions = end.face_up.get("minion", 0)
    return None, (f"can go below 0 with 8 or more face-up Minions ({minions} now): type the points")


# Cards whose score the rulebook fixes in full, or for one outcome only (the other is typed).
FORMULAS: dict[str, Formula] = {
    "musketeer": _musketeer,
    "bard": _bard,
    "shadow": _shadow,
    "goblin": _by_side(3, 9, "3 when Good wins, 9 when Evil wins"),
    "occultist": _occultist,
    "azel": _azel,
    "talin": _per_card(0, "0 at the end of the game"),
    "draxen": _draxen,
    "tarak": _tarak,
    "war bear": _war_bear,
    "prophet": _prophet,
    "necromancer": _necromancer,
    "dragon": _by_side(7, None, "7 when Good wins; the Evil score is not in the rulebook"),
    "gnoll": _by_side(4, None, "4 when Good wins; the Evil score is not in the rulebook"),
    "yel": _yel,
    # free entries, with the face-up numbers their cards read
    "princess": _princess,
    "qhia": _qhia,
}
# Cards the rulebook names without a full formula: a note beside the free entry.
OPEN_NOTES = {
    "tamer": "2 + 2 per icon of a type the rulebook does not name: type the points",
    "fenriz": "-1 per other card without a Minion icon, from a base the rulebook does not give",
    "liohra": "swaps a card at the end of the game; type the points on the card",
    "nhia": "type the points on the card",
}


def formula_key(name: str) -> str:
    """The formula a card name uses: Leaders go by their first name ("Yel, the Druid" -> yel).

    >>> formula_key("Yel, the Druid"), formula_key("War  Bear")
    ('yel', 'war bear')
    """
    return key_of(name.split(",", maxsplit=1)[0])


def score_card(e: Entry, hand: list[Entry], end: End) -> Score:
    """The pad's line for one hand entry."""
    key = formula_key(e["name"])
    formula = FORMULAS.get(key)
    points, note = (None, OPEN_NOTES.get(key, "type the points printed on the card"))
    if formula is not None:
        points, note = formula(e, hand, end)
    if points is not None:
        return Score(e["name"], e["count"], points, "rulebook", note)
    if e["points"] is None:
        return Score(e["name"], e["count"], None, "needed", note)
    return Score(e["name"], e["count"], e["points"] * e["count"], "typed", note)
