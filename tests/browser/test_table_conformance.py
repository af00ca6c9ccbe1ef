"""Conformance through the renderer (issue 28, item 2), the same test over every table game: a
setup through the real form with random values, then random taps on enabled controls and
entries filled with random values through the DOM, checking that

- no enabled button, counter, choice or checklist step is refused (the screen could have known);
- every entry that is shown can be sent with some input, and a refusal is a sentence;
- reloading the page replays the session to exactly the same screen.

The Python conformance tests (``tests/table/test_screens.py``) fill entries with their defaults;
this one goes through the widgets a player touches."""

from __future__ import annotations

import random
import re
import zlib
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser

GAMES = ("insurrection", "score-pad", "marvel-united", "xmen-tcg", "vs-system")
STEPS = 45
TRIES = 8  # random fillings of one entry before it counts as impossible to send

# What a message to a player never shows: Python's insides.
RAW = re.compile(r"Traceback|Error\b|KeyError|NoneType|object has|\bdict\b|\blist\b|\[\]|\{\}|'op'")

# Random values for every input of a form (the setup form, or one entry), as a player might
# type them: numbers in the field's range, any option, ticks, short names.
FILL_JS = """([root, seed, keep]) => {
  let s = seed;
  const rnd = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  const scope = typeof root === 'string' ? document.querySelector(root) : root;
  const words = ['Ann', 'Bo', 'Cy', 'Storm', 'Rogue', 'Marsh', 'Hills', 'Chaos'];
  for (const el of scope.querySelectorAll('input, select')) {
    if (el.type === 'file' || el.disabled || rnd() < keep) continue;
    if (el.tagName === 'SELECT') {
      el.selectedIndex = Math.floor(rnd() * el.options.length);
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (el.type === 'checkbox') {
      el.checked = rnd() < 0.5;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (el.type === 'number') {
      const lo = el.min === '' ? 0 : Number(el.min);
      const hi = el.max === '' ? lo + 6 : Math.min(Number(el.max), lo + 12);
      el.value = String(lo + Math.floor(rnd() * (hi - lo + 1)));
      el.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (el.type === 'text') {
      const list = el.list ? [...el.list.options].map((o) => o.value) : [];
      const pool = list.length && rnd() < 0.6 ? list : words;
      const word = pool[Math.floor(rnd() * pool.length)];
      el.value = rnd() < 0.3 ? el.value : word + (rnd() < 0.3 ? ` ${Math.floor(rnd() * 9)}` : '');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}"""

# Where the page keeps the session: its log and redo lengths, to tell a refusal from a change.
LOG_JS = """() => {
  const id = decodeURIComponent(location.hash.split('/').pop());
  const raw = localStorage.getItem(`mi:table:${id}`);
  const s = JSON.parse(raw).data.session;
  return s.log.length + s.redo.length * 1000;
}"""


def _idle(page: Any) -> None:
    page.wait_for_selector(".tb-session[data-busy='false']")


def _toast(page: Any) -> str:
    return str(page.evaluate("() => document.getElementById('toast').textContent"))


def _setup(page: Any, app_url: str, game: str, rng: random.Random) -> None:
    page.goto(app_url + f"#/table/new/{game}")
    support.wait_ready(page)
    page.wait_for_selector("#tb-start")
    if page.locator("#tb-blank").count():
        page.click("#tb-blank")
    messages: list[str] = []
    for attempt in range(6):
        if attempt < 5:
            page.evaluate(FILL_JS, ["form.tb-setup", rng.randrange(1, 2**30), 0.4])
        else:  # the form as it comes
            page.goto(app_url + "#/table")
            page.goto(app_url + f"#/table/new/{game}")
            page.wait_for_selector("#tb-start")
            if page.locator("#tb-blank").count():
                page.click("#tb-blank")
        page.click("#tb-start")
        page.wait_for_function(
            "() => document.querySelector('.tb-session') || "
            "(document.querySelector('#tb-setup-error') && "
            "!document.querySelector('#tb-start[disabled]'))"
        )
        if page.locator(".tb-session").count():
            _idle(page)
            return
        message = page.locator("#tb-setup-error").inner_text()
        messages.append(message)
        assert not RAW.search(message), f"{game} setup: {message}"
    raise AssertionError(f"{game}: the setup form as it comes does not start a game: {messages}")


BUTTONS = ".tb-session .tb-items button[data-command]:not([disabled])"
ENTRIES = ".tb-session .tb-items form.tb-entry"


def _pick(page: Any, rng: random.Random) -> Any:
    """A button or an entry, half the time each when both are there."""
    kinds = [page.locator(sel) for sel in (BUTTONS, ENTRIES)]
    kinds = [k for k in kinds if k.count()]
    if not kinds:
        return None
    chosen = rng.choice(kinds)
    return chosen.nth(rng.randrange(chosen.count()))


def _screen_text(page: Any) -> str:
    return str(page.locator(".tb-session .tb-items, .tb-session .tb-status").all_inner_texts())


@pytest.mark.parametrize("game", GAMES)
def test_random_play_through_the_renderer(phone_page: Any, app_url: str, game: str) -> None:
    page = phone_page
    rng = random.Random(zlib.crc32(game.encode()))  # the same walk in every process
    _setup(page, app_url, game, rng)
    # open every section, so folded controls are reachable too
    page.evaluate(
        "() => document.querySelectorAll('details.tb-section').forEach((d) => d.open = true)"
    )
    refusals: list[str] = []
    done = {"taps": 0, "entries": 0}
    shown_entries = 0
    for step in range(STEPS):
        shown_entries += page.locator(ENTRIES).count()
        page.evaluate(
            "() => document.querySelectorAll('details.tb-section').forEach((d) => d.open = true)"
        )
        pick = _pick(page, rng)
        if pick is None:
            break
        tag = pick.evaluate("(el) => el.tagName")
        before = page.evaluate(LOG_JS)
        if tag == "BUTTON":
            label = pick.inner_text() or pick.get_attribute("aria-label")
            page.evaluate("() => { document.getElementById('toast').textContent = ''; }")
            pick.click()
            _idle(page)
            after = page.evaluate(LOG_JS)
            assert after != before, (
                f"{game}, step {step}: the screen offered '{label}', refused: {_toast(page)}"
            )
            done["taps"] += 1
            continue
        legend = pick.locator("legend").first.inner_text()
        sent = False
        for attempt in range(TRIES):
            handle = pick.element_handle()
            if handle is None:
                break
            if attempt:
                page.evaluate(FILL_JS, [handle, rng.randrange(1, 2**30), 0.2])
            page.evaluate("() => { document.getElementById('toast').textContent = ''; }")
            pick.locator("button[type=submit]").click()
            _idle(page)
            if page.evaluate(LOG_JS) != before:
                sent = True
                done["entries"] += 1
                break
            message = _toast(page)
            assert message and not RAW.search(message), f"{game}, '{legend}': {message!r}"
            refusals.append(message)
            same = page.locator("form.tb-entry", has=page.locator("legend", has_text=legend))
            if not same.count():
                break
            pick = same.first
        assert sent, f"{game}, step {step}: no input sends the entry '{legend}': {refusals[-3:]}"
    print(f"\n{game}: {done}, {len(refusals)} entry refusals in words, {step + 1} steps")
    assert done["taps"] and (done["entries"] or not shown_entries), done
    shown = _screen_text(page)
    page.reload()
    support.wait_ready(page)
    _idle(page)
    page.evaluate(
        "() => document.querySelectorAll('details.tb-section').forEach((d) => d.open = true)"
    )
    assert _screen_text(page) == shown, f"{game}: the reloaded session shows another screen"
