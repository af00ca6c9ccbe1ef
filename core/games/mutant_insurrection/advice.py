"""The engine's own suggestions for the player deciding now (the digital game's "Suggested"
button and its one-tap spends). The engine proposes; the player confirms or chooses otherwise.

- :func:`suggest`: what the reference player (:mod:`~core.games.mutant_insurrection.planner`)
  would do; while paying, the whole spend it would make — every requirement it pays, one
  after another, and whether it then ends the attempt — as one list of actions.
- :func:`obvious_spend`: the dice that pay a requirement when there is nothing to choose
  (one die fits, or every fitting set is the same dice by colour and face).

Neither reads anything a player cannot see: the planner plays from the view and the legal
actions, never from the dice to come.

>>> from core.games.mutant_insurrection import new_game
>>> g = new_game(seed=7)
>>> s = suggest(g)
>>> s["actions"] == [s["actions"][0]] and s["actions"][0] in g.legal_actions()
True
>>> s["text"].startswith("Flip the top mission")
True
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.game import Action, Game, IllegalActionError
from core.games.mutant_insurrection.planner import Planner
from core.games.mutant_insurrection.rules.engine import Engine
from core.games.mutant_insurrection.rules.pool import legal_spends, requirements, units

Json = Any
MAX_PLAN = 24  # a spend plan never pays more requirements than a card has (a safety net)


def suggest(g: Game) -> dict[str, Json]:
    """The suggested action(s) now: ``{"actions", "text", "spend"}``; ``spend`` is true when
    the actions are a payment (several spends, maybe ending with ``"done"``). Raises
    :class:`IllegalActionError` when nothing is to be decided."""
    d = g.decision
    if d is None:
        raise IllegalActionError("there is nothing to decide now")
    first = Planner().choose(g)
    if d["kind"] != "spend" or not isinstance(first, dict):
        return {"actions": [first], "text": g.describe_action(first), "spend": False}
    trial = g.scratch()
    plan: list[Action] = []
    words: list[str] = []
    while len(plan) < MAX_PLAN and trial.decision is not None:
        if trial.decision["kind"] != "spend":
            break
        a = Planner().choose(trial)
        if isinstance(a, dict) and a.get("id") == "spend":
            words.append(trial.describe_action(a))
        elif a == "done":
            words.append("then end the attempt")
        else:
            break  # an ability: the player's own step, not part of a payment
        plan.append(a)
        trial.apply(a)
        if a == "done":
            break
    text = "; ".join(words)
    return {
        "actions": plan,
        "text": text[:1].upper() + text[1:],
        "spend": True,
        "objectives": objective_payments(g),
    }


def objective_payments(g: Game) -> list[dict[str, Json]]:
    """Each objective (and a Sentinel's) that the pool pays whole with nothing to choose:
    ``{"objective", "label", "actions"}``, its damage requirement paid with it — one tap
    for "pay objective 2" instead of one per requirement.

    >>> from core.games.mutant_insurrection import new_game
    >>> objective_payments(new_game(seed=7))     # nothing to pay outside an attempt
    []
    """
    d = g.decision
    spend = next((o for o in d["options"] if o["id"] == "spend"), None) if d else None
    if spend is None:
        return []
    groups: dict[str, list[str]] = {}
    for r in spend["reqs"]:
        key = str(r["req"])
        group = key.split("r", maxsplit=1)[0] if key.startswith("o") else "s"
        groups.setdefault(group, []).append(key)
    reqs = requirements(Engine(g.s, g.content))
    out: list[dict[str, Json]] = []
    for group, keys in groups.items():
        # dice first, damage last: nothing is suffered unless the objective is paid whole
        keys.sort(key=lambda k: reqs[k][1]["kind"] == "damage")
        trial = g.scratch()
        actions: list[Action] = []
        for k in keys:
            dice = obvious_spend(trial, k)
            if dice is None:
                break
            a = {"id": "spend", "req": k, "dice": dice}
            actions.append(a)
            trial.apply(a)
        if len(actions) < len(keys) or len(keys) < 2:
            continue  # a single requirement already pays in one tap
        hurt = sum(int(reqs[k][1]["value"]) for k in keys if reqs[k][1]["kind"] == "damage")
        head = "the Sentinel's objective" if group == "s" else f"objective {int(group[1:]) + 1}"
        out.append(
            {
                "objective": group,
                "label": f"Pay {head}" + (f", taking {hurt} damage" if hurt else ""),
                "actions": actions,
            }
        )
    return out


def obvious_spend(g: Game, req: str) -> list[int] | None:
    """The dice that pay requirement ``req`` when the choice is obvious, else ``None``: no
    dice for a damage requirement, the one fitting die, or — when several fit — the first of
    sets that are the same by colour and face (for fight: the smallest sets with the least
    left over). ``None`` also when nothing fits.

    >>> from core.games.mutant_insurrection import new_game
    >>> obvious_spend(new_game(seed=7), "o0r0") is None   # no attempt under way
    True
    """
    d = g.decision
    if d is None or d["kind"] != "spend":
        return None
    e = Engine(g.s, g.content)
    fits = [list(ds) for k, ds in legal_spends(e) if k == req]
    if not fits:
        return None
    have = units(e)
    pool = {x["id"]: x for x in e.s["att"]["pool"]}

    def looks(ds: list[int]) -> tuple[tuple[str, str, int], ...]:
        return tuple(sorted((str(pool[i]["c"]) if i in pool else "token", *have[i]) for i in ds))

    def spare(ds: list[int]) -> int:
        return sum(int(have[i][1] or 0) for i in ds)

    fewest = min(len(ds) for ds in fits)
    fits = [ds for ds in fits if len(ds) == fewest]
    least = min(spare(ds) for ds in fits)
    fits = [ds for ds in fits if spare(ds) == least]
    return fits[0] if len({looks(ds) for ds in fits}) == 1 else None
