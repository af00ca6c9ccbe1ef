"""Shared by the browser tests and the boot benchmark: Chromium, servers, waiting for the engine."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import build

READY_JS = "document.documentElement.dataset.engine === 'ready'"
BOOT_TIMEOUT_MS = 90_000  # generous: shared 2-core machines can be slow; never a speed assertion

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}
TABLET: dict[str, Any] = {
    "viewport": {"width": 1180, "height": 820},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}


def chromium_executable() -> str | None:
    """Debian's Chromium (or MI_CHROMIUM); None lets Playwright use its own download."""
    return build.chromium_path()


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(
        executable_path=chromium_executable(),
        args=build.CHROMIUM_ARGS,
        headless=True,
    )


def wait_ready(page: Any) -> None:
    page.wait_for_function(READY_JS, timeout=BOOT_TIMEOUT_MS)


def wait_controlled(page: Any) -> None:
    """Wait until a service worker controls the page and has finished precaching."""
    page.wait_for_function(
        "navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT_MS, polling=100
    )
    page.evaluate("navigator.serviceWorker.ready")


def ensure_dist() -> Path:
    """Build dist/ unless `build.py test` has just done it."""
    if not os.environ.get("MI_DIST_BUILT") or not build.DIST.exists():
        build.build()
    return build.DIST


def copy_dist(target: Path) -> Path:
    shutil.copytree(ensure_dist(), target)
    return target


def axe_violations(page: Any, context: str = "body") -> list[str]:
    """Run axe-core (pinned in build.py, test-only) on the page once its transitions have
    ended (a colour caught mid-fade fails contrast at random); one line per violation."""
    page.add_script_tag(content=build.npm_file("axe-core", "axe.min.js").decode())
    found = page.evaluate(
        """async (sel) => {
          // a control tapped a moment ago may still be fading to its pressed colours; axe
          // would measure the contrast halfway through: let style settle and finite
          // transitions and animations end first
          await new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok)));
          const finite = document.getAnimations().filter(
            (a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
          await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => null))),
                              new Promise((ok) => setTimeout(ok, 2000))]);
          const r = await axe.run(document.querySelector(sel), {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
          const where = (v) => v.nodes.map((n) => n.target.join(' ')).join(', ');
          return r.violations.map((v) => `${v.id}: ${v.help} (${where(v)})`);
        }""",
        context,
    )
    return list(found)


@contextlib.contextmanager
def installed_app(browser: Any, folder: Path) -> Iterator[tuple[Any, Any, str]]:
    """Serve ``folder`` on its own server, open it on a phone, wait for the engine and the
    service worker. Yields (server, page, url); the test may stop the server itself."""
    server, url = build.serve_in_thread({"/": folder})
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(url + "/")
        wait_ready(page)
        wait_controlled(page)
        yield server, page, url
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def roll_until_villainy(page: Any, hero: str) -> Any:
    """The companion's Dice tab: roll ``hero``'s attempt alone until a die shows villainy
    (the seed comes from the page); the first such die."""
    page.get_by_role("tab", name="Dice").click()
    page.get_by_role("group", name="Who is attempting").get_by_role("button", name=hero).click()
    taps = "document.querySelectorAll('.mi-history li').length"
    for _ in range(60):
        before = page.evaluate(taps)
        page.get_by_role("button", name=f"{hero} alone").click()
        page.wait_for_function(f"{taps} > {before}")  # this roll is drawn, not the last one
        villainy = page.locator(".mi-results .mi-die[data-face=villainy]")
        if villainy.count():
            return villainy.first
    raise AssertionError("no villainy face in 60 rolls")
