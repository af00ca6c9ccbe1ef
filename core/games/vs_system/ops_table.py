"""Commands on the table and the turn: next phase, draws and card counts, mulligan, the
resource row and recruit points, the deck-out ending, the table's options."""

from __future__ import annotations

from typing import Any

from core.games.vs_system import outcome, resources, turn
from core.games.vs_system.registry import int_arg, op, player_arg, yes_no
from core.table.errors import CommandError
from core.table.words import count

State = dict[str, Any]
Cmd = dict[str, Any]


@op("advance")
def _advance(state: State, cmd: Cmd) -> list[str]:
    return turn.advance(state)


@op("draw")
def _draw(state: State, cmd: Cmd) -> list[str]:
    return turn.draw(state, player_arg(state, cmd), int_arg(cmd, "n", low=1, what="Cards to draw"))


def _adjust(state: State, cmd: Cmd, pile: str, label: str, field: str) -> list[str]:
    p = player_arg(state, cmd)
    player = state["players"][p]
    n = int_arg(cmd, "delta", low=-99, what=f"{player['name']}'s {field}")
    if player[pile] + n < 0:
        raise CommandError(f"{player['name']} has only {count(player[pile], 'card')} {label}.")
    player[pile] += n
    return [f"{player['name']}: {count(player[pile], 'card')} {label}."]


@op("hand")
def _hand(state: State, cmd: Cmd) -> list[str]:
    """Cards leave the hand (played, discarded) or join it other than by drawing."""
    return _adjust(state, cmd, "hand", "in hand", "Hand")


@op("deck")
def _deck(state: State, cmd: Cmd) -> list[str]:
    """Cards put into the deck or taken from it by an effect."""
    return _adjust(state, cmd, "deck", "in the deck", "Deck")


@op("ko_pile")
def _ko_pile(state: State, cmd: Cmd) -> list[str]:
    """Cards discarded or KO'd other than through the companion's own commands."""
    return _adjust(state, cmd, "ko_pile", "in the KO pile", "KO pile")


@op("mulligan")
def _mulligan(state: State, cmd: Cmd) -> list[str]:
    """The one mulligan of setup: the hand goes back, seven new cards come; counts stay."""
    p = player_arg(state, cmd)
    player = state["players"][p]
    if player["mulligan"]:
        raise CommandError(f"{player['name']} has already taken the one mulligan.")
    t = state["turn"]
    if t["number"] != 1 or t["phase"] != "draw":
        raise CommandError("A mulligan is taken before the game starts, not during play.")
    player["mulligan"] = True
    return [
        f"{player['name']} shuffles the hand back and draws seven new cards (and must keep them)."
    ]


@op("play_resource")
def _play_resource(state: State, cmd: Cmd) -> list[str]:
    p = player_arg(state, cmd)
    return resources.play_resource(
        state,
        p,
        cmd.get("symbols", []),
        face_up=yes_no(cmd, "face_up", "Face up"),
        extra=yes_no(cmd, "extra", "An extra resource"),
    )


@op("turn_down")
def _turn_down(state: State, cmd: Cmd) -> list[str]:
    p = player_arg(state, cmd)
    return resources.turn_down(state["players"][p], cmd.get("resource"))


@op("resource_ready")
def _resource_ready(state: State, cmd: Cmd) -> list[str]:
    p = player_arg(state, cmd)
    r = resources.find(state["players"][p], cmd.get("resource"))
    r["ready"] = yes_no(cmd, "ready", "Ready", default=True)
    return [
        f"A resource of {state['players'][p]['name']} is {'ready' if r['ready'] else 'exhausted'}."
    ]


@op("spend")
def _spend(state: State, cmd: Cmd) -> list[str]:
    p = player_arg(state, cmd)
    return resources.spend(
        state["players"][p], int_arg(cmd, "n", low=1, what="Recruit points to spend")
    )


@op("deck_out")
def _deck_out(state: State, cmd: Cmd) -> list[str]:
    return outcome.deck_out(state)


@op("option")
def _option(state: State, cmd: Cmd) -> list[str]:
    if "vitality_adds_health" not in cmd:
        raise CommandError("Which option?")
    on = bool(cmd["vitality_adds_health"])
    state["options"]["vitality_adds_health"] = on
    return [f"Vitality counters {'add' if on else 'no longer add'} 1 Health each."]
