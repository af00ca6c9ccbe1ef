"""Issue 8 item 2: saves written by earlier builds (tests/saves/corpus, made by make_corpus.py
from earlier commits) all open: fully when their log still replays under the current rules,
else at the last state that does, saying what was dropped. Never an exception."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.view import build as build_view
from core.rules_version import RULES_VERSION

CORPUS = sorted((Path(__file__).parent / "corpus").glob("*.json"))
CORE = [p for p in CORPUS if "-core-" in p.name]


def test_the_corpus_spans_several_builds_and_both_kinds() -> None:
    docs = [json.loads(p.read_text()) for p in CORPUS]
    assert len({d["build"] for d in docs}) >= 5
    assert {d["kind"] for d in docs} == {"engine", "companion", "engine-core"}


def _doc(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text()))


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_every_earlier_save_opens(path: Path) -> None:
    doc = _doc(path)
    save = doc["save"]
    if doc["kind"] in ("engine", "engine-core"):
        g = mi.load_game(json.dumps(save))
        total = len(save["actions"])
        kept = len(g.actions)
        if g.dropped is None:
            assert kept == total
        else:
            assert g.dropped["kept"] == kept < total
            assert f"{total - kept} of {total}" in g.dropped["message"]
        again = mi.load_game(g.to_json(), strict=True)  # what it saves now is whole
        assert again.view() == g.view() and again.dropped is None
        if g.decision is not None:
            g.apply(g.legal_actions()[0])  # and play goes on
    else:
        session, run = sessions.open_session(save)
        total = len(save["log"])
        kept = len(session["log"])
        if run.dropped is None:
            assert kept == total
        else:
            assert run.dropped["kept"] == kept <= total
            assert build_view(session, run)["notice"] == run.dropped["message"]
        assert session["rules_version"] == RULES_VERSION
        again, again_run = sessions.open_session(json.loads(json.dumps(session)))
        assert again_run.dropped is None and again["log"] == session["log"]


def test_an_earlier_build_that_no_longer_replays_is_in_the_corpus() -> None:
    """The corpus really covers rule changes: some saves stop replaying part way."""
    dropped = []
    for path in CORPUS:
        doc = _doc(path)
        if doc["kind"] in ("engine", "engine-core"):
            dropped.append(mi.load_game(doc["save"]).dropped is not None)
        else:
            dropped.append(sessions.open_session(doc["save"])[1].dropped is not None)
    assert any(dropped) and not all(dropped)


def _seen(g: mi.Game) -> dict[str, Any]:
    """The board a player sees (the same digest as make_corpus.seen)."""
    from tests.saves.make_corpus import seen

    return seen(g)


def test_the_core_set_corpus_spans_every_released_edition() -> None:
    """Saves of every edition of the core set that any build shipped are in the corpus."""
    from core.games.mutant_insurrection.content.editions import index

    builds = {e["build"] for e in index("core-set")}
    assert builds <= {_doc(p)["build"] for p in CORE}


def _own_edition(doc: dict[str, Any]) -> str:
    from core.games.mutant_insurrection.content.editions import index

    return next(e["fingerprint"] for e in index("core-set") if e["build"] == doc["build"])


@pytest.mark.rule("Setup")
@pytest.mark.parametrize("path", CORE, ids=[p.stem for p in CORE])
def test_a_core_set_game_opens_on_its_own_cards_exactly(path: Path) -> None:
    """A game keeps the cards it started with (issue 23, defect 0): a core-set game of any
    edition the app ever shipped, naming its edition as every save now does, opens on those
    cards and shows exactly what the build that played it showed. Saves from before rules
    versions existed (version 0) may stop where a rule has changed since, and say so."""
    doc = _doc(path)
    save = {**doc["save"], "content_fingerprint": _own_edition(doc)}
    g = mi.load_game(json.dumps(save))
    assert g.content.fingerprint == _own_edition(doc)
    if g.dropped is not None:
        assert doc["save"].get("rules_version") is None, g.dropped
        assert "rules version 0" in g.dropped["message"] and "damaged" not in g.dropped["message"]
        return
    assert len(g.actions) == len(doc["save"]["actions"])
    assert _seen(g) == doc["seen"]
    resaved = json.loads(g.to_json())
    assert resaved["content_fingerprint"] == g.content.fingerprint
    again = mi.load_game(json.dumps(resaved), strict=True)
    assert again.content.fingerprint == g.content.fingerprint and _seen(again) == doc["seen"]


@pytest.mark.parametrize("path", CORE, ids=[p.stem for p in CORE])
def test_a_save_that_names_no_edition_opens_on_cards_that_fit_it(path: Path) -> None:
    """Saves written before saves named their edition: the engine finds cards on which the
    whole log replays and reaches the checkpoint's board; whenever the game's own edition
    replays it whole, so does the one found (the editions that differ only in cards the game
    never met cannot be told apart, and the newest of them is taken)."""
    doc = _doc(path)
    g = mi.load_game(json.dumps(doc["save"]))
    own = mi.load_game(json.dumps({**doc["save"], "content_fingerprint": _own_edition(doc)}))
    if own.dropped is None:
        assert g.dropped is None and len(g.actions) == len(own.actions)
    assert g.cards["edition"] is not None
