"""The scoring pad across the table (rulebook: End of the Game and Scoring; Clarifications):
every hand typed in, each card's line (see :mod:`core.games.insurrection.scoring`), the
end-of-game effects in initiative order, the totals, the winner and the tie-break.

The tie-break gives the win to the tied player whose Leader has the lowest initiative. A player
may end with no Leader or with several (Clarifications), and the rulebook does not say what
then; nor what happens when two Leaders show the same initiative. In those cases the pad asks
the table to name the winner among the tied players.

>>> from core.games.insurrection.scoring import End, entry
>>> hands = [[entry("Goblin", 2), entry("Talin", leader=True, initiative=14)],
...          [entry("Goblin", 2), entry("Azel", leader=True, initiative=3)]]
>>> table = score_table(hands, End(side="good", face_up={"marks": 0}))
>>> [p["total"] for p in table["players"]], table["winner"], table["tie"]["why"]
([6, 6], 1, 'Tied on 6 points: the lowest-initiative Leader (3) wins.')
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from core.games.insurrection.cards import key_of, parse_card
from core.games.insurrection.scoring import End, Entry, score_card
from core.table.errors import CommandError
from core.table.fields import flag, mapping, whole

MAX_LINES = 30
MAX_COPIES = 20
MAX_POINTS = 99


def parse_hand(raw: object, library: dict[str, Any]) -> list[Entry]:
    """A typed hand: one line per card name, with a count; details the library already knows
    (icons, marks, Leader star, initiative) fill in what the line leaves out.

    >>> parse_hand([{"name": "Bard"}, {"name": "bard"}], {})
    Traceback (most recent call last):
    core.table.errors.CommandError: bard is listed twice: give it one line with a count.
    """
    if not isinstance(raw, list) or len(raw) > MAX_LINES:
        raise CommandError("List the cards in the hand, one line per card name.")
    hand: list[Entry] = []
    seen: set[str] = set()
    for line in raw:
        form = mapping(line, "A line of the hand")
        card = parse_card(form, library, named=True)
        if key_of(card["name"]) in seen:
            raise CommandError(f"{card['name']} is listed twice: give it one line with a count.")
        seen.add(key_of(card["name"]))
        points = None
        if form.get("points") is not None:
            points = whole(form, "points", f"{card['name']}: the points", -MAX_POINTS, MAX_POINTS)
        hand.append(
            {
                "name": card["name"],
                "count": whole(
                    form, "count", f"{card['name']}: the number of copies", 1, MAX_COPIES, default=1
                ),
                "icons": card["icons"],
                "marks": card["marks"],
                "leader": card["leader"],
                "initiative": card["initiative"],
                "points": points,
                "end_effect": flag(form, "end_effect", f"{card['name']}: the end-of-game effect"),
            }
        )
    return hand


def score_table(
    hands: list[list[Entry] | None], end: End, chosen: int | None = None
) -> dict[str, Any]:
    """Every player's lines and total; the winner once every line has its points (``chosen``:
    the table's pick when the tie-break cannot settle it)."""
    players: list[dict[str, Any]] = []
    for seat, typed in enumerate(hands):
        others = tuple(tuple(h) for s, h in enumerate(hands) if s != seat and h is not None)
        context = End(end.side, end.on_keep, end.face_up, end.graveyard, others)
        hand = typed or []
        lines = [score_card(e, hand, context) for e in hand]
        players.append(
            {
                "lines": [asdict(line) for line in lines],
                "total": sum(line.points or 0 for line in lines),
                "complete": typed is not None and all(line.points is not None for line in lines),
            }
        )
    table: dict[str, Any] = {"players": players, "winner": None, "tie": None}
    if not all(p["complete"] for p in players):
        return table
    best = max(int(p["total"]) for p in players)
    tied = [seat for seat, p in enumerate(players) if p["total"] == best]
    if len(tied) == 1:
        table["winner"] = tied[0]
        return table
    table["tie"] = tie_break(tied, hands, best)
    table["winner"] = table["tie"]["winner"]
    if table["winner"] is None and chosen in tied:
        table["winner"] = chosen
    return table


def leader_initiatives(hand: list[Entry]) -> list[int | None]:
    """The initiative of every Leader copy in a hand."""
    return [e["initiative"] for e in hand for _ in range(e["count"]) if e["leader"]]


def tie_break(tied: list[int], hands: list[list[Entry] | None], points: int) -> dict[str, Any]:
    """The lowest-initiative Leader among the tied players, or why the table must choose."""
    leaders = {seat: leader_initiatives(hands[seat] or []) for seat in tied}
    unclear = [seat for seat, inits in leaders.items() if len(inits) != 1 or inits[0] is None]
    base = {"seats": tied, "winner": None, "ask": True}
    if unclear:
        return base | {
            "why": f"Tied on {points} points, and not every tied player holds exactly "
            "one Leader with its initiative typed: the rulebook does not say "
            "who wins then. Choose the winner."
        }
    lowest = min(int(inits[0] or 0) for inits in leaders.values())
    at_lowest = [seat for seat, inits in leaders.items() if inits[0] == lowest]
    if len(at_lowest) > 1:
        return base | {
            "why": f"Tied on {points} points and on Leader initiative {lowest}: choose the winner."
        }
    return {
        "seats": tied,
        "winner": at_lowest[0],
        "ask": False,
        "why": f"Tied on {points} points: the lowest-initiative Leader ({lowest}) wins.",
    }


def end_effects(hands: list[list[Entry] | None]) -> list[dict[str, Any]]:
    """The cards marked with an end-of-game effect, highest initiative first (those without an
    initiative come last, in seat order)."""
    found = [
        {"seat": seat, "name": e["name"], "initiative": e["initiative"]}
        for seat, hand in enumerate(hands)
        for e in hand or []
        if e["end_effect"]
    ]
    return sorted(found, key=lambda f: -(f["initiative"] if f["initiative"] is not None else -1))
