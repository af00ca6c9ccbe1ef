"""The visual kit (web/kit/) through real screens: every die face's accessible label, axe on a
kit-drawn board and on a page of every kit piece (light and dark), reduced motion honoured
(the device's and the app's setting), 44 px targets, the full card a tap away, and
``python3 build.py screenshots`` still drawing a screen."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import build
from tests.browser import support

IDLE_PLAY = "[data-screen=game][data-busy=false]"
NO_TOUR_JS = """() => import('./storage.js').then(({ storage }) =>
  storage.save('play-screen', 'tour', { seen: [], skipped: true }))"""
# Every kit piece on one page: the dice (every face of every colour, in each state), a card of
# every kind, the track, hero tokens and health.
GALLERY_JS = """async () => {
  const { html, render } = await import('./vendor/lit-html/lit-html.js');
  const { DIE_FACES, die } = await import('./kit/dice.js');
  const k = await import('./kit/cards.js');
  const { track } = await import('./kit/track.js');
  const { healthPips, heroToken } = await import('./kit/tokens.js');
  const { useKitStyles } = await import('./kit/styles.js');
  useKitStyles();
  const link = [...document.querySelectorAll('link')].find((x) => x.href.endsWith('kit/kit.css'));
  if (!link.sheet) await new Promise((ok) => link.addEventListener('load', ok));
  document.querySelector('main').hidden = true;
  const root = Object.assign(document.createElement('div'), { id: 'kit-gallery' });
  document.body.append(root);
  const states = [null, 'held', 'selected', 'spent'];
  const dice = Object.entries(DIE_FACES).flatMap(([color, faces]) => faces.map(([kind, value], i) =>
    html`<li>${die({ color, kind, value, state: states[i % 4] })}</li>`));
  const body = (i) => html`<p>${k.reqSymbol('fight')}fight 2 ${k.orderArrow()}</p>
    ${k.tokenRow({ success: 1, needed: 3, damage: i % 3, training: i % 2 ? 'power' : '' })}
    ${k.readyMark(i % 2 === 0)}`;
  const cards = Object.keys(k.CARD_KINDS).map((kind, i) => k.cardFrame({
    kind, title: `A ${kind} card`, titleId: `card-${kind}`, threat: i % 4,
    exhausted: i % 5 === 4, more: () => {}, body: body(i) }));
  const hero = html`<p>${heroToken({ id: 'storm', name: 'Storm' })}
    ${healthPips({ health: 6, damage: 2, name: 'Storm' })}</p>`;
  render(html`<h1>Kit</h1><ul class="gallery-dice">${dice}</ul>${cards}
    ${track({ threat: 7 })}${hero}`, root);
}"""


def _gallery(page: Any, app_url: str) -> None:
    page.goto(app_url)
    support.wait_ready(page)
    page.evaluate(GALLERY_JS)


def _board(page: Any, app_url: str, seed: int = 7) -> None:
    page.goto(app_url + "#/play/new")
    support.wait_ready(page)
    page.evaluate(NO_TOUR_JS)
    page.goto(app_url + "#/play")
    page.goto(app_url + "#/play/new")
    support.wait_ready(page)
    page.locator("#pl-recommended").click()
    page.locator("#pl-seed").fill(str(seed))
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE_PLAY)


def _to_dice(page: Any) -> None:
    """Take the engine's suggestion until a hero's dice are in the tray."""
    for _ in range(40):
        if page.locator(".pl-dice .pl-die").count():
            return
        page.locator("[data-main]:not([disabled]), #pl-suggested:not([disabled])").first.click()
        page.wait_for_selector(IDLE_PLAY)
    raise AssertionError("no dice rolled in 40 steps")


def test_every_die_face_has_its_words(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _gallery(page, app_url)
    faces = {
        "red": ["villainy", "teamwork", "power", "fight 1", "fight 2", "fight 3"],
        "yellow": ["villainy", "teamwork", "power", "power", "fight 2", "fight 2"],
        "blue": ["villainy", "teamwork", "teamwork", "power", "fight 1", "fight 2"],
    }
    labels = page.eval_on_selector_all(
        ".gallery-dice [role=img]", "els => els.map((e) => e.getAttribute('aria-label'))"
    )
    assert len(labels) == 18
    states = ["", ", kept", ", chosen", ", spent"]
    want = [f"{c} die, {f}{states[i % 4]}" for c, fs in faces.items() for i, f in enumerate(fs)]
    assert labels == want
    # the words are on screen too (colour is never the only signal), and the art is hidden
    first = page.locator(".gallery-dice .kit-die").nth(5)
    assert first.locator(".kit-die-word").inner_text() == "fight 3"
    assert first.locator(".kit-die-colour").inner_text().lower() == "red · kept"  # state in words
    assert first.locator("svg").get_attribute("aria-hidden") == "true"
    # a die's body is at least 44 px; fight shows as many pips as its value
    box = first.locator(".kit-die-body").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44
    assert first.locator("svg circle").count() == 3
    assert page.get_by_role("img", name="blue die, teamwork, chosen").count() == 1
    assert page.js_errors == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_kit_piece_passes_axe(browser: Any, app_url: str, scheme: str) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    try:
        page = context.new_page()
        _gallery(page, app_url)
        # each kind's frame has its word as text (the band is not colour only)
        words = page.locator("#kit-gallery .kit-kind-word").all_inner_texts()
        assert "CONTINENT MISSION" in [w.upper() for w in words] and len(words) == 12
        assert page.locator("#kit-gallery [aria-current=true]").inner_text() == "7"
        assert support.axe_violations(page, "#kit-gallery") == []
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_kit_drawn_board_passes_axe_and_keeps_44px_targets(
    browser: Any, app_url: str, scheme: str
) -> None:
    context = browser.new_context(**support.PHONE, color_scheme=scheme)
    try:
        page = context.new_page()
        _board(page, app_url)
        assert page.locator(".kit-track .kit-marker").count() == 1
        assert page.locator(".pl-hero .kit-hero-token").count() == 2
        assert (
            page.locator(".pl-hero .kit-health[role=img]")
            .first.get_attribute("aria-label")
            .endswith("0 damage")
        )
        assert support.axe_violations(page, ".pl-root") == []
        _to_dice(page)
        dice = page.locator(".pl-dice .pl-die")
        assert dice.count() >= 3
        assert page.locator(".pl-mission.kit-card[data-kind]").count() >= 1
        assert page.locator(".pl-focus.kit-card .kit-card-band").count() == 1
        assert support.axe_violations(page, ".pl-root") == []
        assert page.evaluate(SMALL_TARGETS_JS) == []
    finally:
        context.close()


# every visible control of the game screen narrower or lower than 44 px (sub-pixel slack)
SMALL_TARGETS_JS = """() => [...document.querySelectorAll('.pl-root button, .pl-root summary')]
  .filter((e) => e.offsetParent !== null)
  .map((e) => [e.className || e.tagName, e.getBoundingClientRect()])
  .filter(([, r]) => r.width < 43.5 || r.height < 43.5)
  .map(([n, r]) => `${n} ${r.width}x${r.height}`)"""


def test_the_whole_card_is_a_tap_away(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _board(page, app_url)
    _to_dice(page)
    card = page.locator(".pl-board .pl-mission").first
    name = card.locator(".kit-card-title").inner_text()
    card.locator(".kit-more").click()
    sheet = page.get_by_role("dialog", name=name)
    sheet.wait_for()
    assert "Objective 1:" in sheet.inner_text()
    assert support.axe_violations(page, "dialog") == []
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog", state="detached")
    assert page.js_errors == []


COUNTER_TAP = """async () => {
  const before = document.getAnimations().length;
  document.querySelector('.tb-counter .kit-plus').click();
  const out = document.querySelector('.tb-counter output');
  const seen = (ok) => (out.textContent === '1' ? ok() : requestAnimationFrame(() => seen(ok)));
  await new Promise(seen);
  const running = document.getAnimations().filter((a) => a.playState === 'running');
  return { before, after: running.length };
}"""


# each kit motion's animation name and length (ms), read from a probe element
MOTION_TIMES_JS = """() => {
  const span = (cls) => Object.assign(document.createElement('span'), { className: cls });
  const probe = (cls, inner) => {
    const e = document.querySelector('#kit-gallery').appendChild(span(cls));
    const s = getComputedStyle(inner ? e.appendChild(span(inner)) : e);
    return [s.animationName, parseFloat(s.animationDuration) * 1000];
  };
  const marker = getComputedStyle(document.querySelector('.kit-marker'));
  return { flip: probe('kit-card kit-reveal'), roll: probe('kit-die kit-rolled', 'kit-die-body'),
    pip: probe('kit-pip kit-hit'), marker: parseFloat(marker.transitionDuration) * 1000 };
}"""


def _score_pad(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/table")
    support.wait_ready(page)
    page.locator('[data-game="score-pad"]:visible').click()  # the home screen has one too
    page.wait_for_selector("#tb-start")
    page.click("#tb-start")
    page.wait_for_selector(".tb-session[data-busy='false']")


@pytest.mark.parametrize("how", ["device", "setting", "full"])
def test_motion_is_short_and_off_under_reduced_motion(browser: Any, app_url: str, how: str) -> None:
    context = browser.new_context(
        **support.PHONE, reduced_motion="reduce" if how == "device" else "no-preference"
    )
    try:
        page = context.new_page()
        page.goto(app_url)
        support.wait_ready(page)
        if how == "setting":
            page.evaluate("miPrefs.write({ motion: 'reduce' })")
        moving = how == "full"
        assert page.evaluate("document.documentElement.dataset.motion") == (
            "full" if moving else "reduce"
        )
        # a score that changes bumps (Web Animations), unless motion is off
        _score_pad(page, app_url)
        seen = page.evaluate(COUNTER_TAP)
        assert (seen["after"] > 0) == moving, seen
        # the kit's CSS motions: each under 300 ms, none when reduced
        _gallery(page, app_url)
        times = page.evaluate(MOTION_TIMES_JS)
        assert times["flip"][0] == "kit-flip"
        assert times["roll"][0] == "kit-roll"
        for key in ("flip", "roll", "pip"):
            assert (0 < times[key][1] < 300) if moving else times[key][1] == 0, times
        assert (0 < times["marker"] < 300) if moving else times["marker"] == 0, times
    finally:
        context.close()


def test_screenshots_command_draws_a_screen(tmp_path: Path) -> None:
    out = tmp_path / "screens"
    run = subprocess.run(
        [
            sys.executable,
            "build.py",
            "screenshots",
            "--out",
            str(out),
            "--only",
            "home",
            "--device",
            "phone",
        ],
        cwd=build.ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    files = sorted(p.name for p in out.iterdir())
    assert files == ["home-phone-dark.webp", "home-phone-light.webp"]
    for name in files:
        data = (out / name).read_bytes()
        assert data[:4] == b"RIFF" and data[8:12] == b"WEBP"
        assert 2_000 < len(data) < 150_000
