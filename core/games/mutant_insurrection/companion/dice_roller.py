"""The dice roller (rulebook: Roll Dice; Villainy; Training Tokens; Quick Reference: Dice Ratios).

Faces come from :mod:`core.games.mutant_insurrection.dice`; each roll carries a seed from the
browser so a replayed
session shows the same dice. Two standard rerolls are counted; rerolls from card abilities
are extra and counted apart. Rerolling dice that show villainy first asks the hero to resolve
the mission's villainy effect. A spent training token joins the results but never rerolls.

>>> pool = roll({"red": 1, "yellow": 1, "blue": 1}, seed=11)
>>> [d["color"] for d in pool["dice"]], pool["rerolls"]
(['red', 'yellow', 'blue'], 0)
>>> pool["selected"] = [0]; pool = reroll(pool, seed=5, extra=False, villainy_resolved=True)
>>> pool["rerolls"], pool["selected"]
(1, [])
"""

from __future__ import annotations

from typing import Any

from core.games.mutant_insurrection.companion.errors import CommandError
from core.games.mutant_insurrection.companion.roster import DICE_PER_COLOR, TRAINING_FIGHT_VALUE
from core.games.mutant_insurrection.dice import (
    FACES,
    SYMBOLS,
    DieColor,
    Face,
    FaceKind,
    has_face,
)
from core.rng import Rng

Pool = dict[str, Any]

STANDARD_REROLLS = 2


def _face(color: DieColor, rng: Rng) -> str:
    return str(FACES[color][rng.below(len(FACES[color]))])


def roll(counts: object, seed: int) -> Pool:
    """Roll a fresh pool: ``counts`` maps colour to how many dice (0-4 each, at least one)."""
    if not isinstance(counts, dict):
        raise CommandError("Say how many dice of each colour to roll.")
    rng = Rng(seed)
    dice = []
    for color in DieColor:
        n = counts.get(color.value, 0)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= DICE_PER_COLOR:
            raise CommandError(f"Roll 0 to {DICE_PER_COLOR} {color.value} dice.")
        dice += [{"color": color.value, "face": _face(color, rng)} for _ in range(n)]
    unknown = set(counts) - {c.value for c in DieColor}
    if unknown:
        raise CommandError(f"There is no {sorted(unknown)[0]} die.")
    if not dice:
        raise CommandError("Choose at least one die.")
    return {"dice": dice, "selected": [], "tokens": [], "rerolls": 0, "extra": 0}


def _entered_face(color: object, face: object) -> str:
    """A face the table read off a physical die, checked against that die's six faces."""
    if not isinstance(color, str) or color not in {c.value for c in DieColor}:
        raise CommandError("Say which colour each die is: red, yellow or blue.")
    try:
        parsed = Face.parse(face) if isinstance(face, str) else None
    except ValueError:
        parsed = None
    if parsed is None or not has_face(DieColor(color), parsed):
        raise CommandError(f"A {color} die has no {face} face: check the die and tap again.")
    return str(parsed)


def enter(dice: object) -> Pool:
    """A pool of physical dice: the faces the table rolled, typed in die by die, then held like
    a rolled pool (rerolls, villainy, tokens and the odds all work on it).

    >>> pool = enter([{"color": "red", "face": "fight 3"}, {"color": "blue", "face": "power"}])
    >>> [d["face"] for d in pool["dice"]], pool["physical"]
    (['fight 3', 'power'], True)
    >>> try:
    ...     enter([{"color": "yellow", "face": "fight 1"}])
    ... except CommandError as e:
    ...     print(e)
    A yellow die has no fight 1 face: check the die and tap again.
    """
    if not isinstance(dice, list) or not dice:
        raise CommandError("Tap the face each die shows, at least one die.")
    out = []
    for d in dice:
        if not isinstance(d, dict):
            raise CommandError("Tap the face each die shows.")
        out.append({"color": d.get("color"), "face": _entered_face(d.get("color"), d.get("face"))})
    for color in DieColor:
        if sum(1 for d in out if d["color"] == color.value) > DICE_PER_COLOR:
            raise CommandError(f"The box has {DICE_PER_COLOR} {color.value} dice.")
    return {"dice": out, "selected": [], "tokens": [], "rerolls": 0, "extra": 0, "physical": True}


def faces_by_color() -> list[dict[str, Any]]:
    """Each colour's distinct faces, in the die's order, for tapping in physical dice.

    >>> [f["face"] for f in faces_by_color()[1]["faces"]]
    ['villainy', 'teamwork', 'power', 'fight 2']
    """
    out = []
    for color in DieColor:
        seen = list(dict.fromkeys(str(f) for f in FACES[color]))
        out.append(
            {
                "color": color.value,
                "faces": [{"face": f, "label": label(f), **_drawn(f)} for f in seen],
            }
        )
    return out


def toggle(pool: Pool, index: object) -> Pool:
    """Select or unselect one die for the next reroll."""
    if not isinstance(index, int) or not 0 <= index < len(pool["dice"]):
        raise CommandError("There is no such die.")
    chosen = set(pool["selected"])
    chosen ^= {index}
    return {**pool, "selected": sorted(chosen)}


def selected_villainy(pool: Pool) -> int:
    """How many selected dice show villainy (the hero resolves villainy before rerolling them)."""
    return sum(1 for i in pool["selected"] if pool["dice"][i]["face"] == FaceKind.VILLAINY.value)


def reroll(
    pool: Pool, seed: int, extra: bool, villainy_resolved: bool, faces: object = None
) -> Pool:
    """Reroll the selected dice; a standard reroll fails once both are used. ``faces``: what
    the table's physical dice show after the reroll, one per selected die in order (instead of
    rolling them here); a pool of physical dice needs them."""
    if not pool["selected"]:
        raise CommandError("Select the dice to reroll first.")
    if not extra and pool["rerolls"] >= STANDARD_REROLLS:
        raise CommandError("Both standard rerolls are used; only a card ability rerolls now.")
    if selected_villainy(pool) and not villainy_resolved:
        raise CommandError("Resolve the mission's villainy effect before rerolling villainy.")
    if faces is None and pool.get("physical"):
        raise CommandError("These are the table's dice: tap the face each rerolled die shows.")
    if faces is not None and (not isinstance(faces, list) or len(faces) != len(pool["selected"])):
        raise CommandError("Tap the new face of every rerolled die.")
    rng = Rng(seed)
    dice = [dict(d) for d in pool["dice"]]
    for k, i in enumerate(pool["selected"]):
        color = dice[i]["color"]
        dice[i]["face"] = (
            _face(DieColor(color), rng) if faces is None else _entered_face(color, faces[k])
        )
    return {
        **pool,
        "dice": dice,
        "selected": [],
        "rerolls": pool["rerolls"] + (0 if extra else 1),
        "extra": pool["extra"] + (1 if extra else 0),
    }


def token_face(token_type: str) -> Face:
    """The result a training token counts as (a fight token counts :data:`TRAINING_FIGHT_VALUE`)."""
    kind = FaceKind(token_type)
    return Face(kind, TRAINING_FIGHT_VALUE if kind is FaceKind.FIGHT else 0)


def add_token(pool: Pool, hero_id: int, hero_name: str, token_type: str) -> Pool:
    face = token_face(token_type)
    token = {"hero": hero_id, "name": hero_name, "face": str(face)}
    return {**pool, "tokens": [*pool["tokens"], token]}


def _drawn(face_text: str) -> dict[str, Any]:
    """What a screen needs to draw a face: its kind, its value (fight only) and its symbol.

    >>> d = _drawn("fight 2")
    >>> d["kind"], d["value"], _drawn("power")["value"]
    ('fight', 2, 0)
    """
    face = Face.parse(face_text)
    return {"kind": face.kind.value, "value": face.value, "symbol": SYMBOLS[face.kind]}


def label(face_text: str) -> str:
    """A face with its symbol and words, so colour is never the only signal.

    >>> label("fight 3").endswith(" fight 3"), label("villainy").endswith(" villainy")
    (True, True)
    """
    face = Face.parse(face_text)
    return f"{SYMBOLS[face.kind]} {face}"


def summary(pool: Pool) -> dict[str, int]:
    """Results by kind, tokens included; ``fight`` is the total fight value.

    >>> summary({"dice": [{"face": "fight 2"}, {"face": "power"}], "tokens": [{"face": "fight 1"}]})
    {'villainy': 0, 'teamwork': 0, 'power': 1, 'fight': 3}
    """
    out = {k.value: 0 for k in FaceKind}
    for item in [*pool["dice"], *pool["tokens"]]:
        face = Face.parse(item["face"])
        out[face.kind.value] += face.value if face.kind is FaceKind.FIGHT else 1
    return out


def view(pool: Pool | None) -> dict[str, Any] | None:
    """What the screen shows of a pool: each die with its symbol and words, the reroll
    counts and the villainy prompt. ``None`` before the first roll.

    >>> v = view(roll({"blue": 2}, seed=1))
    >>> v["reroll_label"], v["can_reroll"], [d["color"] for d in v["dice"]]
    ('Reroll selected dice (2 of 2 left)', False, ['blue', 'blue'])
    """
    if pool is None:
        return None
    used = pool["rerolls"]
    villainy = selected_villainy(pool)
    left = max(0, STANDARD_REROLLS - used)
    chosen = len(pool["selected"])
    picked = f"{chosen} {'die' if chosen == 1 else 'dice'}" if chosen else "selected dice"
    return {
        "physical": bool(pool.get("physical")),
        "dice": [
            {
                "index": i,
                "color": d["color"],
                "face": d["face"],
                **_drawn(d["face"]),
                "label": label(d["face"]),
                "selected": i in pool["selected"],
            }
            for i, d in enumerate(pool["dice"])
        ],
        "tokens": [{**t, "label": label(t["face"]), **_drawn(t["face"])} for t in pool["tokens"]],
        "selected": len(pool["selected"]),
        "rerolls_used": used,
        "rerolls_left": left,
        "reroll_label": (
            f"Reroll {picked} ({left} of {STANDARD_REROLLS} left)"
            if left
            else "Both standard rerolls used"
        ),
        "extra_used": pool["extra"],
        "can_reroll": bool(pool["selected"]) and used < STANDARD_REROLLS,
        "can_extra": bool(pool["selected"]),
        "villainy_prompt": (
            f"{villainy} selected {'die shows' if villainy == 1 else 'dice show'} villainy. "
            "If the mission (or its Sentinel) has a villainy effect, resolve it now, "
            "before this reroll. No effect? Reroll freely."
        )
        if villainy
        else None,
        "summary": summary(pool),
        "summary_text": " · ".join(
            f"{SYMBOLS[FaceKind(kind)]} {kind} {n}" for kind, n in summary(pool).items()
        ),
    }
