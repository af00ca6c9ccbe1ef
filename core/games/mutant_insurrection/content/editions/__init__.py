"""Every released edition of the bundled card sets, so a game keeps the cards it started with.

A bundled set is tuned from time to time (balance); a saved game names its cards by id and
fingerprint (:attr:`Content.fingerprint`), and opens on exactly those cards. ``editions/<id>/``
holds one file per edition, named by its fingerprint, and ``index.json`` lists them oldest
first. The newest entry is the set the app plays today; when it is tuned, its new file and index
entry are added here (``tests/content/test_editions.py`` fails until they are).

>>> [e["edition"] for e in index("core-set")][:2]
[1, 2]
>>> edition("core-set", "nope") is None
True
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from core.games.mutant_insurrection.content.loader import Content, load_content

Json = Any
PACKAGE = "core.games.mutant_insurrection.content.editions"


@cache
def index(content_id: str) -> tuple[dict[str, Json], ...]:
    """The editions of a bundled set, oldest first (none for a set that has no archive)."""
    folder = resources.files(PACKAGE).joinpath(content_id)
    if not folder.joinpath("index.json").is_file():
        return ()
    data = json.loads(folder.joinpath("index.json").read_text(encoding="utf-8"))
    return tuple(data["editions"])


def number(content_id: str, fingerprint: str) -> int | None:
    """Which edition (1, 2, ...) a fingerprint is, if it is one of this set's."""
    return next((e["edition"] for e in index(content_id) if e["fingerprint"] == fingerprint), None)


@cache
def edition(content_id: str, fingerprint: str) -> Content | None:
    """The cards of one edition, or None when this app has no such edition. Not registered:
    the registry keeps each id's current cards; a game holds its own."""
    if number(content_id, fingerprint) is None:
        return None
    name = f"{fingerprint}.json"
    text = resources.files(PACKAGE).joinpath(content_id, name).read_text(encoding="utf-8")
    return load_content(json.loads(text))


def older(content_id: str, current: Content) -> list[Content]:
    """The archived editions other than ``current``, newest first."""
    out = []
    for e in reversed(index(content_id)):
        if e["fingerprint"] != current.fingerprint:
            c = edition(content_id, e["fingerprint"])
            if c is not None:
                out.append(c)
    return out
