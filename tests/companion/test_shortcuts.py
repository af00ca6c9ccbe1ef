"""The view's one-tap shortcuts for the table (issue 25's round): the Danger Room's training
token in the deploy row, and the bond a card formed, offered on the regroup checklist."""

from __future__ import annotations

from core.games.mutant_insurrection.companion import session as sessions
from core.games.mutant_insurrection.companion.view import build

SETUP = {"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")], "seed": 3}
NEXT = {"op": "next_phase"}
REGROUP = [NEXT, NEXT, NEXT, NEXT]  # setup -> deploy -> mission -> threat -> regroup


def _view(*commands: dict) -> dict:
    s = sessions.new_session(SETUP)
    for cmd in commands:
        s, _ = sessions.perform(s, cmd)
    return build(s)


def _pairs(v: dict) -> dict[str, str]:
    return {o["label"]: o["command"]["op"] for o in v["bond_offers"]}


def test_the_danger_room_trains_in_the_deploy_row() -> None:
    """Deploying to a School Card: the Danger Room's effect is to train, so that hero (and no
    one at another school card) is offered the token where they deployed."""
    v = _view(NEXT, {"op": "deploy", "hero": 1, "school": "Danger Room"})
    assert [h["trains_here"] for h in v["heroes"]] == [True, False, False]
    v = _view(NEXT, {"op": "deploy", "hero": 1, "school": "Cerebro"})
    assert not any(h["trains_here"] for h in v["heroes"])


def test_bond_offers_only_in_regroup_and_every_pair_at_first() -> None:
    """Regroup Phase and Forming Bonds: a pair of standing heroes without a bond may gain a
    positive one (the bonded hero need not be at the same mission)."""
    assert _view(NEXT)["bond_offers"] == []
    v = _view(*REGROUP)
    assert _pairs(v) == {"Storm + Rogue": "bond", "Storm + Beast": "bond", "Rogue + Beast": "bond"}
    assert all(o["command"]["positive"] for o in v["bond_offers"])


def test_bond_offers_follow_the_bond_limits() -> None:
    """Bonds: a hero has at most two bond cards and one bond with each other hero; forming a
    bond may instead flip a negative bond positive, so a negative pair is offered its flip."""
    positive = {"op": "bond", "hero": 1, "other": 2, "positive": True}
    negative = {"op": "bond", "hero": 1, "other": 3, "positive": False}
    v = _view(*REGROUP, positive)
    assert _pairs(v) == {"Storm + Beast": "bond", "Rogue + Beast": "bond"}
    v = _view(*REGROUP, positive, negative)
    # Storm has two bonds: no new one; the negative Storm + Beast may flip
    assert _pairs(v) == {"Storm + Beast": "bond_flip", "Rogue + Beast": "bond"}
    flip = next(o for o in v["bond_offers"] if o["flips"])
    s = sessions.new_session(SETUP)
    for cmd in [*REGROUP, positive, negative, flip["command"]]:
        s, _ = sessions.perform(s, cmd)
    assert all(b["positive"] for b in build(s)["heroes"][0]["bonds"])
