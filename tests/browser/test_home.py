"""The home screen (web/home.js): the game picker and the saved sessions of every game, newest
first, each with its game named — drawn while the engine is still held back."""

from __future__ import annotations

from typing import Any

from core.table.catalog import catalog
from tests.browser import support


def test_home_lists_every_game_and_every_games_sessions_before_the_engine(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.goto(app_url)
    page.evaluate(
        """import('./storage.js').then(async ({ storage }) => {
             const later = () => new Promise((r) => setTimeout(r, 5));  // distinct timestamps
             storage.save('companion', 'c1', { any: 1 }, { title: 'Friday table' });
             await later();
             storage.save('table', 't1', { any: 2 }, { title: 'Marvel United: X-Men · Cycle 2' });
             await later();
             storage.save('game', 'g1', { any: 3 }, { title: 'Storm, Rogue — The Brotherhood' });
           })"""
    )
    page.route("**/engine.zip", lambda route: None)  # Python never arrives
    page.reload()
    picks = page.locator("#games a")
    picks.first.wait_for()
    assert page.evaluate("document.documentElement.dataset.engine") == "booting"
    want = [g["name"] for g in catalog()]
    assert [picks.nth(i).locator("strong").inner_text() for i in range(picks.count())] == want
    assert page.locator('#games a[data-game="marvel-united"]').get_attribute("href") == (
        "#/table/new/marvel-united"
    )
    links = page.locator("#saved a")
    assert links.count() == 3
    # newest first: the digital game was saved last
    assert [links.nth(i).get_attribute("href") for i in range(3)] == [
        "#/play/g/g1",
        "#/table/s/t1",
        "#/companion/c1",
    ]
    assert "Mutant Insurrection — digital game" in links.nth(0).inner_text()
    assert "Mutant Insurrection — table companion" in links.nth(2).inner_text()
    assert "Marvel United" in links.nth(1).inner_text()
    assert support.axe_violations(page) == []
