"""Bridge methods for the rules engine (digital play), registered on :mod:`core.bridge`.

The worker keeps games in memory by id; every answer carries the public view and the legal
actions, so the UI never needs a second round trip. ``core.bridge.FEATURES`` imports this module
on the first ``engine.*`` call.

>>> import json
>>> from core import bridge
>>> def call(method, **params):
...     return json.loads(bridge.handle(json.dumps({"id": 1, "method": method, "params": params})))
>>> r = call("engine.new", seed=7)["result"]
>>> r["view"]["decision"]["kind"], r["legal"][0]
('flip_deck', 'deck:africa')
>>> r["view"]["plot"]["name"]    # the core set unless a call names other cards
'The Brotherhood Rises'
>>> r2 = call("engine.apply", game=r["game"], action="deck:africa")["result"]
>>> r2["view"]["decision"]["kind"]
'deploy'
>>> call("engine.apply", game=r["game"], action="nope")["error"]["type"]
'IllegalActionError'
>>> saved = call("engine.save", game=r["game"])["result"]["save"]
>>> call("engine.load", save=saved)["result"]["view"]["round"]
1
>>> call("engine.card", game=r["game"], card="cerebro")["result"]["lines"]
['A hero who deploys here: draw a mutant, then if the threat is below 4, reduce the threat by 1.']
>>> call("engine.card", game=r["game"], card="03B")["error"]["message"]  # a face-down showdown
'that card is face down'
>>> call("engine.events", game=r["game"], since=0)["result"]["events"][0]["type"]
'setup'
"""

from __future__ import annotations

import json
from itertools import count
from typing import Any

from core.bridge import method
from core.games.mutant_insurrection.content.loader import (
    Content,
    get_content,
    register,
)
from core.games.mutant_insurrection.content.packs import DRY_RUN_GAMES, pack_from_text
from core.games.mutant_insurrection.game import (
    Game,
    IllegalActionError,
    LoadError,
    SetupError,
    load_game,
    new_game,
)
from core.rules_version import RULES_VERSION

Json = Any
DIGITAL_CONTENT = "core-set"
"""The cards a new digital game uses when a call names none: the core set, a whole box."""
GAMES: dict[str, Game] = {}
# Per open game, the log entries undone and not yet redone (the last one undone on top).
REDO: dict[str, list[dict[str, Json]]] = {}
_ids = count(1)


def warm() -> None:
    """Get ready to reopen a saved game fast (:func:`core.bridge.preload`, run before the
    engine's memory snapshot is taken): parse the digital game's cards, and save, load and
    view a short game once, so a warm start's first ``engine.load`` runs code that has run
    before (measured: its first call took 2-3 times as long as the next ones otherwise).

    >>> warm()
    """
    g = new_game(content=get_content(DIGITAL_CONTENT), seed=1)
    for _ in range(40):  # past a checkpoint, so loading takes the checkpoint's path
        if g.outcome is not None:
            break
        g.apply(g.legal_actions()[0])
    json.dumps(_state(load_game(g.to_json()), {"save": True}))


def _open(g: Game, params: dict[str, Json] | None = None) -> dict[str, Json]:
    gid = f"g{next(_ids)}"
    GAMES[gid] = g
    answer = {"game": gid, **_state(g, {**(params or {}), "game": gid}), "dropped": g.dropped}
    if g.replayed_from is not None:  # an older rules version: the page compares the boards
        answer["replayed"] = {"rules_version": g.replayed_from, "now": RULES_VERSION}
    return answer


def _state(g: Game, params: dict[str, Json]) -> dict[str, Json]:
    """The answer to every call: the view, the legal actions, undo/redo availability and,
    when asked (``"save": true``), the save, so autosaving needs no second round trip."""
    out: dict[str, Json] = {
        "view": g.view(),
        "legal": g.legal_actions(),
        "outcome": g.outcome,
        "can_undo": g.moves > 0,  # not bool(g.actions), a copy of the whole log
        "can_redo": bool(REDO.get(str(params.get("game")))),
    }
    if params.get("save"):
        out["save"] = g.to_json()
    since = params.get("since")
    if isinstance(since, int) and not isinstance(since, bool) and 0 <= since <= len(g.log):
        # what just happened: the events this answer added (the page sends its log length)
        out["events"] = g.events_since(since)
    return out


def _game(params: dict[str, Json]) -> Game:
    gid = params.get("game")
    if not isinstance(gid, str) or gid not in GAMES:
        raise IllegalActionError(f"no open game {gid!r}")
    return GAMES[gid]


def _content(params: dict[str, Json]) -> Content:
    """The content set a call names (``"content"``: an id), :data:`DIGITAL_CONTENT` by
    default: a new digital game is played on the core set (the test set only when named)."""
    cid = params.get("content")
    if cid is None:
        cid = DIGITAL_CONTENT
    try:
        return get_content(str(cid))
    except KeyError as exc:
        raise LoadError(f"{exc.args[0]}: import its content pack first") from None


@method("engine.new")
def _new(params: dict[str, Json]) -> Json:
    heroes, difficulty = params.get("heroes"), params.get("difficulty", "normal")
    plot, seed = params.get("plot"), params.get("seed", 0)
    if heroes is not None and (
        not isinstance(heroes, list) or not all(isinstance(h, str) for h in heroes)
    ):
        raise SetupError("heroes are a list of hero ids")
    if not isinstance(difficulty, str) or not (plot is None or isinstance(plot, str)):
        raise SetupError("difficulty and plot are names")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError("the seed is a whole number")
    return _open(new_game(heroes, difficulty, plot, seed, _content(params)), params)


@method("engine.content_pack")
def _content_pack(params: dict[str, Json]) -> Json:
    """Validate a content pack (its JSON text) and make it playable; a malformed pack raises
    ``ContentError`` naming the card and the JSON path of the first problem
    (:func:`~core.games.mutant_insurrection.content.packs.pack_from_text`)."""
    # the same bounds, checks and dry run as ``python3 -m core content validate``; a pack this
    # device stored after checking it once (``checked``) skips the dry run
    games = 0 if params.get("checked") is True else DRY_RUN_GAMES
    c = pack_from_text(params.get("text"), games=games)
    register(c)
    return {"id": c.id, "name": c.name, "heroes": len(c.heroes), "plots": len(c.plots)}


@method("engine.apply")
def _apply(params: dict[str, Json]) -> Json:
    g = _game(params)
    action = params.get("action")
    if not isinstance(action, (str, dict)):
        raise IllegalActionError(f"{action!r} is not an action")
    g.apply(action)
    REDO.pop(str(params["game"]), None)
    return _state(g, params)


@method("engine.apply_many")
def _apply_many(params: dict[str, Json]) -> Json:
    """Apply several actions in turn (a suggested payment): all of them, or none — on an
    illegal one the game goes back to where it was and the error names it."""
    g = _game(params)
    actions = params.get("actions")
    if not isinstance(actions, list) or not actions or len(actions) > 64:
        raise IllegalActionError("actions are a list of 1 to 64 actions")
    before = g.moves
    try:
        for a in actions:
            if not isinstance(a, (str, dict)):
                raise IllegalActionError(f"{a!r} is not an action")
            g.apply(a)
    except Exception:
        if g.moves > before:
            g.undo(g.moves - before)
        raise
    REDO.pop(str(params["game"]), None)
    return {**_state(g, params), "applied": g.moves - before}


@method("engine.suggest")
def _suggest(params: dict[str, Json]) -> Json:
    """The engine's suggestion for the decision now (:func:`advice.suggest`)."""
    from core.games.mutant_insurrection.advice import suggest

    return suggest(_game(params))


@method("engine.spend_auto")
def _spend_auto(params: dict[str, Json]) -> Json:
    """Pay requirement ``req`` with the dice that obviously pay it (one die fits, or every
    fitting set is alike); otherwise refused with a sentence asking which dice."""
    from core.games.mutant_insurrection.advice import obvious_spend

    g, req = _game(params), params.get("req")
    if not isinstance(req, str):
        raise IllegalActionError("name the requirement to pay")
    dice = obvious_spend(g, req)
    if dice is None:
        why = g.check_spend([], req) if g.decision and g.decision["kind"] == "spend" else None
        fits = any(k == req for k in _spend_keys(g))
        raise IllegalActionError(
            "several dice could pay it: tap the dice to spend, then the requirement"
            if fits
            else (why or "no die in the pool pays it")
        )
    g.apply({"id": "spend", "req": req, "dice": dice})
    REDO.pop(str(params["game"]), None)
    return _state(g, params)


def _spend_keys(g: Game) -> set[str]:
    return {a["req"] for a in g.legal_actions() if isinstance(a, dict) and a["id"] == "spend"}


@method("engine.undo")
def _undo(params: dict[str, Json]) -> Json:
    g = _game(params)
    steps = params.get("steps", 1)
    if isinstance(steps, bool) or not isinstance(steps, int):
        raise IllegalActionError(f"undo takes a whole number of steps, not {steps!r}")
    undone = g.actions[-steps:] if steps > 0 else []
    g.undo(steps)
    REDO.setdefault(str(params["game"]), []).extend(reversed(undone))
    return _state(g, params)


@method("engine.redo")
def _redo(params: dict[str, Json]) -> Json:
    """Apply again the last undone entry: the dice come out the same, since the generator's
    state was undone with everything else."""
    g = _game(params)
    stack = REDO.get(str(params["game"]))
    steps = params.get("steps", 1)
    if isinstance(steps, bool) or not isinstance(steps, int) or steps < 1:
        raise IllegalActionError(f"redo takes a whole number of steps, not {steps!r}")
    if not stack or len(stack) < steps:
        raise IllegalActionError("there is nothing to redo")
    for _ in range(steps):  # a suggested payment comes back whole, as it went
        entry = stack.pop()
        if "force" in entry:
            g.force_dice(entry["force"])
        else:
            g.apply(entry["a"])
    return _state(g, params)


@method("engine.view")
def _view(params: dict[str, Json]) -> Json:
    return _state(_game(params), params)


@method("engine.check_spend")
def _check(params: dict[str, Json]) -> Json:
    dice: Json = params.get("dice")
    req: Json = params.get("req")
    return {"why_not": _game(params).check_spend(dice, req)}


@method("engine.save")
def _save(params: dict[str, Json]) -> Json:
    return {"save": _game(params).to_json()}


@method("engine.load")
def _load(params: dict[str, Json]) -> Json:
    save = params.get("save")
    if not isinstance(save, (str, dict)):
        raise LoadError("Not a saved game.")
    return _open(load_game(save), {k: v for k, v in params.items() if k != "save"})


@method("engine.catalog")
def _catalog(params: dict[str, Json]) -> Json:
    """What a new-game screen offers: heroes (dice, abilities), plots, difficulties, and the
    recommended first game."""
    from core.games.mutant_insurrection.content.card_text import card_text
    from core.games.mutant_insurrection.rules.setup import MAX_HEROES, MIN_HEROES
    from core.games.mutant_insurrection.threat_track import STARTING_THREAT

    c = _content(params)
    return {
        "content": c.id,
        "content_name": c.name,
        "heroes": [
            {**card_text(c, h), "dice": c.heroes[h]["dice"], "health": c.heroes[h]["health"]}
            for h in c.heroes
        ],
        "plots": [card_text(c, p) for p in c.plots],
        "difficulties": [{"id": k, "threat": v} for k, v in STARTING_THREAT.items()],
        "min_heroes": MIN_HEROES,
        "max_heroes": MAX_HEROES,
        "recommended": {
            "heroes": list(c.heroes)[:2],
            "difficulty": "normal",
            "plot": c.recommended_plot,
        },
    }


@method("engine.events")
def _events(params: dict[str, Json]) -> Json:
    """The game log as events from index ``since`` (the whole game by default)."""
    evs = _game(params).events
    since = params.get("since", 0)
    if isinstance(since, bool) or not isinstance(since, int):
        raise IllegalActionError("since is an event index")
    return {"events": evs[since:], "total": len(evs)}


@method("engine.card")
def _card(params: dict[str, Json]) -> Json:
    """One card in sentences; the hidden side of a story or showdown card is refused."""
    g, cid = _game(params), params.get("card")
    if not isinstance(cid, str) or not cid:
        raise IllegalActionError("name a card by its id")
    if not g.face_up(cid):
        raise IllegalActionError("that card is face down")
    try:
        return g.card(cid)
    except KeyError:
        raise IllegalActionError(f"this game has no card {cid!r}") from None


@method("engine.cards")
def _cards(params: dict[str, Json]) -> Json:
    """Every card of the game's content set a player may read now, in sentences (a card
    browser): never the hidden sides of story and showdown cards (:meth:`Game.public_cards`)."""
    return {"cards": _game(params).public_cards()}


@method("engine.reroll_preview")
def _preview(params: dict[str, Json]) -> Json:
    dice = params.get("dice", [])
    if not isinstance(dice, list) or any(
        isinstance(d, bool) or not isinstance(d, int) for d in dice
    ):
        raise IllegalActionError("die ids are a list of integers")
    return _game(params).reroll_preview(dice)


@method("engine.describe")
def _describe(params: dict[str, Json]) -> Json:
    action = params.get("action")
    if not isinstance(action, (str, dict)):
        raise IllegalActionError(f"{action!r} is not an action")
    return {"text": _game(params).describe_action(action)}


@method("engine.cancel")
def _cancel(params: dict[str, Json]) -> Json:
    g = _game(params)
    g.cancel()
    REDO.pop(str(params["game"]), None)
    return _state(g, params)


@method("engine.close")
def _close(params: dict[str, Json]) -> Json:
    gid = params.get("game")
    if isinstance(gid, str):
        GAMES.pop(gid, None)
        REDO.pop(gid, None)
    return {"closed": True}
