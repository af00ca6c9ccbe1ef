"""Every tap is a command: a small dict with an ``op``. :func:`apply` returns a new state and
the events (short sentences for the history and toasts); the old state is never changed.

The ops (fields after the op; any command may also carry ``at``, the time of the tap in
milliseconds since 1970, see :mod:`.clock`):

- threat ``delta`` · raise_icons · draw_threat · threat_deck ``deck delta``
- threat_event ``name? threat? each? mission? mission_delta?`` · sentinel_draw ``name threat
  target mission? villainy? villainy_damage?`` · each_hero ``delta`` · mission_heroes
  ``mission delta``
- damage ``hero delta`` · health ``hero health`` · replace ``hero name health dice
  assist_dice note`` · hero_facts ``hero dice? assist_dice? note?``
- training ``hero type|None``
- mutant ``hero name|None`` · mutant_exhaust ``hero`` · assist ``hero`` · active ``hero``
- bond ``hero other positive`` · bond_flip ``hero other`` · bond_exhaust ``hero other``
  · bond_discard ``hero other``
- mission_add ``name threat villain story deck? objectives? requirements? order? villainy?
  villainy_damage?`` (``requirements``: the objectives as symbols, :mod:`.objectives`)
  · mission_success ``mission delta objective?`` · mission_edit ``mission name? threat?
  objectives? requirements? order? villainy? villainy_damage? villain? story? deck?``
- sentinel ``mission name threat villainy? villainy_damage?`` · sentinel_discard
  · mission_complete · mission_remove ``mission``
  · villain_replace ``mission name threat objectives? requirements? order? villainy?
  villainy_damage?`` · spend_villain
- deploy ``hero mission|None`` or ``hero school`` · deploy_deck ``hero deck name? threat?
  objectives? requirements? order? villainy? villainy_damage?``
- check ``step`` · next_phase
- briefing_add ``name goal?`` · briefing_progress ``briefing delta`` · briefing_remove
  ``briefing`` · briefing_flip ``briefing name? threat? objectives?``
- showdown_start ``missions keep?`` · showdown_success ``mission delta`` · showdown_attack
- dice_roll ``pool seed hero? assist?`` · dice_attempt ``hero assist|None seed``
  · dice_select ``index`` · dice_reroll ``seed extra villainy_resolved selected?``
  · dice_token ``hero`` · dice_clear

Rules applied by the ops_* modules, by rulebook section: Threat (never below 1, loss past
15 before the showdown), Being Knocked Out (+1 threat outside the showdown, cards and bonds
discarded, replacement at regroup, loss when no unused hero remains), Deploy Phase (three heroes
per mission), Threat Phase (raise, then draw from the colour the tracker reached, empty decks),
Regroup Phase (ready cards), Bonds, Training Tokens, Mutants, Showdowns (attack, effects, the
only loss being every hero knocked out; Clarifications: the blow that knocks out the last hero
may still complete the last mission, see :func:`final_token`).

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "Storm", "health": 2}, {"name": "Rogue"}],
...                "difficulty": "normal", "seed": 1})
>>> s, ev = apply(s, {"op": "damage", "hero": 1, "delta": 2})
>>> ev
['Storm takes 2 damage (2 of 2).', 'Storm is knocked out: threat +1 (now 5).']
>>> s["threat"], s["heroes"][0]["out"]
(5, True)
"""

from __future__ import annotations

import copy

# Importing the op modules registers their commands.
from core.games.mutant_insurrection.companion import (
    clock,
    ops_dice,
    ops_heroes,
    ops_missions,
    ops_round,
    ops_story,
    ops_threat,
    ops_threat_cards,
)
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.registry import HANDLERS, Command, State
from core.games.mutant_insurrection.companion.rules import winning_blow

OP_MODULES = (
    ops_threat,
    ops_threat_cards,
    ops_heroes,
    ops_missions,
    ops_round,
    ops_dice,
    ops_story,
)
# Ops still allowed once the game is won or lost: looking at dice harms nobody.
AFTER_END_OPS = frozenset(
    {"dice_roll", "dice_attempt", "dice_select", "dice_reroll", "dice_clear", "hero_facts"}
)


def apply(state: State, command: Command) -> tuple[State, list[str]]:
    """Apply one command to a copy of ``state``; raises :class:`CommandError` if it is illegal."""
    new = copy.deepcopy(state)
    return new, apply_in_place(new, command)


def apply_in_place(state: State, command: Command) -> list[str]:
    """Change ``state`` itself (replay owns its copy; a refused command may leave it half-done)."""
    if not isinstance(command, dict) or not isinstance(command.get("op"), str):
        raise CommandError("Unknown command.")
    if command["op"] not in HANDLERS:
        raise CommandError("Unknown command.")
    clock.command_time(command)  # a bad time is refused before anything changes
    if state["outcome"] is not None and command["op"] not in AFTER_END_OPS:
        untimed = {k: v for k, v in command.items() if k != "at"}
        if untimed != final_token(state):
            raise CommandError("The game is over. Undo to go back.")
        state["outcome"] = None  # the blow that knocked out the last hero also won the game
    events = HANDLERS[command["op"]](state, command)
    clock.tick(state["clock"], command, ended=state["outcome"] is not None)
    return events


def refuse_no_op(before: State, after: State) -> None:
    """A new tap that changes nothing is refused, so the history never shows "Threat 15 → 15"
    (only new taps: saves holding such a tap still replay).

    >>> refuse_no_op({"threat": 4}, {"threat": 4})
    Traceback (most recent call last):
    ...
    core.games.mutant_insurrection.companion.errors.CommandError: That changes nothing.
    """

    def game(state: State) -> State:
        return {k: v for k, v in state.items() if k != "clock"}  # a tap's time is not a change

    if game(before) == game(after):
        raise CommandError("That changes nothing.")


def final_token(state: State) -> Command | None:
    """The one tap that turns a showdown knock-out loss into the win (Clarifications,
    Showdowns), when :func:`rules.winning_blow` finds it possible."""
    blow = winning_blow(state)
    return None if blow is None else {"op": "showdown_success", "mission": blow["id"], "delta": 1}
