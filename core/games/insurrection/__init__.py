"""Insurrection: a table companion for the card-drafting game (2-6 players).

What it tracks: the Path and the Rebels token over six rounds, the face-up Corruption marks,
Minions and Animals (card by card or as counters), the People deck and the graveyard, both
Corruption checks and the 10-mark rule once Evil has won, the turn order by initiative, the
round's checklist and the scoring pad. The modules: :mod:`.setup`, :mod:`.lands`,
:mod:`.cards`, :mod:`.area`, :mod:`.checks`, :mod:`.turn_order`, the ``ops_*`` command modules,
:mod:`.scoring` and :mod:`.pad`, :mod:`.view` and :mod:`.reference`.

>>> GAME.id, GAME.players
('insurrection', (2, 6))
"""

from __future__ import annotations

from core.games.insurrection.commands import apply_in_place
from core.games.insurrection.reference import REFERENCE
from core.games.insurrection.screen import form, screen
from core.games.insurrection.setup import MAX_PLAYERS, MIN_PLAYERS, library, new_state
from core.games.insurrection.view import moment, view
from core.table.game import TableGame, register

GAME = register(
    TableGame(
        id="insurrection",
        name="Insurrection",
        players=(MIN_PLAYERS, MAX_PLAYERS),
        summary="Fantasy card drafting on the road to Kristin's Keep: will Evil gather 10 marks?",
        tracks=(
            "the Path and the six rounds",
            "face-up Corruption marks, Minions and Animals",
            "the People deck and the graveyard",
            "both Corruption checks",
            "turn order by initiative",
            "the scoring pad",
        ),
        new_state=new_state,
        apply_in_place=apply_in_place,
        view=view,
        moment=moment,
        screen=screen,
        form=form,
        reference=REFERENCE,
        library=library,
        # 2: counter mode counts the face-up cards without marks, and a Remove is refused
        # when the lightest take left would end below 10 (the Round Overview Example)
        rules_version=2,
    )
)
