"""Hero commands (rulebook: Damage; Being Knocked Out; Regroup Phase; Training Tokens; Mutants;
Ready & Exhausted; Bonds; Attempting Missions, Step 1).

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "Storm", "health": 1}, {"name": "B"}]})
>>> suffer(s, s["heroes"][0], 1)
['Storm takes 1 damage (1 of 1).', 'Storm is knocked out: threat +1 (now 5).']
"""

from __future__ import annotations

from core.games.mutant_insurrection.companion import rules
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.fields import clean_health, clean_name
from core.games.mutant_insurrection.companion.hero_facts import facts
from core.games.mutant_insurrection.companion.ops_threat import raise_threat
from core.games.mutant_insurrection.companion.registry import (
    Command,
    State,
    int_field,
    lose,
    new_id,
    op,
    standing_hero,
)
from core.games.mutant_insurrection.companion.roster import MAX_BONDS, TRAINING_TYPES
from core.games.mutant_insurrection.companion.rules import bonds_of, hero
from core.games.mutant_insurrection.companion.setup import make_hero


def knock_out(state: State, h: State) -> list[str]:
    """Being Knocked Out: the hero leaves for good; +1 threat unless the showdown has started."""
    h["out"] = True
    h["mission"] = h["school"] = None
    h["training"] = None
    h["mutant"] = None
    h["mutant_exhausted"] = False
    h["assisted"] = h["active"] = False
    state["bonds"] = [b for b in state["bonds"] if h["id"] not in (b["a"], b["b"])]
    if state["showdown"] is not None:
        events = [f"{h['name']} is knocked out (no threat in the showdown)."]
        if not rules.standing(state):
            reason = "Every hero in the showdown is knocked out: the heroes lose."
            lose(state, reason, cause="knocked_out")
            blow = rules.winning_blow(state)
            if blow is not None:  # Clarifications, Showdowns: that damage may still win
                reason += (
                    f" Unless that damage completed the last objective {blow['name']} needed:"
                    " then it is a win, record its success token."
                )
                state["outcome"]["reason"] = reason
            events.append(reason)
        return events
    extra = raise_threat(state, 1)
    events = [f"{h['name']} is knocked out: threat +1 (now {state['threat']}).", *extra]
    if state["outcome"] is None:
        events += check_replacements(state)
    return events


def check_replacements(state: State) -> list[str]:
    """At regroup a knocked-out hero must be replaced; with the box empty the heroes lose."""
    if rules.replacements_due(state) and rules.heroes_unused(state) == 0:
        return [lose(state, "A hero is knocked out and no unused hero is left: the heroes lose.")]
    return []


def suffer(state: State, h: State, amount: int) -> list[str]:
    h["damage"] += amount
    events = [f"{h['name']} takes {amount} damage ({h['damage']} of {h['health']})."]
    if h["damage"] >= h["health"]:
        events += knock_out(state, h)
    return events


@op("damage")
def _damage(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    delta = int_field(cmd, "delta", -h["health"], h["health"])
    if delta >= 0:
        return suffer(state, h, delta)
    if h["damage"] == 0:
        raise CommandError(f"{h['name']} has no damage to heal.")
    healed = min(-delta, h["damage"])
    h["damage"] -= healed
    return [f"{h['name']} heals {healed} ({h['damage']} of {h['health']})."]


@op("replace")
def _replace(state: State, cmd: Command) -> list[str]:
    old = hero(state, cmd.get("hero"))
    if old not in rules.replacements_due(state):
        raise CommandError(
            "A new hero is chosen for a knocked-out one in the regroup phase, before the showdown."
        )
    if rules.heroes_unused(state) == 0:
        raise CommandError("Every hero in the box has been used.")
    name = clean_name(cmd.get("name"), "The new hero's name", CommandError)
    if name.casefold() in rules.names_used(state):
        raise CommandError(f"{name} was already used this game.")
    health = clean_health(cmd.get("health"), CommandError)
    new = make_hero(new_id(state), old["seat"], name, health, facts(cmd, CommandError))
    state["heroes"].append(new)
    state["seats"][old["seat"]] = new["id"]
    # another knocked-out hero may still wait, with this one the last unused in the box
    return [f"{name} joins the team in place of {old['name']}.", *check_replacements(state)]


@op("health")
def _health(state: State, cmd: Command) -> list[str]:
    """Correct a health value typed in wrong at setup (never below the damage already taken)."""
    h = standing_hero(state, cmd)
    health = clean_health(cmd.get("health"), CommandError)
    if health <= h["damage"]:
        raise CommandError(f"{h['name']} already has {h['damage']} damage; add damage instead.")
    h["health"] = health
    return [f"{h['name']}'s health is now {health}."]


@op("hero_facts")
def _hero_facts(state: State, cmd: Command) -> list[str]:
    """Set or correct what the table knows of a hero's cards; only the fields sent change."""
    h = hero(state, cmd.get("hero"))
    given = {k: v for k, v in facts(cmd, CommandError).items() if k in cmd}
    if not given:
        raise CommandError("Send the dice, the assist dice or the note to change.")
    h.update(given)
    said = {"dice": "power-card dice", "assist_dice": "assist dice", "note": "note"}
    return [f"{h['name']}'s {' and '.join(said[k] for k in given)} updated."]


@op("training")
def _training(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    kind = cmd.get("type")
    if kind is not None and kind not in TRAINING_TYPES:
        raise CommandError("A training token is fight, power or teamwork.")
    h["training"] = kind
    return [f"{h['name']} trains {kind}." if kind else f"{h['name']} has no training token."]


@op("mutant")
def _mutant(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    raw = cmd.get("name")
    if raw is None:
        if h["mutant"] is None:
            raise CommandError(f"{h['name']} has no mutant.")
        gone, h["mutant"], h["mutant_exhausted"] = h["mutant"], None, False
        return [f"{h['name']} leaves {gone} at the school."]
    name = clean_name(raw, "The mutant's name", CommandError)
    h["mutant"], h["mutant_exhausted"] = name, False
    return [f"{h['name']} now has the mutant {name}."]


@op("mutant_exhaust")
def _mutant_exhaust(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    if h["mutant"] is None:
        raise CommandError(f"{h['name']} has no mutant.")
    h["mutant_exhausted"] = not h["mutant_exhausted"]
    return [f"{h['mutant']} is {'exhausted' if h['mutant_exhausted'] else 'ready'}."]


@op("assist")
def _assist(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    h["assisted"] = not h["assisted"]
    return [f"{h['name']} {'has assisted' if h['assisted'] else 'has not assisted'} this round."]


@op("active")
def _active(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    h["active"] = not h["active"]
    pool = state["dice"]
    if h["active"] and pool is not None and pool.get("hero") not in (None, h["id"]):
        state["dice"] = None  # the last attempt's dice: a new active hero rolls their own
    return [f"{h['name']} {'has been' if h['active'] else 'has not been'} active this round."]


def _bond(state: State, a: int, b: int) -> State:
    bonds: list[State] = state["bonds"]
    for bond in bonds:
        if {bond["a"], bond["b"]} == {a, b}:
            return bond
    raise CommandError("These heroes share no bond.")


@op("bond")
def _bond_form(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    other = standing_hero(state, cmd, "other")
    if h is other:
        raise CommandError("A bond is always with another hero.")
    if any({b["a"], b["b"]} == {h["id"], other["id"]} for b in state["bonds"]):
        raise CommandError(f"{h['name']} and {other['name']} already share a bond.")
    for x in (h, other):
        if len(bonds_of(state, x["id"])) >= MAX_BONDS:
            raise CommandError(f"{x['name']} already has two bonds.")
    positive = bool(cmd.get("positive", True))
    state["bonds"].append({"a": h["id"], "b": other["id"], "positive": positive, "exhausted": []})
    side = "positive" if positive else "negative"
    return [f"{h['name']} and {other['name']} share a {side} bond."]


@op("bond_flip")
def _bond_flip(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    other = hero(state, cmd.get("other"))
    bond = _bond(state, h["id"], other["id"])
    bond["positive"] = not bond["positive"]
    side = "positive" if bond["positive"] else "negative"
    return [f"The bond of {h['name']} and {other['name']} flips to {side} on both cards."]


@op("bond_exhaust")
def _bond_exhaust(state: State, cmd: Command) -> list[str]:
    """Ready & Exhausted: each hero's own bond card turns; the regroup readies them all."""
    h = standing_hero(state, cmd)
    other = hero(state, cmd.get("other"))
    tired: list[int] = _bond(state, h["id"], other["id"])["exhausted"]
    if h["id"] in tired:
        tired.remove(h["id"])
        return [f"{h['name']}'s bond card with {other['name']} is ready."]
    tired.append(h["id"])
    return [f"{h['name']} exhausts the bond card shared with {other['name']}."]


@op("bond_discard")
def _bond_discard(state: State, cmd: Command) -> list[str]:
    h = standing_hero(state, cmd)
    other = hero(state, cmd.get("other"))
    state["bonds"].remove(_bond(state, h["id"], other["id"]))
    return [f"{h['name']} and {other['name']} discard their bond."]
