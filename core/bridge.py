"""The JSON bridge the web worker talks to: one request string in, one response string out.

A request is ``{"id": ..., "method": "name", "params": {...}}``; the response carries the same id
and either ``"result"`` or ``"error"`` (``{"type": ..., "message": ...}``). Feature modules add
their methods to :data:`METHODS` with :func:`method`; nothing here knows about the browser.

>>> import json
>>> json.loads(handle('{"id": 1, "method": "ping", "params": {"echo": "hi"}}'))["result"]
{'pong': 'hi', 'version': '0.1.0'}
>>> json.loads(handle('{"id": 2, "method": "nope"}'))["error"]["type"]
'UnknownMethod'
"""

from __future__ import annotations

import gc
import importlib
import json
from collections.abc import Callable
from typing import Any

from core import __version__
from core.limits import text_problem

Json = Any
Handler = Callable[[dict[str, Json]], Json]

METHODS: dict[str, Handler] = {}

# Method-name prefix -> the module that registers those methods. A feature is imported on its
# first call, so booting the worker (one "ping") never pays for importing the whole engine.
FEATURES: dict[str, str] = {
    "companion.": "core.games.mutant_insurrection.companion.api",
    "companion.live.": "core.games.mutant_insurrection.companion.live_api",
    "engine.": "core.games.mutant_insurrection.engine_api",
    "bench.": "core.games.mutant_insurrection.bench_api",
    "odds.": "core.games.mutant_insurrection.odds.api",
    "table.": "core.table.api",
}


def method(name: str) -> Callable[[Handler], Handler]:
    """Register a bridge method (a function of the params dict returning JSON-able data)."""

    def register(fn: Handler) -> Handler:
        METHODS[name] = fn
        return fn

    return register


@method("ping")
def _ping(params: dict[str, Json]) -> Json:
    return {"pong": params.get("echo"), "version": __version__}


def load_feature(name: str) -> None:
    """Import the module that registers method ``name``, if one is declared (idempotent)."""
    for prefix, module in FEATURES.items():
        if name.startswith(prefix):
            importlib.import_module(module)


def preload(names: list[str]) -> None:
    """Make features ready before a memory snapshot is taken: import each one and run its
    module's ``warm()`` if it has one (the engine parses its bundled cards there), so a warm
    start's first call pays for neither.

    >>> preload(["engine."])
    >>> "engine.load" in METHODS
    True
    """
    for name in names:
        for prefix, module in FEATURES.items():
            if name.startswith(prefix):
                warm = getattr(importlib.import_module(module), "warm", None)
                if callable(warm):
                    warm()
    # Everything alive now lives as long as the interpreter: collect once and freeze it, so a
    # restored snapshot's first call does not pay for a collection over the whole heap.
    gc.collect()
    gc.freeze()


def handle(request: str) -> str:
    """Answer one JSON request; errors become data, never exceptions across the boundary."""
    req_id: Json = None
    try:
        why = text_problem(request)
        if why is not None:  # never parse a request that could exhaust the stack
            return json.dumps({"id": _peek_id(request), "error": _too_big(request, why)})
        req = json.loads(request)
        if not isinstance(req, dict):
            raise TypeError("a request must be a JSON object")
        req_id = req.get("id")
        name = req.get("method")
        params = req.get("params") or {}
        if isinstance(name, str) and name not in METHODS:
            load_feature(name)
        if not isinstance(name, str) or name not in METHODS:
            return json.dumps(
                {"id": req_id, "error": {"type": "UnknownMethod", "message": f"no method {name!r}"}}
            )
        if not isinstance(params, dict):
            raise TypeError("params must be a JSON object")
        return json.dumps({"id": req_id, "result": METHODS[name](params)})
    except Exception as exc:  # the worker must always get an answer
        return json.dumps(
            {"id": req_id, "error": {"type": type(exc).__name__, "message": str(exc)}}
        )


def _peek_id(request: str) -> Json:
    """The id of a request refused unparsed: the page puts it first (``{"id": 7, ...``)."""
    head = request[:40]
    if head.startswith('{"id":'):
        num = head[6:].split(",", 1)[0].strip()
        if num.isdigit():
            return int(num)
    return None


def _too_big(request: str, why: str) -> dict[str, str]:
    """The error for a request over the bounds: a load says LoadError, anything else
    IllegalActionError (the type of its door), with the reason in words."""
    load = '"method":"companion.load"' in request[:200] or '"method":"engine.load"' in request[:200]
    kind = "LoadError" if load else "IllegalActionError"
    return {"type": kind, "message": f"The engine refused this data. {why}"}
