"""The layout says what the architecture is (README, "Layout"): no import circles anywhere in
``core/``, the top of ``core/`` holds only what more than one game uses, and each game is one
package under ``core/games/`` with its screens, if it has its own, under ``web/games/``.

The import graph is read from the source (every ``import`` and ``from ... import``, also those
inside functions), so a circle hidden behind a late import is still a circle.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "core"

# What stays at the top of core/, each with its reason (the README's layout section says the same).
SHARED = {
    "__init__.py": "the package's version and this map",
    "__main__.py": "python3 -m core ...: the README's commands keep their short name",
    "bridge.py": "the JSON bridge the worker calls, for every game",
    "errors.py": "the error types of every door",
    "limits.py": "bounds on input, for every import and request",
    "rng.py": "the seeded generator (Mutant Insurrection, X-Men TCG)",
    "rules_version.py": "the rules version every save records (engine and table sessions)",
    "py.typed": "typing marker",
    "table": "the framework every table companion is built on",
    "games": "one package per game",
}


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _graph() -> dict[str, set[str]]:
    files = {_module(p): p for p in CORE.rglob("*.py") if "__pycache__" not in p.parts}
    graph: dict[str, set[str]] = {m: set() for m in files}
    for mod, path in files.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*up, base] if base else up)
                # "from pkg import name": the submodule pkg.name when there is one, else pkg
                targets = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in files else base for a in node.names
                ]
            for target in targets:
                if target in files and target != mod:
                    graph[mod].add(target)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circles_in_core() -> None:
    graph = _graph()
    assert len(graph) > 150  # the whole of core/ was read
    assert _circles(graph) == []


def test_the_finder_sees_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_top_of_core_holds_only_shared_machinery() -> None:
    top = {p.name for p in CORE.iterdir() if p.name != "__pycache__"}
    assert top == set(SHARED), f"unexpected at the top of core/: {sorted(top - set(SHARED))}"


def test_one_package_per_game_and_its_screens() -> None:
    from core.games import PACKAGES

    packages = {p.name for p in (CORE / "games").iterdir() if (p / "__init__.py").exists()}
    assert packages == {v.rsplit(".", 1)[1] for v in PACKAGES.values()} | {"mutant_insurrection"}
    mi = CORE / "games" / "mutant_insurrection"
    for part in ("game.py", "rules", "effects", "content", "odds", "companion", "cli.py"):
        assert (mi / part).exists(), part
    screens = ROOT / "web" / "games" / "mutant-insurrection"
    assert (screens / "play" / "view.js").exists() and (screens / "companion" / "view.js").exists()
    # the shared table renderer draws every other game: no game keeps screens of its own there
    assert sorted(p.name for p in (ROOT / "web" / "games").iterdir()) == ["mutant-insurrection"]
