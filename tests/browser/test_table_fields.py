"""The table renderer draws every field kind of the screen language (issue 28, item 1): a new
kind in ``core/table/screen.py`` fails here until ``web/table/widgets.js`` draws it; and an
entry's list field — Insurrection's card-by-card reveal — works through the real screen."""

from __future__ import annotations

import json
from typing import Any, get_args

from core.table import screen as ui
from tests.browser import support

# Draws a screen as the page does and records what it sends (``sent``).
MOUNT = """
  const { render } = await import('./vendor/lit-html/lit-html.js');
  const { screenView } = await import('./table/widgets.js');
  const host = document.createElement('div');
  document.body.append(host);
  const sent = [];
  const draw = () => render(screenView(screen, (c) => sent.push(c), false, draw), host);
  draw();
"""
RENDER_JS = (
    """async (screen) => {"""
    + MOUNT
    + """  const drawn = screen.sections[0].items[0].fields.map((f) => [f.key,
    Boolean(host.querySelector(`[name="${f.key}"], [data-list="${f.key}"]`))]);
  host.querySelector('[data-list] button').click();  // add a second item to the list
  host.querySelectorAll('[data-list] input[type=text]').forEach((el, i) => {
    el.value = `line ${i + 1}`; el.dispatchEvent(new Event('input'));
  });
  host.querySelector('form').requestSubmit();
  return { drawn, sent };
}"""
)


def _every_kind() -> list[Any]:
    fields = []
    for kind in get_args(ui.FieldKind):
        if kind == "list":
            sub = [ui.field("name", "Name", "text", default=""), ui.field("n", "N", "number")]
            fields.append(ui.field("lines", "Lines", "list", min=1, max=5, fields=sub))
        elif kind == "select":
            fields.append(ui.field("pick", "Pick", "select", options=[(1, "one"), (2, "two")]))
        else:
            fields.append(ui.field(f"f_{kind}", f"A {kind}", kind, default=None))
    return fields


def test_every_field_kind_is_drawn_and_sent(phone_page: Any, app_url: str) -> None:
    page = phone_page
    page.goto(app_url + "#/")
    support.wait_ready(page)
    fields = _every_kind()
    entry = ui.entry("Every kind", {"op": "probe"}, fields, submit="Send")
    screen = {
        "outcome": None,
        "status": None,
        "warnings": [],
        "sections": [{"id": "s", "title": "All", "open": True, "items": [entry]}],
    }
    got = page.evaluate(RENDER_JS, json.loads(json.dumps(screen)))
    assert all(ok for _, ok in got["drawn"]), got["drawn"]
    assert len(got["drawn"]) == len(get_args(ui.FieldKind))
    (command,) = got["sent"]
    assert command["op"] == "probe"
    assert command["lines"] == [{"name": "line 1", "n": None}, {"name": "line 2", "n": None}]
    assert command["pick"] == 1 and command["f_bool"] is False and command["f_text"] == ""
    assert isinstance(command["f_seed"], int)


def test_insurrection_reveals_people_card_by_card_on_the_screen(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.goto(app_url + "#/table")
    support.wait_ready(page)
    page.click('[data-game="insurrection"]')
    page.click("#tb-start")
    page.wait_for_selector(".tb-session[data-busy='false']")
    # this turn's controls first, nothing sideways on a phone (issue 28, item 4)
    first = page.locator("details.tb-section").first.get_attribute("data-section")
    assert first == "this-round"
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390
    page.get_by_role("button", name="Move the Rebels token").click()
    page.wait_for_selector(".tb-session[data-busy='false']")
    form = page.locator("form.tb-entry", has=page.locator("legend", has_text="reveals"))
    assert form.count() == 1
    names = form.locator("[data-list='cards'] input[type=text]")
    while names.count() < 2:  # the list is drawn, and grows: one name per card revealed
        form.get_by_role("button", name="Add to cards").click()
    for i in range(names.count()):
        names.nth(i).fill(f"Villager {i + 1}")
    before = page.locator(".tb-session").inner_text()
    form.get_by_role("button", name="Reveal").click()
    page.wait_for_selector(".tb-session[data-busy='false']")
    page.wait_for_timeout(300)
    after = page.locator(".tb-session").inner_text()
    assert after != before and "Villager 1" in after
    assert "List the People cards" not in after


RECALL_JS = (
    """async (screen) => {"""
    + MOUNT
    + """  host.querySelector('form').requestSubmit();  // untouched: the game recalls the marks
  const marks = host.querySelector('[name="marks"]');
  marks.value = '3'; marks.dispatchEvent(new Event('input'));
  host.querySelector('form').requestSubmit();       // typed: the marks are sent
  return sent;
}"""
)


def test_an_untouched_recalled_field_is_left_to_the_games_memory(
    phone_page: Any, app_url: str
) -> None:
    """Insurrection remembers a card by name: the screen's default zero must not overwrite
    the marks it remembers (issue 28: "remembered cards are overwritten by the defaults")."""
    page = phone_page
    page.goto(app_url + "#/")
    support.wait_ready(page)
    fields = [
        ui.field("name", "Card name", "text", default=""),
        ui.field("marks", "Corruption marks", "number", default=0, recalled=True),
    ]
    entry = ui.entry("Card", {"op": "play"}, fields, submit="Reveal")
    screen = {
        "outcome": None,
        "status": None,
        "warnings": [],
        "sections": [{"id": "s", "title": "All", "open": True, "items": [entry]}],
    }
    first, second = page.evaluate(RECALL_JS, screen)
    assert first == {"op": "play", "name": ""}
    assert second == {"op": "play", "name": "", "marks": 3}


def test_the_header_names_the_game_on_screen(phone_page: Any, app_url: str) -> None:
    """Issue 28: the header said "Mutant Insurrection" on every game's companion."""
    page = phone_page
    page.goto(app_url + "#/table")
    support.wait_ready(page)
    page.click('[data-game="vs-system"]')
    page.wait_for_selector("#tb-start")
    assert page.locator(".brand span").inner_text().startswith("Vs System")
    page.click("#tb-start")
    page.wait_for_selector(".tb-session")
    assert page.locator(".brand span").inner_text().startswith("Vs System")
    page.goto(app_url + "#/play")
    page.locator("#pl-new").wait_for()
    assert page.locator(".brand span").inner_text() == "Mutant Insurrection"
