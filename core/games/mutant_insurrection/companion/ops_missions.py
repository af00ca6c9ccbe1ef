"""Mission commands (rulebook: Deploy Phase; Outcomes; Sentinels; Villain Cards; Showdowns,
Deploy Phase). At most three heroes on a mission; a Sentinel blocks completion.

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
>>> from core.games.mutant_insurrection.companion.registry import HANDLERS
>>> HANDLERS["mission_add"](s, {"name": "Pyro", "threat": 1})
['Pyro is in play (1 !).']
"""

from __future__ import annotations

from core.games.mutant_insurrection.companion import rules
from core.games.mutant_insurrection.companion.card_library import remember
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.fields import clean_name
from core.games.mutant_insurrection.companion.hero_facts import clean_note
from core.games.mutant_insurrection.companion.objectives import (
    check_fits,
    clean_requirements,
    place,
)
from core.games.mutant_insurrection.companion.registry import (
    Command,
    State,
    int_field,
    mission_in_play,
    new_id,
    op,
    resolve_drawn,
    showdown_mission,
    standing_hero,
)
from core.games.mutant_insurrection.companion.roster import (
    MAX_MISSION_THREAT,
    MAX_OBJECTIVES,
    MAX_VILLAINY_DAMAGE,
    SCHOOL_CARDS,
)


def villainy(cmd: Command) -> State:
    """A card's villainy effect: a short note, and the damage it deals if it is damage (so the
    roller can offer it to the active hero in one tap).

    >>> villainy({"villainy": " Suffer 2 damage. ", "villainy_damage": 2})
    {'villainy': 'Suffer 2 damage.', 'villainy_damage': 2}
    """
    damage = cmd.get("villainy_damage")
    return {
        "villainy": clean_note(cmd.get("villainy"), CommandError),
        "villainy_damage": 0
        if damage is None
        else int_field(cmd, "villainy_damage", 0, MAX_VILLAINY_DAMAGE),
    }


def objectives(cmd: Command, done: int = 0) -> int | None:
    """How many objectives a mission card has (``None``: not said); never fewer than ``done``
    (a mission typed without symbols says only this).

    >>> objectives({"objectives": 3}), objectives({}) is None
    (3, True)
    """
    if cmd.get("objectives") is None:
        return None
    count = int_field(cmd, "objectives", 1, MAX_OBJECTIVES)
    if count < done:
        raise CommandError(f"{done} objectives are already done; that is more than {count}.")
    return count


def card_objectives(cmd: Command) -> State:
    """A new card's objectives: its symbol rows (``requirements``; when given, they say how
    many objectives there are), the order arrow, and no token yet.

    >>> card_objectives({"requirements": [["power"], ["fight 2"]], "order": True, "objectives": 5})
    {'requirements': [['power'], ['fight 2']], 'order': True, 'objectives': 2, 'done': []}
    """
    rows = clean_requirements(cmd.get("requirements"))
    return {
        "requirements": rows,
        "order": bool(cmd.get("order", False)),
        "objectives": objectives(cmd) if rows is None else len(rows),
        "done": [],
    }


def face_down_decks(state: State) -> list[str]:
    """Continent decks in play with a face-down mission on top (none flipped there now)."""
    up = {m["deck"] for m in state["missions"]}
    return [d for d in state["decks"] if d not in up]


def _free_deck(state: State, deck: object) -> str | None:
    """A continent deck a mission can lie on: in play, with no face-up mission on it yet
    (``None``: the mission lies on no deck, like a story mission)."""
    if deck is None:
        return None
    if deck not in state["decks"]:
        raise CommandError("That continent deck is not in play.")
    if deck not in face_down_decks(state):
        raise CommandError(f"The {deck} deck already has a face-up mission on top.")
    return str(deck)


def add_mission(state: State, cmd: Command) -> State:
    """Put a mission in play from a command's fields (``deck``: the continent deck it was
    flipped on, if said)."""
    if state["showdown"] is not None:
        raise CommandError("In the showdown only showdown missions are in play.")
    deck = _free_deck(state, cmd.get("deck"))
    raw = cmd.get("name")
    named = not (raw is None or (isinstance(raw, str) and not raw.strip()))
    if not named:
        # a name is optional: one tap adds a mission, numbered like the table would say it
        taken = {m["name"] for m in state["missions"]} | {m["name"] for m in state["completed"]}
        n = len(state["missions"]) + len(state["completed"]) + 1
        while f"Mission {n}" in taken:
            n += 1
        raw = f"Mission {n}"
    name = clean_name(raw, "The mission's name", CommandError)
    mission = {
        "id": new_id(state),
        "name": name,
        "threat": int_field(cmd, "threat", 0, MAX_MISSION_THREAT),
        "villain": bool(cmd.get("villain", False)),
        "story": bool(cmd.get("story", False)),
        "success": 0,
        "sentinel": None,
        "covers": None,  # the mission a villain was placed on, back in play once it goes
        "deck": deck,
        **card_objectives(cmd),
        **villainy(cmd),
    }
    state["missions"].append(mission)
    if named:  # a numbered placeholder is no card to remember
        remember_mission(state, mission)
    return mission


def remember_mission(state: State, m: State) -> None:
    """Keep a typed mission (or villain) in the session's card library."""
    fields = (
        "name",
        "threat",
        "objectives",
        "requirements",
        "order",
        "villainy",
        "villainy_damage",
        "villain",
        "story",
    )
    deck = m["deck"] if m["covers"] is None else m["covers"]["deck"]
    remember(state, {"kind": "mission", "deck": deck, **{k: m[k] for k in fields}})


@op("mission_add")
def _mission_add(state: State, cmd: Command) -> list[str]:
    mission = add_mission(state, cmd)
    return [f"{mission['name']} is in play ({mission['threat']} !)."]


@op("mission_success")
def _mission_success(state: State, cmd: Command) -> list[str]:
    """A success token on an objective (``objective``: its index, from 0; without it the first
    open one), or taken back (``delta`` -1); with the order arrow only the next one."""
    m = mission_in_play(state, cmd.get("mission"))
    count = place(m, cmd)
    if m["objectives"] is not None:
        events = [f"{m['name']}: {count} of {m['objectives']} objectives done."]
        if count == m["objectives"]:
            events.append(f"Every objective of {m['name']} is done: complete it.")
        return events
    return [f"{m['name']}: {count} success token{'s' if count != 1 else ''}."]


@op("mission_edit")
def _mission_edit(state: State, cmd: Command) -> list[str]:
    """Correct a mission after adding it; only the fields sent change (name, threat icons,
    objectives, villainy note and damage, the villain and story flags, the continent deck)."""
    m = mission_in_play(state, cmd.get("mission"))
    said = []
    if "name" in cmd:
        m["name"] = clean_name(cmd.get("name"), "The mission's name", CommandError)
        said.append(f"name {m['name']}")
    if "threat" in cmd:
        m["threat"] = int_field(cmd, "threat", 0, MAX_MISSION_THREAT)
        said.append(f"{m['threat']} !")
    if {"objectives", "requirements", "order"} & cmd.keys():
        said += _edit_objectives(m, cmd)
    if "villainy" in cmd or "villainy_damage" in cmd:
        fixed = villainy(
            {"villainy": m["villainy"], "villainy_damage": m["villainy_damage"], **cmd}
        )
        m.update(fixed)
        said.append(f"villainy {fixed['villainy'] or 'none'}")
    for flag, word in (("villain", "a villain"), ("story", "a story mission")):
        if flag in cmd:  # Villain Cards: a completed villain is one the school can spend
            m[flag] = bool(cmd[flag])
            said.append(word if m[flag] else f"not {word}")
    if "deck" in cmd and cmd["deck"] != m["deck"]:
        m["deck"] = _free_deck(state, cmd["deck"])
        said.append(f"on the {m['deck']} deck" if m["deck"] else "on no continent deck")
    if not said:
        raise CommandError(
            "Send what to change: name, threat, objectives, villainy, the flags or the deck."
        )
    remember_mission(state, m)  # a corrected card is remembered as corrected
    return [f"{m['name']} now has {', '.join(said)}."]


def _edit_objectives(m: State, cmd: Command) -> list[str]:
    """Correct the objectives: the symbol rows (``None`` clears them; rows say the count, so a
    count sent beside them is not used), the count alone, the order arrow. The tokens already
    placed must still fit."""
    rows = clean_requirements(cmd["requirements"]) if "requirements" in cmd else m["requirements"]
    count = m["objectives"]
    if rows is not None:
        count = len(rows)
    elif "objectives" in cmd:
        count = objectives(cmd)
    ordered = bool(cmd["order"]) if "order" in cmd else m["order"]
    check_fits(m, count, ordered)
    m.update(requirements=rows, objectives=count, order=ordered)
    said = [f"{count or 'unknown'} objectives"]
    if rows is not None:
        said[0] += " as symbols"
    if "order" in cmd:
        said.append("the order arrow" if ordered else "no order arrow")
    return said


@op("sentinel")
def _sentinel(state: State, cmd: Command) -> list[str]:
    m = mission_in_play(state, cmd.get("mission"))
    if m["sentinel"] is not None:
        raise CommandError("Only one Sentinel can attach to a mission.")
    name = clean_name(cmd.get("name") or "Sentinel", "The Sentinel's name", CommandError)
    icons = int_field(cmd, "threat", 0, MAX_MISSION_THREAT)
    card = {"name": name, "threat": icons, **villainy(cmd)}
    m["sentinel"] = card
    remember(state, {"kind": "sentinel", **card})
    return [f"{name} attaches to {m['name']} ({icons} !)."]


@op("sentinel_discard")
def _sentinel_discard(state: State, cmd: Command) -> list[str]:
    m = mission_in_play(state, cmd.get("mission"))
    if m["sentinel"] is None:
        raise CommandError(f"{m['name']} has no Sentinel.")
    name, m["sentinel"] = m["sentinel"]["name"], None
    return [f"{name} is discarded from {m['name']}."]


def clear_deployed(state: State, mission_id: object) -> None:
    """Every hero at this mission goes back to the Blackbird."""
    for h in state["heroes"]:
        if h["mission"] == mission_id:
            h["mission"] = None


def _take_off(state: State, m: State) -> None:
    """Take a mission out of play; a mission a villain covered comes back in its place."""
    i = state["missions"].index(m)
    if m["covers"] is not None:
        state["missions"][i] = m["covers"]
    else:
        del state["missions"][i]
    clear_deployed(state, m["id"])


@op("villain_replace")
def _villain_replace(state: State, cmd: Command) -> list[str]:
    """Villain Cards / Replacing Cards: the villain goes on top of the mission; heroes and any
    Sentinel move to it; the covered mission's success tokens return to the supply."""
    m = mission_in_play(state, cmd.get("mission"))
    name = clean_name(cmd.get("name"), "The villain's name", CommandError)
    villain = {
        "id": new_id(state),
        "name": name,
        "threat": int_field(cmd, "threat", 0, MAX_MISSION_THREAT),
        "villain": True,
        "story": m["story"],
        "success": 0,
        "sentinel": m["sentinel"],
        "covers": {**m, "success": 0, "done": [], "sentinel": None},
        "deck": m["deck"],
        **card_objectives(cmd),
        **villainy(cmd),
    }
    state["missions"][state["missions"].index(m)] = villain
    for h in state["heroes"]:
        if h["mission"] == m["id"]:
            h["mission"] = villain["id"]
    remember_mission(state, villain)
    resolve_drawn(state)  # a threat card that brings a villain is resolved by placing it
    return [f"{name} replaces {m['name']}, which is out of play until {name} is gone."]


@op("mission_complete")
def _mission_complete(state: State, cmd: Command) -> list[str]:
    m = mission_in_play(state, cmd.get("mission"))
    if m["sentinel"] is not None:
        raise CommandError(f"Discard {m['sentinel']['name']} before completing {m['name']}.")
    _take_off(state, m)
    state["completed"].append({"name": m["name"], "villain": m["villain"]})
    if m["villain"]:
        state["villains_available"] += 1
    events = [f"{m['name']} is complete; its heroes return to the Blackbird."]
    if m["covers"] is not None:
        events.append(f"{m['covers']['name']} is back in play.")
    return events


@op("mission_remove")
def _mission_remove(state: State, cmd: Command) -> list[str]:
    m = mission_in_play(state, cmd.get("mission"))
    _take_off(state, m)
    back = f" {m['covers']['name']} is back in play." if m["covers"] is not None else ""
    return [f"{m['name']} leaves play.{back}"]


@op("spend_villain")
def _spend_villain(state: State, cmd: Command) -> list[str]:
    if state["villains_available"] == 0:
        raise CommandError("No completed villain mission is left to spend.")
    state["villains_available"] -= 1
    return [f"A completed villain is spent at the school ({state['villains_available']} left)."]


@op("deploy")
def _deploy(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    if cmd.get("school") is not None:
        return _to_school(state, h, cmd["school"])
    target = cmd.get("mission")
    if target is None:
        h["mission"] = h["school"] = None
        return [f"{h['name']} is not on a mission."]
    if state["showdown"] is not None:
        m = showdown_mission(state, target)
        if m["success"] >= m["defeat"]:
            raise CommandError(f"{m['name']} is already defeated.")
    else:
        m = mission_in_play(state, target)
    cap = rules.mission_capacity(state, target)
    others = [x for x in rules.deployed(state, target) if x is not h]
    if cap is not None and len(others) >= cap:
        raise CommandError(f"{m['name']} already has {cap} heroes.")
    h["mission"], h["school"] = target, None
    return [f"{h['name']} deploys to {m['name']}."]


def _to_school(state: State, h: State, school: object) -> list[str]:
    """Deploying to a School Card: the hero resolves its effect at once (at the table)."""
    if state["showdown"] is not None:
        raise CommandError("The school cards are set aside in the showdown.")
    if school not in SCHOOL_CARDS:
        raise CommandError("Choose Xavier's Office, Cerebro or Danger Room.")
    h["mission"], h["school"] = None, school
    return [f"{h['name']} deploys to {school}: resolve its effect now."]


@op("deploy_deck")
def _deploy_deck(state: State, cmd: Command) -> list[str]:
    """Deploying to a Facedown Mission: the top mission of the deck flips face up and the hero
    is deployed to it (its name and icons can be set now or after, with mission_edit)."""
    h = standing_hero(state, cmd)
    if cmd.get("deck") is None:
        raise CommandError("Choose a continent deck.")
    mission = add_mission(state, {**cmd, "threat": cmd.get("threat", 0)})
    h["mission"], h["school"] = mission["id"], None
    return [
        f"{h['name']} flips the top of the {mission['deck']} deck: {mission['name']} "
        f"({mission['threat']} !); {h['name']} deploys there."
    ]
