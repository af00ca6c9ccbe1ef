"""The picture gallery, ``python3 build.py screenshots``: the main screens of every game drawn
in Chromium on a phone (390 x 844) and a tablet (1024 x 768), light and dark, saved as WebP
into docs/screens/ (Chromium's own encoder, through a canvas: no image library needed).

Screens: the home screen, the digital board (a recommended game, seed 7, at its first
decision and with dice rolled), the Mutant Insurrection table companion (at its start and with
two missions on the Missions tab), and each other game's
table session from its setup form's defaults. ``--only`` draws the screens whose name contains
a word (the browser test draws one screen into a temporary folder).
"""

from __future__ import annotations

import argparse
import base64
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import build
from tests.browser import support

DEVICES: dict[str, dict[str, Any]] = {
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 1,
        "is_mobile": True,
        "has_touch": True,
    },
    "tablet": {
        "viewport": {"width": 1024, "height": 768},
        "device_scale_factor": 1,
        "is_mobile": True,
        "has_touch": True,
    },
}
SCHEMES = ("light", "dark")
QUALITY = 0.62  # WebP quality: text stays sharp, a screen is 20-60 kB
IDLE_PLAY = "[data-screen=game][data-busy=false]"
IDLE_TABLE = ".tb-session[data-busy='false']"
TABLE_GAMES = ("insurrection", "score-pad", "marvel-united", "xmen-tcg", "vs-system")
NO_TOUR_JS = """() => import('./storage.js').then(({ storage }) =>
  storage.save('play-screen', 'tour', { seen: [], skipped: true }))"""
# PNG bytes (base64) -> WebP bytes (base64), drawn by the page's own canvas
WEBP_JS = """async ([b64, q]) => {
  const img = new Image();
  img.src = 'data:image/png;base64,' + b64;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.naturalWidth; c.height = img.naturalHeight;
  c.getContext('2d').drawImage(img, 0, 0);
  const url = c.toDataURL('image/webp', q);
  return url.slice(url.indexOf(',') + 1);
}"""


def _home(page: Any, url: str) -> None:
    page.goto(url + "/#/")
    support.wait_ready(page)


def _new_board(page: Any, url: str) -> None:
    page.goto(url + "/#/play/new")
    support.wait_ready(page)
    page.evaluate(NO_TOUR_JS)
    page.goto(url + "/#/play")
    page.goto(url + "/#/play/new")
    support.wait_ready(page)
    page.locator("#pl-recommended").click()
    page.locator("#pl-seed").fill("7")
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE_PLAY)


def _board(page: Any, url: str) -> None:
    _new_board(page, url)
    page.evaluate("window.scrollTo(0, 0)")


def _dice(page: Any, url: str) -> None:
    """The board with a hero's dice rolled: the engine's suggestion is taken until a reroll."""
    _new_board(page, url)
    for _ in range(40):
        if page.locator(".pl-dice .pl-die").count():
            break
        step = page.locator("[data-main]:not([disabled]), #pl-suggested:not([disabled])").first
        step.click()
        page.wait_for_selector(IDLE_PLAY)
    page.wait_for_timeout(400)  # the roll's motion is over


def _companion(page: Any, url: str) -> None:
    page.goto(url + "/#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").click()
    page.locator(".mi-companion").wait_for()


def _companion_missions(page: Any, url: str) -> None:
    # three heroes and two face-up missions, on the Missions tab: the cards in the kit's frames
    from tests.browser.test_companion_attempt import _session

    _session(page, url)
    page.evaluate("window.scrollTo(0, 0)")
    if not page.get_by_role("tab", name="Missions").count():  # a tablet: every panel at once
        page.locator("[data-panel=missions]").evaluate("(el) => el.scrollIntoView()")


def _table(game: str) -> Callable[[Any, str], None]:
    def draw(page: Any, url: str) -> None:
        page.goto(url + "/#/table")
        support.wait_ready(page)
        page.click(f'[data-game="{game}"]')
        page.wait_for_selector("#tb-start")
        page.click("#tb-start")
        page.wait_for_selector(IDLE_TABLE)

    return draw


SCREENS: dict[str, Callable[[Any, str], None]] = {
    "home": _home,
    "mi-board": _board,
    "mi-dice": _dice,
    "mi-companion": _companion,
    "mi-companion-missions": _companion_missions,
    **{f"table-{g}": _table(g) for g in TABLE_GAMES},
}


def shoot(
    browser: Any, url: str, out: Path, only: str = "", devices: tuple[str, ...] = tuple(DEVICES)
) -> list[Path]:
    """Draw every screen (or those whose name holds ``only``) into ``out``; the files written."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, draw in SCREENS.items():
        if only and only not in name:
            continue
        for device in devices:
            for scheme in SCHEMES:
                context = browser.new_context(
                    **DEVICES[device], color_scheme=scheme, reduced_motion="reduce"
                )
                try:
                    page = context.new_page()
                    draw(page, url)
                    page.wait_for_timeout(150)
                    png = page.screenshot(type="png")
                    webp = page.evaluate(WEBP_JS, [base64.b64encode(png).decode(), QUALITY])
                finally:
                    context.close()
                path = out / f"{name}-{device}-{scheme}.webp"
                path.write_bytes(base64.b64decode(webp))
                written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="screenshots", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(build.ROOT / "docs" / "screens"))
    parser.add_argument("--only", default="", help="draw only the screens whose name holds this")
    parser.add_argument(
        "--device",
        choices=sorted(DEVICES),
        action="append",
        help="phone or tablet (both by default)",
    )
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dist = support.ensure_dist()
    server, url = build.serve_in_thread({"/": dist})
    try:
        with sync_playwright() as p:
            browser = support.launch(p)
            try:
                files = shoot(
                    browser, url, Path(args.out), args.only, tuple(args.device or DEVICES)
                )
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    total = sum(f.stat().st_size for f in files)
    for f in files:
        print(f"  {f.name:48} {f.stat().st_size / 1000:7.1f} kB")
    print(f"{len(files)} screens, {total / 1000:.0f} kB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
