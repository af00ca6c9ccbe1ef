"""A random setup over what a table owns (the feature public tools for this game offer most):
the villain, the heroes and the six locations, from lists the players type, with a seed so the
same seed and lists give the same table.

>>> pick({"villains": "Sabretooth, Juggernaut", "heroes": "Storm, Cyclops, Beast, Wolverine",
...       "locations": "", "count": 3, "seed": 7})["heroes"]
['Cyclops', 'Storm', 'Wolverine']
"""

from __future__ import annotations

import random
from typing import Any

from core.games.marvel_united.setup import LOCATIONS, VILLAINS, X_MEN
from core.table.errors import SetupError


def _names(text: object, fallback: tuple[str, ...]) -> list[str]:
    if not isinstance(text, str) or not text.strip():
        return list(fallback)
    seen: list[str] = []
    for part in text.split(","):
        name = part.strip()[:40]
        if name and name not in seen:
            seen.append(name)
    return seen


def pick(values: dict[str, Any]) -> dict[str, Any]:
    """``villains``, ``heroes`` and ``locations``: comma-separated names (the box's villains
    and its six X-Men when empty, as in rules version 1 -- the setup form now types all eight
    heroes; locations keep the form's names when empty); ``count`` heroes;
    ``seed``. Returns the chosen ``villain``, ``heroes`` (sorted) and ``locations`` (or None)."""
    seed = values.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError("A random setup needs a seed (a whole number).")
    rng = random.Random(seed)
    villains = _names(values.get("villains"), VILLAINS)
    heroes = _names(values.get("heroes"), X_MEN)
    count = values.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 2 <= count <= 4:
        raise SetupError("Choose 2 to 4 heroes.")
    if len(heroes) < count:
        raise SetupError(f"Type at least {count} heroes you own to pick from.")
    locations = _names(values.get("locations"), ())
    if locations and len(locations) < LOCATIONS:
        raise SetupError(f"Type at least {LOCATIONS} locations you own, or none.")
    return {
        "villain": rng.choice(villains),
        "heroes": sorted(rng.sample(heroes, count)),
        "locations": rng.sample(locations, LOCATIONS) if locations else None,
    }
