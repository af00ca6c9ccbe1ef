"""Bridge methods for a session kept open in the worker (:mod:`.live`).

The page opens a save once (``companion.live.open``), then sends only commands. Every call
names the session by the page's ``key`` and says how long the page thinks its log and redo
stack are (``at``); if the worker does not hold that session in that shape (a restarted
worker, another tab's copy), the call fails with ``SessionNotOpen`` and the page opens it again.

>>> import json
>>> from core.bridge import handle
>>> from core.games.mutant_insurrection.companion.session import new_session
>>> s = new_session({"players": 2, "heroes": [{"name": "Storm"}, {"name": "Rogue"}], "seed": 1})
>>> call = lambda m, **p: json.loads(handle(json.dumps({"id": 1, "method": m, "params": p})))
>>> call("companion.live.open", key="k", data=s)["result"]["at"]
[0, 0]
>>> r = call("companion.live.tap", key="k", at=[0, 0], command={"op": "threat", "delta": 1})
>>> r["result"]["view"]["threat"]["value"], r["result"]["patch"]["log"]
(5, [0, [{'op': 'threat', 'delta': 1}]])
>>> call("companion.live.undo", key="k", at=[0, 0])["error"]["type"]
'SessionNotOpen'
>>> call("companion.live.undo", key="k", at=[1, 0])["result"]["events"]
['Undone: Threat 4 → 5.']
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from core.bridge import method
from core.games.mutant_insurrection.companion import view
from core.games.mutant_insurrection.companion.api import announcement
from core.games.mutant_insurrection.companion.errors import CompanionError
from core.games.mutant_insurrection.companion.live import LiveSession
from core.table.live import upgraded

Json = Any

# A page has one session open at a time; a few more cover tabs sharing a worker, never a leak.
MAX_OPEN = 4
OPEN: OrderedDict[str, LiveSession] = OrderedDict()


class SessionNotOpen(CompanionError):
    """The worker does not hold this session as the page knows it; the page opens it again."""


def _answer(live: LiveSession, events: list[str], announce: str | None = None) -> Json:
    return {
        "view": view.build(*live.recent()),
        "events": events,
        "announce": announce,
        "patch": live.patch,
        "at": [len(live.log), len(live.redo_stack)],
    }


def _held(params: dict[str, Json]) -> LiveSession:
    key = params.get("key")
    live = OPEN.get(key) if isinstance(key, str) else None
    if live is None or params.get("at") != [len(live.log), len(live.redo_stack)]:
        raise SessionNotOpen("The engine is not holding this session; it is opened again.")
    OPEN.move_to_end(key)  # type: ignore[arg-type]
    return live


@method("companion.live.open")
def _open(params: dict[str, Json]) -> Json:
    key = params.get("key")
    if not isinstance(key, str) or not key:
        raise CompanionError("A session key is needed.")
    live = LiveSession.open(params.get("data"))
    OPEN[key] = live
    OPEN.move_to_end(key)
    while len(OPEN) > MAX_OPEN:
        OPEN.popitem(last=False)
    answer = _answer(live, [])
    opened = live.session()
    if live.dropped is not None or upgraded(params.get("data"), opened):
        answer["session"] = opened  # the page keeps this copy from now on (its taps patch it)
    live.dropped = None  # said once: later answers carry no notice
    return answer


@method("companion.live.tap")
def _tap(params: dict[str, Json]) -> Json:
    command = params.get("command")
    if not isinstance(command, dict):
        raise CompanionError("A command is needed.")
    live = _held(params)
    before = live.state
    events = live.tap(command)
    return _answer(live, events, announcement(before, live.state, events))


@method("companion.live.undo")
def _undo(params: dict[str, Json]) -> Json:
    live = _held(params)
    return _answer(live, live.undo())


@method("companion.live.redo")
def _redo(params: dict[str, Json]) -> Json:
    live = _held(params)
    return _answer(live, live.redo())


@method("companion.live.close")
def _close(params: dict[str, Json]) -> Json:
    OPEN.pop(str(params.get("key")), None)
    return {"open": len(OPEN)}
