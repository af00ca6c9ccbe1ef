"""The foundation in a real browser: paint, engine boot, round trip, PWA, offline, sub-path."""

from __future__ import annotations

import json
import struct
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

import build
import core
from tests.browser import support


def test_shell_paints_before_the_engine_is_ready(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    # The home screen is in the HTML itself: visible while Python is still booting.
    assert phone_page.locator("#home-title").is_visible()
    support.wait_ready(phone_page)
    order = phone_page.evaluate(
        """() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const ready = performance.getEntriesByName('engine-ready')[0];
          return [paint.startTime, ready.startTime];
        }"""
    )
    assert order[0] < order[1]


def test_engine_becomes_ready_and_its_version_is_on_the_settings_page(
    phone_page: Any, app_url: str
) -> None:
    phone_page.goto(app_url)
    support.wait_ready(phone_page)
    assert phone_page.locator("#engine-text").inner_text() == "Engine ready"
    phone_page.locator("#home-settings").click()
    engine = phone_page.locator("#set-engine")
    engine.wait_for()
    phone_page.wait_for_function("!document.querySelector('#set-engine').textContent.includes('…')")
    assert engine.inner_text() == f"{core.__version__}, ready"
    assert phone_page.js_errors == []


def test_round_trip_to_python(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    support.wait_ready(phone_page)
    reply = phone_page.evaluate("window.__mi.engine.call('ping', {echo: 'héllo ✊'})")
    assert reply == {"pong": "héllo ✊", "version": core.__version__}
    error = phone_page.evaluate(
        "window.__mi.engine.call('no.such.method').then(() => null, e => [e.type, e.message])"
    )
    assert error == ["UnknownMethod", "no method 'no.such.method'"]


def test_boot_failure_is_reported_with_its_reason(phone_page: Any, app_url: str) -> None:
    phone_page.route("**/engine.zip", lambda route: route.fulfill(status=404, body="gone"))
    phone_page.goto(app_url)
    phone_page.wait_for_function("document.documentElement.dataset.engine === 'failed'")
    message = phone_page.locator("#engine-error").inner_text()
    assert "engine.zip could not be loaded (HTTP 404)" in message


def test_service_worker_takes_control_and_precaches_the_build(
    phone_page: Any, app_url: str, dist_dir: Path
) -> None:
    phone_page.goto(app_url)
    support.wait_ready(phone_page)
    support.wait_controlled(phone_page)
    build_id = json.loads((dist_dir / "build.json").read_text())["build"]
    keys = phone_page.evaluate("caches.keys()")
    assert keys == [f"mi-{build_id}@{app_url}"]
    cached = phone_page.evaluate(
        "caches.open(" + json.dumps(keys[0]) + ").then(c => c.keys()).then(r => r.length)"
    )
    files = [p for p in dist_dir.rglob("*") if p.is_file() and p.name != "sw.js"]
    assert cached == len(files) + 1  # every file, plus "./"


def test_reloads_and_boots_with_the_server_stopped(browser: Any, dist_dir: Path) -> None:
    # set_offline does not cover service-worker fetches: stop the server to prove offline use.
    with support.installed_app(browser, dist_dir) as (server, page, url):
        server.shutdown()
        server.server_close()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(url + "/", timeout=5)
        page.reload()
        support.wait_ready(page)
        assert page.evaluate("window.__mi.engine.call('ping', {echo: 1})")["pong"] == 1


def test_works_under_a_sub_path(phone_page: Any, server_url: str) -> None:
    phone_page.goto(server_url + "/sub/path/")
    support.wait_ready(phone_page)
    support.wait_controlled(phone_page)
    scope = phone_page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
    assert scope == server_url + "/sub/path/"
    assert phone_page.js_errors == []


def test_tablet_landscape_has_no_horizontal_scroll(tablet_page: Any, app_url: str) -> None:
    tablet_page.goto(app_url)
    support.wait_ready(tablet_page)
    width = tablet_page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
    assert width[0] <= width[1]


def test_touch_targets_are_at_least_44px(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    support.wait_ready(phone_page)
    small = phone_page.evaluate(
        """() => [...document.querySelectorAll('a, button, input, select, label.btn')]
            .filter(el => el.offsetParent !== null && !el.classList.contains('skip'))
            // a file input hidden behind its label: the label is what a finger taps
            .filter(el => !(el.classList.contains('visually-hidden') && el.labels?.length))
            .map(el => [el.id || el.textContent.trim(), el.getBoundingClientRect()])
            .filter(([, r]) => r.width < 44 || r.height < 44)
            .map(([name]) => name)"""
    )
    assert small == []


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_manifest_makes_the_app_installable(phone_page: Any, app_url: str) -> None:
    phone_page.goto(app_url)
    href = phone_page.evaluate("document.querySelector('link[rel=manifest]').href")
    manifest = json.loads(urllib.request.urlopen(href).read())
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./"
    assert {"name", "short_name", "theme_color", "background_color"} <= manifest.keys()
    sizes = {}
    for icon in manifest["icons"]:
        data = urllib.request.urlopen(app_url + icon["src"]).read()
        assert _png_size(data) == tuple(int(n) for n in icon["sizes"].split("x"))
        sizes[icon["purpose"], icon["sizes"]] = True
    assert {("any", "192x192"), ("any", "512x512"), ("maskable", "512x512")} <= sizes.keys()
    apple = phone_page.evaluate("document.querySelector('link[rel=apple-touch-icon]').href")
    assert _png_size(urllib.request.urlopen(apple).read()) == (180, 180)


def test_a_new_build_is_offered_as_a_reload(browser: Any, tmp_path: Path) -> None:
    site = support.copy_dist(tmp_path / "site")
    with support.installed_app(browser, site) as (_, page, _url):
        old = page.evaluate("caches.keys()")
        # A "new build": a service worker naming a new cache.
        sw = (site / "sw.js").read_text().replace('"mi-', '"mi-next-')
        (site / "sw.js").write_text(sw)
        page.reload()
        page.locator("#update").wait_for(state="visible", timeout=support.BOOT_TIMEOUT_MS)
        with page.expect_navigation():
            page.locator("#update-reload").click()
        support.wait_ready(page)
        page.wait_for_function(
            "caches.keys().then(k => k.length === 1 && k[0].startsWith('mi-next-'))"
        )
        assert page.evaluate("caches.keys()") != old


def test_reload_takes_the_update_in_the_tab_the_app_was_installed_in(
    browser: Any, tmp_path: Path
) -> None:
    """Issue 23, defect 3: the tab the app was first installed in had no controller when it
    loaded; its Reload must still reload it onto the new build."""
    site = support.copy_dist(tmp_path / "site")
    with support.installed_app(browser, site) as (_, page, _url):
        assert page.evaluate("performance.getEntriesByType('navigation').length") == 1
        sw = (site / "sw.js").read_text().replace('"mi-', '"mi-next-')
        (site / "sw.js").write_text(sw)
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.locator("#update").wait_for(state="visible", timeout=support.BOOT_TIMEOUT_MS)
        with page.expect_navigation(timeout=support.BOOT_TIMEOUT_MS):
            page.locator("#update-reload").click()
        support.wait_ready(page)
        page.wait_for_function(
            "caches.keys().then(k => k.length === 1 && k[0].startsWith('mi-next-'))"
        )


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_home_screen_passes_axe(browser: Any, app_url: str, scheme: str) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    page = context.new_page()
    try:
        page.goto(app_url)
        support.wait_ready(page)
        assert support.axe_violations(page) == []
    finally:
        context.close()


def test_saved_sessions_are_listed_while_the_engine_still_boots(
    phone_page: Any, app_url: str
) -> None:
    phone_page.goto(app_url)
    phone_page.evaluate(
        """import('./storage.js').then(({ storage }) =>
             storage.save('companion', 'abc', { any: 'data' }, { title: '<b>Friday</b> game' }))"""
    )
    # Hold the engine back for good: the list must not wait for Python.
    phone_page.route("**/engine.zip", lambda route: None)
    phone_page.reload()
    link = phone_page.locator("#saved a")
    link.wait_for()
    assert phone_page.evaluate("document.documentElement.dataset.engine") == "booting"
    assert link.locator("span").inner_text() == "<b>Friday</b> game"  # text, never HTML
    assert link.get_attribute("href") == "#/companion/abc"


def test_smallest_phone_has_no_horizontal_scroll(browser: Any, app_url: str) -> None:
    context = browser.new_context(**{**support.PHONE, "viewport": {"width": 320, "height": 568}})
    page = context.new_page()
    try:
        page.goto(app_url)
        support.wait_ready(page)
        assert page.evaluate("document.documentElement.scrollWidth") <= 320
        assert page.locator(".brand").evaluate("a => a.textContent.trim()") == "Mutant Insurrection"
    finally:
        context.close()


def test_chromium_finds_the_app_installable(browser: Any, app_url: str, tmp_path: Path) -> None:
    # Installability is never granted to incognito contexts: use a real profile.
    context = browser.browser_type.launch_persistent_context(
        str(tmp_path / "profile"),
        executable_path=support.chromium_executable(),
        args=build.CHROMIUM_ARGS,
        headless=True,
        **support.PHONE,
    )
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(app_url)
        support.wait_ready(page)
        support.wait_controlled(page)
        cdp = context.new_cdp_session(page)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == []
        assert manifest["url"] == app_url + "manifest.webmanifest"
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    finally:
        context.close()
