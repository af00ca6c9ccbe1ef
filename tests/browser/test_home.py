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


SUMMARY = {"plot": "The Brotherhood Rises", "round": 3, "threat": 7, "heroes": ["Storm", "Rogue"]}


def test_resume_names_the_last_session_and_what_it_resumes(phone_page: Any, app_url: str) -> None:
    page = phone_page
    page.goto(app_url)
    page.evaluate(
        """(summary) => import('./storage.js').then(async ({ storage }) => {
             const later = () => new Promise((r) => setTimeout(r, 5));
             storage.save('companion', 'c1', { any: 1 }, { title: 'Friday table' });
             await later();
             storage.save('game', 'g1',
               { format: 1, save: '{}', summary: { ...summary, outcome: null } },
               { title: 'Storm, Rogue — The Brotherhood Rises' });
           })""",
        SUMMARY,
    )
    page.route("**/engine.zip", lambda route: None)  # drawn before Python
    page.reload()
    resume = page.locator("#resume")
    resume.wait_for()
    assert resume.get_attribute("href") == "#/play/g/g1"
    text = resume.inner_text()
    assert text.startswith("Resume — round 3, threat 7")
    assert "The Brotherhood Rises" in text and "Storm, Rogue" in text and "digital game" in text
    game = page.locator('#saved a[href="#/play/g/g1"]')
    assert "The Brotherhood Rises" in game.inner_text()
    assert "Storm, Rogue · round 3, threat 7" in game.inner_text()
    assert game.locator("time").count() == 1  # last played
    assert page.locator("#how-it-works").is_visible()
    assert support.axe_violations(page) == []
    page.emulate_media(color_scheme="dark")  # the theme follows the device as it changes
    page.wait_for_function("document.documentElement.dataset.theme === 'dark'")
    assert support.axe_violations(page) == []
    # a finished game is not offered to resume
    page.evaluate(
        """(summary) => import('./storage.js').then(({ storage }) =>
             storage.save('game', 'g1',
               { format: 1, save: '{}', summary: { ...summary, outcome: 'won' } },
               { title: 'Storm, Rogue — The Brotherhood Rises' }))""",
        SUMMARY,
    )
    page.reload()
    page.locator('#saved a[href="#/play/g/g1"]').wait_for()
    assert page.locator("#resume").is_hidden()
    assert "won" in page.locator('#saved a[href="#/play/g/g1"]').inner_text()


def test_the_install_hint_shows_only_while_the_browser_offers_it(
    phone_page: Any, app_url: str
) -> None:
    page = phone_page
    page.goto(app_url)
    page.locator("#games a").first.wait_for()
    assert page.locator("#install").is_hidden()  # headless Chromium offers nothing
    page.evaluate(
        """() => {
             const offer = new Event('beforeinstallprompt', { cancelable: true });
             offer.prompt = () => {
               window.__asked = (window.__asked ?? 0) + 1;
               return Promise.resolve();
             };
             dispatchEvent(offer);
           }"""
    )
    page.locator("#install-button").click()
    assert page.evaluate("window.__asked") == 1
    assert page.locator("#install").is_hidden()  # a prompt is offered once
    assert page.js_errors == []


def test_a_game_on_older_cards_is_said_on_home(
    phone_page: Any, app_url: str, tmp_path: Any
) -> None:
    """Issue 23, defect 0: a game keeps the cards it started with. A file of a game played on
    the first edition of the core set is imported from home, opens on those cards, and home
    says so ("Plays on ..., edition 1 (older cards)"); a new game gets today's cards."""
    import json

    from core.games import mutant_insurrection as mi
    from core.games.mutant_insurrection.content.editions import edition, index

    old = edition("core-set", index("core-set")[0]["fingerprint"])
    assert old is not None
    g = mi.new_game(seed=5, content=old)
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    file = tmp_path / "old-cards.json"
    doc = {"app": "mutant-insurrection", "kind": "game", "format": 1, "setup": g.setup}
    file.write_text(json.dumps({**doc, "save": json.loads(g.to_json())}))
    page = phone_page
    page.goto(app_url)
    support.wait_ready(page)
    page.locator("#home-import").set_input_files(str(file))
    page.wait_for_selector("[data-screen=game][data-busy=false]")  # the imported game is open
    page.goto(app_url + "#/")
    note = page.locator("#saved .saved-cards")
    note.wait_for()
    assert note.inner_text() == f"Plays on {old.name}, edition 1 (older cards)"
    assert support.axe_violations(page) == []
