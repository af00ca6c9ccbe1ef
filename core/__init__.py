"""The rules engine of the Mutant Insurrection app: pure Python, no browser, no I/O.

The same code runs on CPython (tests, CLI, bots) and on Pyodide (the web worker).
Everything that crosses the boundary is JSON-able data.

>>> import core
>>> core.__version__
'0.1.0'
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
