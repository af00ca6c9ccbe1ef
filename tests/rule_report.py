"""A pytest plugin that prints which rulebook sections the tests name and which none does.

Run by ``python3 build.py rules`` (``pytest --collect-only -p tests.rule_report``): it only
collects, so it takes seconds. Sections come from
:mod:`core.games.mutant_insurrection.rules.sections`.
"""

from __future__ import annotations

from collections import Counter

import pytest

from core.games.mutant_insurrection.rules.sections import NOT_RULES, SECTIONS


def pytest_collection_finish(session: pytest.Session) -> None:
    counts: Counter[str] = Counter()
    for item in session.items:
        for mark in item.iter_markers("rule"):
            counts.update(mark.args)
    width = max(len(s) for s in SECTIONS)
    lines = ["", "Rulebook sections and the tests that name them:"]
    for name in SECTIONS:
        note = f"(not a rule: {NOT_RULES[name]})" if name in NOT_RULES else ""
        lines.append(f"  {name:<{width}}  {counts[name]:>3}  {note}")
    missing = [s for s in SECTIONS if counts[s] == 0 and s not in NOT_RULES]
    lines.append("")
    if missing:
        lines.append(f"{len(missing)} section(s) named by no test: " + "; ".join(missing))
    else:
        lines.append("Every section with a rule is named by at least one test.")
    print("\n".join(lines))
