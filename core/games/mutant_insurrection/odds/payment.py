"""What a final set of results can pay for (rulebook: Step 4: Complete Objectives; Other
Restrictions; Clarifications: Missions).

The spending rules themselves are the engine's
(:func:`core.games.mutant_insurrection.rules.pool.fight_ok`: fight results
add up, one or more of them must reach the value); this module asks the one question the odds
need of them: *how many of the open objectives can these results complete together?* A die
pays one requirement; power and teamwork take one matching result each; with the order arrow
the completed objectives are the top ones (a free objective, a Sentinel's, is outside the
order); a damage requirement is paid by suffering damage, and once that knocks the hero out no
further objective with a damage requirement can be completed.

>>> from core.games.mutant_insurrection.odds.problem import parse_objective
>>> mystique = [parse_objective(t) for t in
...     ("teamwork teamwork power", "power teamwork damage 2", "fight 3 teamwork teamwork")]
>>> payer = Payer(mystique, order=False)
>>> payer.best(teamwork=3, power=1, fights=(2, 2), health=None)  # the example's final pool
2
>>> payer.best(teamwork=3, power=1, fights=(2, 2), health=2)  # 2 damage knocks her out: still 2
2
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from core.games.mutant_insurrection.odds.problem import Objective
from core.games.mutant_insurrection.rules.pool import fight_ok


@lru_cache(maxsize=65536)
def fights_payable(needs: tuple[int, ...], values: tuple[int, ...]) -> bool:
    """Whether disjoint groups of fight ``values`` can pay every fight requirement in ``needs``
    (both sorted high to low). Tries each group for the largest need; a group never needs a
    die beyond the one that makes it reach the value, so only minimal groups are tried.

    >>> fights_payable((3,), (2, 2)), fights_payable((3, 2), (2, 2)), fights_payable((3, 1), (3, 1))
    (True, False, True)
    """
    if not needs:
        return True
    if sum(values) < sum(needs):
        return False
    need, rest = needs[0], needs[1:]
    n = len(values)
    for size in range(1, n + 1):
        for group in combinations(range(n), size):
            picked = [values[i] for i in group]
            # minimal: dropping the smallest picked die would fall short
            if fight_ok(picked, need) and sum(picked) - picked[-1] < need:
                left = tuple(v for i, v in enumerate(values) if i not in group)
                if fights_payable(rest, left):
                    return True
    return False


class Payer:
    """The objective sets a mission allows, with what each set needs all together."""

    def __init__(self, objectives: Sequence[Objective], order: bool) -> None:
        self.count = len(objectives)
        ordered = [i for i, o in enumerate(objectives) if not (o.free or not order)]
        free = [i for i in range(self.count) if i not in ordered]
        sets: list[tuple[int, ...]] = []
        for top in range(len(ordered) + 1):  # with the arrow: the first `top` ordered ones
            for k in range(len(free) + 1):
                for extra in combinations(free, k):
                    sets.append(tuple(sorted((*ordered[:top], *extra))))
        sets = sorted(set(sets), key=len, reverse=True)
        # (size, teamwork, power, fight needs, damage of all, damage of the largest one)
        self.sets: list[tuple[int, int, int, tuple[int, ...], int, int]] = []
        for s in sets:
            objs = [objectives[i] for i in s]
            damages = [o.damage for o in objs if o.damage]
            # the objective that can go last: any free one, or the lowest ordered one
            lasts = [objectives[i].damage for i in s if i in free]
            lasts += [objectives[i].damage for i in s if i in ordered and objectives[i].damage][-1:]
            self.sets.append(
                (
                    len(s),
                    sum(o.count("teamwork") for o in objs),
                    sum(o.count("power") for o in objs),
                    tuple(sorted((v for o in objs for v in o.fights), reverse=True)),
                    sum(damages),
                    max(lasts, default=0),
                )
            )
        self.top_fight = max((v for o in objectives for v in o.fights), default=0)
        self.needs_kind = {
            k: any(o.count(k) for o in objectives) for k in ("teamwork", "power", "fight")
        }

    def best(self, teamwork: int, power: int, fights: tuple[int, ...], health: int | None) -> int:
        """The most objectives these results complete (``fights`` sorted high to low)."""
        for size, tw, pw, needs, dmg, largest in self.sets:
            if tw > teamwork or pw > power:
                continue
            # the largest damage objective that may go last goes last; the others must leave
            # the hero standing
            if health is not None and dmg - largest >= health:
                continue
            if fights_payable(needs, fights):
                return size
        return 0
