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


def test_the_corpus_spans_several_builds_and_both_kinds() -> None:
    docs = [json.loads(p.read_text()) for p in CORPUS]
    assert len({d["build"] for d in docs}) >= 5
    assert {d["kind"] for d in docs} == {"engine", "companion"}


def _doc(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text()))


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_every_earlier_save_opens(path: Path) -> None:
    doc = _doc(path)
    save = doc["save"]
    if doc["kind"] == "engine":
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
        if doc["kind"] == "engine":
            dropped.append(mi.load_game(doc["save"]).dropped is not None)
        else:
            dropped.append(sessions.open_session(doc["save"])[1].dropped is not None)
    assert any(dropped) and not all(dropped)
