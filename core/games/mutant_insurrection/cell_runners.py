"""Where the balance grid's cells are played: in this process, in a pool of local processes
(``--jobs N``) or on a Ray cluster (``--ray ADDRESS``, the optional ``ray`` package).

Each cell is a pure function of its content, plot, difficulty, hero count, games, seed and bot
(its games use their own seeds), so every runner returns the same rows, in cell order. The cell
function (``play``, e.g. :func:`core.games.mutant_insurrection.balance.run_cell`) is a
module-level function, so it travels to other processes by name.

>>> from core.games.mutant_insurrection.balance import run_cell
>>> from core.games.mutant_insurrection.content import fixture_set
>>> cells = [("brotherhood", "normal", 2), ("brotherhood", "easy", 2)]
>>> one = run_cells(run_cell, fixture_set(), cells, games=1, seed=3, bot="eager")
>>> two = run_cells(run_cell, fixture_set(), cells, games=1, seed=3, bot="eager", jobs=2)
>>> one == two, [r["difficulty"] for r in two]
(True, ['normal', 'easy'])
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from core.games.mutant_insurrection.content.loader import Content

Json = Any
Cell = tuple[str, str, int]  # plot, difficulty, hero count
Progress = Callable[[int, int, float], None]
# run_cell(content, plot, difficulty, heroes, *, games, seed, bot) -> row
CellPlay = Callable[..., dict[str, Json]]

# the content a pool worker plays, sent once per process by the pool's initializer
_WORKER_CONTENT: list[Content] = []


def _init_worker(content: Content) -> None:
    _WORKER_CONTENT[:] = [content]


def _pool_cell(play: CellPlay, cell: Cell, games: int, seed: int, bot: str) -> dict[str, Json]:
    plot, difficulty, heroes = cell
    return play(_WORKER_CONTENT[0], plot, difficulty, heroes, games=games, seed=seed, bot=bot)


def _ray_cell(
    play: CellPlay, content: Content, cell: Cell, settings: tuple[int, int, str]
) -> dict[str, Json]:
    (plot, difficulty, heroes), (games, seed, bot) = cell, settings
    return play(content, plot, difficulty, heroes, games=games, seed=seed, bot=bot)


def run_cells(
    play: CellPlay,
    content: Content,
    cells: Sequence[Cell],
    *,
    games: int,
    seed: int,
    bot: str,
    jobs: int = 1,
    ray_address: str | None = None,
    progress: Progress | None = None,
    clock: Callable[[], float] | None = None,
) -> list[dict[str, Json]]:
    """One row per cell, in the order of ``cells``, whichever runner plays them."""
    import time

    now = clock or time.perf_counter
    t0 = now()
    rows: list[dict[str, Json] | None] = [None] * len(cells)

    def done(i: int, row: dict[str, Json], count: int) -> None:
        rows[i] = row
        if progress is not None:
            progress(count, len(cells), now() - t0)

    if ray_address is not None:
        _on_ray(play, content, cells, (games, seed, bot), address=ray_address, done=done)
    elif jobs > 1 and len(cells) > 1:
        with ProcessPoolExecutor(
            max_workers=min(jobs, len(cells)), initializer=_init_worker, initargs=(content,)
        ) as pool:
            futures = {
                pool.submit(_pool_cell, play, cell, games, seed, bot): i
                for i, cell in enumerate(cells)
            }
            for n, fut in enumerate(as_completed(futures), 1):
                done(futures[fut], fut.result(), n)
    else:
        for i, (p, d, h) in enumerate(cells):
            done(i, play(content, p, d, h, games=games, seed=seed, bot=bot), i + 1)
    return [r for r in rows if r is not None]


def _on_ray(
    play: CellPlay,
    content: Content,
    cells: Sequence[Cell],
    settings: tuple[int, int, str],
    *,
    address: str,
    done: Callable[[int, dict[str, Json], int], None],
) -> None:
    """Cells as Ray tasks (``settings``: games, seed, bot). ``address`` is a cluster
    (``ray://host:10001``, ``auto``) or ``local``: a Ray started for this run on this machine.
    The engine package travels with the job (``py_modules``), so the cluster's workers need
    only Python and Ray."""
    try:
        ray: Any = importlib.import_module("ray")
    except ImportError as exc:
        raise RuntimeError(
            "--ray needs the optional 'ray' package: pip install ray==2.60.0"
        ) from exc
    package = str(Path(__file__).resolve().parents[2])  # the core/ package
    env = {"py_modules": [package]}
    started = not ray.is_initialized()
    if started:
        if address == "local":
            ray.init(
                num_cpus=max(1, min(len(cells), os.cpu_count() or 1)),
                include_dashboard=False,
                log_to_driver=False,
                runtime_env=env,
            )
        else:
            ray.init(address=address, runtime_env=env, log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1)(_ray_cell)
        shared = ray.put(content)
        refs = [task.remote(play, shared, cell, settings) for cell in cells]
        index = {ref: i for i, ref in enumerate(refs)}
        pending, count = list(refs), 0
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            count += 1
            done(index[ready[0]], ray.get(ready[0]), count)
    finally:
        if started:
            ray.shutdown()
