"""The scoring pad (rulebook: End of the Game and Scoring; Scoring Example; Clarifications:
People, Leaders): the formulas the rulebook fixes, free entry for the rest, the cross-player
checks, the column chosen by the outcome, the winner and the tie-break."""

from __future__ import annotations

from typing import Any

import pytest

from core.games.insurrection.pad import end_effects, parse_hand, score_table
from core.games.insurrection.scoring import End, Entry, entry, musketeers, score_card
from core.table.errors import CommandError

GOOD = End(side="good", face_up={"marks": 4})
EVIL = End(side="evil", face_up={"marks": 11})


def points(hand: list[Entry], end: End = GOOD, name: str | None = None) -> int | None:
    """One card's points in a single hand (no other players)."""
    target = next(e for e in hand if name is None or e["name"] == name)
    return score_card(target, hand, end).points


def jeanne() -> list[Entry]:
    return [
        entry("Dragon"),
        entry("Tamer", points=16),  # 2 + 2 x 7: the icon counted is not named, so typed
        entry("War Bear", 5),
        entry("Prophet"),
        entry("Gnoll", icons={"soldier": 1}),
        entry("Yel, the Druid", leader=True, initiative=5, points=9),  # 'pair' is open: typed
    ]


@pytest.mark.rule("Scoring Example")
def test_the_75_point_hand() -> None:
    """Scoring Example: Dragon 7, Tamer 16, five War Bears with the most 35, a Prophet another
    player also holds 4, Gnoll 4, Yel 9: 75 with a 10-card hand (4 + 6 rounds)."""
    other = [entry("War Bear", 2), entry("Prophet"), entry("Goblin")]
    table = score_table([jeanne(), other], End(side="good", face_up={"marks": 6}))
    mine = table["players"][0]
    assert [line["points"] for line in mine["lines"]] == [7, 16, 35, 4, 4, 9]
    assert mine["total"] == 75
    assert sum(e["count"] for e in jeanne()) == 10
    assert [line["source"] for line in mine["lines"]] == [
        "rulebook", "typed", "rulebook", "rulebook", "rulebook", "typed"
    ]  # fmt: skip


@pytest.mark.rule("People")
def test_musketeer_sets() -> None:
    """People, Musketeer: one 3, two -1 each (-2), three 9 each (27); more starts a
    new set."""
    assert musketeers(3) == 27
    assert musketeers(2) == -2
    assert musketeers(1) == 3
    assert [musketeers(n) for n in (4, 5, 6, 7)] == [30, 25, 54, 57]
    assert points([entry("Musketeer", 3)]) == 27


@pytest.mark.rule("Leaders")
def test_draxen_with_nine_unique_other_cards_scores_13() -> None:
    """Leaders, Draxen: 2 per other card held once, minus 5; nine unique others -> 13.
    A card held twice does not count."""
    hand = [entry("Draxen", leader=True)] + [entry(f"People {n}") for n in range(9)]
    assert points(hand, name="Draxen") == 13
    hand[1]["count"] = 2
    assert points(hand, name="Draxen") == 11


@pytest.mark.rule("Leaders")
@pytest.mark.parametrize(("marks", "score"), [(0, 0), (3, 3), (7, 9), (8, 12), (9, 12), (14, 12)])
def test_azel_scores_3_per_pair_of_face_up_marks_at_most_12(marks: int, score: int) -> None:
    """Leaders, Azel: 3 per pair of face-up marks, so 12 at 8 or 9 marks at most."""
    assert points([entry("Azel", leader=True)], End("good", face_up={"marks": marks})) == score


@pytest.mark.rule("Leaders")
def test_azel_scores_nothing_when_evil_wins() -> None:
    """Leaders, Azel: 0 if Evil wins."""
    assert points([entry("Azel", leader=True)], EVIL) == 0


@pytest.mark.rule("People")
def test_bard_pairs_of_soldiers_and_its_evil_score() -> None:
    """People, Bard: 6 per pair of Soldiers in hand when Good wins (4 Soldiers: 12);
    -2 when Evil wins."""
    hand = [entry("Bard"), entry("Knight", 4, icons={"soldier": 1})]
    assert points(hand, name="Bard") == 12
    hand[1]["count"] = 5  # an odd Soldier makes no pair
    assert points(hand, name="Bard") == 12
    assert points(hand, EVIL, name="Bard") == -2


@pytest.mark.rule("People")
def test_shadow_needs_evil_and_the_keep_for_15() -> None:
    """People, Shadow: 0 (Good), 7 (Evil), 15 (Evil with the token on the Keep)."""
    assert points([entry("Shadow")], GOOD) == 0
    assert points([entry("Shadow")], EVIL) == 7
    assert points([entry("Shadow")], End("evil", on_keep=True)) == 15


@pytest.mark.rule("End of the Game and Scoring")
def test_goblin_and_occultist() -> None:
    """End of the Game and Scoring: Goblin 3 or 9 by the outcome; Occultist 2 + 1 per Soldier
    and per Minion icon in hand."""
    assert points([entry("Goblin", 2)], GOOD) == 6
    assert points([entry("Goblin")], EVIL) == 9
    hand = [
        entry("Occultist"),
        entry("Knight", 2, icons={"soldier": 1}),
        entry("Imp", icons={"minion": 2}),
        entry("Wolf", icons={"animal": 1}),
    ]
    assert points(hand, name="Occultist") == 2 + 2 + 2


@pytest.mark.rule("Leaders")
def test_talin_and_tarak() -> None:
    """Clarifications: Talin 0 at the end; Tarak worth 24 with the 3 starting People, so 3 off
    per other card (the base 33 is worked out from that)."""
    assert points([entry("Talin", leader=True)]) == 0
    tarak = [entry("Tarak", leader=True), entry("A"), entry("B"), entry("C")]
    assert points(tarak, name="Tarak") == 24
    tarak.append(entry("D", 6))
    assert points(tarak, name="Tarak") == 6
    assert "check it against your card" in score_card(tarak[0], tarak, GOOD).note


@pytest.mark.rule("People")
def test_war_bear_needs_a_strict_majority_across_players() -> None:
    """People, War Bear: 7 each for the strict majority; on a tie nobody has it (the
    score without the majority is typed from the card)."""
    hands = [[entry("War Bear", 3)], [entry("War Bear", 3)], [entry("War Bear", 1)]]
    table = score_table(hands, GOOD)
    assert [p["lines"][0]["source"] for p in table["players"]] == ["needed"] * 3
    assert table["winner"] is None  # nothing is decided while a line waits for its points
    hands[1][0]["count"] = 2
    table = score_table(hands, GOOD)
    assert table["players"][0]["lines"][0]["points"] == 21
    assert table["players"][1]["lines"][0]["source"] == "needed"
    hands[1][0]["points"] = 1
    hands[2][0]["points"] = 1
    assert [p["total"] for p in score_table(hands, GOOD)["players"]] == [21, 2, 1]


@pytest.mark.rule("People")
def test_prophet_exclusivity_reads_hands_not_the_play_area() -> None:
    """People, Prophet: 4 when another player holds one; a Prophet face up in the play
    area is in nobody's hand (so it does not count)."""
    alone = score_table([[entry("Prophet")], [entry("Goblin")]], GOOD)
    assert alone["players"][0]["lines"][0]["source"] == "needed"
    both = score_table([[entry("Prophet")], [entry("Prophet", 2)]], GOOD)
    assert [p["total"] for p in both["players"]] == [4, 8]


@pytest.mark.rule("People")
def test_open_formulas_are_free_entries_marked_as_such() -> None:
    """Clarifications: the Necromancer's graveyard bonus rate, the Princess, the Dragon's Evil
    score... are not given: the pad asks for the points and says why."""
    necro = [entry("Necromancer")]
    assert points(necro, GOOD) == 4
    line = score_card(necro[0], necro, End("evil", graveyard=3))
    assert (line.points, line.source) == (None, "needed") and "graveyard" in line.note
    princess = entry("Princess", points=-2)
    assert score_card(princess, [princess], GOOD).source == "typed"
    end = End("good", face_up={"marks": 9, "minion": 11})
    assert "(20 now)" in score_card(entry("Princess"), [], end).note
    assert "(11 now)" in score_card(entry("Qhia", leader=True), [], end).note
    assert score_card(entry("Dragon"), [], EVIL).source == "needed"
    assert "pair" in score_card(entry("Yel, the Druid"), [], GOOD).note


@pytest.mark.rule("End of the Game and Scoring")
def test_tie_break_lowest_initiative_leader() -> None:
    """End of the Game and Scoring: on a tie, the Leader with the lowest initiative wins."""
    hands = [
        [entry("Goblin"), entry("Talin", leader=True, initiative=14)],
        [entry("Goblin"), entry("Azel", leader=True, initiative=2)],
        [entry("Talin", points=0)],
    ]
    table = score_table(hands, End("good"))
    assert table["winner"] == 1 and table["tie"]["seats"] == [0, 1]


@pytest.mark.rule("Clarifications")
@pytest.mark.parametrize(
    "leaders",
    [
        [],  # no Leader left in hand
        [entry("Azel", leader=True, initiative=2), entry("Qhia", leader=True, initiative=4)],
    ],
)
def test_tie_break_asks_when_a_tied_player_has_no_leader_or_several(leaders: list[Any]) -> None:
    """Clarifications: a player may end with no Leader or several; the tie-break then asks."""
    hands = [
        [entry("Goblin"), *leaders],
        [entry("Goblin"), entry("Fenriz", leader=True, initiative=9, points=0)],
    ]
    table = score_table(hands, End("good", face_up={"marks": 0}))
    if leaders:
        hands[0][2]["points"] = 0  # Qhia's points are typed
        table = score_table(hands, End("good", face_up={"marks": 0}))
    assert table["tie"]["ask"] and table["winner"] is None
    assert score_table(hands, End("good", face_up={"marks": 0}), chosen=0)["winner"] == 0
    assert score_table(hands, End("good", face_up={"marks": 0}), chosen=5)["winner"] is None


@pytest.mark.rule("End of the Game and Scoring")
def test_end_of_game_effects_go_from_the_highest_initiative() -> None:
    """End of the Game and Scoring: End of Game effects apply from the highest initiative down."""
    hands = [
        [entry("Liohra", leader=True, initiative=3, end_effect=True)],
        [entry("Seer", initiative=11, end_effect=True), entry("Goblin")],
        None,
    ]
    assert [(e["seat"], e["name"]) for e in end_effects(hands)] == [(1, "Seer"), (0, "Liohra")]


def test_a_typed_hand_is_checked() -> None:
    """Bad lines are refused with a sentence; the library fills in a known card's icons."""
    library: dict[str, Any] = {}
    with pytest.raises(CommandError, match="listed twice"):
        parse_hand([{"name": "Bard"}, {"name": "BARD"}], library)
    with pytest.raises(CommandError, match="copies must be a whole number from 1 to 20"):
        parse_hand([{"name": "Bard", "count": 0}], library)
    parse_hand([{"name": "Knight", "icons": {"soldier": 1}}], library)
    assert parse_hand([{"name": "knight", "count": 2}], library)[0]["icons"]["soldier"] == 1
