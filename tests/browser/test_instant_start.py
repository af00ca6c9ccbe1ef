"""A saved table session is on screen before Python is ready (drawn from its stored view), taps
made meanwhile are kept and applied in order, and long sessions stay saved as setup + log."""

from __future__ import annotations

import json
from typing import Any

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion import view as views
from tests.browser import support

SETUP = {"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")], "seed": 4}

# Store a save and the view drawn for it, as the companion screen does after each tap.
STORE_JS = """async ([id, save, view]) => {
  const { storage } = await import('./storage.js');
  const { rev } = storage.save('companion', id, save, { title: view.title });
  storage.save('companion-view', id, { rev, view });
  return rev;
}"""
SAVED_LOG_JS = "(id) => JSON.parse(localStorage.getItem('mi:companion:' + id)).data.log.length"


def _saved_session(taps: int) -> tuple[dict[str, Any], dict[str, Any]]:
    s = sessions.new_session(SETUP)
    for i in range(taps):
        s, _ = sessions.perform(s, {"op": "threat", "delta": 1 if i % 2 == 0 else -1})
    return s, views.build(s)


def test_a_saved_session_is_drawn_before_the_engine_and_early_taps_are_applied(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    held: list[Any] = []
    # The engine cannot finish booting until the held requests are released.
    page.route("**/engine.zip", lambda route: held.append(route))  # noqa: PLW0108
    page.goto(app_url)
    save, view = _saved_session(3)  # threat 4 → 5 → 4 → 5
    page.evaluate(STORE_JS, ["early", save, view])
    page.evaluate("location.hash = '#/companion/early'")

    page.locator("#mi-threat-chip").wait_for()
    assert page.locator("#mi-threat-chip").inner_text() == "5"
    assert page.evaluate("document.documentElement.dataset.engine") == "booting"
    assert page.locator(".mi-root").get_attribute("data-engine") == "waiting"
    assert "Starting the engine" in page.locator(".mi-waiting").inner_text()
    assert support.axe_violations(page) == []

    # Two taps and a tab switch before the engine is up: the tab switch is the page's own.
    raise_threat = page.get_by_role("button", name="Raise threat", exact=True)
    raise_threat.click()
    raise_threat.click()
    page.get_by_role("tab", name="Heroes").click()
    assert page.get_by_role("tab", name="Heroes").get_attribute("aria-selected") == "true"
    assert "2 taps are kept" in page.locator(".mi-waiting").inner_text()
    assert page.evaluate(SAVED_LOG_JS, "early") == 3  # nothing applied yet

    for route in held:
        route.continue_()
    page.unroute("**/engine.zip")
    support.wait_ready(page)
    page.locator(".mi-root[data-engine=ready]").wait_for()
    page.wait_for_function("document.querySelector('#mi-threat-chip')?.textContent === '7'")
    page.wait_for_function(f"({SAVED_LOG_JS})('early') === 5")
    assert page.locator(".mi-waiting").count() == 0
    # The save is what it always was: setup + log, the two taps appended in order.
    saved = page.evaluate("JSON.parse(localStorage.getItem('mi:companion:early')).data")
    taps = saved["log"][3:]
    assert [{k: v for k, v in c.items() if k != "at"} for c in taps] == [
        {"op": "threat", "delta": 1}
    ] * 2
    assert all(isinstance(c["at"], int) for c in taps)  # each tap carries its time (the clock)
    assert sessions.replay(saved).state["threat"] == 7
    assert page.js_errors == []


def test_a_long_session_taps_and_undoes_with_only_the_command_sent(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.goto(app_url)
    support.wait_ready(page)
    save, view = _saved_session(1000)
    page.evaluate(STORE_JS, ["long", save, view])
    page.evaluate("location.hash = '#/companion/long'")
    page.locator(".mi-root[data-engine=ready]").wait_for()
    # From here on, watch what the page sends to the worker.
    page.evaluate(
        """() => { window.__sent = [];
             const post = Worker.prototype.postMessage;
             Worker.prototype.postMessage = function (m) {
               window.__sent.push(JSON.stringify(m).length); return post.call(this, m); }; }"""
    )
    page.get_by_role("button", name="Raise threat", exact=True).click()
    page.wait_for_function("document.querySelector('#mi-threat-chip')?.textContent === '5'")
    page.get_by_role("button", name="Undo", exact=True).click()
    page.wait_for_function("document.querySelector('#mi-threat-chip')?.textContent === '4'")
    page.wait_for_function(f"({SAVED_LOG_JS})('long') === 1000")
    sent = page.evaluate("window.__sent")
    assert sent and max(sent) < 500, sent  # a command, not a 1,000-command session
    saved = page.evaluate("JSON.parse(localStorage.getItem('mi:companion:long')).data")
    assert saved["log"] == save["log"] and len(saved["redo"]) == 1
    assert {k: v for k, v in saved["redo"][0].items() if k != "at"} == {"op": "threat", "delta": 1}
    stored = page.evaluate("JSON.parse(localStorage.getItem('mi:companion-view:long')).data")
    assert stored["view"]["threat"]["value"] == 4 and stored["view"]["can_redo"] is True
    assert json.dumps(stored["view"]) == json.dumps(views.build(saved))
