"""Content packs: reading a pack file, checking it end to end, and a bounded dry run.

A *pack* is a content set in a JSON file (format:
``core/games/mutant_insurrection/content/pack.schema.json``; guide:
``docs/content-packs.md``). :func:`validate_pack` refuses a pack before anything is loaded:
too large or too deeply nested, not JSON, a schema or reference error (from
:mod:`core.games.mutant_insurrection.content.loader`), decks too small for the rules, or a dry run
in which the pack's
plots are set up and a few seeded bot games do not finish cleanly. Every message names the card
and the JSON path. Validation never registers the pack: a saved game cannot name it until the
player loads it with :func:`load_pack`.

>>> read_pack_text("[" * 100)
Traceback (most recent call last):
...
core.games.mutant_insurrection.effects.schema.ContentError: pack: $: JSON nested more than 32
levels deep
>>> read_pack_text('{"id": 1,}')
Traceback (most recent call last):
...
core.games.mutant_insurrection.effects.schema.ContentError: pack: $: not JSON (line 1, column 10:
Expecting property ...)
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from core.games.mutant_insurrection.content.loader import Content, load_content, register
from core.games.mutant_insurrection.effects.schema import ContentError

Json = Any
MAX_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 32
MIN_CONTINENT_DECKS = 3  # two heroes play with three continent decks (Setup: Prepare Missions)
DRY_RUN_GAMES = 2  # seeded bot games per plot and hero count in the dry run
DRY_RUN_DECISIONS = 6_000  # a whole game of a sane pack takes far fewer


def nesting_depth(text: str) -> int:
    """How deeply ``[``/``{`` nest in JSON text, ignoring brackets inside strings.

    >>> nesting_depth('{"a": [1, {"b": "[[["}]}')
    3
    """
    depth = deepest = 0
    in_str = esc = False
    for ch in text:
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def read_pack_text(text: str) -> dict[str, Json]:
    """Parse a pack's JSON text after the size and nesting limits (checked before parsing)."""
    size = len(text.encode("utf-8"))
    if size > MAX_BYTES:
        mb = size / (1024 * 1024)
        raise ContentError(f"pack: $: the file is {mb:.1f} MB; a pack may be at most 2 MB")
    if nesting_depth(text) > MAX_DEPTH:
        raise ContentError(f"pack: $: JSON nested more than {MAX_DEPTH} levels deep")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(
            f"pack: $: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    if not isinstance(data, dict):
        raise ContentError("pack: $: a pack is a JSON object")
    return data


def pack_from_text(text: object, *, games: int = DRY_RUN_GAMES) -> Content:
    """The one reading path for a pack's text, wherever it comes from (a file on the command
    line, a file imported in the page, a pack stored on the device): the size and nesting
    bounds before parsing, then :func:`validate_pack` (schema, references, deck sizes, and a
    dry run of ``games`` games per plot and hero count; 0 for a pack already checked once).
    Not registered.

    >>> pack_from_text("[" * 40)
    Traceback (most recent call last):
    ...
    core.games.mutant_insurrection.effects.schema.ContentError: pack: $: JSON nested more than 32
    levels deep
    """
    if not isinstance(text, str):
        raise ContentError("pack: $: a pack is the text of a JSON file")
    return validate_pack(read_pack_text(text), games=games)


def read_pack(path: str | Path) -> dict[str, Json]:
    """Read a pack file (the size limit is checked before the file is read whole)."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as exc:
        raise ContentError(f"pack: {path}: cannot be read ({exc.strerror})") from None
    if size > MAX_BYTES:
        raise ContentError(
            f"pack: $: the file is {size / (1024 * 1024):.1f} MB; a pack may be at most 2 MB"
        )
    try:
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ContentError("pack: $: the file is not UTF-8 text") from None
    return read_pack_text(text)


def check_decks(c: Content) -> None:
    """Deck sizes the rules need, whatever the hero count (no loss from a deck too small)."""
    where = f"content {c.id}"
    if len(c.continents) < MIN_CONTINENT_DECKS:
        raise ContentError(
            f"{where}: $.missions: {len(c.continents)} continent deck(s); the rules need at "
            f"least {MIN_CONTINENT_DECKS} (two heroes play with three)"
        )
    for colour in ("green", "yellow", "red"):
        if not any(t["color"] == colour for t in c.threat.values()):
            raise ContentError(f"{where}: $.threat_cards: no {colour} threat card")


def max_heroes(c: Content) -> int:
    """The largest hero count this pack can seat (the rules allow 2-6)."""
    return max(2, min(6, len(c.heroes)))


def _runaway_card(message: str) -> str | None:
    """The card the engine's step budget names in its "never come to an end" message."""
    m = re.search(r"\(([^()]+)\) never come to an end", message)
    return m.group(1) if m else None


def card_paths(data: dict[str, Json]) -> dict[str, str]:
    """Where each card sits in the pack: card id (story side ``"01A"``) -> JSON path.

    >>> card_paths({"plots": [{"id": "p"}], "story_cards": [{"id": "01"}]})["01B"]
    '$.story_cards[0].B'
    """
    out: dict[str, str] = {}
    for key, items in data.items():
        if not isinstance(items, list):
            continue
        for n, card in enumerate(items):
            if not isinstance(card, dict) or not isinstance(card.get("id"), str):
                continue
            if key == "story_cards":
                for side in "AB":
                    out[f"{card['id']}{side}"] = f"$.{key}[{n}].{side}"
            else:
                out[card["id"]] = f"$.{key}[{n}]"
    return out


def dry_run(
    c: Content,
    games: int = DRY_RUN_GAMES,
    seed: int = 1,
    bot: str = "eager",
    paths: dict[str, str] | None = None,
) -> int:
    """Set up every plot at the smallest and largest hero count and play ``games`` seeded bot
    games of each to the end; returns the number of games. An engine error, a game that does
    not end, or a never-ending effect chain is a :class:`ContentError` naming the card (the
    plot, or the card whose effect runs away), its JSON path, and the game that showed it."""
    from core.games.mutant_insurrection.bots import Bot
    from core.games.mutant_insurrection.game import Game

    paths = paths or {}
    played = 0
    counts = sorted({2, max_heroes(c)})
    for plot in c.plots:
        for n in counts:
            for k in range(games):
                s = seed + 97 * k + n
                game = f"dry run of plot {plot} with {n} heroes, seed {s}"
                where = f"plot {plot}: {paths.get(plot, '$')}: {game}"
                setup = {
                    "content": c.id,
                    "heroes": list(c.heroes)[:n],
                    "difficulty": "normal",
                    "plot": plot,
                    "seed": s,
                }
                try:
                    g = Game(c, setup)
                    player = Bot(bot, s)
                    steps = 0
                    while g.outcome is None:
                        if steps >= DRY_RUN_DECISIONS:
                            raise ContentError(
                                f"{where}: the game did not end in {DRY_RUN_DECISIONS} decisions"
                            )
                        g.apply(player.choose(g))
                        steps += 1
                except ContentError as exc:
                    # the engine's step budget stops an effect chain that never ends
                    card = _runaway_card(str(exc))
                    if card is None:
                        raise
                    at = f"{_kind(c, card)} {card}: {paths.get(card, '$')}: {game}"
                    raise ContentError(f"{at}: an effect chain that never ends") from None
                except Exception as exc:
                    raise ContentError(
                        f"{where}: engine error {type(exc).__name__}: {exc}"
                    ) from None
                played += 1
    return played


def _kind(c: Content, card: str) -> str:
    """What a card is, in the words of the loader's messages (``"story card"``, ``"mission"``)."""
    if card in c.faces and card not in c.missions:
        return "story card"
    for word, table in (
        ("mission", c.missions),
        ("threat card", c.threat),
        ("school card", c.school),
        ("mutant", c.mutants),
        ("hero", c.heroes),
        ("plot", c.plots),
    ):
        if card in table:
            return word
    return "card"


def validate_pack(data: Json, *, games: int = DRY_RUN_GAMES) -> Content:
    """Check a parsed pack completely (schema, references, deck sizes, dry run) and return it
    indexed, *not* registered. Raises :class:`ContentError` on the first problem."""
    if not isinstance(data, dict):
        raise ContentError("pack: $: a pack is a JSON object")
    c = load_content(data)
    check_decks(c)
    if games > 0:
        dry_run(c, games, paths=card_paths(data))
    return c


def load_pack(path: str | Path, *, games: int = DRY_RUN_GAMES) -> Content:
    """Validate a pack file and make it playable (``new_game(content=...)``, saves by id)."""
    c = validate_pack(read_pack(path), games=games)
    register(c)
    return c


def summary(c: Content) -> dict[str, int]:
    """How many of each kind of card a content set holds (for the CLI's report)."""
    return {
        "heroes": len(c.heroes),
        "continent_decks": len(c.continents),
        "missions": len(c.missions),
        "villain_deck": len(c.villain_deck),
        "threat_cards": len(c.threat),
        "mutants": len(c.mutants),
        "bond_pairs": len(c.bonds),
        "story_cards": len(c.story),
        "plots": len(c.plots),
        "school_cards": len(c.school),
    }
