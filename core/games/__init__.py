"""One package per game. The table games each register a
:class:`core.table.game.TableGame` when imported (see :data:`PACKAGES`); Mutant Insurrection
(:mod:`core.games.mutant_insurrection`) is the one game with more than a table companion (its
rules engine, cards, odds and bots live in its package too), so it has bridge methods of its own
(``engine.*``, ``companion.*``, ``odds.*``) instead of an entry here.

How a game's package is laid out (``core/games/<id>/``):

- ``__init__.py`` builds the game's :class:`~core.table.game.TableGame` and registers it; its
  module path goes into :data:`PACKAGES` under the game id.
- Small modules named after what they hold: ``setup.py`` (``new_state``, raising
  :class:`~core.table.errors.SetupError`), one ``ops_<area>.py`` per group of commands (a small
  op registry local to the package; each op changes the state in place and returns its events,
  or raises :class:`~core.table.errors.CommandError`), the rule checks, the scoring or
  arithmetic, ``view.py`` (everything a screen draws, precomputed: what is legal now, totals,
  warnings) and ``reference.py`` (the in-app rules reference in our own words, as data: a
  tuple of ``{"title": ..., "paragraphs": [...]}`` sections, the readings chosen where the
  rulebook is unclear included).
- Tests in ``tests/games/<id>/``; each rules test names the rulebook section it checks (in its
  docstring and with ``@pytest.mark.rule("...")``), and the rulebook's worked examples are tests.

The generic session (setup + command log, undo/redo, history, versioned saves naming their
game), the bridge methods and the home screen's game picker are shared machinery in
:mod:`core.table`; a game package holds no storage or browser code.
"""

# Game id -> the package that registers it. Imported on first use, so the worker's boot never
# pays for games nobody opened.
PACKAGES: dict[str, str] = {
    "insurrection": "core.games.insurrection",
    "score-pad": "core.games.score_pad",
    "marvel-united": "core.games.marvel_united",
    "xmen-tcg": "core.games.xmen_tcg",
    "vs-system": "core.games.vs_system",
}
