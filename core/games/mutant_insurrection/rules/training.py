"""Training tokens (rulebook: Training Tokens): one per hero, spent as a die, never rerolled
or turned. The face each token type shows comes from the content set."""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.rules.effects import Ctx, hero_op
from core.games.mutant_insurrection.rules.engine import Engine, Task, opt, task
from core.games.mutant_insurrection.rules.golden import forbidden, hero_at

Json = Any
TYPES = ("power", "teamwork", "fight")


def train(e: Engine, hid: str, kind: str | None) -> None:
    """Take a token (any type unless ``kind``); with one already, choose which to keep."""
    e.push({"t": "train", "h": hid, "kind": kind})


@task("train")
def _train(e: Engine, t: Task) -> None:
    hid = t["h"]
    if hid not in e.in_play() or forbidden(e, "train", hero_at(e, hid)):
        return
    h = e.hero(hid)
    if t.get("kind") is None:
        options = [
            opt(f"type:{k}", f"Take a {k} training token (counts as {e.c.training_faces[k]})")
            for k in TYPES
        ]
        e.ask(
            hid,
            "train",
            f"{e.name(hid)}: which training token?",
            options,
            {"t": "train", "h": hid, "kind": "?"},
        )
        return
    kind = t["choice"][5:] if t["kind"] == "?" else t["kind"]
    old = h["training"]
    if old is None or old == kind:
        h["training"] = kind
        e.log(f"{e.name(hid)} trains {kind}.", "train", hid)
        return
    options = [
        opt(f"keep:{old}", f"Keep the {old} training token"),
        opt(f"keep:{kind}", f"Keep the new {kind} training token"),
    ]
    e.ask(
        hid,
        "keep_training",
        f"{e.name(hid)} may hold one training token.",
        options,
        {"t": "train_keep", "h": hid},
    )


@task("train_keep")
def _train_keep(e: Engine, t: Task) -> None:
    e.hero(t["h"])["training"] = t["choice"][5:]


def _can_train(e: Engine, eff: Json, hid: str) -> int:
    return 0 if forbidden(e, "train", hero_at(e, hid)) else 1


@hero_op("train", _can_train)
def _op_train(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    train(e, hid, eff.get("type"))


def _has_token(e: Engine, eff: Json, hid: str) -> int:
    return 1 if e.hero(hid)["training"] is not None else 0


@hero_op("discard_training", _has_token)
def _op_discard(e: Engine, eff: Json, ctx: Ctx, hid: str) -> None:
    if e.hero(hid)["training"] is not None:
        e.hero(hid)["training"] = None
        e.log(f"{e.name(hid)} discards a training token.", "training_lost", hid)
