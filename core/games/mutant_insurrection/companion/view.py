"""Everything the screen shows, already worked out: the browser draws it and holds no rules.

>>> from core.games.mutant_insurrection.companion.session import new_session
>>> s = new_session({"players": 3, "heroes": [{"name": n} for n in ("Storm", "Rogue", "Beast")],
...                  "difficulty": "hard", "seed": 2})
>>> v = build(s)
>>> v["threat"]["value"], v["threat"]["section"], v["phase"], v["can_undo"]
(6, 'yellow', 'setup', False)
>>> [h["name"] for h in v["heroes"]]
['Storm', 'Rogue', 'Beast']
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion import (
    checklist,
    clock,
    dice_roller,
    finished,
    hero_facts,
    last_team,
    plots,
    record,
    rules,
)
from core.games.mutant_insurrection.companion.card_library import TARGETS
from core.games.mutant_insurrection.companion.commands import final_token
from core.games.mutant_insurrection.companion.forms import limits
from core.games.mutant_insurrection.companion.objective_view import (
    attempt_odds,
    objective_rows,
    odds_for,
)
from core.games.mutant_insurrection.companion.ops_dice import villainy_cards
from core.games.mutant_insurrection.companion.ops_missions import face_down_decks
from core.games.mutant_insurrection.companion.ops_story import default_goal
from core.games.mutant_insurrection.companion.ops_threat_cards import (
    free_missions,
    sentinel_matches,
)
from core.games.mutant_insurrection.companion.registry import card_pending
from core.games.mutant_insurrection.companion.roster import (
    BOX_HEROES,
    MAX_BONDS,
    SCHOOL_CARDS,
    THREAT_CARDS_PER_DECK,
    TRAINING_TYPES,
)
from core.games.mutant_insurrection.companion.rules import bonds_of
from core.games.mutant_insurrection.companion.session import (
    Replayed,
    Session,
    replay,
)
from core.games.mutant_insurrection.dice import FaceKind
from core.games.mutant_insurrection.threat_track import (
    MAX_THREAT,
    MIN_THREAT,
    Section,
    requirement_active,
    section,
)

State = dict[str, Any]
View = dict[str, Any]

PHASE_LABELS = rules.PHASE_LABELS


def title(state: State) -> str:
    """A short name for the saved-sessions list: the current team (a replacement takes the
    seat's place), the difficulty and how far the game got.

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> title(new_state({"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}]}))
    'Storm, Rogue · Normal · Setup'
    """
    names = ", ".join(h["name"] for h in rules.in_play(state))
    outcome = state["outcome"]
    if outcome is not None:
        where = "Won" if outcome["result"] == "win" else "Lost"
    elif state["showdown"] is not None:
        where = f"Showdown, round {state['round']}"
    else:
        where = rules.moment(state)
    return f"{names} · {state['difficulty'].capitalize()} · {where}"


def _requirements(threat: int) -> str:
    if requirement_active(Section.RED, threat):
        return "Yellow and red requirements apply."
    if requirement_active(Section.YELLOW, threat):
        return "Yellow requirements apply; red ones are ignored."
    return "Only green requirements apply."


def _threat(state: State, locked: bool) -> View:
    t = state["threat"]
    at_top = t == MAX_THREAT
    if state["outcome"] is not None:  # the game is over: no raise is left to warn about
        warning: str | None = None
    elif at_top and state["showdown"] is None:
        warning = "One more raise loses the game."
    elif at_top:
        warning = "The track is full; in the showdown that no longer loses the game."
    else:
        warning = None
    deck = rules.draw_deck(state)
    if state["showdown"] is not None:
        deck_text = "In the showdown no threat cards are drawn."
    elif deck is None:
        deck_text = "The red deck is empty: the next draw loses the game."
    else:
        deck_text = f"Threat cards come from the {deck} deck."
    return {
        "value": t,
        "section": section(t).value,
        "requirements": _requirements(t),
        "track": [{"space": i, "section": section(i).value} for i in range(1, MAX_THREAT + 1)],
        "can_lower": not locked and t > MIN_THREAT,
        "can_raise": not locked and not (at_top and state["showdown"] is not None),
        # the most one ±N tap may move it (the scoreboard's picker): down to the bottom, up to
        # the top (at the top, the one raise that is still possible)
        "lower_max": 0 if locked else t - MIN_THREAT,
        "raise_max": 0
        if locked or (at_top and state["showdown"] is not None)
        else max(1, MAX_THREAT - t),
        "warning": warning,
        "deck": deck,
        "deck_text": deck_text,
        "decks": [
            {
                "deck": s.value,
                "count": n,
                "can_less": not locked and n > 0,
                "can_more": not locked and n < THREAT_CARDS_PER_DECK,
            }
            for s, n in ((Section(k), v) for k, v in state["threat_decks"].items())
        ],
    }


def _arithmetic(state: State) -> View:
    """The threat phase's three numbers, as they stand now.

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> _arithmetic(new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]}))["text"]
    '! icons in play: 0 · missions to flip: 1 · draw from: green'
    """
    icons = rules.threat_icons_in_play(state)
    flips = rules.flip_count(state)
    deck = rules.draw_deck(state)
    where = deck or "none (the red deck is empty)"
    return {
        "icons": icons,
        "flips": flips,
        "deck": deck,
        "text": f"! icons in play: {icons} · missions to flip: {flips} · draw from: {where}",
    }


def _hero(state: State, h: State, locked: bool) -> View:
    names = {x["id"]: x["name"] for x in state["heroes"]}
    live = not locked and not h["out"]
    mission_names = {m["id"]: m["name"] for m in state["missions"]}
    if state["showdown"]:
        mission_names |= {m["id"]: m["name"] for m in state["showdown"]["missions"]}
    my_bonds = bonds_of(state, h["id"])
    partners = {b["a"] if b["b"] == h["id"] else b["b"] for b in my_bonds}
    can_bond = (
        [
            {"id": o["id"], "name": o["name"]}
            for o in rules.standing(state)
            if o is not h and o["id"] not in partners and len(bonds_of(state, o["id"])) < MAX_BONDS
        ]
        if live and len(my_bonds) < MAX_BONDS
        else []
    )
    return {
        "id": h["id"],
        "seat": h["seat"],
        "name": h["name"],
        "health": h["health"],
        "damage": h["damage"],
        "left": max(0, h["health"] - h["damage"]),
        "out": h["out"],
        "status": "Knocked out" if h["out"] else f"{h['health'] - h['damage']} health left",
        "can_hurt": live,
        "can_heal": live and h["damage"] > 0,
        # the most one ±N tap may change (the scoreboard's picker): damage up to the knock-out,
        # healing down to no damage
        "hurt_max": max(0, h["health"] - h["damage"]) if live else 0,
        "heal_max": h["damage"] if live else 0,
        "training": h["training"],
        "training_label": dice_roller.label(str(dice_roller.token_face(h["training"])))
        if h["training"]
        else None,
        "mutant": h["mutant"],
        "mutant_exhausted": h["mutant_exhausted"],
        "assisted": h["assisted"],
        "active": h["active"],
        "mission": h["mission"],
        "mission_name": mission_names.get(h["mission"]),
        "where": mission_names.get(h["mission"]) or h["school"] or "Blackbird",
        "bonds": [
            {
                "with": p,
                "with_name": names[p],
                "positive": b["positive"],
                "exhausted": h["id"] in b["exhausted"],
            }
            for b in my_bonds
            for p in [b["a"] if b["b"] == h["id"] else b["b"]]
        ],
        "can_bond_with": can_bond,
        "enabled": live,
        "dice": h["dice"],
        "assist_dice": h["assist_dice"],
        "note": h["note"],
        "roll_options": _roll_options(state, h, live),
        "school": h["school"],
        "deploy": _deploy_choices(state, h, live),
        # Deploying to a School Card: the Danger Room's effect is "train", so its training
        # token is offered in the deploy row itself
        "trains_here": live and h["school"] == TRAINS_AT,
    }


TRAINS_AT = "Danger Room"


def _bond_offers(state: State, locked: bool) -> list[View]:
    """Forming Bonds, one tap per pair: in the regroup phase, every pair of standing heroes
    who may form a bond now. A pair sharing a negative bond flips it positive; a pair with no
    bond gains a positive one if each has fewer than two bonds (a hero cannot have two bonds
    with one other hero); a pair sharing a positive bond cannot form another."""
    if locked or state["phase"] != "regroup":
        return []
    heroes = rules.standing(state)
    out: list[View] = []
    for i, a in enumerate(heroes):
        for b in heroes[i + 1 :]:
            shared = next(
                (x for x in bonds_of(state, a["id"]) if b["id"] in (x["a"], x["b"])), None
            )
            pair = {"op": "hero", "hero": a["id"], "other": b["id"]}
            if shared is None:
                if any(len(bonds_of(state, x["id"])) >= MAX_BONDS for x in (a, b)):
                    continue
                command = {**pair, "op": "bond", "positive": True}
            elif not shared["positive"]:
                command = {**pair, "op": "bond_flip"}
            else:
                continue
            out.append(
                {
                    "heroes": [a["id"], b["id"]],
                    "label": f"{a['name']} + {b['name']}",
                    "flips": shared is not None,
                    "command": command,
                }
            )
    return out


def _plot(state: State, locked: bool) -> View | None:
    """The plot, and the showdown it prepares: ``showdown_form`` fills the showdown form,
    ``showdown_command`` starts it as typed at setup (None once it started or when not set)."""
    plot = state["plot"]
    if plot is None:
        return None
    sd = plot["showdown"]
    ready = sd is not None and state["showdown"] is None and not locked
    return {
        **plot,
        "label": f"{plot['name']} (challenge {plot['challenge']} of 5)",
        "showdown_form": sd,
        "showdown_command": {"op": "showdown_start", "missions": sd} if ready else None,
    }


def _dice(state: State, locked: bool) -> View | None:
    """The roller, labelled with whose roll it is; when selected dice show villainy, the
    active hero's mission (and Sentinel) villainy effects, with a tap for their damage."""
    pool = state["dice"]
    shown = dice_roller.view(pool)
    if pool is None or shown is None:
        return None
    names = {h["id"]: h["name"] for h in state["heroes"]}
    hero_id, helper_id = pool.get("hero"), pool.get("assist")
    label = None
    if hero_id is not None:
        label = names[hero_id] + (f" + {names[helper_id]}'s assist" if helper_id else "")
    effects: list[View] = []
    cards = villainy_cards(state)
    if cards == []:  # Villainy: no effect on this mission, so villainy rerolls freely
        shown = {**shown, "villainy_prompt": None}
    showing = any(d["kind"] == FaceKind.VILLAINY.value for d in shown["dice"])
    # what the screen asks when the dice it chose for a reroll include villainy results
    ask = (
        None
        if cards == [] or not showing
        else "Dice chosen to reroll show villainy. If the mission (or its Sentinel) has a "
        "villainy effect, resolve it now, before this reroll. No effect? Reroll freely."
    )
    if hero_id is not None and showing and cards:
        active = rules.hero(state, hero_id)
        for card in cards or []:
            amount = card["villainy_damage"]
            command = {"op": "damage", "hero": hero_id, "delta": amount}
            # Step 5: a knock-out ends the attempt, so this tap is the last of it
            knocks = bool(amount) and active["damage"] + amount >= active["health"]
            label = f"Apply {amount} damage to {active['name']}" if amount else None
            if label and knocks:
                label += f" — this knocks {active['name']} out and ends the attempt"
            effects.append(
                {
                    "card": card["name"],
                    "text": card["villainy"],
                    "damage": amount,
                    "knocks_out": knocks,
                    "label": label,
                    "command": command if amount and not active["out"] and not locked else None,
                }
            )
    ended = None
    if hero_id is not None and rules.hero(state, hero_id)["out"]:
        ended = f"{names[hero_id]} is knocked out: the attempt ends (Step 5). Clear the dice."
        shown = {**shown, "can_reroll": False, "can_extra": False, "villainy_prompt": None}
        effects, ask = [], None
    left = shown["rerolls_left"]
    return {
        **shown,
        # the screen chooses the dice to reroll itself (a choice is no tap to undo): these say
        # what a reroll of its choice may do, whatever it chose
        "villainy_ask": ask,
        "standard_open": ended is None and left > 0,
        "extra_open": ended is None,
        "rerolls_left_text": f"{left} of {dice_roller.STANDARD_REROLLS} left" if left else None,
        "ended": ended,
        "hero": hero_id,
        "hero_name": names.get(hero_id) if hero_id is not None else None,
        "assist": helper_id,
        "assist_name": names.get(helper_id) if helper_id is not None else None,
        "roll_label": label,
        "villainy_effects": effects,
        # the first effect's damage tap, where the warning is shown
        "villainy_command": next((e for e in effects if e["command"]), None),
        # the odds question from the rolling hero's mission card, so nothing is typed again
        "odds_question": None if ended or hero_id is None else odds_for(state, hero_id),
    }


def _deploy_choices(state: State, h: State, live: bool) -> list[View]:
    """Deploy Phase: every place this hero may go, each with its command, or why not.

    The Blackbird (not deployed), each face-up mission (at most three heroes each), each school
    card and each continent deck with a face-down mission on top (deploying there flips it).
    """
    if not live:
        return []

    def choice(kind: str, label: str, command: View, current: bool, **more: Any) -> View:
        reason = more.pop("reason", None)
        return {
            "kind": kind,
            "label": label,
            "command": command,
            "current": current,
            "enabled": reason is None and not current,
            "reason": reason,
            **more,
        }

    out = [
        choice(
            "blackbird",
            "Blackbird (not deployed)",
            {"op": "deploy", "hero": h["id"], "mission": None},
            h["mission"] is None and h["school"] is None,
        )
    ]
    for target in _deploy_targets(state):
        here = len(rules.deployed(state, target["id"]))
        cap = rules.mission_capacity(state, target["id"])
        current = h["mission"] == target["id"]
        full = target["full"] and not current
        out.append(
            choice(
                "mission",
                target["name"],
                {"op": "deploy", "hero": h["id"], "mission": target["id"]},
                current,
                id=target["id"],
                heroes=here,
                limit=cap,
                reason=f"{target['name']} already has {cap} heroes." if full else None,
            )
        )
    if state["showdown"] is None:
        for school in SCHOOL_CARDS:
            out.append(
                choice(
                    "school",
                    school,
                    {"op": "deploy", "hero": h["id"], "school": school},
                    h["school"] == school,
                )
            )
        for deck in face_down_decks(state):
            out.append(
                choice(
                    "deck",
                    f"Flip the top of the {deck} deck",
                    {"op": "deploy_deck", "hero": h["id"], "deck": deck},
                    False,
                    deck=deck,
                )
            )
    return out


def _roll_options(state: State, h: State, live: bool) -> list[View]:
    """One tap per way this hero can roll an attempt: alone (with their own assist card) or
    with each other standing hero's assist (those at the same mission, when deployed). The
    screen adds the ``seed``."""
    if not live:
        return []
    helpers = [o for o in rules.standing(state) if o is not h]
    if h["mission"] is not None:
        helpers = [o for o in helpers if o["mission"] == h["mission"]]
    out = []
    for o in [None, *helpers]:
        card = o or h
        missing = [
            n
            for n, gap in (
                (f"{h['name']}'s power-card dice", h["dice"] is None),
                (f"{card['name']}'s assist dice", card["assist_dice"] is None),
            )
            if gap
        ]
        reason = f"Set {' and '.join(missing)} first." if missing else None
        note = f"{o['name']} has already assisted this round." if o and o["assisted"] else None
        out.append(
            {
                "label": f"{h['name']} + {o['name']}'s assist" if o else f"{h['name']} alone",
                "command": {"op": "dice_attempt", "hero": h["id"], "assist": o and o["id"]},
                "enabled": reason is None,
                "reason": reason,
                "note": note,
            }
        )
    return out


def _deploy_targets(state: State) -> list[View]:
    if state["showdown"]:
        source = [m for m in state["showdown"]["missions"] if m["success"] < m["defeat"]]
    else:
        source = state["missions"]
    out = []
    for m in source:
        cap = rules.mission_capacity(state, m["id"])
        here = len(rules.deployed(state, m["id"]))
        out.append({"id": m["id"], "name": m["name"], "full": cap is not None and here >= cap})
    return out


def sentinel_label(name: str) -> str:
    """A Sentinel as the screen says it, the word "Sentinel" once: never "Sentinel Sentinel MK I".

    >>> sentinel_label("Sentinel MK I"), sentinel_label("Nimrod"), sentinel_label("Sentinel")
    ('Sentinel MK I', 'Sentinel Nimrod', 'Sentinel')
    """
    return name if name.split(maxsplit=1)[0].casefold() == "sentinel" else f"Sentinel {name}"


def _mission(state: State, m: State, locked: bool) -> View:
    sentinel = m["sentinel"]
    all_done = m["objectives"] is not None and m["success"] >= m["objectives"]
    return {
        **m,
        "icons": m["threat"] + (sentinel["threat"] if sentinel else 0),
        "heroes": [h["name"] for h in rules.deployed(state, m["id"])],
        "covers_name": m["covers"]["name"] if m["covers"] else None,
        "sentinel_label": sentinel_label(sentinel["name"]) if sentinel else None,
        # no token, no objective done: completing now is a slip (the engine still takes it,
        # for a table that keeps no tokens here); once all are done the offer below is the tap
        "can_complete": not locked and sentinel is None and m["success"] > 0 and not all_done,
        "all_done": all_done,
        # once every objective has its token, the one tap the table needs next
        "complete_offer": {
            "label": f"Complete {m['name']}",
            "command": {"op": "mission_complete", "mission": m["id"]},
        }
        if all_done and sentinel is None and not locked
        else None,
        "complete_hint": f"Discard {sentinel['name']} first."
        if sentinel
        else "Add a success token for each objective done, then complete it."
        if m["success"] == 0 and not locked
        else None,
        "enabled": not locked,
        "heroes_here": _group_taps(state, locked, m),
        # the objectives as symbols, each a tap for its success token ([]: typed as a count)
        "objective_rows": objective_rows(m, state["threat"], locked),
    }


def _attempt(state: State) -> View:
    """The attempt screen's order: the standing heroes deployed to a mission (face-up, or in
    the showdown), in seat order, each with whether they have been active this round; the
    current one is the hero whose dice are on the table, else the first not yet active.

    >>> from core.games.mutant_insurrection.companion.setup import new_state
    >>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
    >>> _attempt(s)
    {'order': [], 'current': None}
    """
    places = {m["id"]: m["name"] for m in state["missions"]}
    if state["showdown"] is not None:
        places |= {m["id"]: m["name"] for m in state["showdown"]["missions"]}
    order = [
        {
            "hero": h["id"],
            "name": h["name"],
            "mission": h["mission"],
            "mission_name": places[h["mission"]],
            "done": h["active"],
        }
        for h in rules.standing(state)
        if h["mission"] in places
    ]
    odds = attempt_odds(state)
    for o in order:  # each attempt's odds question, from its mission's card (None: none)
        o["odds_question"] = odds.get(o["hero"])
    ids = [o["hero"] for o in order]
    pool = state["dice"]
    rolling = pool.get("hero") if pool else None
    current = rolling if rolling in ids else next((o["hero"] for o in order if not o["done"]), None)
    if current is None and order:
        current = order[0]["hero"]
    return {"order": order, "current": current}


def _group_taps(state: State, locked: bool, mission: State | None = None) -> list[View]:
    """One damage and one heal tap for every standing hero, or for those at ``mission``."""
    heroes = rules.standing(state) if mission is None else rules.deployed(state, mission["id"])
    if locked or not heroes:
        return []
    who = "each hero" if mission is None else f"the heroes at {mission['name']}"
    base: View = {"op": "each_hero"}
    if mission is not None:
        base = {"op": "mission_heroes", "mission": mission["id"]}
    taps = [{"label": f"Damage +1 to {who}", "short": "Damage +1", "command": base | {"delta": 1}}]
    if any(h["damage"] for h in heroes):
        heal = {"label": f"Heal 1 for {who}", "short": "Heal 1", "command": base | {"delta": -1}}
        taps.append(heal)
    return taps


def _threat_card(state: State, locked: bool) -> View:
    """What the screen asks once a threat card is drawn: which kind it is, and for a Sentinel
    the missions each target rule points at (Sentinels: ties are the heroes' choice)."""
    free = free_missions(state)
    return {
        "pending": card_pending(state),
        "can_resolve": not locked and state["showdown"] is None,
        "targets": [
            {"rule": rule, "label": label, "matches": sentinel_matches(state, rule)}
            for rule, label in TARGETS.items()
        ],
        "free_missions": [{"id": m["id"], "name": m["name"]} for m in free],
        "no_free_text": None
        if free
        else "No face-up mission is free of a Sentinel: the Sentinel is discarded and threat "
        "rises by its ! icons.",
        "missions": [{"id": m["id"], "name": m["name"]} for m in state["missions"]],
        # an event that hits the heroes at a mission: only where heroes are (in the threat
        # phase every marker is back on the Blackbird, so usually none)
        "occupied": [
            {"id": m["id"], "name": m["name"]}
            for m in state["missions"]
            if rules.deployed(state, m["id"])
        ],
        "each_hero": _group_taps(state, locked),
        # what an event's steppers allow (our bound: cards move threat or health by a few)
        "limits": {"threat": {"min": -5, "max": 5}, "damage": {"min": -5, "max": 5}},
    }


def _showdown(state: State, locked: bool) -> View | None:
    sd = state["showdown"]
    if sd is None:
        return None
    return {
        "attack": rules.showdown_attack(state),
        "effects": [m["name"] + ": " + m["effect"] for m in rules.showdown_effects(state)],
        "missions": [
            {
                **m,
                "defeated": m["success"] >= m["defeat"],
                "left": max(0, m["defeat"] - m["success"]),
                "heroes": [h["name"] for h in rules.deployed(state, m["id"])],
                "can_more": not locked and m["success"] < m["defeat"],
                "can_less": not locked and m["success"] > 0,
            }
            for m in sd["missions"]
        ],
    }


def _next_phase(state: State, locked: bool, steps: list[View]) -> View:
    phase = state["phase"]
    if phase in ("setup", "regroup"):
        label = f"Start round {state['round'] + 1}"
    else:
        label = f"{PHASE_LABELS[rules.PHASES[rules.PHASES.index(phase) + 1]]} phase"
    due = rules.replacements_due(state)
    reason = None
    if locked:
        reason = "The game is over."
    elif due:
        reason = f"Choose a new hero for {due[0]['name']} first."
    # a reminder, not a lock: the table may have done it by hand without ticking
    left = [st["action_label"] for st in steps if st["action"] and not st["done"]]
    note = f"Not done yet: {', '.join(left)}." if left and reason is None else None
    return {"label": label, "enabled": reason is None, "reason": reason, "note": note}


def _replacements(state: State, locked: bool) -> list[View]:
    if locked:
        return []
    used = rules.names_used(state)
    choices = [n for n in BOX_HEROES if n.casefold() not in used]
    return [
        {
            "hero": h["id"],
            "name": h["name"],
            "prompt": f"{h['name']} was knocked out. Choose a hero not used this game.",
            "options": choices,
            "unused": rules.heroes_unused(state),
        }
        for h in rules.replacements_due(state)
    ]


def _outcome(state: State) -> View:
    """The end of the game, and the one tap that can still turn a showdown loss into a win."""
    outcome = state["outcome"]
    blow = rules.winning_blow(state)
    rescue = None
    if blow is not None:
        rescue = {
            "label": f"That damage completed {blow['name']}: record the win",
            "command": final_token(state),
        }
    return {"result": outcome["result"], "message": outcome["reason"], "rescue": rescue}


def build(session: Session, run: Replayed | None = None) -> View:
    """The whole screen for a session (``run``: its replay, when the caller has one)."""
    run = run or replay(session)
    state = run.state
    locked = state["outcome"] is not None
    outcome = state["outcome"]
    steps = checklist.steps(state)
    for st in steps:
        # Threat phase step 2: the decks to flip from, on the Table with the step itself
        flips = st["id"] == "flip" and state["phase"] == "threat" and not st["done"]
        due = flips and not locked and state["showdown"] is None and rules.flip_count(state) > 0
        st["decks"] = face_down_decks(state) if due else []
    history = [
        {"when": when, "text": " ".join(events)}
        for when, events in zip(run.moments, run.history, strict=True)
    ][::-1]  # the whole game, newest first
    return {
        "title": title(state),
        # what opening the save could not replay, said once to the player (else None)
        "notice": run.dropped["message"] if run.dropped else None,
        "round": state["round"],
        "phase": state["phase"],
        "phase_label": PHASE_LABELS[state["phase"]],
        "phases": [
            {"id": p, "label": PHASE_LABELS[p], "current": p == state["phase"]}
            for p in rules.PHASES
        ],
        "next_phase": _next_phase(state, locked, steps),
        "steps": steps,
        # the regroup checklist's shortcut for a bond a card's effect formed this round
        "bond_offers": _bond_offers(state, locked),
        "threat": _threat(state, locked),
        "arithmetic": _arithmetic(state),
        "hero_count": state["hero_count"],
        "decks": state["decks"],
        "difficulty": state["difficulty"],
        "heroes": [_hero(state, h, locked) for h in rules.in_play(state)],
        "knocked_out": [h["name"] for h in state["heroes"] if h["out"]],
        "replacements": _replacements(state, locked),
        "missions": [_mission(state, m, locked) for m in state["missions"]],
        "deploy_targets": _deploy_targets(state),
        # the attempt screen: who attempts, in order, and who is at it now
        "attempt": _attempt(state),
        "can_add_mission": not locked and state["showdown"] is None,
        "completed": state["completed"],
        "threat_card": _threat_card(state, locked),
        "villains_available": state["villains_available"],
        "showdown": _showdown(state, locked),
        "can_start_showdown": not locked and state["showdown"] is None,
        "plot": _plot(state, locked),
        "plot_entries": plots.plot_entries(state),
        # the starting seats and plot, for the next setup's "Same team as last game"
        "team": last_team.team_entry(state),
        "briefings": [
            {
                **b,
                "left": b["goal"] - b["progress"],
                "reached": b["progress"] >= b["goal"],
                "can_more": not locked and b["progress"] < b["goal"],
                "can_less": not locked and b["progress"] > 0,
                # in the showdown the briefing that started it stays, but no story mission
                # comes into play any more
                "can_flip": not locked and state["showdown"] is None,
            }
            for b in state["briefings"]
        ],
        "briefing_goal_default": {
            "value": default_goal(state),
            "label": f"Hero count + 2 = {default_goal(state)}",
        },
        "can_add_briefing": not locked and state["showdown"] is None,
        "story_missions": [
            {
                "id": m["id"],
                "name": m["name"],
                "success": m["success"],
                "objectives": m["objectives"],
            }
            for m in state["missions"]
            if m["story"]
        ],
        "schools": list(SCHOOL_CARDS) if state["showdown"] is None else [],
        "face_down_decks": face_down_decks(state) if state["showdown"] is None else [],
        "dice": _dice(state, locked),
        # the faces each colour can show, for tapping in the table's physical dice
        "dice_faces": dice_roller.faces_by_color(),
        "training_options": [
            {"type": t, "label": dice_roller.label(str(dice_roller.token_face(t)))}
            for t in TRAINING_TYPES
        ],
        "token_heroes": [
            {"id": h["id"], "name": h["name"], "training": h["training"]}
            for h in rules.standing(state)
            if h["training"] and not locked
        ],
        "outcome": outcome and _outcome(state),
        # the screen counts the running time from started_at (until ended_at) itself
        "timer": {
            **state["clock"],
            "running": state["clock"]["started_at"] is not None and outcome is None,
            "elapsed_ms": clock.elapsed(state["clock"]),
        },
        "summary": finished.summary(state),
        "locked": locked,
        "limits": limits(),
        # the hero facts of this session, for the screen's per-device roster
        "roster": hero_facts.roster_entries(state),
        # the cards typed this session, for the screen's per-device card library
        "cards": state["cards"],
        "history": history,
        # the same taps grouped by round, with filters, the summary and a text copy
        "record": record.build(session["setup"], session["log"]),
        "can_undo": bool(session["log"]),
        "can_redo": bool(session["redo"]),
    }
