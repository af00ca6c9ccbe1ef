"""X-Men: Mutant Insurrection: the table companion for a physical game (:mod:`.companion`).

Its rules engine for digital play (``core/rules``, ``core/effects``, ``core/content``,
``core/game.py``) and its exact odds (``core/odds``) still sit at the top of ``core/``; they
move here next, one package per game.
"""
