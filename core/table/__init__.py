"""Machinery shared by every game the table companion knows: the contract a game implements
(:mod:`core.table.game`), its typed errors (:mod:`core.table.errors`) and the registry of
games. Nothing here knows the rules of any game; each game lives in its own package under
:mod:`core.games`.
"""
