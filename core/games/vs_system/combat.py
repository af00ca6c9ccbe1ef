"""The combat calculator (rules: Combat Step; Combat Resolution: Ferocious Resolution and
Normal Resolution; Stunned Characters; Keyword Glossary).

A combat is proposed (attackers, one defender and, for a team attack, the attacker the defender
strikes back at), then worked out here from the characters' current stats, then applied in
one command. What the calculator decides:

- Only a character with at least 1 ATK strikes. An attack from the back row is ranged: the
  defender strikes back only if it has Range. A character with Flight cannot strike one with
  Air Superiority; an Acrobatic character is struck as if its DEF were doubled.
- With Ferocious characters on only one side, or on both sides of a team attack but not all,
  the Ferocious ones strike first, in a step of their own. A character stunned in that step
  takes no further part; the others strike in the normal step, where the attackers' total
  also counts the ATK of the Ferocious attackers that struck first and are still standing.
  When everyone is Ferocious (or nobody) there is one simultaneous step.
- Solo: the attacker's ATK against the defender's DEF and the defender's ATK against the
  attacker's DEF. Team: the attackers' total ATK against the defender's DEF; the defender
  strikes one attacker of its player's choice. ATK at least DEF stuns.

>>> from core.games.vs_system.stats import stats
>>> def ch(i, atk, dfn, **kw):
...     return {"id": i, "name": i, "base": {"atk": atk, "def": dfn, "health": 3}, "plus": 0,
...             "minus": 0, "other": {}, "modifiers": [], "row": "front", "face": "up",
...             "keywords": kw.get("keywords", []), "wounds": 0}
>>> r = work_out([ch("a", 2, 2), ch("b", 2, 2), ch("c", 2, 2)], ch("D", 6, 6), target="a")
>>> r["stunned"], r["steps"][0]["strikes"][0]["atk"]
(['D', 'a'], 6)
"""

from __future__ import annotations

from typing import Any

from core.games.vs_system import characters, legality, outcome
from core.games.vs_system.stats import stats, striking_atk
from core.table.errors import CommandError
from core.table.words import agree

State = dict[str, Any]
Char = dict[str, Any]

FEROCIOUS_STEP = "Ferocious Resolution"
NORMAL_STEP = "Normal Resolution"


def _has(c: Char, kw: str) -> bool:
    return kw in c["keywords"]


def _can_strike(by: Char, at: Char) -> bool:
    return striking_atk(by) >= 1 and not (_has(by, "flight") and _has(at, "air_superiority"))


def struck_def(c: Char) -> int:
    """The DEF a strike is compared with (Acrobatic doubles it in combat)."""
    dfn = stats(c)[1]
    return dfn * 2 if _has(c, "acrobatic") else dfn


def strike_back_choices(attackers: list[Char], defender: Char) -> list[str]:
    """The attackers the defender could strike (not those it cannot strike at all)."""
    return [a["id"] for a in attackers if _can_strike(defender, a)]


def work_out(attackers: list[Char], defender: Char, *, target: str | None) -> dict[str, Any]:
    """Who strikes in which step and who is stunned; changes nothing.

    ``target`` is the attacker the defender strikes back at (a solo attack needs none).
    """
    ranged = attackers[0]["row"] == "back"
    team = len(attackers) > 1
    everyone = [*attackers, defender]
    ferocious = [c for c in everyone if _has(c, "ferocious")]
    split = bool(ferocious) and len(ferocious) < len(everyone)
    if not team:
        target = attackers[0]["id"]
    hit = next((a for a in attackers if a["id"] == target), None)
    d_strikes = (
        hit is not None and _can_strike(defender, hit) and (not ranged or _has(defender, "range"))
    )
    stunned: list[str] = []
    steps: list[dict[str, Any]] = []

    def step(name: str, strikers: list[Char], carried: list[Char], d_now: bool) -> None:
        strikes = []
        if strikers:
            total = sum(striking_atk(a) for a in [*strikers, *carried])
            need = struck_def(defender)
            strikes.append(
                {
                    "by": [a["id"] for a in [*strikers, *carried]],
                    "at": defender["id"],
                    "atk": total,
                    "def": need,
                    "stuns": total >= need,
                    "lethal": any(_has(a, "lethal") for a in [*strikers, *carried]),
                }
            )
        if d_now and hit is not None:
            atk, need = striking_atk(defender), struck_def(hit)
            strikes.append(
                {
                    "by": [defender["id"]],
                    "at": hit["id"],
                    "atk": atk,
                    "def": need,
                    "stuns": atk >= need,
                    "lethal": _has(defender, "lethal"),
                }
            )
        for s in strikes:  # simultaneous: mark the stuns after every strike is compared
            if s["stuns"]:
                stunned.append(s["at"])
        if strikes:
            steps.append({"name": name, "strikes": strikes})

    can_hit = [a for a in attackers if _can_strike(a, defender)]
    if not split:
        step(FEROCIOUS_STEP if ferocious else NORMAL_STEP, can_hit, [], d_strikes)
    else:
        first = [a for a in can_hit if _has(a, "ferocious")]
        d_first = _has(defender, "ferocious") and d_strikes
        step(FEROCIOUS_STEP, first, [], d_first)
        if defender["id"] not in stunned and any(a["id"] not in stunned for a in attackers):
            later = [a for a in can_hit if not _has(a, "ferocious") and a["id"] not in stunned]
            carried = [a for a in first if a["id"] not in stunned] if later else []
            d_later = d_strikes and not d_first and hit is not None and hit["id"] not in stunned
            step(NORMAL_STEP, later, carried, d_later)
    lethal = {s["at"] for st in steps for s in st["strikes"] if s["stuns"] and s["lethal"]}
    return {
        "kind": "team" if team else "solo",
        "ranged": ranged,
        "steps": steps,
        "stunned": stunned,
        "lethal": sorted(lethal),
    }


def _in_combat(state: State, cid: str) -> Char | None:
    """A combatant still in the combat: in play and face up (a character stunned by an effect
    during the combat leaves it)."""
    for p in state["players"]:
        for c in p["chars"]:
            if c["id"] == cid and not c["ko"] and c["face"] == "up":
                return c  # type: ignore[no-any-return]
    return None


def _combatants(state: State, proposal: dict[str, Any]) -> tuple[list[Char], Char | None]:
    attackers = [a for a in (_in_combat(state, i) for i in proposal["attackers"]) if a]
    return attackers, _in_combat(state, proposal["defender"])


def calculate(state: State) -> dict[str, Any] | None:
    """The declared combat worked out for the screen: any choice still needed, the steps, and
    for each stunned character its wounds after and whether it is KO'd. Attackers or a
    defender that left the combat (stunned or KO'd by an effect) are left out; a team reduced
    to one attacker fights as a solo attack."""
    proposal = state["combat"]
    if not proposal:
        return None
    attackers, defender = _combatants(state, proposal)
    if defender is None or not attackers:
        gone = "defender" if defender is None else "attackers"
        return {
            "choose_target": [],
            "steps": [],
            "stunned": [],
            "lethal": [],
            "fates": [],
            "kind": "none",
            "ranged": False,
            "note": f"The {gone} left the combat: nobody strikes.",
        }
    ranged = attackers[0]["row"] == "back"
    strikes_back = not ranged or "range" in defender["keywords"]
    choices = strike_back_choices(attackers, defender) if strikes_back else []
    target = proposal.get("target")
    needs = len(attackers) > 1 and target not in choices and bool(choices)
    result: dict[str, Any] = {"choose_target": choices if needs else []}
    if needs:
        return result
    worked = work_out(attackers, defender, target=target)
    fates = []
    for cid in worked["stunned"]:
        c = characters.find(state, cid)
        hp = characters.current_health(state, c)
        lethal = cid in worked["lethal"]
        fates.append(
            {
                "id": cid,
                "name": c["name"],
                "wounds": c["wounds"] + 1,
                "health": hp,
                "ko": lethal or c["wounds"] + 1 >= hp,
                "lethal": lethal,
            }
        )
    return {**result, **worked, "fates": fates}


def propose(state: State, attackers: Any, defender: Any, target: Any) -> list[str]:
    """Declare an attack: checked by the legality helper, then the attackers exhaust."""
    if not isinstance(attackers, list) or not attackers:
        raise CommandError("Choose at least one attacker.")
    if len(set(attackers)) != len(attackers):
        raise CommandError("Each attacker can be chosen once.")
    chars = [characters.find(state, i) for i in attackers]
    d = characters.find(state, defender)
    legal = legality.team_answer(state, chars, d)
    if not legal["ok"]:
        raise CommandError(legal["why"])
    if target is not None and target not in attackers:
        raise CommandError("The defender can only strike back at one of the attackers.")
    for a in chars:
        a["ready"] = False
    names = " and ".join(c["name"] for c in chars)
    if d.get("machine"):  # KO'd at once: no strikes, no Plot Twists
        return [
            f"{names} {agree(chars, 'attacks', 'attack')} the Machine {d['name']}.",
            *characters.ko(state, d),
        ]
    state["combat"] = {"attackers": list(attackers), "defender": defender, "target": target}
    verb = "attacks" if len(chars) == 1 else "attack"
    return [f"{names} {verb} {d['name']} ({'they are' if len(chars) > 1 else 'it is'} exhausted)."]


def end_combat(state: State) -> None:
    """Combat Clean Up: "this combat" effects end and nobody is in combat any more."""
    state["combat"] = None
    for p in state["players"]:
        for c in p["chars"]:
            c["modifiers"] = [m for m in c["modifiers"] if m.get("until") != "combat"]


def resolve(state: State) -> list[str]:
    """Resolve the declared combat: stun whoever is stunned (all at once), wound and KO, end
    "this combat" effects, then check for the end of the game."""
    calc = calculate(state)
    if calc is None:
        raise CommandError("Declare an attack first.")
    attackers, defender = _combatants(state, state["combat"])
    if calc["choose_target"]:
        name = defender["name"] if defender else "The defender"
        raise CommandError(f"Choose which attacker {name} strikes back at.")
    events = [_strike_text(state, st) for st in calc["steps"]]
    events = events or [calc.get("note", "Nobody strikes.")]
    victims = [characters.find(state, cid) for cid in calc["stunned"]]
    for c in victims:
        events += characters.stun(state, c, lethal=c["id"] in calc["lethal"])
    fighters = [*attackers, *([defender] if defender else [])]
    survivors = [c["name"] for c in fighters if c["id"] not in calc["stunned"]]
    if survivors:
        events.append(f"Survived: {', '.join(survivors)}.")
    end_combat(state)
    return events + outcome.settle(state)


def _strike_text(state: State, st: dict[str, Any]) -> str:
    parts = []
    for s in st["strikes"]:
        by = " + ".join(characters.find(state, i)["name"] for i in s["by"])
        at = characters.find(state, s["at"])["name"]
        verdict = "stunned" if s["stuns"] else "not stunned"
        parts.append(
            f"{by} {agree(s['by'], 'strikes', 'strike')} {at}: ATK {s['atk']} vs "
            f"DEF {s['def']}, {verdict}"
        )
    return f"{st['name']}: " + "; ".join(parts) + "."
