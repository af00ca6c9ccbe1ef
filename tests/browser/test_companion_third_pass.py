"""The companion's third pass (issue 25): the defects found by a table playing a whole game,
each through the real screen."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.browser import support

pytestmark = pytest.mark.browser


def _session(page: Any, app_url: str, players: int) -> None:
    page.goto(app_url + "#/companion")
    support.wait_ready(page)
    page.get_by_role("button", name="Start session").wait_for()
    page.get_by_role("group", name="Players").get_by_role("button", name=str(players)).click()
    for i, name in enumerate(("Storm", "Cyclops", "Rogue")[:players]):
        page.get_by_label(f"Hero {i + 1}", exact=True).fill(name)
    page.wait_for_function("!document.querySelector('.mi-start').disabled")
    page.get_by_role("button", name="Start session").click()
    page.wait_for_url(re.compile(r"#/companion/[\w-]+$"))
    page.locator(".mi-companion").wait_for()
    page.wait_for_function("document.querySelector('.mi-root').dataset.engine === 'ready'")


def test_the_bond_partner_chosen_from_the_list_is_the_one_bonded(
    phone_page: Any, app_url: str
) -> None:
    """Issue 25: choosing the second partner in the list was ignored (the first was bonded)."""
    page = phone_page
    _session(page, app_url, 3)
    page.get_by_role("tab", name="Heroes").click()
    storm = page.get_by_role("article", name="Storm")
    storm.locator("summary").first.click()
    partner = storm.get_by_label("Bond partner for Storm")
    labels = partner.locator("option").all_inner_texts()
    assert labels == ["Cyclops", "Rogue"]
    partner.select_option(label="Rogue")
    storm.get_by_role("button", name="+ Positive bond").click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.mi-bonds li')].some((li) => "
        "li.textContent.includes('With Rogue'))"
    )
    assert "With Cyclops" not in storm.inner_text()
