"""The table companion: tracks a physical game of Mutant Insurrection (threat, heroes, missions,
the round, the showdown and the dice), with undo, redo and a versioned save.

Modules, each small: ``setup`` (the setup form), ``rules`` (rule queries), ``commands`` (apply
one tap) with ``registry`` and one ``ops_*`` module per area (threat, heroes, missions, round and
showdown, dice), ``checklist`` (phase steps), ``dice_roller``, ``session`` (log, undo, save
format), ``forms`` (setup choices, number bounds), ``view`` (what the screen draws) and ``api``
(bridge methods).

>>> from core.games.mutant_insurrection.companion.session import new_session, perform, replay
>>> s = new_session({"players": 4, "heroes": [{"name": n} for n in ("A", "B", "C", "D")]})
>>> s, _ = perform(s, {"op": "threat", "delta": 3})
>>> replay(s).state["threat"]
7
"""
