"""Make the core set's next edition from skill_gap's levers, exactly as they were measured.

``python3 -m tests.engine.make_edition relief6+h4hard`` applies the levers (``a+b``: a, then
b) to the current ``core_set.json``, raises its content version by one, writes it back, and
archives the new cards under ``editions/core-set/<fingerprint>.json`` with an ``index.json``
entry whose build is ``PENDING``. After committing, set the build to that commit's short sha and
write its corpus saves (``tests/saves/make_corpus.py <sha> tests/saves/corpus --core-set``).

Building the cards with the very functions the measurements used means the shipped rules are
the measured rules: no hand-folded copy to argue equivalent.

``--pips-from docs/balance.md`` also sets every plot's challenge pips from that page's ranking
("Plots by measured challenge", hardest first): the two hardest 4 pips, the two easiest 2, the
others 3 (docs/content-packs.md).

>>> card = {"version": 4}
>>> bump(card); card["version"]
5
>>> pips(["A", "B", "C", "D", "E", "F"])
{'A': 4, 'B': 4, 'C': 3, 'D': 3, 'E': 2, 'F': 2}
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from core.games.mutant_insurrection.content.loader import load_content
from tests.engine.skill_gap import lever

Json = Any
CONTENT = Path(__file__).resolve().parents[2] / "core/games/mutant_insurrection/content"
ARCHIVE = CONTENT / "editions/core-set"


def bump(d: Json) -> None:
    """A new edition is a new content version (a save names the version it began on)."""
    d["version"] += 1


def pips(hardest_first: list[str]) -> dict[str, int]:
    """Challenge pips from a ranking, hardest first: two 4s, two 2s, 3 between."""
    n = len(hardest_first)
    return {p: 4 if i < 2 else 2 if i >= n - 2 else 3 for i, p in enumerate(hardest_first)}


def ranking(page: str) -> list[str]:
    """The plot names of a balance page's "Plots by measured challenge" table, in its order.

    >>> page = "## Plots by measured challenge\\n| plot | n |\\n|-|-|\\n| B | 3 |\\n| A | 2 |"
    >>> ranking(page)
    ['B', 'A']
    """
    section = page.split("## Plots by measured challenge", 1)[1].split("\n## ", 1)[0]
    rows = [x for x in section.splitlines() if x.startswith("| ")][1:]  # past the header
    return [row.split("|")[1].strip() for row in rows]


def dump(d: Json) -> str:
    """The core set's on-disk form (one-space indent, UTF-8 kept, a final newline)."""
    return json.dumps(d, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("levers", help="skill_gap levers, a+b to combine")
    ap.add_argument("--pips-from", type=Path, help="a balance page to rank the plots by")
    a = ap.parse_args()
    path = CONTENT / "core_set.json"
    d = json.loads(path.read_text(encoding="utf-8"))
    lever(a.levers)(d)
    if a.pips_from:
        by_name = {p["name"]: p for p in d["plots"]}
        names = ranking(a.pips_from.read_text(encoding="utf-8"))
        for name, n in pips(names).items():
            by_name[name]["challenge"] = n
    bump(d)
    fingerprint = load_content(d).fingerprint  # also checks the cards load
    path.write_text(dump(d), encoding="utf-8")
    (ARCHIVE / f"{fingerprint}.json").write_text(dump(d), encoding="utf-8")
    index_path = ARCHIVE / "index.json"
    index = json.loads(index_path.read_text(encoding="utf-8"))
    number = index["editions"][-1]["edition"] + 1
    entry = {"fingerprint": fingerprint, "edition": number, "version": d["version"]}
    index["editions"].append({**entry, "build": "PENDING"})
    index_path.write_text(dump(index), encoding="utf-8")
    print(f"edition {number}: version {d['version']}, fingerprint {fingerprint}")


if __name__ == "__main__":
    main()
