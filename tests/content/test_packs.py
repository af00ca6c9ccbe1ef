"""Content packs: the schema file, `content validate`, and malformed packs refused with the
card, the JSON path and nothing loaded (issue 10, part 3)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core.games.mutant_insurrection.content.loader import get_content
from core.games.mutant_insurrection.content.pack_schema import pack_schema, schema_text
from core.games.mutant_insurrection.content.packs import (
    MAX_BYTES,
    card_paths,
    read_pack,
    read_pack_text,
    validate_pack,
)
from core.games.mutant_insurrection.effects.schema import ContentError
from tests.content.schema_check import errors

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "example-pack.json"
TEST_SET = ROOT / "core" / "games" / "mutant_insurrection" / "content" / "test_set.json"


def _example() -> dict[str, Any]:
    return dict(json.loads(EXAMPLE.read_text()))


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "core", *args], capture_output=True, text=True, cwd=ROOT
    )


def test_the_schema_file_is_the_generated_schema() -> None:
    assert (
        ROOT / "core" / "games" / "mutant_insurrection" / "content" / "pack.schema.json"
    ).read_text() == schema_text()


@pytest.mark.parametrize("path", [EXAMPLE, TEST_SET])
def test_shipped_content_conforms_to_the_schema(path: Path) -> None:
    assert errors(pack_schema(), json.loads(path.read_text())) == []


def test_the_schema_refuses_what_the_loader_refuses() -> None:
    bad = _example()
    bad["missions"][0]["success"][0]["op"] = "teleport"
    assert errors(pack_schema(), bad)
    bad = _example()
    del bad["heroes"][0]["health"]
    assert any("missing 'health'" in x for x in errors(pack_schema(), bad))


@pytest.mark.parametrize("path", [EXAMPLE, TEST_SET])
def test_cli_validates_shipped_content(path: Path) -> None:
    r = _cli("content", "validate", str(path), "--games", "1")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("ok: ")


def _broken(change: Any) -> dict[str, Any]:
    d = _example()
    change(d)
    return d


def _loop(d: dict[str, Any]) -> None:
    # two story sides whose Flip effects flip each other: the chain never ends
    side = {"kind": "mission", "name": "Hall of Mirrors", "threat": 0, "objectives": [["power"]]}
    side["flip"] = [{"op": "flip_card"}]
    d["story_cards"].append({"id": "04", "A": side, "B": {**side, "name": "Mirror Hall"}})
    d["plots"][0]["setup"] += [
        {"op": "put_story", "card": "04A"},
        {"op": "flip_card", "card": "04A"},
    ]


MALFORMED = [
    (
        "unknown op",
        lambda d: d["missions"][1]["villainy"][0].update(op="teleport"),
        "mission e2: $.missions[1].villainy[0].op: unknown op 'teleport'",
    ),
    (
        "missing field",
        lambda d: d["heroes"][1].pop("health"),
        "hero piotr: $.heroes[1].health: expected a positive int",
    ),
    (
        "wrong type",
        lambda d: d["missions"][0]["failure"][0].update(amount="two"),
        "mission e1: $.missions[0].failure[0].amount: expected a value",
    ),
    (
        "dangling story reference",
        lambda d: d["plots"][0]["setup"][0].update(card="09A"),
        "plot museum: $.plots[0].setup[0].card: unknown story side '09A'",
    ),
    (
        "dangling token reference",
        lambda d: d["missions"][0]["success"][0].update(card="e9"),
        "mission e1: $.missions[0].success[0].card: unknown card 'e9'",
    ),
    (
        "story reference to a mission",
        lambda d: d["plots"][0]["setup"][0].update(card="e1"),
        "plot museum: $.plots[0].setup[0].card: unknown story side 'e1'",
    ),
    (
        "dangling showdown side",
        lambda d: d["plots"][0].update(showdown=["02B", "01A"]),
        "plot museum: $.plots[0].showdown[1]: '01A' is not a showdown side",
    ),
    (
        "duplicate id",
        lambda d: d["missions"][3].update(id="e1"),
        "content example-pack: $.missions[3].id: duplicate card id 'e1'",
    ),
    (
        "too few continent decks",
        lambda d: [m.update(continent="east") for m in d["missions"]],
        "content example-pack: $.missions: 1 continent deck(s); the rules need at least 3",
    ),
    (
        "no red threat card",
        lambda d: d["threat_cards"].pop(),
        "content example-pack: $.threat_cards: no red threat card",
    ),
    (
        "plot challenge out of range",
        lambda d: d["plots"][0].update(challenge=6),
        "plot museum: $.plots[0].challenge: expected an int from 1 to 5 (pips)",
    ),
    (
        "plot challenge not a number",
        lambda d: d["plots"][0].update(challenge=True),
        "plot museum: $.plots[0].challenge: expected an int from 1 to 5 (pips)",
    ),
    (
        "ability instead outside a damaged timing",
        lambda d: d["heroes"][1]["ability"].update(instead=True),
        'hero piotr: $.heroes[1].ability.instead: only a "damaged" ability may be "instead"',
    ),
    (
        "effect chain that never ends",
        _loop,
        "story card 04",
    ),
]


@pytest.mark.parametrize(("what", "change", "message"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_malformed_packs_are_refused_with_card_and_path(
    what: str, change: Any, message: str
) -> None:
    data = _broken(change)
    with pytest.raises(ContentError) as exc:
        validate_pack(data, games=1)
    assert str(exc.value).startswith(message), str(exc.value)
    # nothing loaded: no game can be started or opened on the refused pack
    with pytest.raises(KeyError):
        get_content("example-pack")


def test_a_never_ending_chain_names_the_card_and_its_path() -> None:
    with pytest.raises(ContentError, match=r"story card 04[AB]: \$\.story_cards\[3\]\.[AB]: .*"):
        validate_pack(_broken(_loop), games=1)


def test_the_cli_exits_non_zero_with_the_reason(tmp_path: Path) -> None:
    bad = _broken(lambda d: d["missions"][1]["villainy"][0].update(op="teleport"))
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(bad))
    r = _cli("content", "validate", str(f))
    assert r.returncode == 1
    assert "mission e2: $.missions[1].villainy[0].op: unknown op 'teleport'" in r.stderr


def test_an_oversized_pack_is_refused_before_it_is_read(tmp_path: Path) -> None:
    f = tmp_path / "big.json"
    d = _example()
    d["name"] = "x" * (MAX_BYTES + 10)
    f.write_text(json.dumps(d))
    with pytest.raises(ContentError, match=r"pack: \$: the file is 2\.0 MB; a pack may be at most"):
        read_pack(f)


def test_deeply_nested_json_is_refused_before_parsing() -> None:
    # deep enough to crash a recursive parser; refused by the depth scan first
    text = '{"id": "x", "heroes": ' + "[" * 100_000 + "]" * 100_000 + "}"
    with pytest.raises(ContentError, match="nested more than 32 levels"):
        read_pack_text(text)


def test_deeply_nested_effects_within_the_limit_still_validate() -> None:
    d = _example()
    eff: dict[str, Any] = {"op": "raise_threat", "amount": 1}
    for _ in range(8):
        eff = {"op": "may", "effects": [eff]}
    d["missions"][0]["failure"] = [eff]
    assert validate_pack(read_pack_text(json.dumps(d)), games=0).id == "example-pack"


def test_not_json_and_not_an_object() -> None:
    with pytest.raises(ContentError, match=r"not JSON \(line 1"):
        read_pack_text("{nope")
    with pytest.raises(ContentError, match="a pack is a JSON object"):
        read_pack_text("[]")


def test_validation_does_not_modify_the_pack() -> None:
    d = _example()
    before = copy.deepcopy(d)
    validate_pack(d, games=1)
    assert d == before


def test_card_paths_cover_every_card() -> None:
    d = _example()
    paths = card_paths(d)
    assert paths["e2"] == "$.missions[1]" and paths["03B"] == "$.story_cards[2].B"


def test_a_valid_pack_plays_from_the_cli() -> None:
    r = _cli("simulate", "--content", str(EXAMPLE), "--games", "2", "--bot", "eager", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["games"] == 2 and out["errors"] == 0


def test_the_page_and_the_engine_bound_a_pack_alike() -> None:
    """Issue 23, defect 5: web/limits.js states the pack's size bound the engine enforces."""
    import re

    from core.games.mutant_insurrection.content.packs import MAX_BYTES

    js = (ROOT / "web" / "limits.js").read_text()
    m = re.search(r"PACK_MAX_BYTES = ([\d_ *]+);", js)
    assert m is not None
    assert eval(m.group(1).replace("_", "")) == MAX_BYTES
