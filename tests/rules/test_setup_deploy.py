"""Setup (Choose Heroes, Prepare Missions, Threat Decks, Choose Difficulty, Flip Missions,
Choose Plot; Solo Play), the round (Playing the Game) and the Deploy Phase."""

from __future__ import annotations

import pytest

from core.games import mutant_insurrection as mi
from core.games.mutant_insurrection.content import fixture_set
from core.games.mutant_insurrection.rules.setup import decks_removed
from tests.rules.rulekit import alone, at_mission, game, ids, kind

ALL = ("wolverine", "storm", "cyclops", "phoenix", "jubilee", "beast")


@pytest.mark.rule("Setup")
def test_default_game() -> None:
    """new_game(seed=7) alone: two heroes, Normal, the recommended first plot."""
    g = mi.new_game(seed=7, content=fixture_set())
    v = g.view()
    assert v["hero_count"] == 2 and v["difficulty"] == "normal" and v["threat"] == 4
    assert g.s["plot"] == "brotherhood"


@pytest.mark.rule("Setup: Prepare Missions")
@pytest.mark.parametrize(("n", "decks"), [(2, 3), (3, 4), (4, 4), (5, 5), (6, 5)])
def test_continent_decks_removed_by_hero_count(n: int, decks: int) -> None:
    """Setup: Prepare Missions: remove two random decks with two heroes, one with 3-4."""
    g = mi.new_game(list(ALL[:n]), seed=n, content=fixture_set())
    assert len(g.s["decks"]) == decks
    assert decks_removed(n) == 5 - decks
    removed = {k for k in g.content.continents if k not in g.s["decks"]}
    assert sorted(g.s["box"]) == sorted(c for k in removed for c in g.content.continents[k])


@pytest.mark.rule("Setup: Prepare Missions")
def test_removed_decks_are_random() -> None:
    """Setup: Prepare Missions: which decks go back to the box depends on the seed."""
    kept = {tuple(sorted(mi.new_game(seed=s, content=fixture_set()).s["decks"])) for s in range(12)}
    assert len(kept) > 1


@pytest.mark.parametrize(
    ("level", "threat"), [("easy", 2), ("normal", 4), ("hard", 6), ("extreme", 8)]
)
@pytest.mark.rule("Setup: Choose Difficulty")
def test_difficulty_sets_the_starting_threat(level: str, threat: int) -> None:
    """Setup: Choose Difficulty."""
    assert mi.new_game(difficulty=level, seed=1, content=fixture_set()).s["threat"] == threat


@pytest.mark.rule("Setup: Flip Missions")
@pytest.mark.parametrize(("n", "flips"), [(2, 1), (4, 1), (5, 2), (6, 2)])
def test_setup_flips_missions_by_hero_count(n: int, flips: int) -> None:
    """Setup: Flip Missions: one deck with 2-4 heroes, two with 5-6; the heroes choose."""
    g = mi.new_game(list(ALL[:n]), seed=3, content=fixture_set())
    chosen = 0
    while kind(g) == "flip_deck":
        g.apply(ids(g)[0])
        chosen += 1
    assert chosen == flips == sum(d["up"] for d in g.s["decks"].values())


@pytest.mark.rule("Setup: Prepare Threat Track and Villain Deck")
def test_threat_decks_by_colour_and_villain_deck() -> None:
    """Setup: Prepare Threat Track and Villain Deck."""
    g = mi.new_game(seed=2, content=fixture_set())
    for color, deck in g.s["tdeck"].items():
        assert deck and all(g.content.threat[c]["color"] == color for c in deck)
    assert sorted(g.s["vdeck"]) == sorted(g.content.villain_deck)


@pytest.mark.rule("Setup: Choose Heroes", "Solo Play")
def test_setup_errors() -> None:
    """Choose Heroes / Solo Play: two to six heroes (one player plays two)."""
    with pytest.raises(mi.SetupError):
        mi.new_game(["wolverine"], content=fixture_set())
    with pytest.raises(mi.SetupError):
        mi.new_game(["wolverine", "wolverine"], content=fixture_set())
    with pytest.raises(mi.SetupError):
        mi.new_game(["wolverine", "nobody"], content=fixture_set())
    with pytest.raises(mi.SetupError):
        mi.new_game(difficulty="impossible", content=fixture_set())
    with pytest.raises(mi.SetupError):
        mi.new_game(plot="nope", content=fixture_set())


@pytest.mark.rule("Playing the Game")
def test_round_phases_in_order() -> None:
    """Playing the Game: deploy, mission, threat, regroup, then a new round."""
    g = game()
    at_mission(g, "na1", wolverine="m:na1", storm="school:office")
    assert g.s["phase"] == "mission"
    alone(g, ["villainy"] * 6)
    g.apply("stop")
    while g.s["round"] == 1 and g.outcome is None:
        g.apply(g.legal_actions()[0])
    log = g.s["log"]
    order = [
        log.index("Wolverine deploys to Factory Raid."),
        log.index("Wolverine attempts Factory Raid."),
        next(i for i, x in enumerate(log) if x.startswith("Threat card:")),
        log.index("— Round 2 —"),
    ]
    assert order == sorted(order)
    assert g.s["heroes"]["storm"]["at"] == "bb"  # the regroup phase brought her back


@pytest.mark.rule("Deploying to a Facedown Mission")
def test_deploying_to_a_face_down_deck_flips_it() -> None:
    """Deploying to a Facedown Mission: flip it face up, it stays on top of its deck."""
    g = game()
    k = next(k for k, d in g.s["decks"].items() if not d["up"])
    top = g.s["decks"][k]["cards"][0]
    g.apply(f"wolverine@deck:{k}")
    assert g.s["decks"][k]["up"] and g.s["decks"][k]["cards"][0] == top
    assert g.s["heroes"]["wolverine"]["at"] == f"m:{top}"


@pytest.mark.rule("Deploying to a School Card", "School Cards")
def test_school_card_resolves_at_once_and_is_shared() -> None:
    """Deploying to a School Card / School Cards: effect at once; several heroes may use it."""
    g = game()
    g.s["heroes"]["wolverine"]["damage"] = 2
    g.s["heroes"]["storm"]["damage"] = 2
    g.apply("wolverine@school:office")
    assert g.s["heroes"]["wolverine"]["damage"] == 1
    g.apply("storm@school:office")
    assert g.s["heroes"]["storm"]["damage"] == 1


@pytest.mark.rule("Deploy Phase")
def test_at_most_three_heroes_per_mission() -> None:
    """Deploy Phase: a mission card cannot have more than three heroes deployed to it."""
    g = game(ALL[:4])
    at_mission(g, "na1", wolverine="m:na1", storm="m:na1", cyclops="m:na1")
    assert "phoenix@m:na1" not in ids(g)


@pytest.mark.rule("Villain Cards", "School Cards")
def test_xaviers_office_trades_a_completed_villain_for_less_threat() -> None:
    """School Cards / Villain Cards: Xavier's Office can use completed villains to lower threat."""
    g = game()
    g.s["box"].remove("blob") if "blob" in g.s["box"] else None
    for d in g.s["decks"].values():
        if "blob" in d["cards"]:
            d["cards"].remove("blob")
            if d["up"] and "blob" in g.s["missions"]:
                del g.s["missions"]["blob"]
    g.s["completed"].append("blob")
    g.apply("wolverine@school:office")
    assert kind(g) == "trade_villain"
    g.apply("villain:blob")
    assert g.s["threat"] == 2 and "blob" in g.s["box"]


@pytest.mark.rule("Basic Concepts: Plots", "Setup: Choose Difficulty")
def test_every_plot_can_be_played_at_every_difficulty() -> None:
    """Basic Concepts: Plots: a plot's challenge level is separate from the difficulty; all
    plots can be played at any difficulty level."""
    from core.games.mutant_insurrection.content import fixture_set

    c = fixture_set()
    for plot in c.plots:
        for difficulty, threat in (("easy", 2), ("normal", 4), ("hard", 6), ("extreme", 8)):
            g = game(plot=plot, difficulty=difficulty)
            assert g.outcome is None and g.s["threat"] == threat
