"""The companion's card library (issue 25, item 2), through the real screen: a flip opens a
sheet that types a card once, the next game on the device picks it in one tap, a known name
fills its card while typing, and the library goes out and comes back as a file (a bad file
changes nothing; names stay text)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.browser import support
from tests.browser.test_companion_threat_cards import _fits_phone
from tests.browser.test_companion_threat_cards import _session as _start

pytestmark = pytest.mark.browser


def _session(page: Any, app_url: str) -> None:
    _start(page, app_url)  # the same three heroes as the threat-card tests
    page.locator("[data-k=next-phase]").click()  # round 1, deploy
    page.wait_for_function("document.querySelector('#mi-round-chip').textContent.includes('R1')")


def _flip_with_storm(page: Any) -> Any:
    page.get_by_role("tab", name="Heroes").click()
    page.get_by_role("article", name="Storm").locator(".mi-deploy-deck").first.click()
    sheet = page.locator("[data-k=flip-sheet]")
    sheet.wait_for()
    return sheet


def _library(page: Any) -> Any:
    page.get_by_role("tab", name="Missions").click()
    summary = page.locator("summary", has_text="Cards kept on this device")
    if page.locator("[data-k=details-card-library]").get_attribute("open") is None:
        summary.click()
    return page.locator(".mi-library")


def test_a_flipped_card_is_typed_once_and_picked_next_game(phone_page: Any, app_url: str) -> None:
    page = phone_page
    _session(page, app_url)
    sheet = _flip_with_storm(page)
    assert "No mission kept on this device yet" in sheet.inner_text()
    _fits_phone(page, "[data-k=flip-sheet]")
    sheet.get_by_label("Name of the flipped mission").fill("Savage Land")
    sheet.get_by_role("button", name="More: Threat icons of the flipped mission").click()
    sheet.get_by_role("button", name="More: Objectives of the flipped mission").click()
    sheet.get_by_role("button", name="Flip it").click()
    sheet.wait_for(state="detached")
    page.get_by_role("tab", name="Missions").click()
    land = page.get_by_role("article", name="Savage Land")
    assert "2 !" in land.inner_text() and "0 / 3" in land.inner_text()
    assert "Heroes: Storm" in land.inner_text()
    land.locator("summary", has_text="Attach a Sentinel").click()
    land.get_by_label("Sentinel on Savage Land", exact=True).fill("Nimrod")
    land.get_by_role("button", name="More: Threat icons of the Sentinel on Savage Land").click()
    land.get_by_role("button", name="Attach").click()
    page.wait_for_function("document.body.innerText.includes('Sentinel Nimrod (2 !)')")

    # the next game on this device: the card is one tap, the Sentinel's name fills its icons
    _session(page, app_url)
    sheet = _flip_with_storm(page)
    pick = sheet.get_by_role("button", name=re.compile(r"Savage Land"))
    assert "2 ! · 3 objectives" in pick.inner_text()
    _fits_phone(page, "[data-k=flip-sheet]")
    pick.click()
    sheet.wait_for(state="detached")
    page.get_by_role("tab", name="Missions").click()
    land = page.get_by_role("article", name="Savage Land")
    assert "2 !" in land.inner_text() and "0 / 3" in land.inner_text()
    land.locator("summary", has_text="Attach a Sentinel").click()
    name = land.get_by_label("Sentinel on Savage Land", exact=True)
    assert name.get_attribute("list") == "mi-cards-sentinel"
    options = page.locator("#mi-cards-sentinel option")
    assert [options.nth(i).get_attribute("value") for i in range(options.count())] == ["Nimrod"]
    name.fill("Nimrod")
    icons = land.get_by_label("Threat icons of the Sentinel on Savage Land", exact=True)
    assert icons.input_value() == "2"
    # the table's own flip (no hero): the same sheet, the known card not offered twice
    page.locator("[data-k^=flip-]").first.click()
    sheet = page.locator("[data-k=flip-sheet]")
    assert sheet.get_by_role("button", name=re.compile("Savage Land")).count() == 0
    sheet.get_by_role("button", name="Cancel").click()
    sheet.wait_for(state="detached")


def test_the_library_is_exported_and_imported_and_bad_files_change_nothing(
    phone_page: Any, app_url: str, tmp_path: Any
) -> None:
    page = phone_page
    _session(page, app_url)
    sheet = _flip_with_storm(page)
    sheet.get_by_label("Name of the flipped mission").fill("Savage Land")
    sheet.get_by_role("button", name="Flip it").click()
    sheet.wait_for(state="detached")
    library = _library(page)
    page.wait_for_function("document.body.innerText.includes('Cards kept on this device (1)')")
    _fits_phone(page, ".mi-library")
    with page.expect_download() as info:
        library.get_by_role("button", name="Export the cards").click()
    data = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
    assert data["kind"] == "companion-cards"
    assert [c["name"] for c in data["cards"]] == ["Savage Land"]

    upload = library.get_by_label("Import a card library file")
    upload.set_input_files({"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hello"})
    note = page.locator("[data-k=cards-note]")
    note.wait_for()
    assert "cannot be imported" in note.inner_text() and "Nothing was changed" in note.inner_text()
    assert "Cards kept on this device (1)" in page.locator(".mi-companion").inner_text()

    odd = "<img src=x onerror=window.hacked=1>"
    cards = [
        *data["cards"],
        {"kind": "sentinel", "name": odd, "threat": 1, "target": "any"},
        {"kind": "mission", "name": "Blob", "threat": 99},
    ]
    upload.set_input_files(
        {
            "name": "cards.json",
            "mimeType": "application/json",
            "buffer": json.dumps({**data, "cards": cards}).encode(),
        }
    )
    page.wait_for_function("document.body.innerText.includes('Imported 2 cards')")
    assert "Card 3: threat is a whole number from 0 to 5." in note.inner_text()
    assert "Cards kept on this device (2)" in page.locator(".mi-companion").inner_text()
    assert page.locator("#mi-cards-sentinel option").first.get_attribute("value") == odd
    assert page.evaluate("window.hacked") is None and page.locator(".mi-companion img").count() == 0
    assert support.axe_violations(page, ".mi-companion") == []
