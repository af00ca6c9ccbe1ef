"""Every released edition of the core set is kept, so a game keeps its cards (issue 23, defect 0):
the archive is complete and honest, and tuning the core set without archiving it fails here."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.content import core_set
from core.games.mutant_insurrection.content.editions import PACKAGE, edition, index, older

FOLDER = resources.files(PACKAGE).joinpath("core-set")


def test_each_archived_edition_is_the_cards_its_name_says() -> None:
    names = sorted(p.name for p in FOLDER.iterdir() if p.name != "index.json")
    assert names == sorted(f"{e['fingerprint']}.json" for e in index("core-set"))
    for e in index("core-set"):
        c = edition("core-set", e["fingerprint"])
        assert c is not None and c.fingerprint == e["fingerprint"] and c.id == "core-set"
    assert [e["edition"] for e in index("core-set")] == list(range(1, len(index("core-set")) + 1))


def test_the_core_set_of_today_is_archived_as_the_newest_edition() -> None:
    """Tune core_set.json and this fails until its edition is added: copy the file to
    editions/core-set/<fingerprint>.json and add it to index.json (the fingerprint is
    core_set().fingerprint)."""
    assert index("core-set")[-1]["fingerprint"] == core_set().fingerprint
    assert all(c.fingerprint != core_set().fingerprint for c in older("core-set", core_set()))


@pytest.mark.rule("Setup")
def test_a_game_on_older_cards_plays_on_them_and_says_so() -> None:
    """A save naming an older edition opens on that edition (its card texts, its numbers), says
    it is older, and keeps playing on it; a new game gets today's cards."""
    first = index("core-set")[0]["fingerprint"]
    old = edition("core-set", first)
    assert old is not None
    g = mi.new_game(seed=3, content=old)
    save = json.loads(g.to_json())
    assert save["content_fingerprint"] == first
    opened = mi.load_game(json.dumps(save))
    assert opened.content.fingerprint == first
    assert opened.cards == {
        "id": "core-set",
        "name": old.name,
        "edition": 1,
        "current": False,
        "label": f"{old.name}, edition 1 (older cards)",
    }
    assert opened.view()["cards"]["current"] is False
    opened.apply(opened.legal_actions()[0])
    again = mi.load_game(opened.to_json())
    assert again.content.fingerprint == first
    fresh = mi.new_game(seed=3)
    assert fresh.cards["current"] is True and fresh.content.fingerprint == core_set().fingerprint


def test_a_save_naming_unknown_cards_is_refused_or_replayed() -> None:
    """An edition of the core set this app never had is a later app's: refused with a sentence,
    never opened on other cards (a later save would rewrite its edition). A pack changed since
    opens on the pack as it is now, as before; a field that is not text is refused as damaged."""
    g = mi.new_game(seed=4)
    save = {**json.loads(g.to_json()), "content_fingerprint": "0000000000000000"}
    with pytest.raises(mi.LoadError, match="update the app"):
        mi.load_game(json.dumps(save))
    with pytest.raises(mi.LoadError):
        mi.load_game(json.dumps({**save, "content_fingerprint": 7}))
    from tests.rules.rulekit import variant

    pack = variant("my-pack", lambda d: None)
    p = mi.new_game(seed=4, content=pack)
    edited = {**json.loads(p.to_json()), "content_fingerprint": "0000000000000000"}
    assert mi.load_game(json.dumps(edited)).content.fingerprint == pack.fingerprint
