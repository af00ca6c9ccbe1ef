"""One package per game the table companion knows; each registers a
:class:`core.table.game.TableGame` when imported (see :data:`PACKAGES`)."""

# Game id -> the package that registers it. Imported on first use, so the worker's boot never
# pays for games nobody opened.
PACKAGES: dict[str, str] = {
    "vs-system": "core.games.vs_system",
}
