"""The digital game in Chromium on a phone (issue 11): played through the screen, tapping only
what a player can — whole games, undo, reload, export/import, damaged saves, share links,
offline, accessibility."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tests.browser import support

IDLE = "[data-screen=game][data-busy=false]"
MAX_TAPS = 4000


def _start(page: Any, url: str, seed: str = "1") -> None:
    page.goto(url + "#/play/new")
    support.wait_ready(page)
    page.get_by_role("button", name="Recommended first game").click()
    page.locator("#pl-seed").fill(seed)
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)


def _idle(page: Any) -> None:
    page.wait_for_selector("[data-busy=false]")


def _decision(page: Any) -> dict[str, Any]:
    """What the screen shows of the pending decision and the board."""
    _idle(page)
    return dict(
        page.evaluate(
            """() => ({
              who: document.querySelector('.pl-who')?.textContent ?? null,
              prompt: document.querySelector('.pl-prompt')?.textContent ?? null,
              options: [...document.querySelectorAll('.pl-dock [data-option]')]
                .map((b) => b.dataset.option + '=' + b.textContent.trim()),
              threat: document.querySelector('#pl-threat')?.textContent,
              missions: [...document.querySelectorAll('.pl-mission')].map((m) => m.textContent),
              heroes: [...document.querySelectorAll('.pl-hero')].map((m) => m.textContent),
            })"""
        )
    )


def _tap_first(page: Any) -> None:
    """A careful player: end rolling and spending at once, else take the first choice."""
    for sel in ("[data-option=stop]", "[data-option=done]", ".pl-dock .pl-option[data-option]"):
        loc = page.locator(sel)
        if loc.count():
            loc.first.click()
            return
    # only a reroll an effect forces: pick the first die it allows, then reroll
    die = page.locator(".pl-dock [data-option^='die:']:not([disabled])")
    if die.count():
        die.first.click()
        page.locator("[data-option=reroll]:not([disabled])").click()
        return
    raise AssertionError("no option to tap: " + json.dumps(_decision(page)))


def _play_to_end(page: Any, tap: Any) -> int:
    taps = 0
    while not page.locator("[data-game-outcome]").count():
        assert taps < MAX_TAPS, "the game did not end"
        _idle(page)
        if page.locator("[data-game-outcome]").count():
            break
        tap(page)
        taps += 1
    return taps


def test_recommended_first_game_plays_to_its_end(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url)
    taps = _play_to_end(page, _tap_first)
    outcome = page.locator(".pl-root").get_attribute("data-game-outcome")
    assert outcome in ("won", "lost") and taps > 10
    end = page.locator(".pl-end").inner_text()
    assert ("The heroes win!" if outcome == "won" else "The heroes lose.") in end
    assert "The game lasted" in end
    assert page.js_errors == []


def test_random_taps_on_options_end_a_game_without_console_errors(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    _start(page, app_url, seed="4242")
    rng = random.Random(7)

    def tap(p: Any) -> None:
        for _ in range(5):  # the screen may be redrawn between picking and tapping: pick again
            handles = p.query_selector_all("[data-option]:not([disabled])")
            assert handles, (
                "no enabled control answers: " + p.locator(".pl-root").inner_html()[-3000:]
            )
            try:
                rng.choice(handles).click(timeout=3000)
                return
            except Exception:
                _idle(p)
        raise AssertionError("no control could be tapped")

    _play_to_end(page, tap)
    assert page.locator(".pl-root").get_attribute("data-game-outcome") in ("won", "lost")
    assert console == [] and page.js_errors == []


def test_undo_restores_the_board_and_redo_replays_the_same_dice(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url)
    while "rolled" not in (_decision(page)["prompt"] or ""):
        _tap_first_non_stop(page)
    rolled = _decision(page)
    page.locator("[data-option=stop]").click()
    after = _decision(page)
    assert after != rolled
    page.locator("#pl-undo").click()
    assert _decision(page) == rolled
    page.locator("#pl-redo").click()
    assert _decision(page) == after


def _tap_first_non_stop(page: Any) -> None:
    page.locator(".pl-dock .pl-option[data-option]").first.click()
    _idle(page)


def test_reload_resumes_the_same_decision_and_draws_the_saved_board_first(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url)
    for _ in range(6):
        _tap_first(page)
        _idle(page)
    before = _decision(page)
    url = page.url
    page.reload()
    # the stored board is drawn before the engine is ready, then the engine catches up
    page.wait_for_selector("[data-screen=game]")
    assert page.locator("#pl-threat").inner_text() == before["threat"]
    page.wait_for_selector(IDLE)
    assert page.url == url and _decision(page) == before


def test_export_then_import_reproduces_the_game(
    phone_page: Any, app_url: str, tmp_path: Path
) -> None:
    page = phone_page
    _start(page, app_url)
    for _ in range(8):
        _tap_first(page)
        _idle(page)
    before = _decision(page)
    page.locator("#pl-menu-btn").click()
    with page.expect_download() as dl:
        page.locator("#pl-export").click()
    file = tmp_path / "game.json"
    dl.value.save_as(file)
    data = json.loads(file.read_text())
    assert data["app"] == "mutant-insurrection" and data["kind"] == "game"
    page.goto(app_url + "#/")  # the home screen's import is the same as the game home's
    page.locator("#home-import").set_input_files(str(file))
    page.wait_for_selector(IDLE)
    assert _decision(page) == before
    # two saved games now: the original and the imported copy
    page.goto(app_url + "#/play")
    page.locator(".pl-saved [data-save]").first.wait_for()
    assert page.locator(".pl-saved [data-save]").count() == 2


def test_an_imported_file_that_is_not_a_game_is_refused_as_text(
    phone_page: Any, app_url: str, tmp_path: Path
) -> None:
    page = phone_page
    page.goto(app_url + "#/play")
    support.wait_ready(page)
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"app": "mutant-insurrection", "kind": "game", "format": 1, '
        '"save": {"schema_version": 1, "setup": {"content": "<b>x</b>"}, "actions": []}}'
    )
    page.locator("#pl-import").set_input_files(str(bad))
    err = page.locator("#pl-import-error")
    err.wait_for()
    assert "cannot be imported" in err.inner_text() and "<b>x</b>" in err.inner_text()
    assert page.locator("#pl-import-error b").count() == 0  # shown as text, never as markup
    bad.write_text("not json at all")
    page.locator("#pl-import").set_input_files(str(bad))
    page.wait_for_function(
        "document.querySelector('#pl-import-error').textContent.includes('not JSON')"
    )


def test_a_corrupted_save_is_reported_and_other_saves_still_open(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url)
    _tap_first(page)
    _idle(page)
    good = _decision(page)
    page.evaluate("""() => {
      localStorage.setItem('mi:game:broken', '{not json');
      localStorage.setItem('mi:game:newer', JSON.stringify({kind: 'game', id: 'newer', updatedAt: 1,
        rev: 1, title: 'Future', data: {format: 99, save: '{}'}}));
    }""")
    page.goto(app_url + "#/play")
    page.locator(".pl-saved [data-save]").first.wait_for()
    assert page.locator(".pl-saved").get_by_text("Damaged save").count() == 1
    before = page.evaluate("localStorage.getItem('mi:game:broken')")
    page.locator("[data-save=broken]").click()
    page.locator("#pl-error").wait_for()
    assert "damaged" in page.locator("#pl-error").inner_text()
    page.goto(app_url + "#/play/g/newer")
    page.locator("#pl-error").wait_for()
    assert "newer version" in page.locator("#pl-error").inner_text()
    assert page.evaluate("localStorage.getItem('mi:game:broken')") == before  # never overwritten
    page.goto(app_url + "#/play")
    page.locator("#pl-continue").click()
    page.wait_for_selector(IDLE)
    assert _decision(page) == good
    assert page.js_errors == []


def test_the_share_link_starts_the_same_game(browser: Any, phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url, seed="31337")
    first = _decision(page)
    page.locator("#pl-menu-btn").click()
    page.locator("#pl-share").click()
    link = page.locator("#pl-share-url").input_value()
    assert "#/play/new/" in link and "s=31337" in link
    other = browser.new_context(**support.PHONE)
    try:
        p2 = other.new_page()
        p2.goto(link)
        support.wait_ready(p2)
        p2.locator("#pl-start").wait_for()
        assert p2.locator("#pl-seed").input_value() == "31337"
        p2.locator("#pl-start").click()
        p2.wait_for_selector(IDLE)
        assert _decision(p2) == first
    finally:
        other.close()


def test_offline_reload_keeps_the_game(browser: Any, tmp_path: Path) -> None:
    folder = support.copy_dist(tmp_path / "site")
    with support.installed_app(browser, folder) as (server, page, url):
        _start(page, url + "/")
        _tap_first(page)
        before = _decision(page)
        server.shutdown()
        server.server_close()
        page.reload()
        support.wait_ready(page)
        page.wait_for_selector(IDLE)
        assert _decision(page) == before


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_screen_has_no_axe_violation(browser: Any, app_url: str, scheme: str) -> None:
    # reduced motion: axe measures colours after a tap, not halfway through a transition
    context = browser.new_context(**support.PHONE, color_scheme=scheme, reduced_motion="reduce")
    page = context.new_page()
    try:
        found: dict[str, list[str]] = {}
        page.goto(app_url + "#/play")
        support.wait_ready(page)
        page.locator("#pl-new").wait_for()
        found["home"] = support.axe_violations(page)
        page.goto(app_url + "#/play/new")
        page.locator("#pl-start").wait_for()
        found["new game"] = support.axe_violations(page)
        _start(page, app_url)
        found["board"] = support.axe_violations(page)
        while not page.locator("[data-option=reroll]").count():
            _tap_first_non_stop(page)
        page.locator("[data-option^='die:']").first.click()
        _idle(page)
        found["attempt"] = support.axe_violations(page)
        page.locator("[data-option=stop]").click()
        _idle(page)
        found["spend"] = support.axe_violations(page)
        page.locator("#pl-tab-log").click()
        page.locator(".pl-log-list li").first.wait_for()
        found["log"] = support.axe_violations(page)
        page.locator("#pl-tab-rules").click()
        found["rules"] = support.axe_violations(page)
        page.locator("#pl-tab-board").click()
        _play_to_end(page, _tap_first)
        found["end"] = support.axe_violations(page)
        bad = {k: v for k, v in found.items() if v}
        assert not bad, json.dumps(bad, indent=1)
        small = page.evaluate(
            """() => [...document.querySelectorAll(
                '.pl-root button, .pl-root a.btn, .pl-root summary')]
              .filter((el) => el.offsetParent !== null)
              .map((el) => el.getBoundingClientRect())
              .filter((r) => r.width < 44 || r.height < 44).length"""
        )
        assert small == 0
    finally:
        context.close()


def test_tablet_landscape_puts_the_decision_beside_the_board(
    tablet_page: Any, app_url: str
) -> None:
    page = tablet_page
    _start(page, app_url)
    dock = page.locator(".pl-dock").bounding_box()
    boardbox = page.locator(".pl-board").bounding_box()
    assert dock and boardbox and dock["x"] > boardbox["x"] + boardbox["width"] - 1
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def test_a_malformed_pack_is_refused_with_its_errors_as_text_and_a_good_one_plays(
    phone_page: Any, app_url: str, tmp_path: Path
) -> None:
    page = phone_page
    page.goto(app_url + "#/play")
    support.wait_ready(page)
    bad = tmp_path / "bad-pack.json"
    bad.write_text('{"id": "<b>bad</b>", "heroes": []}')
    page.locator("#pl-pack").set_input_files(str(bad))
    err = page.locator("#pl-pack-error")
    err.wait_for()
    assert "content <b>bad</b>: $.heroes: expected a non-empty list" in err.inner_text()
    assert page.locator("#pl-pack-error b").count() == 0
    # a good pack: the bundled cards under another id and name
    data = json.loads(
        (
            Path(__file__).parents[2] / "core/games/mutant_insurrection/content/test_set.json"
        ).read_text()
    )
    data["id"], data["name"] = "my-pack", "My own cards"
    good = tmp_path / "good-pack.json"
    good.write_text(json.dumps(data))
    page.locator("#pl-pack").set_input_files(str(good))
    page.locator("#pl-pack-note").wait_for()
    page.goto(app_url + "#/play/new")
    page.locator("#pl-content").select_option("my-pack")
    page.wait_for_function("document.querySelector('#pl-content').value === 'my-pack'")
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)
    _tap_first(page)
    before = _decision(page)
    page.reload()  # a fresh engine: the pack is registered again from storage
    page.wait_for_selector(IDLE)
    assert _decision(page) == before


def test_a_save_whose_last_moves_no_longer_apply_opens_with_a_notice(
    phone_page: Any, app_url: str, tmp_path: Path
) -> None:
    page = phone_page
    _start(page, app_url)
    for _ in range(6):
        _tap_first(page)
        _idle(page)
    before = _decision(page)
    # a move the rules refuse at the end of the log (as a save of older rules would have)
    page.evaluate("""() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('mi:game:'));
      const entry = JSON.parse(localStorage.getItem(key));
      const save = JSON.parse(entry.data.save);
      save.actions.push({ a: 'no-such-move', r: [] });
      entry.data.save = JSON.stringify(save);
      localStorage.setItem(key, JSON.stringify(entry));
    }""")
    page.reload()
    notice = page.locator("#pl-dropped")
    notice.wait_for()
    page.wait_for_selector(IDLE)
    text = notice.inner_text()
    assert "could be replayed" in text and "the last 1 of" in text and "were dropped" in text
    assert "Traceback" not in text and "no-such-move" not in text  # a player's words
    assert _decision(page) == before  # the game goes on from the last move that applies
    with page.expect_download() as dl:
        page.locator("#pl-save-original").click()
    original = tmp_path / "original.json"
    dl.value.save_as(original)
    assert "no-such-move" in original.read_text()  # the original, kept whole
    page.locator("#pl-play-on").click()
    assert page.locator("#pl-dropped").count() == 0
    _tap_first(page)
    _idle(page)
    assert page.js_errors == []


def test_the_game_menu_opens_the_settings(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url)
    page.locator("#pl-menu-btn").click()
    page.locator("#pl-settings").click()
    page.locator("#set-version").wait_for()
    assert page.url.endswith("#/settings")
    assert page.locator("#engine-text").inner_text() == "Engine ready"  # no version on screens


def test_plot_challenge_is_drawn_as_pips_with_words_only_when_given(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.goto(app_url + "#/play/new")
    page.locator("#pl-start").wait_for()
    with_level = page.evaluate(
        """window.__mi.engine.call('engine.catalog', {})
             .then((c) => c.plots.filter((p) => Number.isInteger(p.challenge)).length)"""
    )
    assert page.locator(".pl-plot .pl-challenge").count() == with_level  # none until given
    drawn = page.evaluate("""async () => {
      const { render } = await import('./vendor/lit-html/lit-html.js');
      const { challenge } = await import('./games/mutant-insurrection/play/screens.js');
      const out = {};
      for (const level of [3, 5, null, 'hard', 2.5]) {
        const box = document.createElement('div');
        render(challenge(level), box);
        out[String(level)] = {
          words: box.querySelector('.visually-hidden')?.textContent ?? null,
          pips: box.querySelector('.pl-pips')?.textContent ?? null,
        };
      }
      return out;
    }""")
    assert drawn["3"] == {"words": "Challenge 3 of 5", "pips": "●●●○○"}
    assert drawn["5"] == {"words": "Challenge 5 of 5", "pips": "●●●●●"}
    for missing in ("null", "hard", "2.5"):
        assert drawn[missing] == {"words": None, "pips": None}


def test_a_refused_plain_option_is_said_in_the_dock(phone_page: Any, app_url: str) -> None:
    """Issue 23, defect 4: a move the engine refuses is said on the board for every decision,
    not only inside the dice tray (here a plain option while no pool is shown, the engine
    having restarted under it)."""
    page = phone_page
    _start(page, app_url)
    assert page.locator(".pl-tray").count() == 0
    page.evaluate(
        """() => {
             const e = window.__mi.engine;
             const real = e.call.bind(e);
             e.call = (m, p, o) => m === 'engine.apply'
               ? Promise.reject(Object.assign(new Error(
                   'The engine stopped and was restarted. Your last change was not applied'),
                   { type: 'EngineRestarted' }))
               : real(m, p, o);
           }"""
    )
    page.locator(".pl-dock .pl-option[data-option]").first.click()
    why = page.locator(".pl-dock #pl-why")
    why.wait_for()
    assert "Your last change was not applied" in why.inner_text()
    assert why.get_attribute("role") == "alert"


def test_a_pack_in_the_page_meets_the_same_bounds_and_checks_as_the_command_line(
    phone_page: Any, app_url: str, tmp_path: Path
) -> None:
    """Issue 23, defect 5: the page reads a pack the way `python3 -m core content validate`
    does: effects that never end (the dry run), nesting past 32 levels, a 3 MB pack and a
    10,000-level one are refused with the same sentences, as a content pack, and the engine
    never restarts; a good pack that storage cannot keep is said as such, nothing more."""
    from core.games.mutant_insurrection.content import packs

    page = phone_page
    page.goto(app_url + "#/play")
    support.wait_ready(page)
    from tests.content.test_packs import _example, _loop

    base = _example()
    loop = _example()
    _loop(loop)  # two story sides whose Flip effects flip each other: only a dry run finds it
    cases = {
        "loop.json": json.dumps(loop),
        "deep.json": "[" * 41 + "]" * 41,
        "very-deep.json": "[" * 10_000 + "]" * 10_000,
        "big.json": json.dumps({**base, "pad": "x" * 3_000_000}),
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
        page.reload()  # each case on a fresh screen, so its refusal is the only one shown
        support.wait_ready(page)
        page.locator("#pl-pack").set_input_files(str(tmp_path / name))
        page.locator("#pl-pack-error").wait_for(timeout=60_000)
        shown = page.locator("#pl-pack-error").inner_text()
        assert shown.startswith("This content pack cannot be used:"), shown
        if name == "big.json":
            assert "too large to be a content pack" in shown and "saved game" not in shown
        else:
            with pytest.raises(packs.ContentError) as cli:
                packs.pack_from_text(text)
            assert str(cli.value) in shown
        assert page.js_errors == []  # the worker never fell over
    # storage full while keeping a good pack: said for the pack alone
    good = {**base, "id": "kept-pack", "name": "Kept"}  # the example pack, another id
    (tmp_path / "good.json").write_text(json.dumps(good))
    page.evaluate(
        """() => { const real = Storage.prototype.setItem;
             Storage.prototype.setItem = function (k, v) {
               if (String(k).includes('pack')) throw new DOMException('full', 'QuotaExceededError');
               return real.call(this, k, v);
             }; }"""
    )
    page.locator("#pl-pack").set_input_files(str(tmp_path / "good.json"))
    err = page.locator("#pl-pack-error")
    err.wait_for()
    assert "is good, but this device has no room to keep it" in err.inner_text()
    assert page.locator(".toast, #storage-error").filter(has_text="Storage is full").count() == 0


def test_a_save_replayed_under_newer_rules_into_another_board_says_so(
    phone_page: Any, app_url: str
) -> None:
    """Issue 23, defect 2: a save made under older rules is replayed under today's; when the
    board then differs from the one the player left (here the stored entry says it was lost at
    threat 15), the screen says what changed and offers to keep the old result, which leaves
    the stored copy exactly as it was."""
    from core.games import mutant_insurrection as mi
    from core.rules_version import RULES_VERSION

    g = mi.new_game(seed=6)
    for _ in range(12):
        g.apply(g.legal_actions()[0])
    save = {**json.loads(g.to_json()), "rules_version": RULES_VERSION - 1}
    v = g.view()
    summary = {
        "plot": v["plot"]["name"],
        "round": v["round"],
        "threat": 15,
        "heroes": [],
        "outcome": "lost",
    }
    data = {"format": 1, "save": json.dumps(save), "view": v, "setup": g.setup, "summary": summary}
    page = phone_page
    page.goto(app_url + "#/play")
    support.wait_ready(page)
    page.evaluate(
        "(d) => import('./storage.js').then(({ storage }) => storage.save('game', 'old-rules',"
        " d, { title: 'Old rules' }))",
        data,
    )
    stored = page.evaluate("localStorage.getItem('mi:game:old-rules')")
    page.evaluate("location.hash = '#/play/g/old-rules'")
    notice = page.locator("#pl-replayed")
    notice.wait_for()
    text = notice.inner_text()
    assert f"rules version {RULES_VERSION - 1}" in text and f"(version {RULES_VERSION})" in text
    now = f"round {v['round']}, threat {v['threat']}, in play"
    assert f"threat 15, lost when it was saved; it is now {now}" in " ".join(text.split())
    assert support.axe_violations(page) == []
    page.locator("#pl-keep-old").click()
    page.wait_for_function("location.hash === '#/play'")
    assert page.evaluate("localStorage.getItem('mi:game:old-rules')") == stored
