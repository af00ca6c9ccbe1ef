"""Who goes first, and the advanced game's Villain draft; chance comes from a seed.

Basic game: each player rolls a die, the higher goes first (ties roll again). Advanced game: the
fewer X-Men goes first, then the lower team value, and only then the dice. The first player is
the Danger Room Keeper in both games (our reading, see the reference).

>>> first_by_dice(seed=3)
(1, [(4, 4), (4, 6)])
>>> first_by_team([[{"value": 9}, {"value": 9}], [{"value": 5}, {"value": 5}, {"value": 5}]], 3)
(0, 'fewer X-Men')
"""

from __future__ import annotations

from typing import Any

from core.games.xmen_tcg.deck_check import same_name
from core.games.xmen_tcg.roster import VILLAINS
from core.rng import Rng


def first_by_dice(seed: int) -> tuple[int, list[tuple[int, int]]]:
    """The player (0 or 1) who rolls higher, rolling again on a tie, and every pair rolled."""
    rng = Rng(seed)
    rolls: list[tuple[int, int]] = []
    while True:
        pair = (rng.randint(1, 6), rng.randint(1, 6))
        rolls.append(pair)
        if pair[0] != pair[1]:
            return (0 if pair[0] > pair[1] else 1), rolls


def first_by_team(teams: list[list[dict[str, Any]]], seed: int) -> tuple[int, str]:
    """The advanced game's first player and why (a sentence ending the history line)."""
    sizes = [len(t) for t in teams]
    if sizes[0] != sizes[1]:
        return (0 if sizes[0] < sizes[1] else 1), "fewer X-Men"
    values = [sum(int(x["value"]) for x in t) for t in teams]
    if values[0] != values[1]:
        return (0 if values[0] < values[1] else 1), "lower team value"
    first, rolls = first_by_dice(seed)
    shown = ", then ".join(f"{a} against {b}" for a, b in rolls)
    return first, f"same team size and value; dice {shown}"


def draft(
    pools: list[list[dict[str, Any]]], first: int, seed: int
) -> tuple[list[dict[str, Any]], list[str]]:
    """The advanced game's Villain draft: the players take turns, the first player first, each
    drawing one of the other's Villains at random, until four different Villains are out.

    A drawn Villain already on the table is set aside and the same player draws again (our
    reading); a player whose opponent has nothing left to draw from passes.

    >>> pool = [{"name": n} for n in ("Magneto", "Toad", "Mystique", "Sabretooth")]
    >>> table, log = draft([pool, list(pool)], first=0, seed=1)
    >>> sorted(v["name"] for v in table)
    ['Magneto', 'Mystique', 'Sabretooth', 'Toad']
    """
    rng = Rng(seed)
    left = [list(pools[0]), list(pools[1])]
    table: list[dict[str, Any]] = []
    log: list[str] = []
    on_table: set[str] = set()
    drawer = first
    if len({same_name(str(v["name"])) for p in pools for v in p}) < VILLAINS:
        raise ValueError("The two decks hold fewer than four different Villains.")
    while len(table) < VILLAINS:
        source = left[1 - drawer]
        while source:
            villain = source.pop(rng.below(len(source)))
            key = same_name(str(villain["name"]))
            if key in on_table:
                log.append(f"Player {drawer + 1} drew {villain['name']}, already out: set aside.")
                continue
            on_table.add(key)
            table.append(villain)
            log.append(f"Player {drawer + 1} drew {villain['name']}.")
            break
        drawer = 1 - drawer
    return table, log
