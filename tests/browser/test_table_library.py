"""Nothing typed twice (issue 28, item 3), through the real screens: what a game typed is kept
on the device (its library: Lands, cards, X-Men, characters…) and offered at the next setup
and while typing; the next game's setup starts as the last one ("Same as last game"); the
library can be exported, imported (a bad file is refused in words) and forgotten."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser

GAMES = ("insurrection", "score-pad", "marvel-united", "xmen-tcg", "vs-system")


def _idle(page: Any) -> None:
    page.wait_for_selector(".tb-session[data-busy='false']")


def _insurrection_first_game(page: Any, app_url: str) -> None:
    page.goto(app_url + "#/table")
    support.wait_ready(page)
    page.click('[data-game="insurrection"]')
    page.fill("#tb-f-players-0-name", "Jeanne")
    page.fill("#tb-f-players-1-name", "Grégory")
    page.fill("#tb-f-land_1", "Marsh")
    page.get_by_role("button", name="Add to land values").click()
    page.fill("#tb-f-lands-0-name", "Marsh")
    page.fill("#tb-f-lands-0-people", "4")
    page.click("#tb-start")
    _idle(page)
    page.get_by_role("button", name="Move the Rebels token").click()
    _idle(page)
    form = page.locator("form.tb-entry", has=page.locator("legend", has_text="reveals"))
    names = form.locator("[data-list='cards'] input[name='name']")
    while names.count() < 2:
        form.get_by_role("button", name="Add to cards").click()
    names.nth(0).fill("Chaos")
    form.locator("[data-list='cards'] input[name='marks']").nth(0).fill("2")
    names.nth(1).fill("Tamer")
    form.get_by_role("button", name="Reveal").click()
    _idle(page)


def test_a_second_insurrection_game_starts_as_the_last_in_two_taps(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    _insurrection_first_game(page, app_url)
    page.goto(app_url + "#/table")
    summary = page.locator("[data-library='insurrection'] summary")
    assert "1 lands" in summary.inner_text() and "2 cards" in summary.inner_text()
    summary.click()
    assert support.axe_violations(page) == []
    # the second game: New, then Start, nothing typed
    page.click('[data-game="insurrection"]')
    assert "last game" in page.locator("#tb-last").inner_text()
    assert page.input_value("#tb-f-players-0-name") == "Jeanne"
    assert page.input_value("#tb-f-land_1") == "Marsh"
    assert support.axe_violations(page) == []
    page.click("#tb-start")
    _idle(page)
    text = page.locator(".tb-session").inner_text()
    assert "Jeanne" in text and "Grégory" in text
    # the Land's values came from the device: the reveal asks for its 4 cards
    page.get_by_role("button", name="Move the Rebels token").click()
    _idle(page)
    # a card name typed while revealing is suggested from the library
    name = page.locator("form.tb-entry [data-list='cards'] input[name='name']").first
    listed = name.get_attribute("list")
    assert listed == "tb-lib-cards"
    options = page.locator(f"datalist#{listed} option")
    assert sorted(options.evaluate_all("(os) => os.map((o) => o.value)")) == ["Chaos", "Tamer"]
    # "Start from blank" empties the form again
    page.goto(app_url + "#/table/new/insurrection")
    page.click("#tb-blank")
    assert page.input_value("#tb-f-players-0-name") == ""
    page.click("#tb-same")
    assert page.input_value("#tb-f-players-0-name") == "Jeanne"


def test_a_list_item_named_from_the_library_fills_its_values(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _insurrection_first_game(page, app_url)
    page.goto(app_url + "#/table/new/insurrection")
    page.click("#tb-blank")
    page.get_by_role("button", name="Add to land values").click()
    assert page.get_attribute("#tb-f-lands-0-name", "list") == "tb-lib-lands"
    page.fill("#tb-f-lands-0-name", "Marsh")  # as picked from the suggestions
    assert page.input_value("#tb-f-lands-0-people") == "4"


def test_the_library_exports_imports_and_refuses_a_bad_file(
    phone_page: Any, app_url: str, tmp_path: Path
) -> None:
    page = phone_page
    _insurrection_first_game(page, app_url)
    page.goto(app_url + "#/table")
    box = page.locator("[data-library='insurrection']")
    box.locator("summary").click()
    with page.expect_download() as got:
        box.get_by_role("button", name="Export the library").click()
    exported = json.loads(Path(got.value.path()).read_text())
    assert exported["library"]["cards"]["Chaos"]["marks"] == 2
    page.once("dialog", lambda d: d.accept())
    box.get_by_role("button", name="Forget it").click()
    assert "nothing yet" in page.locator("[data-library='insurrection'] summary").inner_text()
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            {
                "kind": "table-library",
                "game": "insurrection",
                "library": {"lands": {"Marsh": {"people": 400}}},
            }
        )
    )
    page.set_input_files("#tb-lib-import-insurrection", str(bad))
    page.wait_for_selector(".toast, [role=status]:has-text('cannot be used')")
    assert "People added must be a whole number" in page.content()
    good = tmp_path / "good.json"
    good.write_text(json.dumps(exported))
    page.set_input_files("#tb-lib-import-insurrection", str(good))
    page.wait_for_function(
        "document.querySelector(\"[data-library='insurrection'] summary\").textContent"
        ".includes('2 cards')"
    )


def test_a_marvel_united_setup_named_once_is_picked_again(phone_page: Any, app_url: str) -> None:
    """Marvel United's named setups: typed once, the name picked at the next setup fills the
    form (the villain and its Health, the locations), and the box's locations are the form's
    default rows."""
    page = phone_page
    page.goto(app_url + "#/table/new/marvel-united")
    support.wait_ready(page)
    page.wait_for_selector("#tb-start")
    assert page.input_value("#tb-f-locations-0-name") == "Xavier Institute"
    page.fill("#tb-f-setup_name", "Friday night")
    page.fill("#tb-f-locations-0-name", "Savage Land")
    page.fill("#tb-f-locations-0-spaces", "3")
    page.fill("#tb-f-locations-0-thugs", "1")
    page.fill("#tb-f-locations-0-civilians", "0")
    page.click("#tb-start")
    _idle(page)
    page.goto(app_url + "#/table/new/marvel-united")
    page.wait_for_selector("#tb-start")
    page.click("#tb-blank")
    assert page.input_value("#tb-f-locations-0-name") == "Xavier Institute"
    options = page.locator("datalist#tb-lib-setups option").evaluate_all(
        "(os) => os.map((o) => o.value)"
    )
    assert options == ["Friday night"]
    page.fill("#tb-f-setup_name", "Friday night")
    assert page.input_value("#tb-f-locations-0-name") == "Savage Land"


def test_setting_up_a_second_game_of_each_takes_a_few_taps(phone_page: Any, app_url: str) -> None:
    """Issue 28 'done': the second game of each, set up with what the device remembers, in at
    most 10 taps (printed): the game picker's New, then Start."""
    page = phone_page
    taps: dict[str, int] = {}
    for game in GAMES:
        for _ in range(2):
            page.goto(app_url + "#/table")
            support.wait_ready(page)
            n = 0
            page.click(f'[data-game="{game}"]')
            n += 1
            page.click("#tb-start")
            n += 1
            _idle(page)
        taps[game] = n
        assert page.locator("#tb-error").count() == 0
    print("\nsecond game's setup, taps:", taps)
    assert all(n <= 10 for n in taps.values())
