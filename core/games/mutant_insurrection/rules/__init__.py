"""The rules of the game, one module per rulebook chapter, run by :mod:`core.rules.engine`.

Importing this package registers every chapter's task handlers and effect ops with the engine.

Where each rule lives (rulebook chapter -> module):

- Setup, Solo Play -> :mod:`~core.rules.setup`
- Playing the Game (the round) -> :mod:`~core.rules.round`; Timings -> :mod:`~core.rules.timing`
- Deploy Phase -> :mod:`~core.rules.deploy`
- Mission Phase, Attempting Missions (Steps 1-5), Villainy, Turning Dice, Outcomes
  -> :mod:`~core.rules.attempt`; Requirements and spending dice -> :mod:`~core.rules.pool`;
  Power Card / Assist Abilities -> :mod:`~core.rules.abilities`; Turning Dice and other dice
  effects -> :mod:`~core.rules.dice_ops`
- Threat Phase, Threat, Running Out of Threat Cards -> :mod:`~core.rules.threat`
- Sentinels -> :mod:`~core.rules.sentinels`
- Regroup Phase, Swapping Mutants -> :mod:`~core.rules.regroup`, :mod:`~core.rules.mutants`
- Damage, Being Knocked Out, damage prevention -> :mod:`~core.rules.damage`; abilities used
  away from one's own attempt (deploy, threat, regroup, damaged, another's attempt)
  -> :mod:`~core.rules.windows`; moving heroes -> :mod:`~core.rules.moves`
- Bonds -> :mod:`~core.rules.bonds`; Training Tokens -> :mod:`~core.rules.training`
- School Cards -> :mod:`~core.rules.school`; Villain Cards, Replacing Cards
  -> :mod:`~core.rules.villains`; Revealing Cards -> :mod:`~core.rules.reveal`
- Story Cards, Briefings, Flip -> :mod:`~core.rules.story`; Showdowns -> :mod:`~core.rules.showdown`
- Card effects (targets, "or", "may", conditions) -> :mod:`~core.rules.effects`; values
  computed from the game and board conditions -> :mod:`~core.rules.counts`; effects at every
  mission -> :mod:`~core.rules.per_mission`; doubling fight, fewer rerolls
  -> :mod:`~core.rules.dice_extra`
- "During play" rules and "cannot" (Timings; Clarifications: Golden Rules)
  -> :mod:`~core.rules.golden`; "before"/"after" timings -> :mod:`~core.rules.timing`
- Invariants for tests and bots -> :mod:`~core.rules.audit`
- The public picture for the UI -> :mod:`~core.rules.view`
"""

from __future__ import annotations

import core.rules.attempt
import core.rules.bonds
import core.rules.damage
import core.rules.deploy
import core.rules.dice_extra
import core.rules.dice_ops
import core.rules.effects
import core.rules.golden
import core.rules.moves
import core.rules.mutants
import core.rules.per_mission
import core.rules.regroup
import core.rules.reveal
import core.rules.round
import core.rules.school
import core.rules.sentinels
import core.rules.setup
import core.rules.showdown
import core.rules.story
import core.rules.threat
import core.rules.timing
import core.rules.training
import core.rules.villains
import core.rules.windows  # noqa: F401 - imported for their registrations
