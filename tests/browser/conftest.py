"""Fixtures for browser tests: a served dist/, one Chromium per session, phone and tablet pages.

Every page gets a fresh browser context: an empty HTTP cache, no service worker, no storage.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import build
from tests.browser import support


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser/" in item.nodeid:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def dist_dir() -> Any:
    return support.ensure_dist()


@pytest.fixture(scope="session")
def server_url(dist_dir: Any) -> Iterator[str]:
    """dist/ served at the root and under a sub-path, as a project page would be."""
    server, url = build.serve_in_thread({"/": dist_dir, "/sub/path/": dist_dir})
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def app_url(server_url: str) -> str:
    return server_url + "/"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        chromium = support.launch(p)
        yield chromium
        chromium.close()


def _page(browser: Any, device: dict[str, Any]) -> Iterator[Any]:
    context = browser.new_context(**device)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.js_errors = errors  # tests may assert none happened
    yield page
    context.close()


@pytest.fixture
def phone_page(browser: Any) -> Iterator[Any]:
    yield from _page(browser, support.PHONE)


@pytest.fixture
def tablet_page(browser: Any) -> Iterator[Any]:
    yield from _page(browser, support.TABLET)
