"""Registers the ``rule`` marker the game tests use to name the rulebook section they check."""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(section): the rulebook section a test checks")
