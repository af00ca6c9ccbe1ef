"""The round and the showdown (rulebook: Playing the Game; Regroup Phase; Showdowns).

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
>>> from core.games.mutant_insurrection.companion.registry import HANDLERS
>>> HANDLERS["next_phase"](s, {}), s["phase"]
(['Round 1: the deploy phase starts.'], 'deploy')
"""

from __future__ import annotations

from core.games.mutant_insurrection.companion import checklist, rules
from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.ops_heroes import check_replacements, suffer
from core.games.mutant_insurrection.companion.ops_missions import clear_deployed
from core.games.mutant_insurrection.companion.plots import clean_showdown
from core.games.mutant_insurrection.companion.registry import (
    Command,
    State,
    add_success,
    lose,
    new_id,
    op,
    showdown_mission,
    tick,
)


@op("check")
def _check(state: State, cmd: Command) -> list[str]:
    """Tick or untick a step of the current phase's checklist (the history names the step)."""
    step = cmd.get("step")
    found = [st for st in checklist.steps(state) if st["id"] == step]
    if not found:
        raise CommandError("That step is not on this phase's checklist.")
    if step in state["done"]:
        state["done"].remove(step)
        return [f"Unticked: {found[0]['text']}"]
    state["done"].append(step)
    return [f"Ticked: {found[0]['text']}"]


@op("next_phase")
def _next_phase(state: State, cmd: Command) -> list[str]:
    phase = state["phase"]
    due = rules.replacements_due(state)
    if due:
        raise CommandError(f"Choose a new hero for {due[0]['name']} first.")
    state["done"] = []
    if state["dice"] is not None and state["dice"].get("hero") is not None:
        state["dice"] = None  # that attempt is over (a pool rolled by hand is left alone)
    if phase in ("setup", "regroup"):
        state["round"] += 1
        state["phase"] = "deploy"
        for h in state["heroes"]:
            h["assisted"] = h["active"] = False
        return [f"Round {state['round']}: the deploy phase starts."]
    state["phase"] = rules.PHASES[rules.PHASES.index(phase) + 1]
    events = [f"Round {state['round']}: the {state['phase']} phase starts."]
    if state["phase"] == "threat" and state["showdown"] is None:
        # after their outcomes, every hero marker is back on the Blackbird
        for h in state["heroes"]:
            h["mission"] = None
    if state["phase"] == "regroup":
        for h in state["heroes"]:
            h["mutant_exhausted"] = False
            h["school"] = None  # heroes on school cards return to the Blackbird
        for bond in state["bonds"]:
            bond["exhausted"] = []
        tick(state, "ready")
        events += check_replacements(state)
    return events


@op("showdown_start")
def _showdown_start(state: State, cmd: Command) -> list[str]:
    if state["showdown"] is not None:
        raise CommandError("The showdown has already started.")
    missions = [
        {"id": new_id(state), **m, "success": 0}
        for m in clean_showdown(cmd.get("missions"), CommandError)
    ]
    # the briefing that started the showdown stays in play: the one the table names, or, when
    # it names none, every briefing in play (reading "briefing-at-the-showdown"; the table
    # removes any other with a tap)
    if "keep" in cmd:
        state["briefings"] = [b for b in state["briefings"] if b["id"] == cmd["keep"]]
    # continent decks, school, Sentinels and other story cards are set aside for good
    state["missions"] = []
    for h in state["heroes"]:
        h["mission"] = h["school"] = None
    state["showdown"] = {"missions": missions}
    state["round"] += 1
    state["phase"] = "deploy"
    state["done"] = []
    events = [f"Showdown! Round {state['round']}: deploy to a showdown mission."]
    if not rules.standing(state):
        # knocked-out heroes are not replaced before the showdown (Assembling the Showdown)
        events.append(lose(state, "No hero is left standing for the showdown: the heroes lose."))
    return events


@op("showdown_success")
def _showdown_success(state: State, cmd: Command) -> list[str]:
    m = showdown_mission(state, cmd.get("mission"))
    count = add_success(m, cmd, m["defeat"])
    events = [f"{m['name']}: {count} of {m['defeat']} success tokens."]
    if count == m["defeat"]:
        events.append(f"{m['name']} is defeated.")
        clear_deployed(state, m["id"])
        if all(x["success"] >= x["defeat"] for x in state["showdown"]["missions"]):
            state["outcome"] = {
                "result": "win",
                "reason": "Every showdown mission is defeated: the X-Men win!",
            }
            events.append(state["outcome"]["reason"])
    return events


@op("showdown_attack")
def _showdown_attack(state: State, cmd: Command) -> list[str]:
    if state["showdown"] is None or state["phase"] != "threat":
        raise CommandError("The showdown attacks in its threat phase.")
    if "attack" in state["done"]:
        raise CommandError("The showdown already attacked this phase.")
    tick(state, "attack")
    amount = rules.showdown_attack(state)
    events = [f"The showdown attacks: {amount} damage to every hero."]
    for h in rules.standing(state):
        if amount and state["outcome"] is None:
            events += suffer(state, h, amount)
    return events
