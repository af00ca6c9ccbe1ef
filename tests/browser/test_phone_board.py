"""The phone board (issue 24), through the real screen on a 390 x 844 phone: the card each
decision is about stays in sight, the dock folds, the board answers taps, the feed says what
the rules did, one-tap and suggested spends, the first-game tour, and the smaller mends."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import support
from tests.browser.bench_board import FOCUS_JS, NEXT

IDLE = "[data-screen=game][data-busy=false]"


def _prefs(page: Any, url: str, *, tour: bool = False, dock_open: bool = True) -> None:
    page.goto(url + "#/play")
    support.wait_ready(page)
    page.evaluate(
        """([tour, open]) => import('./storage.js').then(({ storage }) => {
          if (!tour) storage.save('play-screen', 'tour', { seen: [], skipped: true });
          storage.save('play-screen', 'dock', { open });
        })""",
        [tour, dock_open],
    )


def _start(page: Any, url: str, seed: int = 1, **prefs: Any) -> None:
    _prefs(page, url, **prefs)
    page.goto(url + "#/play/new")
    page.locator("#pl-recommended").click()
    page.locator("#pl-seed").fill(str(seed))
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)


def _kind(page: Any) -> str:
    page.wait_for_selector(IDLE)
    return str(page.evaluate("document.querySelector('.pl-root').dataset.decision"))


def _suggested(page: Any) -> None:
    """The sensible player's tap: the engine's suggestion, or the decision's only option."""
    page.wait_for_selector(IDLE)
    page.locator(NEXT).first.click()
    page.wait_for_selector(IDLE)


def _until(page: Any, kind: str, limit: int = 80) -> None:
    for _ in range(limit):
        if _kind(page) == kind:
            return
        page.wait_for_selector(NEXT)
        _suggested(page)
    raise AssertionError(f"no {kind} decision came")


@pytest.mark.parametrize(
    ("device", "dock_open"), [("phone", True), ("phone", False), ("tablet", True)]
)
def test_the_card_each_decision_is_about_is_in_sight_and_uncovered(
    browser: Any, app_url: str, device: str, dock_open: bool
) -> None:
    context = browser.new_context(**(support.PHONE if device == "phone" else support.TABLET))
    page = context.new_page()
    try:
        _focus_seen(page, app_url, dock_open)
    finally:
        context.close()


def _focus_seen(page: Any, app_url: str, dock_open: bool) -> None:
    _start(page, app_url, seed=2, dock_open=dock_open)
    checked = 0
    for _ in range(45):
        page.wait_for_selector(NEXT)
        f = page.evaluate(FOCUS_JS)
        if f is not None:
            assert f["ok"], f
            checked += 1
        _suggested(page)
        if page.locator("[data-game-outcome]").count():
            break
    assert checked >= 10  # attempts (assist, roll, spend) came and were seen


def test_the_dock_folds_to_one_line_and_remembers_it(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url)
    _until(page, "roll")
    open_h = page.locator(".pl-dock").bounding_box()["height"]
    page.locator("#pl-fold").click()
    folded = page.locator(".pl-dock").bounding_box()["height"]
    assert folded < 200 < open_h
    assert page.locator(".pl-dock .pl-tray").count() == 0
    assert page.locator("#pl-suggested").is_visible()  # the main action stays
    assert page.locator("#pl-fold").get_attribute("aria-expanded") == "false"
    page.reload()
    page.wait_for_selector(IDLE)
    assert page.locator(".pl-dock").get_attribute("data-open") == "false"
    # folded, the attempted mission on the board carries the focus and is in sight
    f = page.evaluate(FOCUS_JS)
    assert f is not None and f["ok"] and page.locator(".pl-mission[data-focus]").count() == 1


def test_tapping_a_mission_on_the_board_deploys_the_chosen_hero(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url)
    _until(page, "deploy")
    target = page.locator(".pl-mission [data-target]").first
    label = target.inner_text()
    mission = target.locator("xpath=ancestor::article").get_attribute("data-mission")
    assert label.startswith("Send ") and label.endswith(" here")
    hero = label[5:-5]
    target.click()
    page.wait_for_selector(IDLE)
    here = page.locator(f".pl-mission[data-mission='{mission}'] .pl-here-list").inner_text()
    assert hero in here


def test_the_feed_shows_a_threat_card_with_its_whole_text(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url, seed=3)
    for _ in range(120):
        if page.locator("#pl-feed-more[aria-expanded=false]").count():
            page.locator("#pl-feed-more").click()
        card = page.locator(".pl-feed [data-event=threat_card]")
        if card.count():
            break
        page.wait_for_selector(NEXT)
        _suggested(page)
    else:
        raise AssertionError("no threat card was drawn")
    text = card.first.inner_text()
    detail = card.first.locator(".pl-feed-detail").inner_text()
    assert "threat card" in text.lower() and len(detail) > 15 and detail.endswith(".")
    # the newest entry comes first, each names its event type; dismissing clears the feed
    assert page.locator(".pl-feed li").first.get_attribute("data-event")
    page.locator("#pl-feed-close").click()
    assert page.locator(".pl-feed").count() == 0


def test_a_requirement_only_one_die_fits_is_paid_in_one_tap(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url, seed=4)
    for _ in range(6):  # attempts until a spend offers a requirement exactly one die fits
        _until(page, "spend", limit=120)
        one = page.locator(".pl-req-btn", has_text="1 die fits")
        if one.count():
            break
        _suggested(page)
    else:
        pytest.fail("no requirement with exactly one fitting die came")
    req = one.first.get_attribute("data-option")
    dice = page.locator(".pl-dock [data-option^='die:']").count()
    assert page.locator(".pl-die.pl-picked").count() == 0
    one.first.click()
    page.wait_for_selector(IDLE)
    assert page.locator("#pl-why").count() == 0
    assert page.locator(f"[data-option='{req}']").count() == 0  # paid: no longer offered
    assert page.locator(".pl-dock [data-option^='die:']").count() < dice or _kind(page) != "spend"


def test_the_suggested_payment_pays_in_one_tap_and_undoes_whole(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url, seed=1)
    for _ in range(8):
        _until(page, "spend", limit=120)
        page.wait_for_selector("#pl-suggested")
        if "steps)" in page.locator("#pl-suggested").inner_text():
            break
        _suggested(page)
    else:
        pytest.fail("no payment of several steps was suggested")
    before = page.locator(".pl-dock").inner_text()
    page.locator("#pl-suggested").click()
    page.wait_for_selector(IDLE)
    assert page.locator("#pl-why").count() == 0
    page.locator("#pl-undo").click()
    page.wait_for_selector(IDLE)
    page.wait_for_selector("#pl-suggested")
    assert _kind(page) == "spend" and page.locator(".pl-dock").inner_text() == before


def test_the_recommended_game_says_what_it_deals_and_its_tour_shows_once(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _prefs(page, app_url, tour=True)
    page.goto(app_url + "#/play/new")
    rec = page.locator("#pl-recommended")
    assert "Cyclops and Jean Grey, Normal, The Brotherhood Rises" in rec.inner_text()
    rec.click()
    assert page.locator("#pl-form-note").is_visible()
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)
    coach = page.locator("#pl-coach")
    assert coach.get_attribute("data-tour") == "phases"
    assert support.axe_violations(page) == []
    page.locator("#pl-coach-next").click()
    assert coach.count() == 0  # the next mark waits for the decision it explains
    _until(page, "deploy")
    assert coach.get_attribute("data-tour") == "deploy"
    page.locator("#pl-coach-skip").click()
    assert coach.count() == 0
    # never again on this device, even in another recommended game
    page.goto(app_url + "#/play/new")
    page.locator("#pl-recommended").click()
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)
    assert page.locator("#pl-coach").count() == 0
    # replayable from the rules page
    page.locator("#pl-tab-rules").click()
    page.locator("#pl-tour-again").click()
    page.goto(app_url + "#/play/new")
    page.locator("#pl-recommended").click()
    page.locator("#pl-start").click()
    page.wait_for_selector(IDLE)
    assert page.locator("#pl-coach").get_attribute("data-tour") == "phases"


def test_the_tour_walks_the_first_attempt_and_never_blocks_a_tap(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url, tour=True)
    seen = []
    for _ in range(40):
        coach = page.locator("#pl-coach")
        if coach.count():
            seen.append(coach.get_attribute("data-tour"))
            if seen[-1] == "spend":
                break
            # the board and dock under it still take taps: the coach mark is not in the way
        _suggested(page)
    assert seen[:1] == ["phases"] and {"attempt", "reroll", "spend"} <= set(seen)


def test_dice_faces_fit_and_kept_dice_say_so(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url)
    _until(page, "roll")
    cut = page.evaluate(
        """[...document.querySelectorAll('.pl-die .pl-face')]
          .filter((f) => f.scrollWidth > f.clientWidth + 1 ||
            f.getBoundingClientRect().right > f.closest('.pl-die').getBoundingClientRect().right)
          .map((f) => f.textContent)"""
    )
    assert cut == []
    page.locator(".pl-dock [data-option^='die:']:not([disabled])").first.click()
    kept = page.locator(".pl-die .pl-kept").count()
    assert kept == page.locator(".pl-dock [data-option^='die:']").count() - 1
    assert "again, keep" in page.locator("[data-option=reroll]").inner_text()


def test_menu_in_the_bar_toast_clear_of_the_dock_back_link_and_rules_topic(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _start(page, app_url)
    page.locator("#pl-menu-btn").click()
    assert page.locator("#pl-export").is_visible()
    page.evaluate("window.__mi.toast('Hello')")
    toast = page.locator("#toast").bounding_box()
    dock = page.locator(".pl-dock").bounding_box()
    assert toast["y"] + toast["height"] <= dock["y"]
    # a rules topic opens below the sticky bar
    page.locator("#pl-menu-btn").click()
    page.locator(".pl-rule").first.click()
    bar = page.locator(".pl-bar").bounding_box()
    topic = page.locator(".pl-rule-topic.pl-focus").bounding_box()
    assert topic["y"] >= bar["y"] + bar["height"] - 1
    page.goto(app_url + "#/play/new")
    back = page.get_by_role("link", name="Back").bounding_box()
    assert back["width"] >= 44 and back["height"] >= 44


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("device", ["phone", "tablet"])
def test_feed_docks_and_tour_have_no_axe_violation(
    browser: Any, app_url: str, scheme: str, device: str
) -> None:
    profile = support.PHONE if device == "phone" else support.TABLET
    context = browser.new_context(**profile, color_scheme=scheme, reduced_motion="reduce")
    page = context.new_page()
    try:
        _start(page, app_url, tour=True)
        found = {"tour": support.axe_violations(page)}
        page.locator("#pl-coach-skip").click()
        for _ in range(30):  # until the rules do something of their own (a flip, a roll's end)
            _suggested(page)
            if page.locator(".pl-feed").count():
                break
        assert page.locator(".pl-feed li[data-event]").count()
        found["feed, open dock"] = support.axe_violations(page)
        if device == "phone":
            page.locator("#pl-fold").click()
            found["folded dock"] = support.axe_violations(page)
        assert found == {k: [] for k in found}
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    finally:
        context.close()


def test_an_objective_with_its_damage_is_paid_in_one_tap(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _start(page, app_url, seed=2)
    for _ in range(10):
        _until(page, "spend", limit=150)
        page.wait_for_selector("#pl-suggested")
        pay = page.locator("[data-pay]")
        if pay.count():
            break
        _suggested(page)
    else:
        pytest.fail("no objective was payable whole")
    group = pay.first.get_attribute("data-pay")
    before = page.locator(".pl-dock").inner_text()
    pay.first.click()
    page.wait_for_selector(IDLE)
    assert page.locator("#pl-why").count() == 0
    assert page.locator(f"[data-pay='{group}']").count() == 0
    page.locator("#pl-undo").click()  # the whole objective comes back as one step
    page.wait_for_selector(IDLE)
    page.wait_for_selector("#pl-suggested")
    assert page.locator(".pl-dock").inner_text() == before


def test_a_whole_game_by_the_suggestions_ends_with_the_full_summary(
    phone_page: Any, app_url: str
) -> None:
    """Seed 10 reaches its showdown: the end names the showdown's missions and the cards it set
    aside; inside a threat phase the rise already made is not announced again."""
    page = phone_page
    _start(page, app_url, seed=10)
    threat_flips = 0
    for _ in range(400):
        if page.locator("[data-game-outcome]").count():
            break
        if _kind(page) == "flip_deck" and "Threat phase" in page.locator(".pl-phase").inner_text():
            text = page.locator(".pl-next").inner_text()
            assert text.startswith("This threat phase, still to come:") and "threat," not in text
            threat_flips += 1
        page.wait_for_selector(f"{NEXT}, [data-game-outcome]")
        if page.locator("[data-game-outcome]").count():
            break
        _suggested(page)
    end = page.locator(".pl-end").inner_text()
    assert "Missions completed:" in end and "Showdown:" in end
    assert "Set aside when the showdown began:" in end
    assert threat_flips > 0
