"""Settings and about (#/settings, web/settings.js and web/theme.js) on a phone: the theme and
motion chosen per device and applied before the app's modules run, the storage the saves take,
and the app's, engine's and rules' versions."""

from __future__ import annotations

import json
from typing import Any

import pytest

import core
from core.rules_version import RULES_VERSION
from tests.browser import support

DARK_BG = "rgb(14, 19, 34)"  # --bg of the dark theme (web/base.css)
LIGHT_BG = "rgb(246, 244, 239)"


def _bg(page: Any) -> str:
    return str(page.evaluate("getComputedStyle(document.body).backgroundColor"))


def _open_settings(page: Any, url: str) -> None:
    page.goto(url)
    page.locator("#home-settings").click()
    page.wait_for_function("(document.querySelector('#set-version')?.textContent ?? '…') !== '…'")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_settings_page_has_no_axe_violation_and_big_targets(
    browser: Any, app_url: str, scheme: str
) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(app_url)
        page.evaluate(
            """import('./storage.js').then(({ storage }) =>
                 storage.save('game', 'g1', { format: 1, save: '{}' }, { title: 'A game' }))"""
        )
        _open_settings(page, app_url)
        support.wait_ready(page)
        page.wait_for_function(
            "document.querySelector('#set-engine').textContent.includes('ready')"
        )
        assert page.evaluate("document.documentElement.dataset.theme") == scheme
        assert support.axe_violations(page) == []
        small = page.evaluate(
            """() => [...document.querySelectorAll('.settings button, .settings a.btn, .set-radio')]
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width < 44 || r.height < 44).length"""
        )
        assert small == 0
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    finally:
        context.close()


def test_versions_and_storage_are_shown(phone_page: Any, app_url: str) -> None:
    page = phone_page
    page.goto(app_url)
    page.evaluate(
        """import('./storage.js').then(({ storage }) => {
             storage.save('game', 'g1', { format: 1, save: 'x'.repeat(3000) }, { title: 'One' });
             storage.save('companion', 'c1', { any: 1 }, { title: 'Two' });
           })"""
    )
    _open_settings(page, app_url)
    assert page.locator("#set-version").inner_text() == core.__version__
    assert page.locator("#set-rules").inner_text() == str(RULES_VERSION)
    sizes = page.locator(".set-list").inner_text()
    assert "Digital games" in sizes and "Table companion sessions" in sizes
    assert "1 entry" in sizes and "kB" in sizes  # 3000 characters take 6 kB and more
    assert "on this device" in page.locator("#set-saves-size").inner_text()
    assert page.js_errors == []


def test_a_chosen_theme_is_kept_and_applied_before_the_app_starts(
    browser: Any, app_url: str
) -> None:
    context = browser.new_context(**support.PHONE, color_scheme="light")
    page = context.new_page()
    try:
        _open_settings(page, app_url)
        assert _bg(page) == LIGHT_BG
        page.get_by_label("Dark").check()
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        assert _bg(page) == DARK_BG
        # the app's modules are empty: the page is dark all the same, from its first paint
        page.route(
            "**/app.js", lambda route: route.fulfill(body="", content_type="text/javascript")
        )
        page.reload()
        page.wait_for_selector("#home-title")
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        assert _bg(page) == DARK_BG
        stored = page.evaluate("localStorage.getItem('mi-device-prefs')")
        assert json.loads(stored)["theme"] == "dark"
        page.unroute("**/app.js")
        _open_settings(page, app_url)
        assert page.get_by_label("Dark").is_checked()
        page.get_by_label("Follow this device", exact=True).first.check()
        assert _bg(page) == LIGHT_BG  # the device says light
    finally:
        context.close()


def test_reduce_motion_stops_transitions(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _open_settings(page, app_url)
    duration = "getComputedStyle(document.querySelector('.settings .btn')).transitionDuration"
    assert page.evaluate(duration) != "0s"
    page.get_by_label("Reduce motion").check()
    assert page.evaluate("document.documentElement.dataset.motion") == "reduce"
    assert page.evaluate(duration) == "0s"
    page.reload()
    page.locator("#set-version").wait_for()
    assert page.get_by_label("Reduce motion").is_checked()
    assert page.evaluate(duration) == "0s"


def test_settings_fit_a_tablet_in_landscape(tablet_page: Any, app_url: str) -> None:
    page = tablet_page
    _open_settings(page, app_url)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    box = page.locator(".set-choice").first.bounding_box()
    assert box and box["width"] > 300  # the choices are laid out, not squeezed
