"""Card content as data: loading, schema validation and lookup.

The engine hard-codes no card: heroes, missions, threat cards, mutants, bonds, school cards,
plots and story cards all come from a JSON content set checked here when it loads. Errors name
the card and the JSON path.

>>> core_set().id, len(core_set().heroes), len(core_set().plots)
('core-set', 16, 8)
>>> c = fixture_set()
>>> c.id, c.recommended_plot, len(c.heroes) >= 2
('test-set', 'brotherhood', True)
>>> [r["kind"] for r in c.card("mystique")["objectives"][1]]
['power', 'teamwork', 'damage']
>>> c.card("mystique")["objectives"][1][2]
{'kind': 'damage', 'value': 2, 'color': 'green'}
>>> load_content({"id": "x"})
Traceback (most recent call last):
...
core.games.mutant_insurrection.effects.schema.ContentError: content x: $.heroes: expected a
non-empty list
"""

from __future__ import annotations

from core.games.mutant_insurrection.content.loader import (
    Content,
    core_set,
    default_content,
    fixture_set,
    get_content,
    load_content,
    parse_requirement,
)

__all__ = [
    "Content",
    "core_set",
    "default_content",
    "fixture_set",
    "get_content",
    "load_content",
    "parse_requirement",
]
