"""Building Your own Deck: the advanced deck and team checker."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from core.games.xmen_tcg.deck_check import problems, read
from core.table.errors import CommandError
from tests.games.xmen_tcg.conftest import Table

Deck = dict[str, Any]


def legal() -> Deck:
    return {
        "cards": [{"name": f"Card {i}", "copies": 3} for i in range(13)]
        + [{"name": "Combat Training", "copies": 1}],
        "xmen": [
            {"name": "Rogue", "value": 10},
            {"name": "Angel", "value": 10},
            {"name": "Storm", "value": 10},
        ],
        "villains": [
            {"name": n, "colour": c}
            for n, c in (
                ("Magneto", "red"),
                ("Toad", "green"),
                ("Mystique", "blue"),
                ("Sabretooth", "yellow"),
            )
        ],
    }


@pytest.mark.rule("Building Your own Deck")
def test_legal_deck_has_no_problems() -> None:
    """Building Your own Deck: 40 cards, 3 copies at most, team value 30, four Villains."""
    assert problems(legal()) == []


@pytest.mark.rule("Building Your own Deck")
@pytest.mark.parametrize(
    ("change", "found"),
    [
        (
            lambda d: d["cards"].pop(),
            ["The deck has 39 cards; it needs at least 40 (X-Men and Villains not counted)."],
        ),
        (
            lambda d: d["cards"].append({"name": " card  0", "copies": 1}),
            ["Card 0: 4 copies; a deck may hold at most 3 of one card."],
        ),
        (lambda d: d["xmen"][0].update(value=11), ["The team value is 31; it may be at most 30."]),
        (lambda d: d["xmen"].append({"name": "Beast", "value": 0}), []),
        (
            lambda d: d["xmen"].extend(
                [
                    {"name": "Beast", "value": 0},
                    {"name": "Bishop", "value": 0},
                    {"name": "Forge", "value": 0},
                ]
            ),
            ["The team has 6 X-Men; it needs 2 to 5."],
        ),
        (lambda d: d.update(xmen=d["xmen"][:1]), ["The team has 1 X-Men; it needs 2 to 5."]),
        (
            lambda d: d["xmen"][1].update(name="ROGUE"),
            ["Rogue is on the team twice; each X-Man may appear once."],
        ),
        (lambda d: d["villains"].pop(), ["There are 3 Villains; a deck brings exactly 4."]),
        (
            lambda d: d["villains"][1].update(name="magneto"),
            ["Magneto is there twice; the Villains must all be different."],
        ),
        (
            lambda d: d["villains"][1].update(colour="Red"),
            ["Two Villains share the colour red; take one of each colour."],
        ),
        (lambda d: [v.update(colour="") for v in d["villains"]], []),
    ],
)
def test_each_rule(change: Any, found: list[str]) -> None:
    d = legal()
    change(d)
    assert problems(d) == found


def test_every_problem_at_once() -> None:
    d = legal()
    d["cards"] = [{"name": "Zap", "copies": 5}]
    d["xmen"] = [{"name": "Rogue", "value": 31}]
    assert len(problems(d)) == 4


def test_checker_in_the_companion(table: Callable[..., Table]) -> None:
    """The checker is a tap like any other; its answer is in the view, even after the end."""
    t = table()
    t.do("check_deck", deck=legal())
    assert t.view()["tools"]["deck_check"] == {"ok": True, "problems": []}
    bad = legal()
    bad["villains"].pop()
    t.do("check_deck", deck=bad)
    assert t.events == ["The deck breaks 1 rule: There are 3 Villains; a deck brings exactly 4."]
    t.state["winner"], t.state["result"] = 0, "Ann wins."
    t.do("check_deck", deck=legal())
    with pytest.raises(CommandError, match="The game is over"):
        t.do("end_turn")


@pytest.mark.parametrize(
    ("deck", "message"),
    [
        ("forty", "The deck is missing"),
        ({"cards": [{"name": "", "copies": 1}]}, "A card's name is missing"),
        ({"cards": [{"name": "Zap", "copies": True}]}, "Copies of Zap must be a whole number"),
        ({"size": 40, "xmen": [{"name": "Rogue"}]}, "Rogue's team value must be a whole"),
        ({"size": 40, "villains": "Magneto"}, "The Villains must be a list"),
    ],
)
def test_typed_deck_errors(deck: Any, message: str) -> None:
    with pytest.raises(CommandError, match=message):
        read(deck, CommandError)


def test_checker_typed_as_text_lines(table: Callable[..., Table]) -> None:
    """The screen's checker entry: a size, the team and the Villains as one line each."""
    t = table()
    t.do(
        "check_deck",
        size=41,
        team="Rogue: 12, Angel: 9, Storm: 10",
        villain_list="Magneto: red, Toad: green, Mystique: blue, Blob: red",
    )
    assert t.view()["tools"]["deck_check"]["problems"] == [
        "The team value is 31; it may be at most 30.",
        "Two Villains share the colour red; take one of each colour.",
    ]
    with pytest.raises(CommandError, match="Give Rogue's team value as a number"):
        t.do("check_deck", size=41, team="Rogue", villain_list="")
