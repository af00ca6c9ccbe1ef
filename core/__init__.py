"""The rules engine of the Mutant Insurrection app: pure Python, no browser, no I/O.

The same code runs on CPython (tests, CLI, bots) and on Pyodide (the web worker).
Everything that crosses the boundary is JSON-able data.

The engine's public face (:mod:`core.game`) loads on first use, so importing ``core`` for the
bridge or the companion stays cheap.

>>> import core
>>> core.__version__
'0.1.0'
>>> g = core.new_game(seed=7)
>>> g.decision["kind"]  # setup: which continent deck's top mission to flip
'flip_deck'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from core.game import (
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
    "__version__",
    "load_game",
    "new_game",
]


def __getattr__(name: str) -> Any:
    if name in __all__:  # everything exported but __version__ lives in core.game
        import core.game

        return getattr(core.game, name)
    raise AttributeError(f"module 'core' has no attribute {name!r}")
