"""Story cards (rulebook: Story Cards; Briefings; Story Missions; Story Card Example): briefings
in play with their success-token goal, and the flip of a briefing into a story mission. Story
missions themselves are missions (``mission_add`` with ``story``), with their progress.

>>> from core.games.mutant_insurrection.companion.setup import new_state
>>> s = new_state({"players": 2, "heroes": [{"name": "A"}, {"name": "B"}]})
>>> from core.games.mutant_insurrection.companion.registry import HANDLERS
>>> HANDLERS["briefing_add"](s, {"name": "Xavier's Dream", "goal": 4})
["Xavier's Dream is in play (goal: 4 success tokens)."]
"""

from __future__ import annotations

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.fields import clean_name
from core.games.mutant_insurrection.companion.ops_missions import add_mission
from core.games.mutant_insurrection.companion.registry import (
    Command,
    State,
    int_field,
    new_id,
    op,
)
from core.games.mutant_insurrection.companion.roster import MAX_DEFEAT
from core.games.mutant_insurrection.companion.rules import find


def default_goal(state: State) -> int:
    """The goal of the rulebook's example briefing, Xavier's Dream: the hero count (heroes
    who started the game) plus two. Other briefings print their own."""
    return int(state["hero_count"]) + 2


def _briefing(state: State, cmd: Command) -> State:
    return find(state["briefings"], cmd.get("briefing"), "There is no such briefing in play.")


@op("briefing_add")
def _briefing_add(state: State, cmd: Command) -> list[str]:
    if state["showdown"] is not None:
        raise CommandError("In the showdown no new story cards come into play.")
    name = clean_name(cmd.get("name"), "The briefing's name", CommandError)
    goal = default_goal(state) if cmd.get("goal") is None else int_field(cmd, "goal", 1, MAX_DEFEAT)
    state["briefings"].append({"id": new_id(state), "name": name, "goal": goal, "progress": 0})
    return [f"{name} is in play (goal: {goal} success tokens)."]


@op("briefing_progress")
def _briefing_progress(state: State, cmd: Command) -> list[str]:
    b = _briefing(state, cmd)
    count = b["progress"] + int_field(cmd, "delta", -1, 1)
    if count < 0:
        raise CommandError(f"{b['name']} has no success token.")
    if count > b["goal"]:
        raise CommandError(f"{b['name']} already has its {b['goal']} success tokens.")
    b["progress"] = count
    events = [f"{b['name']}: {count} of {b['goal']} success tokens."]
    if count == b["goal"]:
        events.append(f"{b['name']} reached its goal: resolve what the card says.")
    return events


@op("briefing_remove")
def _briefing_remove(state: State, cmd: Command) -> list[str]:
    b = _briefing(state, cmd)
    state["briefings"].remove(b)
    return [f"{b['name']} leaves play."]


@op("briefing_flip")
def _briefing_flip(state: State, cmd: Command) -> list[str]:
    """Story Card Example: a briefing flips over into a story mission next to the decks."""
    b = _briefing(state, cmd)
    mission = add_mission(
        state, {**cmd, "story": True, "deck": None, "threat": cmd.get("threat", 0)}
    )
    state["briefings"].remove(b)
    return [f"{b['name']} flips: the story mission {mission['name']} is in play."]
