"""The rules of the game, one module per rulebook chapter, run by
:mod:`core.games.mutant_insurrection.rules.engine`.

Importing this package registers every chapter's task handlers and effect ops with the engine.

Where each rule lives (rulebook chapter -> module):

- Setup, Solo Play -> ``setup``
- Playing the Game (the round) -> ``round``; Timings -> ``timing``
- Deploy Phase -> ``deploy``
- Mission Phase, Attempting Missions (Steps 1-5), Villainy, Turning Dice, Outcomes
  -> ``attempt``; Requirements and spending dice -> ``pool``;
  Power Card / Assist Abilities -> ``abilities``; Turning Dice and other dice
  effects -> ``dice_ops``
- Threat Phase, Threat, Running Out of Threat Cards -> ``threat``
- Sentinels -> ``sentinels``
- Regroup Phase, Swapping Mutants -> ``regroup``, ``mutants``
- Damage, Being Knocked Out, damage prevention -> ``damage``; abilities used
  away from one's own attempt (deploy, threat, regroup, damaged, another's attempt)
  -> ``windows``; moving heroes -> ``moves``
- Bonds -> ``bonds``; Training Tokens -> ``training``
- School Cards -> ``school``; Villain Cards, Replacing Cards
  -> ``villains``; Revealing Cards -> ``reveal``
- Story Cards, Briefings, Flip -> ``story``; Showdowns -> ``showdown``
- Card effects (targets, "or", "may", conditions) -> ``effects``; values
  computed from the game and board conditions -> ``counts``; effects at every
  mission -> ``per_mission``; doubling fight, fewer rerolls
  -> ``dice_extra``
- "During play" rules and "cannot" (Timings; Clarifications: Golden Rules)
  -> ``golden``; "before"/"after" timings -> ``timing``
- Invariants for tests and bots -> ``audit``
- The public picture for the UI -> ``view``
"""

from __future__ import annotations

import core.games.mutant_insurrection.rules.attempt
import core.games.mutant_insurrection.rules.bonds
import core.games.mutant_insurrection.rules.damage
import core.games.mutant_insurrection.rules.deploy
import core.games.mutant_insurrection.rules.dice_extra
import core.games.mutant_insurrection.rules.dice_ops
import core.games.mutant_insurrection.rules.effects
import core.games.mutant_insurrection.rules.golden
import core.games.mutant_insurrection.rules.moves
import core.games.mutant_insurrection.rules.mutants
import core.games.mutant_insurrection.rules.per_mission
import core.games.mutant_insurrection.rules.regroup
import core.games.mutant_insurrection.rules.reveal
import core.games.mutant_insurrection.rules.round
import core.games.mutant_insurrection.rules.school
import core.games.mutant_insurrection.rules.sentinels
import core.games.mutant_insurrection.rules.setup
import core.games.mutant_insurrection.rules.showdown
import core.games.mutant_insurrection.rules.story
import core.games.mutant_insurrection.rules.threat
import core.games.mutant_insurrection.rules.timing
import core.games.mutant_insurrection.rules.training
import core.games.mutant_insurrection.rules.villains
import core.games.mutant_insurrection.rules.windows  # noqa: F401 - imported for their registrations
