"""Everything a screen draws, worked out here: each character's current stats and Health, the
resource row with recruit points and symbols, hand and deck with the deck-out warning, the
phase, the attack legality answers, the proposed combat's result, warnings and the result.

>>> from core.games.vs_system.setup import new_state
>>> s = new_state({"first": 1, "players": [
...     {"name": "Ana", "main": {"name": "Loki", "levels": [{"health": 6, "atk": 1, "def": 6}]}},
...     {"name": "Ben", "main": {"name": "Thor", "levels": [{"health": 7, "atk": 3, "def": 4}]}}]})
>>> v = view(s)
>>> v["turn"]["active"], v["turn"]["phase"], v["players"][0]["chars"][0]["atk"]
(['Ben'], 'Draw Phase', 1)
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters, combat, legality, turn
from core.games.vs_system.formats import FORMATS
from core.games.vs_system.keywords import KEYWORDS
from core.games.vs_system.library import TEAM_GLOSSARY
from core.games.vs_system.ops_characters import uniqueness_warnings
from core.games.vs_system.resources import SYMBOLS, recruit_points_now, symbols_available
from core.games.vs_system.stats import stats

State = dict[str, Any]


def _char(state: State, c: dict[str, Any]) -> dict[str, Any]:
    atk, dfn = stats(c)
    out = {
        "id": c["id"],
        "name": c["name"],
        "main": bool(c.get("main")),
        "machine": bool(c.get("machine")),
        "row": c["row"],
        "face": c["face"],
        "ready": c["ready"],
        "ko": c["ko"],
        "atk": atk,
        "def": dfn,
        "health": characters.current_health(state, c),
        "wounds": c["wounds"],
        "plus": c["plus"],
        "minus": c["minus"],
        "other": dict(c["other"]),
        "equipment": c["equipment"],
        "keywords": list(c["keywords"]),
        "teams": list(c["teams"]),
        "modifiers": [dict(m) for m in c["modifiers"]],
        "powers_used": {k: list(v) for k, v in c["powers"].items()},
    }
    if c.get("main"):
        out.update(
            level=c["level"],
            xp=c["xp"],
            xp_needed=characters.next_threshold(c),
            levels=len(c["levels"]),
            down_xp=c["down_xp"],
            down_xp_needed=c["levels"][c["level"] - 1].get("level_down"),
        )
    return out


def _player(state: State, i: int, p: dict[str, Any]) -> dict[str, Any]:
    warnings = []
    if not p["out"] and p["deck"] <= turn.DECK_WARNING:
        warnings.append(
            "The deck is empty: draws are skipped."
            if p["deck"] == 0
            else f"Only {p['deck']} cards left in the deck."
        )
    return {
        "index": i,
        "name": p["name"],
        "team": p["team"],
        "out": p["out"],
        "hand": p["hand"],
        "deck": p["deck"],
        "ko_pile": p["ko_pile"],
        "mulligan": p["mulligan"],
        "chars": [_char(state, c) for c in p["chars"]],
        "resources": [dict(r) for r in p["resources"]],
        "resource_played": p["resource_played"],
        "recruit_points": p["recruit_points"],
        "recruit_points_now": recruit_points_now(p["resources"]),
        "symbols": symbols_available(p["resources"]),
        "warnings": warnings,
    }


def view(state: State) -> dict[str, Any]:
    """The whole table for the screen."""
    fmt = FORMATS[state["format"]]
    return {
        "format": {"id": fmt.id, "name": fmt.name, "summary": fmt.summary, "section": fmt.section},
        "options": dict(state["options"]),
        "turn": {
            "number": state["turn"]["number"],
            "phase": turn.phase_name(state),
            "phase_id": state["turn"]["phase"],
            "active": [state["players"][p]["name"] for p in turn.active_players(state)],
        },
        "players": [_player(state, i, p) for i, p in enumerate(state["players"])],
        "attacks": [] if state["result"] else legality.legal_attacks(state),
        "combat": {"proposal": dict(state["combat"]), "result": combat.calculate(state)}
        if state["combat"]
        else None,
        "warnings": uniqueness_warnings(state),
        "result": state["result"],
        "characters": [dict(c) for c in state["characters"]],
        "choices": {
            "keywords": {k: kw.name for k, kw in KEYWORDS.items()},
            "symbols": list(SYMBOLS),
            "teams": list(TEAM_GLOSSARY),
        },
    }


def moment(state: State) -> str:
    """Where a change happened, for the history: "Turn 3 · Ana · Main Phase"."""
    names = " & ".join(state["players"][p]["name"] for p in turn.active_players(state))
    return f"Turn {state['turn']['number']} · {names} · {turn.phase_name(state)}"
