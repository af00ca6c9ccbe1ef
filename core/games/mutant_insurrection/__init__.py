"""X-Men: Mutant Insurrection, the game the app is named after: everything about it lives here.

- The digital game's public face: :mod:`.game` (``new_game``, ``load_game``, ``Game``), loaded
  on first use so that importing the package for the companion stays cheap.
- ``rules/``: one module per rulebook chapter (``rules/__init__.py`` maps chapter -> module),
  the engine loop, the view, the readings chosen where the rulebook leaves room.
- ``effects/``: the effect language (card text as typed JSON) and its validator.
- ``content/``: the card data (``core_set.json``, the cards players get; ``test_set.json``, the
  rules tests' fixture), the loader, content packs, and ``card_text.py``, the one generator of
  card texts.
- ``odds/``: exact odds and reroll advice; ``planner.py``, ``planning.py``, ``bots.py``: the bots;
  ``simulate.py``: bot games and the engine benchmark; ``balance.py``: the balance table.
- ``dice.py`` (the exact faces of the three dice), ``threat_track.py`` (the track's sections).
- ``terminal.py``: the game in a terminal; ``cli.py``: ``python3 -m core play | simulate |
  bench | balance | odds | content``.
- ``engine_api.py`` (``engine.*``), ``bench_api.py`` (``bench.*``), ``odds/api.py``
  (``odds.*``): the bridge methods of the digital game.
- ``companion/``: the table companion for a physical game (its own ``companion.*`` bridge
  methods in ``companion/api.py`` and ``companion/live_api.py``).

Its screens are in ``web/games/mutant-insurrection/`` (``play/`` and ``companion/``).

New games use the core set unless told otherwise:

>>> from core.games import mutant_insurrection as mi
>>> g = mi.new_game(seed=7)
>>> g.setup["content"], len(g.setup["heroes"])
('core-set', 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.games.mutant_insurrection.game import (
        Game,
        GameOverError,
        IllegalActionError,
        LoadError,
        SetupError,
        load_game,
        new_game,
    )

__all__ = [
    "Game",
    "GameOverError",
    "IllegalActionError",
    "LoadError",
    "SetupError",
    "load_game",
    "new_game",
]


def __getattr__(name: str) -> Any:
    if name in __all__:  # the public face lives in .game, imported on first use
        from core.games.mutant_insurrection import game

        return getattr(game, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
