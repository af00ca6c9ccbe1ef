"""Winning and losing (rules: Ending the Game; Running Out Of Cards; Alternative Formats).

A side is still in while one of its players has a Main Character that is not KO'd. When only
one team is left it wins; when the last Main Characters of every remaining side are KO'd at
the same moment, the team whose turn it is wins. In games of three or more a player whose last
Main Character is KO'd is out and their cards leave the game, except in 2-Headed Teammates,
where that player plays on beside their teammate. When every deck is empty and nobody will
attack, the fewest wounds on a Main Character wins, and a tie is a draw between the tied.

>>> s = {"players": [{"name": "Ana", "team": 0, "out": False, "chars": [
...          {"main": True, "ko": True, "wounds": 6}], "resources": []},
...      {"name": "Ben", "team": 1, "out": False, "chars": [
...          {"main": True, "ko": True, "wounds": 7}], "resources": []}],
...      "seats": [[0], [1]], "turn": {"seat": 1}, "format": "standard", "result": None,
...      "combat": None}
>>> settle(s)[0], s["result"]["winners"]
("Both last Main Characters were KO'd at once: Ben, whose turn it is, wins.", [1])
"""

from __future__ import annotations

from typing import Any

from core.table.errors import CommandError
from core.table.words import agree

State = dict[str, Any]


def in_play_mains(player: dict[str, Any]) -> list[dict[str, Any]]:
    """The player's Main Characters that are not KO'd."""
    return [c for c in player["chars"] if c.get("main") and not c["ko"]]


def _standing_teams(state: State) -> set[int]:
    return {p["team"] for p in state["players"] if in_play_mains(p)}


def _active_team(state: State) -> int:
    seat = state["turn"]["seat"]
    return int(state["players"][state["seats"][seat][0]]["team"])


def _names(state: State, team: int) -> list[int]:
    return [i for i, p in enumerate(state["players"]) if p["team"] == team]


def _said(state: State, players: list[int]) -> str:
    return " and ".join(state["players"][i]["name"] for i in players)


def settle(state: State) -> list[str]:
    """After any change: put out the players who lost their last Main Character, then end the
    game if only one side is left (or none, at once)."""
    if state["result"]:
        return []
    events = []
    shared_rows = state["format"] == "two-headed"
    many = len(state["players"]) > 2
    for p in state["players"]:
        if p["out"] or in_play_mains(p) or shared_rows:
            continue
        if many:
            p["out"] = True
            p["chars"] = [c for c in p["chars"] if c.get("main")]  # the rest leave the game
            p["resources"] = []
            events.append(
                f"{p['name']} has no Main Character left: they are out, and all "
                "their cards leave the game."
            )
    teams = {p["team"] for p in state["players"]}
    standing = _standing_teams(state)
    if len(teams) > 1 and len(standing) == 1:
        team = standing.pop()
        winners = _names(state, team)
        verb = "wins" if len(winners) == 1 else "win"
        reason = f"{_said(state, winners)} {verb}: every enemy Main Character is KO'd."
        state["result"] = {"winners": winners, "draw": False, "reason": reason}
        events.append(state["result"]["reason"])
    elif not standing:
        team = _active_team(state)
        winners = _names(state, team)
        reason = (
            f"Both last Main Characters were KO'd at once: {_said(state, winners)}, whose "
            "turn it is, wins."
        )
        state["result"] = {"winners": winners, "draw": False, "reason": reason}
        events.append(reason)
    if state["result"]:
        state["combat"] = None
    return events


def start_of_turn(state: State) -> list[str]:
    """At the start of a turn a player with no Main Character in play loses; with KOs that has
    already been settled, so this only re-checks."""
    return settle(state)


def deck_out(state: State) -> list[str]:
    """The table agrees that every deck is empty and nobody will attack: fewest wounds on a
    Main Character wins (added up over a player's Main Characters still in play)."""
    if state["result"]:
        raise CommandError("The game is already over.")
    left = [i for i, p in enumerate(state["players"]) if not p["out"] and in_play_mains(p)]
    decks = [state["players"][i]["name"] for i in left if state["players"][i]["deck"] > 0]
    if decks:
        raise CommandError(f"Not every deck is empty yet ({', '.join(decks)} can still draw).")
    wounds = {i: sum(c["wounds"] for c in in_play_mains(state["players"][i])) for i in left}
    best = min(wounds.values())
    tied = [i for i in left if wounds[i] == best]
    teams = sorted({state["players"][i]["team"] for i in tied})
    winners = [i for t in teams for i in _names(state, t)]
    if len(teams) == 1:
        reason = (
            f"Every deck is empty and nobody attacks: {_said(state, tied)} has the fewest "
            f"wounds on a Main Character ({best}) and {_said(state, winners)} "
            f"{agree(winners, 'wins', 'win')}."
        )
    else:
        reason = (
            f"Every deck is empty and nobody attacks: {_said(state, tied)} tie on {best} "
            "wounds, so the game is a draw between them."
        )
    state["result"] = {"winners": winners, "draw": len(teams) > 1, "reason": reason}
    state["combat"] = None
    return [reason]
