"""The app's Python: pure, no browser, no I/O beyond JSON in and out.

The same code runs on CPython (tests, CLI, bots) and on Pyodide (the web worker). This top
package holds only what more than one game uses: the JSON bridge the worker calls
(:mod:`core.bridge`), the table framework every companion is built on (:mod:`core.table`), the
error types of every door (:mod:`core.errors`), the bounds on input (:mod:`core.limits`), the
seeded generator (:mod:`core.rng`) and the rules-version checks of saves
(:mod:`core.rules_version`). Each game is one package under :mod:`core.games`; Mutant
Insurrection's engine, rules, cards, odds, bots and companion are in
:mod:`core.games.mutant_insurrection`.

>>> import core
>>> core.__version__
'0.1.0'
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
