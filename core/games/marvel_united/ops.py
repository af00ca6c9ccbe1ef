"""The commands of a Marvel United: X-Men table, by rulebook section. Each changes the state in
place and returns its events, or raises :class:`CommandError` (the session throws the copy
away). Rules the document states are enforced; rules it lacks (hero damage and knock-outs,
Crisis tokens, challenges) are plain counters the table sets.

Villain's Turn: ``villain_draw``, ``villain_move steps``, ``place`` (a token pattern, fields
``t-2 c-2 ... t2 c2``: Thugs and Civilians at each offset from the villain), ``villain_done``.
Hero Turns: ``draw``, ``play move attack heroic wild`` (the card's bottom symbols), then the
actions ``move to``, ``attack target``, ``heroic target``, ``cerebro``, spending this turn's
symbols (a Wildcard when the kind has run out) or a saved token (``token: true``);
``location_effect``, ``hero_done``. At any time: ``gain_token hero kind``, ``cards hero deck
hand``, ``knock_out hero``, ``villain_health delta``, ``track delta``, ``crisis delta``,
``plot_fulfilled``, and ``mission mission spaces filled`` (a correction of a mission card).
The box's tokens run out (Components): what would need one more than the box holds is refused.

>>> from core.games.marvel_united.setup import example, new_state
>>> s = new_state(example())
>>> apply_in_place(s, {"op": "villain_draw"})
['Sabretooth draws a Grand Plan card (11 left).']
>>> apply_in_place(s, {"op": "villain_move", "steps": 2})
['Sabretooth moves 2 clockwise to Location 3.']
"""

from __future__ import annotations

from typing import Any

from core.games.marvel_united.ring import add_tokens, bam_order, clockwise
from core.games.marvel_united.setup import (
    ACTION_TOKENS,
    CRISIS_TOKENS,
    HEALTH_TOKENS,
    HERO_DECK,
    HEROIC_TO_REMOVE,
    MISSION_MOST,
    THUG_CIVILIAN_TOKENS,
)
from core.table.commands import Commands
from core.table.errors import CommandError
from core.table.words import count

State = dict[str, Any]
Command = dict[str, Any]
KINDS = ("move", "attack", "heroic", "wild")
OFFSETS = (-2, -1, 0, 1, 2)
COMMANDS = Commands(
    over=lambda s: None if s["outcome"] is None else "The game is over. Undo to go back.",
    # the counters the table keeps for rules the document lacks stay open after the end
    after_end=("gain_token", "cards", "knock_out", "villain_health", "track", "crisis"),
)
op = COMMANDS.op
apply_in_place = COMMANDS.run


def _whole(cmd: Command, key: str, lo: int, hi: int, what: str, *, first: int = 0) -> int:
    """A whole number of the command, refused in the screen's words: ``what`` names it as the
    screen does, and ``first`` shifts a place counted from 0 to the screen's numbering.

    >>> _whole({"to": 9}, "to", 0, 5, "The location", first=1)
    Traceback (most recent call last):
    core.table.errors.CommandError: The location must be a whole number from 1 to 6.
    """
    v = cmd.get(key)
    if not isinstance(v, int) or isinstance(v, bool) or not lo <= v <= hi:
        raise CommandError(f"{what} must be a whole number from {lo + first} to {hi + first}.")
    return v


def _hero(state: State, cmd: Command) -> dict[str, Any]:
    i = cmd.get("hero")
    if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(state["heroes"]):
        raise CommandError("There is no such hero.")
    return state["heroes"][i]  # type: ignore[no-any-return]


def active(state: State) -> dict[str, Any]:
    who = state["turn"]["who"]
    if who == "villain":
        raise CommandError("It is the villain's turn.")
    return state["heroes"][who]  # type: ignore[no-any-return]


def _step(state: State, *allowed: str) -> None:
    turn = state["turn"]
    if turn["step"] not in allowed:
        raise CommandError(WRONG_STEP.get(turn["step"], "That cannot be done now."))


WRONG_STEP = {
    "draw": "Draw first: the turn starts with a card drawn.",
    "move": "Move the villain first (0 is a move too).",
    "tokens": "Add the card's Thugs and Civilians first, or finish the villain's turn.",
    "play": "Play a card to the Storyline first.",
    "actions": "The card is played: resolve its actions, then end the turn.",
}


def missions_done(state: State) -> int:
    return sum(1 for m in state["missions"] if m["done"])


def supply(state: State) -> dict[str, int]:
    """The tokens left in the box's supply (Components): a completed mission's card leaves the
    game and its tokens go back; Heroic tokens on a threat go back when it is removed.

    >>> from core.games.marvel_united.setup import example, new_state
    >>> supply(new_state(example()))["thug_civilian"], supply(new_state(example()))["health"]
    (24, 22)
    """
    locs = state["locations"]
    live = [m for m in state["missions"] if not m["done"]]
    on_missions = sum(m["filled"] for m in live if m["kind"] in ("civilians", "thugs"))
    cerebro = sum(m["filled"] for m in live if m["kind"] == "cerebro")
    threats = [x["threat"] for x in locs if x["threat"] is not None]
    on_threats = sum(t["value"] - t["left"] for t in threats if t["kind"] == "heroic")
    henchmen = sum(t["left"] for t in threats if t["kind"] == "henchman")
    held = {k: sum(h["tokens"][k] for h in state["heroes"]) for k in ACTION_TOKENS}
    return {
        "thug_civilian": THUG_CIVILIAN_TOKENS
        - sum(x["thugs"] + x["civilians"] for x in locs)
        - on_missions,
        "health": HEALTH_TOKENS - state["villain"]["health"] - henchmen,
        "crisis": CRISIS_TOKENS - state["crisis"],
        "heroic": ACTION_TOKENS["heroic"] - held["heroic"] - on_threats - cerebro,
        "move": ACTION_TOKENS["move"] - held["move"] - cerebro,
        "attack": ACTION_TOKENS["attack"] - held["attack"],
        "wild": ACTION_TOKENS["wild"] - held["wild"],
    }


TOKEN_WORDS = {"heroic": "Heroic", "move": "Move", "attack": "Attack", "wild": "Wildcard"}


def _out_of(kind: str, what: str) -> CommandError:
    n = ACTION_TOKENS[kind]
    return CommandError(f"All {n} {TOKEN_WORDS[kind]} tokens of the box are in use: {what}.")


def _lose(state: State, reason: str) -> str:
    state["outcome"] = {"result": "lost", "reason": reason}
    return f"The heroes lose: {reason}."


# -- Villain's Turn ---------------------------------------------------------------------------
@op("villain_draw")
def _villain_draw(state: State, cmd: Command) -> list[str]:
    _step(state, "draw")
    v = state["villain"]
    if state["turn"]["who"] != "villain":
        raise CommandError("It is a hero's turn.")
    if v["plan"] == 0:  # Game Objective: the villain must draw from an empty deck
        return [_lose(state, f"{v['name']} must draw a Grand Plan card from an empty deck")]
    v["plan"] -= 1
    state["storyline"].append({"hero": None, "symbols": dict.fromkeys(KINDS, 0)})
    state["turn"]["step"] = "move"
    return [f"{v['name']} draws a Grand Plan card ({v['plan']} left)."]


@op("villain_move")
def _villain_move(state: State, cmd: Command) -> list[str]:
    _step(state, "move")
    steps = _whole(cmd, "steps", 0, 12, "The villain's steps")
    v = state["villain"]
    v["at"] = clockwise(v["at"], steps)
    loc = state["locations"][v["at"]]
    state["turn"].update(step="tokens", placed=False)
    events = [f"{v['name']} moves {steps} clockwise to {loc['name']}."]
    if loc["threat"] is not None and loc["threat"]["trigger"]:
        events.append(f"Resolve the location trigger of {loc['threat']['name']} now.")
    return events


@op("place")
def _place(state: State, cmd: Command) -> list[str]:
    _step(state, "tokens")
    if state["turn"].get("placed"):  # Villain's Turn: the card's pattern is added once
        raise CommandError("The Grand Plan card's Thugs and Civilians are already placed.")
    pattern = []
    for off in OFFSETS:
        t = _whole({"n": cmd.get(f"t{off}", 0)}, "n", 0, 12, "Thugs to place")
        c = _whole({"n": cmd.get(f"c{off}", 0)}, "n", 0, 12, "Civilians to place")
        if t or c:
            pattern.append((off, t, c))
    locs = state["locations"]
    placed, overflows = add_tokens(
        [x["spaces"] for x in locs],
        [x["thugs"] + x["civilians"] for x in locs],
        state["villain"]["at"],
        pattern,
    )
    need = sum(t + c for _, t, c in placed)
    left = supply(state)["thug_civilian"]
    if need > left:  # Components: 36 Thug/Civilian tokens
        raise CommandError(
            f"The box has {THUG_CIVILIAN_TOKENS} Thug/Civilian tokens and {left} are left: "
            f"this pattern places {need}. Add only what the supply holds."
        )
    events = []
    for loc, t, c in placed:
        locs[loc]["thugs"] += t
        locs[loc]["civilians"] += c
        events.append(f"{locs[loc]['name']}: +{count(t, 'Thug')}, +{count(c, 'Civilian')}.")
    for loc in overflows:  # resolved clockwise, one per location
        events.append(f"Overflow at {locs[loc]['name']}: resolve the dashboard's Overflow.")
    state["turn"]["placed"] = True
    return events or ["No tokens to add."]


@op("bam")
def _bam(state: State, cmd: Command) -> list[str]:
    """BAM! (when the Grand Plan card shows it): the dashboard's first, then each threat's,
    from the villain's location clockwise."""
    _step(state, "tokens")
    locs = state["locations"]
    bams = [x["threat"] is not None and x["threat"]["bam"] for x in locs]
    order = [
        f"the BAM! of {locs[i]['threat']['name']} ({locs[i]['name']})"
        for i in bam_order(state["villain"]["at"], bams)
    ]
    return [
        "BAM! Resolve in this order: the dashboard's BAM!"
        + "".join(f", then {x}" for x in order)
        + "."
    ]


@op("villain_done")
def _villain_done(state: State, cmd: Command) -> list[str]:
    _step(state, "tokens")
    turn = state["turn"]
    # Game Flow: 3 hero turns a cycle, 2 once the villain is Under Pressure (a mission done).
    turn["left"] = 2 if missions_done(state) else 3
    return [*_next_hero(state)]


def _next_hero(state: State) -> list[str]:
    turn = state["turn"]
    if turn["left"] == 0:
        turn.update(who="villain", step="draw", cycle=turn["cycle"] + 1)
        return ["The villain's turn."]
    who = turn["next"]
    turn.update(who=who, step="draw", next=(who + 1) % len(state["heroes"]))
    turn["left"] -= 1
    state["available"] = dict.fromkeys(KINDS, 0)
    state["effect_used"] = False
    h = state["heroes"][who]
    events = [f"{h['name']}'s turn."]
    if h["deck"] + h["hand"] == 0:  # Game Objective: a hero starts a turn with no cards
        events.append(_lose(state, f"{h['name']} starts a turn with no cards in deck and hand"))
    return events


# -- Hero Turns -------------------------------------------------------------------------------
@op("draw")
def _draw(state: State, cmd: Command) -> list[str]:
    _step(state, "draw")
    h = active(state)
    if h["ko"]:  # reading: a knocked-out hero draws until the hand holds 4
        n = min(max(0, 4 - h["hand"]), h["deck"])
        h["ko"] = False
    else:
        n = min(1, h["deck"])
    h["deck"] -= n
    h["hand"] += n
    state["turn"]["step"] = "play"
    return [f"{h['name']} draws {count(n, 'card')} (hand {h['hand']}, deck {h['deck']})."]


def previous_symbols(state: State) -> dict[str, int]:
    """The bottom symbols of the hero card before the last one played (Grand Plan cards in
    between do not count; the first hero card of the game shares nothing)."""
    heroes_cards = [c for c in state["storyline"] if c["hero"] is not None]
    if len(heroes_cards) < 2:
        return dict.fromkeys(KINDS, 0)
    return dict(heroes_cards[-2]["symbols"])


@op("play")
def _play(state: State, cmd: Command) -> list[str]:
    _step(state, "play")
    h = active(state)
    if h["hand"] == 0:
        raise CommandError(f"{h['name']} has no card to play.")
    symbols = {k: _whole({"n": cmd.get(k, 0)}, "n", 0, 6, f"The card's {k} symbols") for k in KINDS}
    h["hand"] -= 1
    state["storyline"].append({"hero": state["turn"]["who"], "symbols": symbols})
    prev = previous_symbols(state)
    state["available"] = {k: symbols[k] + prev[k] for k in KINDS}
    state["turn"]["step"] = "actions"
    have = ", ".join(f"{n} {k}" for k, n in state["available"].items() if n) or "no actions"
    return [f"{h['name']} plays a card: {have} this turn."]


def can_spend(state: State, kind: str, token: bool = False) -> bool:
    """Whether the active hero has a ``kind`` action left (a Wildcard counts), from this
    turn's symbols or, with ``token``, from saved tokens."""
    who = state["turn"]["who"]
    if who == "villain" or state["outcome"] is not None:
        return False
    if state["turn"]["step"] != "actions" or state["effect_used"]:
        return False
    if token:
        tokens = state["heroes"][who]["tokens"]
        return bool(tokens[kind] or tokens["wild"])
    return bool(state["available"][kind] or state["available"]["wild"])


def _spend(state: State, cmd: Command, kind: str) -> str:
    """Use one ``kind`` action: a saved token if asked, else this turn's symbols (a Wildcard
    once the kind has run out). Returns what was used."""
    h = active(state)
    # saved tokens too are actions of the actions step, and none comes after the end of turn
    _step(state, "actions")
    _not_after_end(state)
    if cmd.get("token"):
        for k in (kind, "wild"):
            if h["tokens"][k] > 0:
                h["tokens"][k] -= 1
                return f"a {k} token"
        raise CommandError(f"{h['name']} has no {kind} or wildcard token.")
    avail = state["available"]
    for k in (kind, "wild"):
        if avail[k] > 0:
            avail[k] -= 1
            return "a wildcard" if k == "wild" else f"a {k} symbol"
    raise CommandError(f"No {kind} action is left this turn.")


def _not_after_end(state: State) -> None:
    """A location's end-of-turn effect belongs to where the turn ends: once it is used, the
    hero takes no more actions (no moving away, Hero Turn: end of turn)."""
    if state["effect_used"]:
        h = active(state)
        raise CommandError(
            f"{h['name']} used the end-of-turn effect of "
            f"{state['locations'][h['at']]['name']}: the turn ends there."
        )


def _fill(state: State, kind: str) -> list[str]:
    """A rescued Civilian, defeated Thug or removed Threat's token goes on its mission if it has
    an empty space (else it is discarded); a full mission is complete."""
    for m in state["missions"]:
        if m["kind"] == kind and not m["done"]:
            m["filled"] += 1
            events = [f"{m['name']}: {m['filled']}/{m['spaces']}."]
            if m["filled"] >= m["spaces"]:
                m["done"] = True
                events += _completed(state, m)
            return events
    return ["The token is discarded (no space for it on a mission)."]


def _completed(state: State, m: dict[str, Any]) -> list[str]:
    events = [
        f"{m['name']} is complete! The missions shift right: read the effect revealed on the "
        "Mission Guide."
    ]
    n = missions_done(state)
    if n == 1:
        events.append(f"{state['villain']['name']} is Under Pressure.")
    if n == 2:
        events.append(f"{state['villain']['name']} can now be attacked.")
    return events


def _remove_threat(state: State, loc: dict[str, Any]) -> list[str]:
    name = loc["threat"]["name"]
    loc["threat"] = None
    return [f"{name} is removed.", *_fill(state, "threats")]


@op("move")
def _move(state: State, cmd: Command) -> list[str]:
    h = active(state)
    to = _whole(cmd, "to", 0, len(state["locations"]) - 1, "The location", first=1)
    ring = len(state["locations"])
    if to not in (clockwise(h["at"], 1, ring), clockwise(h["at"], -1, ring)):
        raise CommandError("A move goes to an adjacent location.")
    used = _spend(state, cmd, "move")
    h["at"] = to
    return [f"{h['name']} moves to {state['locations'][to]['name']} ({used})."]


@op("attack")
def _attack(state: State, cmd: Command) -> list[str]:
    h = active(state)
    loc = state["locations"][h["at"]]
    target = cmd.get("target")
    v = state["villain"]
    if target == "thug":
        if loc["thugs"] == 0:
            raise CommandError(f"There is no Thug at {loc['name']}.")
    elif target == "henchman":
        if loc["threat"] is None or loc["threat"]["kind"] != "henchman":
            raise CommandError(f"There is no Henchman at {loc['name']}.")
    elif target == "villain":
        if v["at"] != h["at"]:
            raise CommandError(f"{v['name']} is not at {loc['name']}.")
        if missions_done(state) < 2:
            raise CommandError(f"{v['name']} can be attacked only once 2 missions are complete.")
    else:
        raise CommandError("Attack a Thug, a Henchman or the villain.")
    used = _spend(state, cmd, "attack")
    if target == "thug":
        loc["thugs"] -= 1
        return [f"{h['name']} defeats a Thug at {loc['name']} ({used}).", *_fill(state, "thugs")]
    if target == "henchman":
        threat = loc["threat"]
        threat["left"] -= 1
        events = [f"{h['name']} hits {threat['name']} ({used}): {threat['left']} Health left."]
        return events + (_remove_threat(state, loc) if threat["left"] == 0 else [])
    v["health"] -= 1
    events = [f"{h['name']} hits {v['name']} ({used}): {v['health']} Health left."]
    if v["health"] == 0:
        state["outcome"] = {"result": "won", "reason": f"{v['name']} is defeated"}
        events.append(f"The heroes win: {v['name']} is defeated!")
    return events


@op("heroic")
def _heroic(state: State, cmd: Command) -> list[str]:
    h = active(state)
    loc = state["locations"][h["at"]]
    target = cmd.get("target")
    if target == "civilian":
        if loc["civilians"] == 0:
            raise CommandError(f"There is no Civilian at {loc['name']}.")
    elif target == "threat":
        if loc["threat"] is None or loc["threat"]["kind"] != "heroic":
            raise CommandError(f"No threat at {loc['name']} takes Heroic tokens.")
        # the token placed comes from the supply (a saved Heroic token spent is that token)
        own = bool(cmd.get("token")) and h["tokens"]["heroic"] > 0
        if not own and supply(state)["heroic"] < 1:
            raise _out_of("heroic", f"none can go on {loc['threat']['name']}")
    else:
        raise CommandError("A Heroic action rescues a Civilian or goes on a threat.")
    used = _spend(state, cmd, "heroic")
    if target == "civilian":
        loc["civilians"] -= 1
        rescued = f"{h['name']} rescues a Civilian at {loc['name']} ({used})."
        return [rescued, *_fill(state, "civilians")]
    threat = loc["threat"]
    threat["left"] -= 1
    events = [f"{h['name']} puts a Heroic token on {threat['name']} ({used})."]
    return events + (_remove_threat(state, loc) if threat["left"] == 0 else [])


def _has(state: State, kind: str) -> bool:
    return any(m["kind"] == kind for m in state["missions"])


@op("cerebro")
def _cerebro(state: State, cmd: Command) -> list[str]:
    """Use Cerebro: a Heroic and a Move action of the same turn place one pair of tokens."""
    if not _has(state, "cerebro"):
        raise CommandError("Use Cerebro is not a mission of this game.")
    _step(state, "actions")
    _not_after_end(state)
    avail = state["available"]
    need = {"heroic": 1, "move": 1}
    wild = avail["wild"]
    short = sum(max(0, n - avail[k]) for k, n in need.items())
    if short > wild:
        raise CommandError("Use Cerebro takes a Heroic and a Move action of this turn.")
    left = supply(state)
    for k in need:  # the pair placed comes from the supply of tokens
        if left[k] < 1:
            raise _out_of(k, "Use Cerebro needs one from the supply")
    for k in need:
        if avail[k] > 0:
            avail[k] -= 1
        else:
            avail["wild"] -= 1
    return [f"{active(state)['name']} uses Cerebro.", *_fill(state, "cerebro")]


@op("remove_threat")
def _remove_other(state: State, cmd: Command) -> list[str]:
    """A threat removed by what its own card asks for (kind "other"), at the hero's location."""
    h = active(state)
    loc = state["locations"][h["at"]]
    if loc["threat"] is None or loc["threat"]["kind"] != "other":
        raise CommandError(f"No threat at {loc['name']} is removed by its own card's terms.")
    _step(state, "actions")
    _not_after_end(state)
    return _remove_threat(state, loc)


@op("location_effect")
def _location_effect(state: State, cmd: Command) -> list[str]:
    h = active(state)
    loc = state["locations"][h["at"]]
    _step(state, "actions")
    if loc["threat"] is not None:
        raise CommandError(f"A threat covers the end-of-turn effect of {loc['name']}.")
    if state["effect_used"]:
        raise CommandError("A hero uses one location effect a turn.")
    state["effect_used"] = True
    note = f": {loc['note']}" if loc["note"] else ""
    return [f"{h['name']} uses the end-of-turn effect of {loc['name']}{note}."]


@op("hero_done")
def _hero_done(state: State, cmd: Command) -> list[str]:
    _step(state, "actions")
    active(state)
    state["available"] = dict.fromkeys(KINDS, 0)  # unspent symbols are lost; tokens are kept
    return _next_hero(state)


# -- at any time ------------------------------------------------------------------------------
@op("gain_token")
def _gain_token(state: State, cmd: Command) -> list[str]:
    h = _hero(state, cmd)
    kind = cmd.get("kind")
    if not isinstance(kind, str) or kind not in ACTION_TOKENS:
        raise CommandError("An action token is Move, Attack, Heroic or Wildcard.")
    if supply(state)[kind] < 1:
        raise _out_of(kind, f"{h['name']} cannot gain one")
    h["tokens"][kind] += 1
    return [f"{h['name']} gains a {TOKEN_WORDS[kind]} token."]


@op("cards")
def _cards(state: State, cmd: Command) -> list[str]:
    h = _hero(state, cmd)
    deck = _whole(cmd, "deck", -12, 12, "The change to the deck")
    hand = _whole(cmd, "hand", -12, 12, "The change to the hand")
    if h["deck"] + deck < 0 or h["hand"] + hand < 0:
        raise CommandError("A deck or hand cannot hold fewer than 0 cards.")
    if h["deck"] + deck + h["hand"] + hand > HERO_DECK:  # Components: 12 cards a hero
        raise CommandError(
            f"{h['name']} has {HERO_DECK} cards in all: the deck and hand cannot hold more."
        )
    h["deck"] += deck
    h["hand"] += hand
    return [f"{h['name']}: deck {h['deck']}, hand {h['hand']}."]


@op("knock_out")
def _knock_out(state: State, cmd: Command) -> list[str]:
    h = _hero(state, cmd)
    h["ko"] = not h["ko"]
    return [f"{h['name']} is {'knocked out' if h['ko'] else 'back on their feet'}."]


@op("villain_health")
def _villain_health(state: State, cmd: Command) -> list[str]:
    v = state["villain"]
    delta = _whole(cmd, "delta", -32, 32, "The change to the villain's health")
    if v["health"] + delta < 0:
        raise CommandError("Health cannot go below 0.")
    if delta > supply(state)["health"]:  # Components: shared with the Henchmen
        raise CommandError(
            f"The box has {HEALTH_TOKENS} Health tokens and {supply(state)['health']} are "
            "left in the supply: no more can go on."
        )
    if v["health"] + delta == 0 and missions_done(state) < 2:
        raise CommandError(f"{v['name']} can be defeated only once 2 missions are complete.")
    v["health"] += delta
    events = [f"{v['name']}: {v['health']} Health."]
    if v["health"] == 0 and state["outcome"] is None:
        state["outcome"] = {"result": "won", "reason": f"{v['name']} is defeated"}
        events.append(f"The heroes win: {v['name']} is defeated!")
    return events


@op("track")
def _track(state: State, cmd: Command) -> list[str]:
    v = state["villain"]
    if v["track"] is None:
        raise CommandError("This dashboard has no track.")
    delta = _whole(cmd, "delta", -20, 20, "The change on the track")
    if v["track"] + delta < 0:
        raise CommandError("The track starts at 0.")
    v["track"] += delta
    return [f"Dashboard track: {v['track']}."]


@op("crisis")
def _crisis(state: State, cmd: Command) -> list[str]:
    delta = _whole(cmd, "delta", -CRISIS_TOKENS, CRISIS_TOKENS, "The change in Crisis tokens")
    if not 0 <= state["crisis"] + delta <= CRISIS_TOKENS:
        raise CommandError(f"The box has {CRISIS_TOKENS} Crisis tokens: 0 to {CRISIS_TOKENS}.")
    state["crisis"] += delta
    return [f"Crisis tokens: {state['crisis']}."]


@op("mission")
def _mission(state: State, cmd: Command) -> list[str]:
    """A correction of a mission card when the table made a mistake: its spaces (as printed)
    and the tokens on it. A mission whose spaces are all filled is complete; one that no longer
    is goes back in play (its card returns)."""
    places = len(state["missions"])
    i = _whole(cmd, "mission", 0, places - 1, "The mission", first=1)
    m = state["missions"][i]
    spaces = _whole(cmd, "spaces", 1, MISSION_MOST[m["kind"]], f"The spaces on {m['name']}")
    filled = _whole(cmd, "filled", 0, spaces, f"The tokens on {m['name']}")
    was_done = m["done"]
    before = supply(state)
    back = 0 if was_done else m["filled"]  # a complete card's tokens are back in the supply
    more = filled - back if filled < spaces else 0  # a card complete now returns its tokens
    if m["kind"] in ("civilians", "thugs") and more > before["thug_civilian"]:
        raise CommandError(
            f"The box has {THUG_CIVILIAN_TOKENS} Thug/Civilian tokens and "
            f"{before['thug_civilian']} are left: {m['name']} cannot hold {filled}."
        )
    if m["kind"] == "cerebro":
        for k in ("heroic", "move"):
            if more > before[k]:
                raise _out_of(k, f"{m['name']} cannot hold {filled} pairs")
    m.update(spaces=spaces, filled=filled, done=filled >= spaces)
    events = [f"{m['name']} corrected: {filled}/{spaces}."]
    if m["done"] and not was_done:
        events += _completed(state, m)
    elif was_done and not m["done"]:
        events.append(f"{m['name']} is back in play.")
    return events


@op("plot_fulfilled")
def _plot(state: State, cmd: Command) -> list[str]:
    return [_lose(state, f"{state['villain']['name']}'s Villainous Plot is fulfilled")]


__all__ = ["HEROIC_TO_REMOVE", "apply_in_place"]
