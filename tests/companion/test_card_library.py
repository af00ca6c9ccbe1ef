"""The card library (issue 25, item 2): every mission, villain, Sentinel and threat event the
table types is remembered with what the screen needs to offer it again; stored and imported
libraries are checked entry by entry."""

from __future__ import annotations

from core.games.mutant_insurrection.companion.card_library import clean_library, export
from core.games.mutant_insurrection.companion.session import new_session, perform, replay, undo
from core.games.mutant_insurrection.companion.view import build


def _names(g) -> list[tuple[str, str]]:
    return [(c["kind"], c["name"]) for c in g.state["cards"]]


def test_typed_missions_are_remembered_and_placeholders_are_not(game) -> None:
    g = game().do("mission_add", threat=1)  # "Mission 1": no card to remember
    assert g.state["cards"] == []
    deck = g.state["decks"][0]
    g.do(
        "deploy_deck",
        hero=1,
        deck=deck,
        name="Pyro",
        threat=2,
        objectives=3,
        villainy="Suffer 1 damage.",
        villainy_damage=1,
    )
    (pyro,) = g.state["cards"]
    assert pyro == {
        "kind": "mission",
        "name": "Pyro",
        "threat": 2,
        "objectives": 3,
        "requirements": None,  # typed as a count only
        "order": False,
        "villainy": "Suffer 1 damage.",
        "villainy_damage": 1,
        "deck": deck,
        "villain": False,
        "story": False,
        "target": None,
        "effect": None,
    }
    pid = g.state["missions"][-1]["id"]
    g.do("mission_edit", mission=pid, villain=True)
    assert g.state["cards"][-1]["villain"] is True and len(g.state["cards"]) == 1


def test_sentinels_events_and_villains_are_remembered_by_kind(game) -> None:
    g = game().do("mission_add", name="Pyro", threat=1, objectives=2)
    pyro = g.state["missions"][0]["id"]
    g.do("sentinel_draw", name="Nimrod", threat=2, target="most_icons", mission=pyro)
    g.do("threat_event", name="Riots", threat=1, each=1)
    g.do("villain_replace", mission=pyro, name="Magneto", threat=2, objectives=3)
    assert _names(g) == [
        ("mission", "Pyro"),
        ("sentinel", "Nimrod"),
        ("event", "Riots"),
        ("mission", "Magneto"),
    ]
    cards = {c["name"]: c for c in g.state["cards"]}
    assert cards["Nimrod"]["target"] == "most_icons"
    assert cards["Riots"]["effect"] == {"threat": 1, "each": 1, "mission_delta": 0}
    assert cards["Magneto"]["villain"] is True


def test_undo_forgets_what_the_undone_tap_typed() -> None:
    s = new_session({"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}]})
    s, _ = perform(s, {"op": "mission_add", "name": "Pyro", "threat": 1})
    assert [c["name"] for c in build(s)["cards"]] == ["Pyro"]
    s, _ = undo(s)
    assert build(s)["cards"] == [] and replay(s).state["cards"] == []


def test_a_library_file_keeps_its_good_cards_and_words_the_bad_ones() -> None:
    good = {"kind": "sentinel", "name": "Nimrod", "threat": 2, "target": "most_icons"}
    raw = [
        good,
        {"kind": "mission", "name": "<b>Pyro</b>", "threat": 9},
        {"kind": "mission", "name": "Blob", "deck": "Atlantis"},
        "not a card",
        {"kind": "event", "name": "Riots", "effect": {"each": 1}},
    ]
    out = clean_library(export(raw))  # an exported file's envelope is read too
    assert [c["name"] for c in out["entries"]] == ["Nimrod", "Riots"]
    assert out["problems"] == [
        "Card 2: threat is a whole number from 0 to 5.",
        "Card 3: the deck is a continent of the box.",
        "Card 4: a card is an object.",
    ]
    assert clean_library({"cards": 3})["problems"] == ["A card library is a list of cards."]
    # the same kind and name once, the last typed winning; a name is kept as plain text
    twice = clean_library([good, {**good, "threat": 1}, {**good, "kind": "event"}])
    assert [(c["kind"], c["threat"]) for c in twice["entries"]] == [("sentinel", 1), ("event", 2)]
    assert clean_library([{"kind": "mission", "name": "<b>X</b>"}])["entries"][0]["name"] == (
        "<b>X</b>"
    )
