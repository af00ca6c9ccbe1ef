"""``python3 -m core odds``: the JSON answer's shape, and bad input said plainly."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from core.games.mutant_insurrection.cli import main


def test_json_answer(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "odds",
        "--pool",
        "YYYBBB",
        "--objective",
        "power teamwork",
        "--objective",
        "fight 3",
        "--objective",
        "teamwork teamwork",
        "--rerolls",
        "2",
        "--json",
    ]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) >= {"p_complete", "p_at_least", "best"}
    assert len(out["p_at_least"]) == 3 and out["p_at_least"][-1] == out["p_complete"]
    assert 0 < out["p_complete"] < out["p_at_least"][1] <= out["p_at_least"][0] <= 1
    assert out["best"]["first_rolls"]


def test_rolled_dice_best_keep(capsys: pytest.CaptureFixture[str]) -> None:
    args = [
        "odds",
        "--faces",
        "Y power",
        "B fight 1",
        "--objective",
        "power teamwork",
        "--rerolls",
        "1",
        "--json",
    ]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["best"]["reroll"] == [1] and out["p_complete"] == pytest.approx(1 / 3, abs=1e-6)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--pool", "YYX", "--objective", "power"], "pool letter 'X'"),
        (["--pool", "YY", "--objective", "fight"], "requirement 'fight'"),
        (["--pool", "YYYYY", "--objective", "power"], "only 4 yellow dice"),
        (["--faces", "Y fight 1", "--objective", "power"], "no fight 1 face"),
        (["--pool", "YY"], "at least one open objective"),
    ],
)
def test_bad_input_is_a_clear_message(args: list[str], message: str) -> None:
    r = subprocess.run(
        [sys.executable, "-m", "core", "odds", *args], capture_output=True, text=True, check=False
    )
    assert r.returncode == 2 and message in r.stdout and "Traceback" not in r.stderr


def test_abilities_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    """--ability is repeatable, counted in the chance, and --json keeps full precision."""
    base = ["odds", "--faces", "Y villainy", "Y power", "B fight 1", "--objective"]
    base += ["power teamwork fight 2", "--rerolls", "1", "--json"]
    assert main(base) == 0
    without = json.loads(capsys.readouterr().out)
    args = [*base, "--ability", "reroll 1 ignore-villainy", "--ability", "face fight 2"]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["abilities"] == ["reroll 1 ignore-villainy", "face fight 2"]
    assert out["p_complete"] > without["p_complete"]
    assert out["p_complete"] != round(out["p_complete"], 6)  # not rounded for the wire
    r = subprocess.run(
        [sys.executable, "-m", "core", *[x for x in args if x != "--json"]],
        capture_output=True,
        text=True,
        check=False,
    )
    assert r.returncode == 0 and "Abilities counted: reroll 1 ignore-villainy; face fight 2" in (
        r.stdout
    )
