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


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call":
        item.stash[_FAILED] = report.failed  # read by the page fixtures' teardown
    return report


_FAILED = pytest.StashKey[bool]()


def _page(browser: Any, device: dict[str, Any], request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(**device)
    page = context.new_page()
    errors: list[str] = []
    console: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"[:300]))
    page.js_errors = errors  # tests may assert none happened
    yield page
    if request.node.stash.get(_FAILED, False):
        # What the page showed when the test failed: a CI log then says more than "timeout".
        try:
            shown = page.evaluate(
                "document.querySelector('main')?.innerText ?? document.body.innerText"
            )
        except Exception as exc:  # the page may have crashed or closed
            shown = f"(page not readable: {exc})"
        print(f"\n--- page at failure: {page.url}\n{str(shown)[:3000]}")
        print("--- console (last 30):\n" + "\n".join(console[-30:]))
        print("--- page errors:\n" + "\n".join(errors[-10:]))
    context.close()


@pytest.fixture
def phone_page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _page(browser, support.PHONE, request)


@pytest.fixture
def tablet_page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    yield from _page(browser, support.TABLET, request)
