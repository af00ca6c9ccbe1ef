"""Every rules test names the rulebook section(s) it checks with ``@pytest.mark.rule(...)``;
a missing or misspelt section stops the collection, so ``python3 build.py rules`` can trust
the tags. The sections are listed once, in :mod:`core.games.mutant_insurrection.rules.sections`."""

from __future__ import annotations

import pytest

from core.games.mutant_insurrection.rules.sections import SECTIONS

# Content loading and the effect language's own checks are not a rulebook section.
UNTAGGED_FILES = {"test_content.py"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    problems = []
    for item in items:
        if "tests/rules/" not in item.nodeid or item.nodeid.split("::")[0].endswith(
            tuple(UNTAGGED_FILES)
        ):
            continue
        marks = list(item.iter_markers("rule"))
        if not marks:
            problems.append(f"{item.nodeid}: no @pytest.mark.rule(...) naming its section")
        for mark in marks:
            for name in mark.args:
                if name not in SECTIONS:
                    problems.append(f"{item.nodeid}: {name!r} is not a section of the rulebook")
    if problems:
        raise pytest.UsageError("rules tests must name rulebook sections:\n" + "\n".join(problems))
