"""The engine's shared foundations: exact dice faces, the threat track, the seeded generator, the
JSON bridge the web worker talks to."""

from __future__ import annotations

import json
from collections import Counter

import pytest

import core
from core import bridge
from core.games.mutant_insurrection.dice import FACES, DieColor, Face, FaceKind, has_face
from core.games.mutant_insurrection.threat_track import (
    MAX_THREAT,
    Section,
    next_deck,
    requirement_active,
    section,
)
from core.rng import Rng


def test_quick_reference_dice_ratios_are_exact() -> None:
    """Rulebook, Quick Reference: Dice Ratios."""
    labels = {color.value: [str(f) for f in faces] for color, faces in FACES.items()}
    assert labels == {
        "red": ["villainy", "teamwork", "power", "fight 1", "fight 2", "fight 3"],
        "yellow": ["villainy", "teamwork", "power", "power", "fight 2", "fight 2"],
        "blue": ["villainy", "teamwork", "teamwork", "power", "fight 1", "fight 2"],
    }


def test_turning_dice_only_to_faces_the_die_has() -> None:
    """Rulebook, Special Terms: Turning Dice."""
    assert has_face(DieColor.RED, Face(FaceKind.FIGHT, 3))
    assert not has_face(DieColor.BLUE, Face(FaceKind.FIGHT, 3))
    assert not has_face(DieColor.YELLOW, Face(FaceKind.FIGHT, 1))


def test_only_fight_faces_carry_a_value() -> None:
    with pytest.raises(ValueError):
        Face(FaceKind.POWER, 2)
    with pytest.raises(ValueError):
        Face(FaceKind.FIGHT, 0)


def test_threat_track_sections() -> None:
    """Rulebook, Threat Phase (green = spaces 1-5) and Threat (three colour sections)."""
    assert [section(s) for s in range(1, MAX_THREAT + 1)] == (
        [Section.GREEN] * 5 + [Section.YELLOW] * 5 + [Section.RED] * 5
    )
    with pytest.raises(ValueError):
        section(16)


def test_yellow_and_red_requirements_switch_on_with_the_section() -> None:
    """Rulebook, Quick Reference: Requirements (Yellow, Red)."""
    assert [requirement_active(Section.YELLOW, s) for s in (5, 6, 11)] == [False, True, True]
    assert [requirement_active(Section.RED, s) for s in (10, 11)] == [False, True]
    assert requirement_active(Section.GREEN, 1)


def test_empty_threat_deck_moves_right_and_red_has_no_next() -> None:
    """Rulebook, Running Out of Threat Cards."""
    assert next_deck(Section.GREEN) is Section.YELLOW
    assert next_deck(Section.YELLOW) is Section.RED
    assert next_deck(Section.RED) is None


def test_rng_is_deterministic_and_resumable() -> None:
    a, b = Rng(12345), Rng(12345)
    assert [a.below(6) for _ in range(100)] == [b.below(6) for _ in range(100)]
    resumed = Rng.from_state(a.state)
    assert [resumed.below(1000) for _ in range(10)] == [a.below(1000) for _ in range(10)]
    assert json.loads(json.dumps(a.state)) == a.state  # the state fits in a save


def test_rng_known_sequence() -> None:
    """Pinned outputs: a change here would change every saved game's dice."""
    r = Rng(0)
    assert [r.next_u64() for _ in range(3)] == [
        16294208416658607535,
        7960286522194355700,
        487617019471545679,
    ]


def test_rng_die_rolls_are_roughly_uniform() -> None:
    r = Rng(99)
    counts = Counter(r.below(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(9_400 < n < 10_600 for n in counts.values())


def test_rng_shuffle_is_a_permutation() -> None:
    items = list(range(30))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_bridge_round_trip_and_errors_as_data() -> None:
    ok = json.loads(bridge.handle('{"id": 7, "method": "ping", "params": {"echo": [1, "x"]}}'))
    assert ok == {"id": 7, "result": {"pong": [1, "x"], "version": core.__version__}}
    bad_json = json.loads(bridge.handle("{not json"))
    assert bad_json["id"] is None and bad_json["error"]["type"] == "JSONDecodeError"
    bad_params = json.loads(bridge.handle('{"id": 1, "method": "ping", "params": [1]}'))
    assert bad_params["error"] == {"type": "TypeError", "message": "params must be a JSON object"}
