"""The table companion in Chromium on a phone: setup, threat, knock-out, undo, reload, dice,
saving when storage is full, and a second tab."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser import support


def _start_three_heroes(page: Any, app_url: str) -> None:
    page.goto(app_url)
    support.wait_ready(page)
    page.get_by_role("link", name="New table session").click()
    page.get_by_role("button", name="Start session").wait_for()
    assert page.get_by_role("button", name="3", exact=True).get_attribute("aria-pressed") == "true"
    page.get_by_label("Hero 1", exact=True).fill("Wolverine")
    page.get_by_label("Health of hero 1", exact=True).fill("2")
    page.get_by_label("Health of hero 1", exact=True).dispatch_event("change")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.locator(".mi-companion").wait_for()


def _threat(page: Any) -> str:
    return str(page.locator("#mi-threat-chip").inner_text())


def _wait_threat(page: Any, value: int) -> None:
    page.wait_for_function(f"document.querySelector('#mi-threat-chip')?.textContent === '{value}'")


def _table_tab(page: Any) -> None:
    """Show the Table tab (tapping it again would open the round's sheet)."""
    tab = page.get_by_role("tab", name="Table")
    if tab.get_attribute("aria-selected") != "true":
        tab.click()


def _next_phase(page: Any, label: str) -> None:
    _table_tab(page)
    button = page.locator(".mi-round").get_by_role("button", name=f"{label} →")
    button.click()
    button.wait_for(state="detached")


def test_three_hero_game_threat_knock_out_undo_reload_and_dice(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start_three_heroes(page, app_url)
    assert _threat(page) == "4"  # normal difficulty

    # Raise threat into the yellow section.
    page.get_by_role("button", name="Raise threat", exact=True).click()
    _wait_threat(page, 5)
    assert page.locator("#mi-threat-section").inner_text() == "Green section"
    page.get_by_role("button", name="Raise threat", exact=True).click()
    _wait_threat(page, 6)
    assert page.locator("#mi-threat-section").inner_text() == "Yellow section"
    assert "Yellow requirements apply" in page.locator(".mi-threat-reqs").inner_text()

    # Play to the regroup phase of round 1; in the threat phase the draw waits for the raise
    # (Threat Phase: the deck is read where the tracker ends up).
    for label in ("Start round 1", "Mission phase", "Threat phase"):
        _next_phase(page, label)
    draw = page.get_by_role("button", name="Draw from yellow", exact=True)
    assert draw.is_disabled()
    page.get_by_role("button", name="Raise threat by 0", exact=True).click()
    page.wait_for_function("!document.querySelector('[data-k=action-draw]').disabled")
    draw.click()
    page.locator("[data-k=step-draw][aria-pressed=true]").wait_for()
    assert draw.is_disabled()  # one draw a phase
    _next_phase(page, "Regroup phase")
    assert "Regroup" in page.locator("#mi-round-chip").inner_text()

    # Damage Wolverine (health 2) to a knock-out: threat +1 and a replacement prompt.
    page.get_by_role("tab", name="Heroes").click()
    wolverine = page.get_by_role("article", name="Wolverine")
    wolverine.get_by_role("button", name="Damage +1 to Wolverine").click()
    page.wait_for_function("document.querySelector('.mi-status').textContent.includes('1 damage')")
    assert wolverine.locator("[data-role=damage]").inner_text() == "1"
    wolverine.get_by_role("button", name="Damage +1 to Wolverine").click()
    _wait_threat(page, 7)
    assert wolverine.locator("[data-role=status]").text_content() == "Knocked out"
    assert wolverine.get_by_role("button", name="Damage +1 to Wolverine").is_disabled()
    prompt = page.locator(".mi-replace").first
    assert "Replace Wolverine" in prompt.inner_text()
    assert prompt.get_by_role("button", name="Storm", exact=True).count() == 0  # in use
    _table_tab(page)
    assert page.locator(".mi-round").get_by_role("button", name="Start round 2 →").is_disabled()
    assert "Choose a new hero for Wolverine" in page.locator(".mi-warn").last.inner_text()

    # Undo the knock-out; redo and undo again to prove both directions.
    page.get_by_role("button", name="Undo").click()
    _wait_threat(page, 6)
    assert page.locator(".mi-replace").count() == 0
    page.get_by_role("button", name="Redo").click()
    _wait_threat(page, 7)
    # One tap on a name brings the new hero in; undo takes it back out.
    page.get_by_role("tab", name="Heroes").click()
    page.locator(".mi-replace").get_by_role("button", name="Rogue", exact=True).click()
    page.get_by_role("article", name="Rogue").wait_for()
    assert page.locator(".mi-replace").count() == 0
    page.get_by_role("button", name="Undo").click()
    page.locator(".mi-replace").wait_for()
    page.get_by_role("button", name="Undo").click()
    _wait_threat(page, 6)
    page.keyboard.press("Control+Shift+Z")  # a tablet's keyboard: redo, then undo again
    _wait_threat(page, 7)
    page.keyboard.press("Control+Z")
    _wait_threat(page, 6)
    page.get_by_role("tab", name="Heroes").click()
    wolverine = page.get_by_role("article", name="Wolverine")
    assert wolverine.locator("[data-role=damage]").inner_text() == "1"
    assert wolverine.locator("[data-role=status]").text_content() == "1 health left"
    wolverine.locator("summary").click()  # an open card stays open after a reload
    page.wait_for_function(
        "localStorage.getItem(Object.keys(localStorage).find(k => "
        "k.startsWith('mi:companion-screen:'))).includes('hero-1')"
    )

    # Roll and reroll dice.
    page.get_by_role("tab", name="Dice").click()
    page.get_by_role("button", name="Roll 4 dice").click()
    dice = page.locator(".mi-results .mi-die[aria-pressed]")
    dice.first.wait_for()
    assert dice.count() == 4
    before = [d.get_attribute("data-face") for d in dice.all()]
    assert all(f in {"villainy", "teamwork", "power", "fight 1", "fight 2"} for f in before)
    dice.nth(0).click()
    page.wait_for_function("document.querySelectorAll('.mi-die[aria-pressed=true]').length === 1")
    page.get_by_role("button", name=re.compile(r"^Reroll 1 die \(2 of 2 left\)")).click()
    if before[0] == "villainy":  # the villainy prompt comes first
        assert "villainy" in page.get_by_role("alertdialog").inner_text()
        page.get_by_role("button", name="Done — reroll").click()
    page.get_by_role("button", name=re.compile(r"1 of 2 left")).wait_for()
    after = [d.get_attribute("data-face") for d in dice.all()]
    assert after[1:] == before[1:]  # dice not chosen keep their faces

    # Reload: the same session, exactly where it was.
    page.reload()
    support.wait_ready(page)
    page.locator(".mi-companion").wait_for()
    assert page.get_by_role("tab", name="Dice").get_attribute("aria-selected") == "true"
    assert _threat(page) == "6"
    assert "Regroup" in page.locator("#mi-round-chip").inner_text()
    page.get_by_role("tab", name="Heroes").click()
    wolverine = page.get_by_role("article", name="Wolverine")
    assert wolverine.locator("[data-role=damage]").inner_text() == "1"
    assert wolverine.locator("details").get_attribute("open") is not None
    page.get_by_role("tab", name="Dice").click()
    assert [d.get_attribute("data-face") for d in dice.all()] == after
    page.get_by_role("tab", name="Log").click()
    assert "Reroll 1 of 2" in page.locator(".mi-history li").first.inner_text()
    assert page.js_errors == []


def test_full_storage_keeps_the_last_good_save_and_says_so(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start_three_heroes(page, app_url)
    page.get_by_role("button", name="Raise threat", exact=True).click()
    _wait_threat(page, 5)
    page.wait_for_function(  # the raise is saved (saving waits for the frame to be drawn)
        """Object.keys(localStorage).filter(k => k.startsWith('mi:companion:'))
             .map(k => JSON.parse(localStorage.getItem(k)).data.log.length)[0] === 1"""
    )
    page.evaluate(
        """() => {
          window.__realSetItem = Storage.prototype.setItem;
          Storage.prototype.setItem = function () {
            throw new DOMException('full', 'QuotaExceededError');
          };
        }"""
    )
    page.get_by_role("button", name="Raise threat", exact=True).click()
    _wait_threat(page, 6)  # the change is kept in the tab
    alert = page.locator(".mi-notice")
    alert.wait_for()
    assert "Storage is full" in alert.inner_text()
    saved = page.evaluate(
        """() => Object.keys(localStorage).filter(k => k.startsWith('mi:companion:'))
             .map(k => JSON.parse(localStorage.getItem(k)).data.log.length)"""
    )
    assert saved == [1]  # the last good save (one command) is untouched
    page.evaluate("() => { Storage.prototype.setItem = window.__realSetItem; }")
    page.get_by_role("button", name="Try saving again").click()
    page.wait_for_function("!document.querySelector('.mi-notice')")
    saved = page.evaluate(
        """() => Object.keys(localStorage).filter(k => k.startsWith('mi:companion:'))
             .map(k => JSON.parse(localStorage.getItem(k)).data.log.length)"""
    )
    assert saved == [2]  # both changes are on the device now


def test_second_tab_changing_the_session_is_followed(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start_three_heroes(page, app_url)
    other = page.context.new_page()
    other.goto(page.url)
    support.wait_ready(other)
    other.locator(".mi-companion").wait_for()
    other.get_by_role("button", name="Raise threat", exact=True).click()
    _wait_threat(other, 5)
    # made on top of this tab's copy: followed at once, and said
    _wait_threat(page, 5)
    page.wait_for_function(
        "document.querySelector('.mi-status').textContent.includes('Updated from another tab')"
    )
    assert page.locator(".mi-notice").count() == 0
    other.close()


FAKE_WAKE_LOCK = """
window.__wake = { requests: 0, releases: 0, sentinel: null };
Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: {
  request: async (type) => {
    window.__wake.requests++;
    const s = new EventTarget();
    s.type = type;
    s.released = false;
    s.release = async () => {
      if (s.released) return;
      s.released = true;
      window.__wake.releases++;
      s.dispatchEvent(new Event('release'));
    };
    window.__wake.sentinel = s;
    return s;
  },
} });
"""


def test_screen_stays_awake_while_a_session_is_open(phone_page: Any, app_url: str) -> None:
    page = phone_page
    page.add_init_script(FAKE_WAKE_LOCK)
    _start_three_heroes(page, app_url)
    page.wait_for_function("window.__wake.requests === 1")
    assert "screen stays on" in page.locator("#mi-wake").text_content()
    # The browser drops the lock when the page is hidden; showing it again takes a new one.
    page.evaluate("window.__wake.sentinel.release()")
    page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    page.wait_for_function("window.__wake.requests === 2")
    page.evaluate("location.hash = '#/'")  # leave the screen: the lock is released
    page.locator("#home-title").wait_for()
    page.wait_for_function("window.__wake.releases === 2")
    assert page.evaluate("window.__wake.sentinel.released")


NARROW_PHONE = {**support.PHONE, "viewport": {"width": 320, "height": 640}}


@pytest.mark.parametrize(("scheme", "device"), [("light", "tablet"), ("dark", "narrow")])
def test_companion_screens_pass_axe(browser: Any, app_url: str, scheme: str, device: str) -> None:
    """A tablet in landscape (every panel at once) and a 320 px phone (each tab in turn, none
    scrolling sideways), light and dark."""
    narrow = device == "narrow"
    context = browser.new_context(
        **(NARROW_PHONE if narrow else support.TABLET), color_scheme=scheme
    )
    page = context.new_page()
    try:
        page.goto(app_url + "#/companion")
        support.wait_ready(page)
        page.get_by_role("button", name="Start session").wait_for()
        assert support.axe_violations(page) == []
        typed = '<img src=x onerror="window.__xss=1">'
        page.get_by_label("Hero 2", exact=True).fill(typed)
        page.get_by_role("button", name="Start session").click()
        page.locator(".mi-companion").wait_for()
        # a typed name is shown as text, never as markup
        assert page.locator(".mi-hero h3").nth(1).text_content() == typed
        assert page.locator(".mi-companion img").count() == 0
        assert page.evaluate("window.__xss") is None
        if narrow:
            page.get_by_role("tab", name="Dice").click()
        page.get_by_role("button", name="Roll 4 dice").click()
        page.locator(".mi-results .mi-die").first.wait_for()
        page.locator(".mi-results .mi-die").first.click()
        page.wait_for_function("document.querySelector('.mi-die[aria-pressed=true]')")
        if narrow:
            page.get_by_role("tab", name="Heroes").click()
        page.locator(".mi-hero summary").first.click()
        if narrow:
            for tab in ("Table", "Missions", "Log", "Dice", "Heroes"):
                page.get_by_role("tab", name=tab).click()
                width = page.evaluate("document.documentElement.scrollWidth")
                assert width <= 320, (tab, width)
            assert support.axe_violations(page) == []  # the heroes tab, a card open
            page.get_by_role("tab", name="Missions").click()
        page.locator("summary", has_text="Start the showdown").click()
        if narrow:
            assert support.axe_violations(page) == []
            page.get_by_role("tab", name="Table").click()
        page.locator("summary", has_text="Threat decks").click()
        assert support.axe_violations(page) == []
    finally:
        context.close()


def test_companion_opens_and_saves_with_the_server_stopped(browser: Any, dist_dir: Any) -> None:
    """The companion needs no card data and no network once the app is installed."""
    with support.installed_app(browser, dist_dir) as (server, page, url):
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        server.shutdown()
        server.server_close()
        page.goto(url + "/#/companion")
        support.wait_ready(page)
        page.get_by_role("button", name="Start session").click()
        page.locator(".mi-companion").wait_for()
        page.get_by_role("button", name="Raise threat", exact=True).click()
        _wait_threat(page, 5)
        page.reload()
        support.wait_ready(page)
        page.locator(".mi-companion").wait_for()
        assert _threat(page) == "5"
        assert errors == []


def test_without_storage_the_session_runs_in_memory_and_says_so(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.add_init_script(
        """Object.defineProperty(window, 'localStorage', { configurable: true,
             get() { throw new DOMException('blocked', 'SecurityError'); } });"""
    )
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").click()
    notice = page.locator(".mi-notice[role=alert]")  # not the "Starting the engine…" status
    notice.wait_for()
    assert "not letting the app store anything" in notice.inner_text()
    page.get_by_role("button", name="Raise threat", exact=True).click()
    _wait_threat(page, 5)  # play goes on in this tab


def test_export_and_import_a_session_file(phone_page: Any, app_url: str, tmp_path: Any) -> None:
    page = phone_page
    page.on("pageerror", lambda e: print("PAGEERR", e))
    _start_three_heroes(page, app_url)
    # A tap, then the player leaves before its save has run: the address has changed but its
    # hashchange is not handled yet (pushState changes it without the event). The save must
    # not put the session's address back, or the player is pulled back into the session.
    page.evaluate("""new Promise((done) => {
        const chip = document.querySelector('#mi-threat-chip');
        new MutationObserver((_, obs) => {
            if (chip.textContent !== '5') return;
            obs.disconnect();
            history.pushState(null, '', '#/');
            done();
        }).observe(chip, { childList: true, characterData: true, subtree: true });
        document.querySelector('[aria-label="Raise threat"]').click();
    })""")
    page.wait_for_timeout(400)  # the deferred save runs (at the latest after 250 ms)
    assert page.evaluate("location.hash") == "#/"
    page.evaluate("history.back()")
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    _wait_threat(page, 5)
    first_url = page.url
    # The session is listed on the home screen and opens where it was.
    page.evaluate("location.hash = '#/'")
    link = page.locator("#saved a").first
    link.wait_for()
    assert "Wolverine, Storm, Cyclops · Normal · Setup" in link.inner_text()
    link.click()
    page.locator(".mi-companion").wait_for()
    assert _threat(page) == "5"
    page.get_by_role("tab", name="Log").click()
    with page.expect_download() as download:
        page.get_by_role("button", name="Export to a file").click()
    saved = tmp_path / "session.json"
    download.value.save_as(saved)
    page.evaluate("location.hash = '#/companion'")
    page.locator("summary", has_text="Open a session file").click()
    page.get_by_label("Session file").set_input_files(str(saved))
    page.wait_for_function(f"location.href !== {first_url!r} && location.hash.length > 12")
    page.locator(".mi-companion").wait_for()
    assert _threat(page) == "5"
    assert (
        page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('mi:companion:')).length")
        == 2
    )


def test_bad_files_and_damaged_saves_are_refused_and_nothing_is_lost(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.locator("summary", has_text="Open a session file").click()
    files = page.get_by_label("Session file")
    files.set_input_files({"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hello"})
    problem = page.locator(".mi-import .error-box")
    problem.wait_for()
    assert "not a session file" in problem.inner_text()
    newer = b'{"kind": "companion-session", "schema_version": 99, "log": [], "redo": []}'
    files.set_input_files({"name": "new.json", "mimeType": "application/json", "buffer": newer})
    page.wait_for_function(
        "document.querySelector('.mi-import .error-box').textContent.includes('newer version')"
    )
    assert page.evaluate("Object.keys(localStorage).length") == 0  # nothing half-imported

    # A damaged save: said plainly, left alone, its text can be kept, then deleted on request.
    page.evaluate("localStorage.setItem('mi:companion:broken', '{not json')")
    page.evaluate("location.hash = '#/companion/broken'")
    box = page.locator(".mi-damaged")
    box.wait_for()
    assert "damaged" in box.inner_text()
    assert page.evaluate("localStorage.getItem('mi:companion:broken')") == "{not json"
    listed = page.evaluate("import('./storage.js').then(m => m.list('companion'))")
    assert listed[0]["id"] == "broken" and listed[0]["damaged"] is True
    with page.expect_download() as download:
        page.get_by_role("button", name="Save its text to a file").click()
    assert Path(download.value.path()).read_text() == "{not json"
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete it").click()
    page.locator("#home-title").wait_for()
    assert page.evaluate("localStorage.getItem('mi:companion:broken')") is None
