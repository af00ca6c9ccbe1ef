"""The version of the rules that saves are replayed under: bump :data:`RULES_VERSION` by one
whenever a rule change can make an older log replay differently (an option gone, a die more or
less). It is the one constant to change; every save, engine game or table session, records it.

A save written under an older version is opened by replaying its log under the current rules,
after the steps registered in :data:`MIGRATIONS` (none yet) have rewritten it version by
version. Where an entry no longer replays, the game opens at the last state that does and says
what was dropped; a save from a newer version is refused.

>>> RULES_VERSION >= 1
True
>>> migrate("engine", RULES_VERSION, [{"a": "x"}])
[{'a': 'x'}]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

RULES_VERSION = 3
"""1: the first version written into saves (saves without one count as version 0).
2: the issue-7 rules: any hero in play may assist wherever they are; a hero knocked out by a
damage requirement spends the rest of their dice; Sentinels attach to showdown missions;
replaced cards stack (a mission's ``under`` is a list); the villainy "or" takes an option with
an effect; story cards never played are retired at the showdown.
3: the issue-22 rules: card timings watch game events from every source (damage requirements,
ability costs, school cards), and only events that happen; a bond "at your mission" needs a
mission; a mutant's ready state is the card's; "cannot swap at the school" leaves trades; one
room rule for deploying and moving (a card's limit beats the showdown's exception, a defeated
showdown mission takes nobody); lent assist cards go home at the showdown; the briefings that
led to a showdown stay; the objective whose damage knocked the hero out stays open."""

Log = list[Any]
# (door, from_version) -> a function rewriting that door's log from version v to v + 1.
# A door is "engine" (actions of core.games.mutant_insurrection.game) or "companion" (commands of a
# table session).
MIGRATIONS: dict[tuple[str, int], Callable[[Log], Log]] = {}


def saved_version(value: object) -> int | None:
    """The rules version a save declares: 0 when absent (older builds), None when invalid."""
    if value is None:
        return 0
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    return None


def check_versions(
    save: dict[str, Any], reads: int, error: Callable[[str], Exception], what: str = "This save"
) -> int:
    """The rules version of ``save`` once its two versions are checked: the format
    (``schema_version``, up to ``reads``) and the rules (up to :data:`RULES_VERSION`). A save
    with no valid version, or from a newer app, raises ``error`` with the sentence to show.
    One check for every door (the engine's ``load_game`` and the table companion's opener).

    >>> check_versions({"schema_version": 1}, 1, ValueError)
    0
    >>> check_versions({"schema_version": 3}, 2, ValueError)
    Traceback (most recent call last):
    ...
    ValueError: This save was made by a newer version of the app (format 3; this app reads up \
to 2). Update the app to open it.
    """
    version = save.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise error(f"{what} has no valid format version.")
    if version > reads:
        raise error(
            f"{what} was made by a newer version of the app (format {version}; this app "
            f"reads up to {reads}). Update the app to open it."
        )
    rules = saved_version(save.get("rules_version"))
    if rules is None:
        raise error(f"{what}'s rules version is not a whole number.")
    if rules > RULES_VERSION:
        raise error(
            f"{what} was made by a newer version of the app (rules {rules}; this app "
            f"plays rules up to {RULES_VERSION}). Update the app to open it."
        )
    return rules


def migrate(door: str, version: int, log: Log) -> Log:
    """Step ``log`` from ``version`` up to :data:`RULES_VERSION` with the registered steps."""
    for v in range(version, RULES_VERSION):
        step = MIGRATIONS.get((door, v))
        if step is not None:
            log = step(log)
    return log
