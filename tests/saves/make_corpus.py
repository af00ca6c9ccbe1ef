"""Write saves with whatever ``core`` is importable: run it with an earlier build's tree first on
the path, so the corpus holds files that build really wrote. Stdlib only; uses only the public
calls every build since the engine and the companion arrived has had.

    git worktree add /tmp/old-<sha> <sha>
    PYTHONPATH=/tmp/old-<sha> python3 tests/saves/make_corpus.py <sha> tests/saves/corpus

Each file is ``{"build": sha, "kind": "engine" | "companion", "save": <the save as written>}``.
With ``--core-set`` it writes core-set games instead (kind ``"engine-core"``), each with what that
build showed at its end (``"seen"``: round, threat, outcome and a digest of the whole state), so a
test can tell that the game opens on exactly the cards and board it was played on:

    PYTHONPATH=/tmp/old-<sha> python3 tests/saves/make_corpus.py <sha> tests/saves/corpus --core-set
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ENGINE_GAMES = ((1, 40), (2, 120), (3, 10_000))  # (seed, at most this many actions)
COMPANION_SESSIONS = ((1, 5), (2, 30), (3, 80), (4, 5), (5, 8), (6, 12), (7, 20))  # (seed, taps)


def _engine() -> Any:
    """The digital game's public face in the build at hand (``core`` before it moved under
    core/games/mutant_insurrection/)."""
    try:
        return importlib.import_module("core.games.mutant_insurrection.game")
    except ImportError:
        return importlib.import_module("core")


def engine_game(seed: int, limit: int) -> str:
    rng = random.Random(seed)
    g = _engine().new_game(seed=seed)
    for _ in range(limit):
        if g.decision is None:
            break
        g.apply(rng.choice(g.legal_actions()))
    return str(g.to_json())


def _command(rng: random.Random, state: dict[str, Any]) -> dict[str, Any]:
    heroes = [h["id"] for h in state["heroes"]]
    missions = [m["id"] for m in state["missions"]]
    if state.get("showdown"):
        missions += [m["id"] for m in state["showdown"]["missions"]]
    hero, mission = rng.choice(heroes), rng.choice(missions) if missions else 0
    return rng.choice(
        [
            {"op": "threat", "delta": rng.choice([-1, 1, 1, 2])},
            {"op": "damage", "hero": hero, "delta": 1},
            {"op": "next_phase"},
            {"op": "next_phase"},
            {"op": "mission_add", "name": f"Mission {rng.randint(1, 99)}", "threat": 1},
            {"op": "deploy", "hero": hero, "mission": mission},
            {"op": "mission_success", "mission": mission, "delta": 1},
            {"op": "training", "hero": hero, "type": rng.choice(["power", "fight"])},
            {"op": "bond", "hero": hero, "other": rng.choice(heroes), "positive": True},
            {"op": "raise_icons"},
            {"op": "draw_threat"},
            {"op": "dice_roll", "pool": {"red": 1, "yellow": 2, "blue": 1}, "seed": rng.random()},
            {"op": "dice_select", "index": 0},
        ]
    )


def _companion() -> Any:
    """The companion's package in the build at hand (it moved under core/games/ later)."""
    try:
        return importlib.import_module("core.games.mutant_insurrection.companion")
    except ImportError:
        return importlib.import_module("core.companion")


def companion_session(seed: int, taps: int) -> dict[str, Any]:
    package = _companion().__name__
    sessions = importlib.import_module(f"{package}.session")
    CompanionError = importlib.import_module(f"{package}.errors").CompanionError

    rng = random.Random(seed)
    s = sessions.new_session(
        {"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")], "seed": seed}
    )
    done = tries = 0
    while done < taps and tries < taps * 50:
        tries += 1
        try:
            s, _ = sessions.perform(s, _command(rng, sessions.replay(s).state))
        except CompanionError:
            continue
        done += 1
        if rng.random() < 0.1:
            s, _ = sessions.undo(s)  # a redo stack in some saves
    return s


CORE_GAMES = ((11, 2, 24), (12, 3, 60), (13, 4, 140), (14, 2, 10_000), (15, 5, 90))
# (seed, heroes, at most this many actions)


def seen(g: Any) -> dict[str, Any]:
    """What a player sees at the end: round, threat, outcome, and a digest of the board (each
    hero's damage, place, mutant, training and bonds; the missions in play with their tokens;
    completed missions; the decision pending and its options). Internal bookkeeping that builds
    add over time is left out, so the same board reads the same in any build."""
    import hashlib

    s = g.s
    heroes = {
        h: [v.get("damage"), v.get("at"), v.get("mutant"), v.get("training"), v.get("bonds")]
        for h, v in sorted(s["heroes"].items())
    }
    missions = {
        m: [v.get("tokens"), v.get("done"), v.get("sentinel")] for m, v in s["missions"].items()
    }
    d = g.decision
    decision = None if d is None else [d["kind"], [o["id"] for o in d["options"]]]
    board = [heroes, sorted(missions.items()), s.get("completed"), decision, s.get("phase")]
    text = json.dumps(board, sort_keys=True, separators=(",", ":"), default=str)
    return {
        "round": s["round"],
        "threat": s["threat"],
        "outcome": g.outcome,
        "board": hashlib.sha256(text.encode()).hexdigest()[:32],
    }


def core_set_game(seed: int, heroes: int, limit: int) -> tuple[dict[str, Any], dict[str, Any]]:
    engine = _engine()
    try:
        get_content = importlib.import_module(
            "core.games.mutant_insurrection.content.loader"
        ).get_content
    except ImportError:
        get_content = importlib.import_module("core.content.loader").get_content
    content = get_content("core-set")
    rng = random.Random(seed)
    g = engine.new_game(list(content.heroes)[:heroes], "normal", seed=seed, content=content)
    for _ in range(limit):
        if g.decision is None:
            break
        g.apply(rng.choice(g.legal_actions()))
    return json.loads(g.to_json()), seen(g)


def main(build: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for seed, limit in ENGINE_GAMES:
        doc = {"build": build, "kind": "engine", "save": json.loads(engine_game(seed, limit))}
        (out / f"{build}-engine-{seed}.json").write_text(json.dumps(doc, separators=(",", ":")))
    try:
        _companion()
    except ImportError:
        return  # a build before the table companion
    for seed, taps in COMPANION_SESSIONS:
        doc = {"build": build, "kind": "companion", "save": companion_session(seed, taps)}
        (out / f"{build}-companion-{seed}.json").write_text(json.dumps(doc, separators=(",", ":")))


def main_core_set(build: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for seed, heroes, limit in CORE_GAMES:
        save, what = core_set_game(seed, heroes, limit)
        doc = {"build": build, "kind": "engine-core", "save": save, "seen": what}
        (out / f"{build}-core-{seed}.json").write_text(json.dumps(doc, separators=(",", ":")))


if __name__ == "__main__":
    if "--core-set" in sys.argv:
        main_core_set(sys.argv[1], Path(sys.argv[2]))
    else:
        main(sys.argv[1], Path(sys.argv[2]))
