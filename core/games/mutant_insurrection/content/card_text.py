"""Card texts for display, generated from card data: the one generator used by the screens,
the terminal game, option labels and the docs.

Every effect op, condition, timing and "during play" rule of
:mod:`core.games.mutant_insurrection.effects.schema` has a
wording here (in our own words); a card's text is built from its data, never from a hand-written
``text`` field, so a content pack cannot show one thing and do another.

>>> effect_text({"op": "suffer_damage", "amount": 2})
'suffer 2 damage'
>>> effect_text({"op": "heal", "amount": 1, "who": "each_here"})
'each hero here heals 1 damage'
>>> sentence([{"op": "raise_threat", "amount": {"hero_count_plus": 1}}])
'Raise the threat by the hero count plus 1.'
>>> from core.games.mutant_insurrection.content import fixture_set
>>> c = fixture_set()
>>> effect_text({"op": "put_story", "card": "02A"}, c)
'put story card 02A — Santo Marco into play'
>>> t = card_text(c, "g_mk1")
>>> t["kind"], t["name"], t["lines"][0]
('sentinel', 'Sentinel Scout', 'Attaches to the face-up mission with the most objectives.')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.games.mutant_insurrection.dice import REQUIREMENT_SYMBOLS

if TYPE_CHECKING:
    from core.games.mutant_insurrection.content.loader import Content

Json = Any

# who -> (subject, whether the verb takes a third-person -s)
_WHO: dict[str, str] = {
    "each_here": "each hero here",
    "one_here": "one hero here",
    "each": "each hero",
    "one": "one hero",
}
_THIRD = {
    "suffer": "suffers",
    "heal": "heals",
    "draw": "draws",
    "discard": "discards",
    "gain": "gains",
    "form": "forms",
    "break": "breaks",
    "move": "moves",
    "prevent": "prevents",
}
_TARGET = {
    "most_objectives": "the face-up mission with the most objectives",
    "fewest_objectives": "the face-up mission with the fewest objectives",
    "most_threat": "the face-up mission with the most threat icons",
    "fewest_threat": "the face-up mission with the fewest threat icons",
    "most_damage": "the face-up mission with the most damage requirements",
    "fewest_damage": "the face-up mission with the fewest damage requirements",
}
_REVEAL = {
    "bottom": "and put it on the bottom",
    "top": "and put it back on top",
    "top_or_bottom": "and keep it on top or put it on the bottom",
    "replace": "and let it replace {target}",
    "school": "and send it to the school",
    "draw": "and take it as your mutant",
    "discard": "and discard it",
    "resolve": "and resolve it",
    "flip": "and flip it face up",
}
_DECK = {
    "villain": "villain deck",
    "mutant": "mutant deck",
    "threat": "threat deck",
    "continent": "continent deck",
}
_TIMING = {
    "start_of_round": "At the start of each round",
    "end_of_round": "At the end of each round",
    "start_of_deploy": "At the start of the deploy phase",
    "end_of_deploy": "At the end of the deploy phase",
    "start_of_mission": "At the start of the mission phase",
    "end_of_mission": "At the end of the mission phase",
    "start_of_threat": "At the start of the threat phase",
    "end_of_threat": "At the end of the threat phase",
    "start_of_regroup": "At the start of the regroup phase",
    "end_of_regroup": "At the end of the regroup phase",
}
_EVENT = {
    "knock_out": "a hero is knocked out",
    "mission_completed": "a mission is completed",
    "mission_failed": "a mission fails",
    "threat_card": "a threat card is resolved",
}
# what a "cannot" rule forbids, as a verb phrase ("heroes cannot ...")
CANNOT_TEXT = {
    "assist": "assist",
    "deploy_school": "deploy to the school",
    "draw_mutant": "draw mutants",
    "form_bond": "form bonds",
    "heal": "heal",
    "reduce_threat": "reduce the threat",
    "reroll_villainy": "reroll villainy dice",
    "swap_mutants": "swap mutants at the school",
    "train": "train",
    "turn_dice": "turn dice",
    "use_mutants": "use mutant abilities",
}
_OP_NOUN = {  # an op named by a before/after timing
    "suffer_damage": "a hero suffers damage",
    "heal": "a hero heals",
    "raise_threat": "the threat rises",
    "reduce_threat": "the threat falls",
    "draw_mutant": "a hero draws a mutant",
    "discard_mutant": "a hero discards a mutant",
    "train": "a hero trains",
    "discard_training": "a hero discards a training token",
    "form_bond": "a bond is formed",
    "break_bond": "a bond is broken",
    "put_story": "a story card comes into play",
    "flip_card": "a card is flipped",
    "discard_card": "a card is discarded",
    "add_tokens": "success tokens are added",
    "complete_objective": "an objective is completed by an effect",
    "replace_with_villain": "a villain replaces a mission",
    "flip_missions": "missions are flipped",
    "setup_showdown": "the showdown is set up",
    "discard_completed_villain": "a completed villain is traded in",
    "reveal": "a card is revealed",
    "reroll": "dice are rerolled",
    "turn": "a die is turned",
    "add_die": "a die is added",
    "discard_die": "a die is discarded",
    "extra_reroll": "a reroll is gained",
    "raise_fight": "a fight die is raised",
    "choose": "a choice is made",
    "may": "an optional effect is used",
    "if": "a conditional effect resolves",
    "double_fight": "a fight die is doubled",
    "lose_reroll": "a reroll is lost",
    "at_each_mission": "an effect resolves at each mission",
    "discard_bond": "a bond is discarded",
    "prevent_damage": "damage is prevented",
    "move_hero": "a hero moves",
}


# What a computed value counts, in the players' words
# (core/games/mutant_insurrection/rules/counts.py counts it).
COUNT_TEXT = {
    "heroes_here": "the number of heroes here",
    "heroes_in_play": "the number of heroes in play",
    "your_damage": "your damage",
    "tokens_here": "the success tokens here",
    "completed_missions": "the number of completed missions",
    "completed_villains": "the number of completed villains",
    "sentinels": "the number of Sentinels in play",
    "faceup_missions": "the number of face-up missions",
    "knocked_out": "the number of knocked-out heroes",
    "threat": "the threat",
}


def amount(v: Json) -> str:
    """An effect value in words: ``2``, ``the hero count plus 1``, or a computed value.

    >>> amount({"count": "heroes_here", "times": 2, "plus": -1})
    'twice the number of heroes here, minus 1'
    """
    if isinstance(v, dict) and "count" in v:
        times = int(v.get("times", 1))
        plus = int(v.get("plus", 0))
        what = COUNT_TEXT[v["count"]]
        head = what if times == 1 else ("twice " if times == 2 else f"{times} times ") + what
        return head + (f", plus {plus}" if plus > 0 else f", minus {-plus}" if plus < 0 else "")
    if isinstance(v, dict):
        k = int(v["hero_count_plus"])
        return "the hero count" + (f" plus {k}" if k > 0 else f" minus {-k}" if k < 0 else "")
    return str(v)


def _plural(n: Json, one: str, many: str) -> str:
    return one if n == 1 else many


def card_ref(card: str | None, content: Content | None, this: str = "this card") -> str:
    """A card named for a player: ``story card 02A — Santo Marco`` or ``this card``."""
    if card is None:
        return this
    if content is None:
        return card
    name = card_name(content, card)
    # story cards are known by their printed number as well as their name
    story = card in content.faces and card not in content.missions
    return f"{card} — {name}" if story else name


def card_name(content: Content, cid: str) -> str:
    """A card's name: any card kind, plots and bond cards (``love/1``) included."""
    if cid in content.plots:
        return str(content.plots[cid]["name"])
    bond = content.bonds.get(cid.split("/", maxsplit=1)[0])
    if bond is not None:
        return f"{bond['positive']['name']} / {bond['negative']['name']}"
    return content.name_of(cid)


def _colors(v: Json) -> str:
    return "" if v in (None, "any") else " or ".join(v) + " "


def _with_who(eff: Json, verb: str, rest: str) -> str:
    who = eff.get("who", "you")
    if who == "you":
        return f"{verb} {rest}".strip()
    subject = f"{eff.get('n', 1)} heroes here" if who == "n_here" else _WHO[who]
    plural = who == "n_here" and eff.get("n", 1) != 1
    v = verb if plural else _THIRD.get(verb, verb)
    rest = rest.replace("your ", "their ")
    return f"{subject} {v} {rest}".strip()


def effect_text(eff: Json, content: Content | None = None) -> str:
    """One effect as a clause in our words (lower case, no full stop). A value computed from
    the game reads as X, said once at the end.

    >>> effect_text({"op": "heal", "amount": {"count": "heroes_here"}})
    'heal X damage (X = the number of heroes here)'
    """
    v = eff.get("amount", eff.get("count"))
    if isinstance(v, dict) and "count" in v:
        key = "amount" if "amount" in eff else "count"
        return f"{_clause({**eff, key: 'X'}, content)} (X = {amount(v)})"
    return _clause(eff, content)


def _clause(eff: Json, content: Content | None) -> str:
    op = eff["op"]
    a = amount(eff.get("amount", eff.get("count", 1)))
    if op == "suffer_damage":
        return _with_who(eff, "suffer", f"{a} damage")
    if op == "heal":
        return _with_who(eff, "heal", f"{a} damage")
    if op == "draw_mutant":
        return _with_who(eff, "draw", "a mutant")
    if op == "discard_mutant":
        return _with_who(eff, "discard", "your mutant")
    if op == "train":
        kind = eff.get("type")
        return _with_who(
            eff, "gain", f"a {kind} training token" if kind else "a training token of your choice"
        )
    if op == "discard_training":
        return _with_who(eff, "discard", "your training token")
    if op == "form_bond":
        return _with_who(eff, "form", "a bond")
    if op == "break_bond":
        return _with_who(eff, "break", "a bond")
    if op == "raise_threat":
        return f"raise the threat by {a}"
    if op == "reduce_threat":
        return f"reduce the threat by {a}"
    if op == "choose":
        return "choose one: " + "; or ".join(effects_text(o, content) for o in eff["options"])
    if op == "may":
        return "you may " + effects_text(eff["effects"], content)
    if op == "if":
        out = f"if {condition_text(eff['cond'], content)}, {effects_text(eff['then'], content)}"
        if eff.get("else"):
            out += f"; otherwise {effects_text(eff['else'], content)}"
        return out
    if op == "put_story":
        out = f"put story card {card_ref(eff['card'], content)} into play"
        if "replace" in eff:
            out += f" in place of the school card {card_ref(eff['replace'], content)}"
        return out
    if op == "flip_card":
        return f"flip {card_ref(eff.get('card'), content)}"
    if op == "discard_card":
        return f"discard {card_ref(eff.get('card'), content)}"
    if op == "add_tokens":
        n = eff["count"]
        where = card_ref(eff.get("card"), content)
        return f"put {a} success {_plural(n, 'token', 'tokens')} on {where}"
    if op == "complete_objective":
        n = eff["count"]
        return f"complete {a} {_plural(n, 'objective', 'objectives')} of this mission"
    if op == "replace_with_villain":
        return f"the top villain replaces {_TARGET[eff['target']]}"
    if op == "flip_missions":
        n = eff["count"]
        return f"flip {a} face-down continent {_plural(n, 'mission', 'missions')}"
    if op == "setup_showdown":
        return "set up the showdown"
    if op == "discard_completed_villain":
        return f"you may discard a completed villain to reduce the threat by {a}"
    if op == "reveal":
        deck = _DECK[eff["deck"]]
        if eff.get("color"):
            deck = f"{eff['color']} {deck}"
        then = _REVEAL[eff["then"]].format(target=_TARGET.get(eff.get("target", ""), "a mission"))
        return f"reveal the top card of the {deck} {then}"
    if op == "reroll":
        mx = eff.get("max")
        dice = _colors(eff.get("colors")) + ("die" if mx == 1 else "dice")
        if mx == 1:
            out = f"reroll one of your {_colors(eff.get('colors'))}dice"
        else:
            out = f"reroll up to {mx} of your {dice}" if mx else f"reroll any of your {dice}"
        if eff.get("kinds"):
            out += " showing " + " or ".join(eff["kinds"])
        if eff.get("ignore_villainy"):
            out += ", ignoring villainy"
        return out
    if op == "turn":
        n = int(eff.get("count", 1))
        kinds = " or ".join(eff["kinds"]) + " " if eff.get("kinds") else ""
        to = eff.get("to", "any")
        faces = "any face" if to == "any" else " or ".join(to)
        die = "a" if n == 1 else str(n)
        return f"turn {die} {kinds}{_plural(n, 'die', 'dice')} to {faces}"
    if op == "add_die":
        colors = eff.get("colors", "any")
        what = "any available colour" if colors == "any" else " or ".join(colors)
        return f"add a die of {what} to your pool" if colors == "any" else f"add a {what} die"
    if op == "discard_die":
        n = int(eff.get("count", 1))
        return f"discard {n} {_colors(eff.get('colors'))}{_plural(n, 'die', 'dice')} from your pool"
    if op == "extra_reroll":
        n = eff["count"]
        return f"take {a} more {_plural(n, 'reroll', 'rerolls')}"
    if op == "raise_fight":
        return f"add {a} to a fight die"
    if op == "double_fight":
        return "double the value of a fight die"
    if op == "lose_reroll":
        n = eff["count"]
        return f"lose {a} {_plural(n, 'reroll', 'rerolls')}"
    if op == "discard_bond":
        return _with_who(eff, "discard", "a bond")
    if op == "prevent_damage":
        return _with_who(eff, "prevent", f"the next {a} damage you would suffer this round")
    if op == "move_hero":
        where = "here" if eff.get("to") == "here" else "to another face-up mission"
        return _with_who(eff, "move", where)
    if op == "at_each_mission":
        zone = {"any": "", "showdown": "showdown ", "continent": "continent ", "story": "story "}
        where = zone[eff.get("where", "any")]
        return f"at each {where}mission, {effects_text(eff['effects'], content)}"
    raise KeyError(f"no wording for effect op {op!r}")


def effects_text(effects: list[Json], content: Content | None = None) -> str:
    """Several effects as one clause: ``suffer 1 damage, then raise the threat by 1``."""
    return ", then ".join(effect_text(x, content) for x in effects)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentence(effects: list[Json], content: Content | None = None) -> str:
    """Effects as a sentence: capitalised, with a full stop (empty for no effects)."""
    return _cap(effects_text(effects, content)) + "." if effects else ""


def condition_text(cond: Json, content: Content | None = None) -> str:
    """A condition as a clause: ``the threat is at least 8``.

    >>> at_least = {"if": "heroes_in_play_at_least", "value": 3}
    >>> condition_text({"if": "all", "conds": [at_least, {"if": "not", "cond": {**at_least,
    ...     "value": 4}}]})
    'exactly 3 heroes are in play'
    """
    k = cond["if"]
    if k == "bonded_here":
        return "your bonded hero is at your mission"
    if k == "mission_completed":
        return f"{card_ref(cond['card'], content)} has been completed"
    if k == "tokens_at_least":
        where = card_ref(cond.get("card"), content)
        return f"{where} has at least {amount(cond['value'])} success tokens"
    if k == "threat_at_least":
        return f"the threat is at least {cond['value']}"
    if k == "heroes_here_at_least":
        return f"at least {cond['value']} heroes are here"
    if k == "heroes_in_play_at_least":
        return f"at least {cond['value']} heroes are in play"
    if k == "damage_at_least":
        return f"you have at least {amount(cond['value'])} damage"
    if k == "sentinel_here":
        return "a Sentinel is attached here"
    if k == "threat_section":
        higher = " or higher" if cond.get("or_higher") and cond["section"] != "red" else ""
        return f"the threat tracker is in the {cond['section']} section{higher}"
    if k == "triggered_here":
        return "it happened here"
    if k == "not":
        inner = cond["cond"]
        if inner["if"] == "heroes_in_play_at_least":
            return f"fewer than {inner['value']} heroes are in play"
        if inner["if"] == "threat_at_least":
            return f"the threat is below {inner['value']}"
        return f"it is not true that {condition_text(inner, content)}"
    if k == "all":
        conds = cond["conds"]
        at_least = [c["value"] for c in conds if c["if"] == "heroes_in_play_at_least"]
        fewer = [
            c["cond"]["value"]
            for c in conds
            if c["if"] == "not" and c["cond"]["if"] == "heroes_in_play_at_least"
        ]
        if len(conds) == 2 and len(at_least) == 1 and fewer == [at_least[0] + 1]:
            return f"exactly {at_least[0]} heroes are in play"
        return " and ".join(condition_text(c, content) for c in conds)
    raise KeyError(f"no wording for condition {k!r}")


def timed_text(t: Json, content: Content | None = None) -> str:
    """A timed effect: ``At the end of each round, if ..., flip this card.``"""
    when = t["when"]
    if when in _TIMING:
        head = _TIMING[when]
    else:
        what = t["effect"]
        happens = _EVENT.get(what) or _OP_NOUN.get(what, what.replace("_", " "))
        head = ("Just before " if when == "before_effect" else "After ") + happens
    cond = f", if {condition_text(t['condition'], content)}" if "condition" in t else ""
    if t.get("instead"):
        return (
            f"{head}{cond}: that does not happen; instead, {effects_text(t['effects'], content)}."
        )
    return f"{head}{cond}: {effects_text(t['effects'], content)}."


def rules_text(rules: dict[str, Json], here: str = "here") -> list[str]:
    """A card's "during play" rules as sentences."""
    out = []
    if rules.get("extra_threat"):
        out.append(
            "While this card is in play, each threat phase raises the threat by "
            f"{rules['extra_threat']} more."
        )
    if rules.get("rerolls"):
        n = int(rules["rerolls"])
        more = "more" if n > 0 else "fewer"
        out.append(
            f"While this card is in play, every active hero has {abs(n)} {more} "
            f"{_plural(abs(n), 'reroll', 'rerolls')}."
        )
    if rules.get("max_heroes"):
        n = int(rules["max_heroes"])
        out.append(
            f"While this card is in play, at most {n} {_plural(n, 'hero', 'heroes')} may deploy "
            "to one mission."
        )
    if rules.get("prevent_damage"):
        out.append(
            "While this card is in play, whenever an effect deals damage to a hero, that hero "
            f"suffers {rules['prevent_damage']} less."
        )
    if rules.get("extra_flips"):
        n = int(rules["extra_flips"])
        out.append(
            f"While this card is in play, each threat phase flips {n} more face-down "
            f"{_plural(n, 'mission', 'missions')}."
        )
    cannot = list(rules.get("cannot", ()))
    if rules.get("no_school") and "deploy_school" not in cannot:
        cannot.append("deploy_school")
    if cannot:
        out.append("While this card is in play, heroes cannot " + _list(cannot) + ".")
    if rules.get("cannot_here"):
        out.append(f"Heroes {here} cannot " + _list(rules["cannot_here"]) + ".")
    return out


def _list(keys: list[str]) -> str:
    words = [CANNOT_TEXT[k] for k in keys]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def face_text(kind: str, value: int = 0) -> str:
    """A die face with its symbol: ``⚔ fight 2``, ``☠ villainy``."""
    return f"{REQUIREMENT_SYMBOLS[kind]} {kind}" + (f" {value}" if kind == "fight" else "")


def requirement_text(r: dict[str, Json]) -> str:
    """A requirement in words, its colour and its symbol: ``yellow ⚔ fight 3``."""
    k = r["kind"]
    base = {"power": "✦ power", "teamwork": "◆ teamwork"}.get(k, "")
    if k == "fight":
        base = f"⚔ fight {r['value']}"
    elif k == "damage":
        base = f"✚ take {r['value']} damage"
    return base if r["color"] == "green" else f"{r['color']} {base}"


_DICE_OPS = frozenset(
    ("reroll", "turn", "add_die", "discard_die", "extra_reroll", "raise_fight", "double_fight")
)
# when an ability may be used ("" for an active hero's ability used at any point of the roll)
ABILITY_WHEN = {
    "active": "",
    "after_assemble": "After you assemble your pool",
    "after_roll": "After your first roll",
    "deploy": "When you deploy",
    "threat": "At the start of the threat phase",
    "regroup": "In the regroup phase",
    "damaged": "When an effect would deal you damage",
    "ally_attempt": "After the first roll of another hero's attempt at your mission",
}


def ability_text(ab: dict[str, Json], content: Content | None = None) -> str:
    """An ability: when it may be used, its limit or cost, its condition and what it does."""
    when = ABILITY_WHEN[ab["timing"]]
    parts = []
    if ab.get("limit") == "once_per_round":
        parts.append("Once per round")
    if ab.get("limit") == "once_per_game":
        parts.append("Once per game")
    cost = ab.get("cost")
    if cost == "exhaust":
        parts.append("Exhaust")
    elif cost == "discard_training":
        parts.append("Discard your training token")
    elif isinstance(cost, dict):
        parts.append(f"Suffer {cost['suffer_damage']} damage")
    if when:
        parts.append(when if not parts else when[:1].lower() + when[1:])
    if "condition" in ab:
        parts.append("if " + condition_text(ab["condition"], content))
    head = ", ".join(parts)
    body = effects_text(ab["effects"], content)
    if ab.get("optional"):
        body = "you may " + body
    if ab.get("instead"):
        body = "you do not suffer it; instead, " + body
    if ab["timing"] == "ally_attempt" and ab["effects"][0]["op"] in _DICE_OPS:
        body = "the active hero may " + body  # dice effects work on the attempt under way
    return (f"{head}: {body}." if head else _cap(body) + ".").replace("Exhaust, ", "Exhaust, ")


def _objectives(card: dict[str, Json]) -> list[str]:
    out = []
    for i, obj in enumerate(card.get("objectives", ())):
        out.append(f"Objective {i + 1}: " + ", ".join(requirement_text(r) for r in obj) + ".")
    if card.get("order"):
        out.append("Complete the objectives from top to bottom.")
    return out


def _hero_count_decides(cond: Json, n: int) -> bool | None:
    """Whether ``cond`` holds with ``n`` heroes in play when only the hero count is known:
    True, False, or None (it depends on more than the hero count)."""
    if not isinstance(cond, dict):
        return None
    kind = cond.get("if")
    if kind == "heroes_in_play_at_least":
        return n >= int(cond["value"])
    if kind == "not":
        inner = _hero_count_decides(cond.get("cond"), n)
        return None if inner is None else not inner
    if kind in ("all", "any"):
        parts = [_hero_count_decides(c, n) for c in cond.get("conds", ())]
        if kind == "all":
            return False if False in parts else True if all(parts) else None
        return True if True in parts else False if all(p is False for p in parts) else None
    return None


def could_apply(t: Json, heroes: int | None) -> bool:
    """Whether a timed effect could ever apply in a game of ``heroes`` heroes (heroes in play
    run from 1 to that count: knock-outs lower it, nothing raises it); ``None``: any game.

    >>> t = {"when": "start_of_threat", "condition": {"if": "heroes_in_play_at_least", "value": 5}}
    >>> could_apply(t, 2), could_apply(t, 5), could_apply(t, None)
    (False, True, True)
    """
    if heroes is None or not isinstance(t, dict) or "condition" not in t:
        return True
    return any(_hero_count_decides(t["condition"], n) is not False for n in range(1, heroes + 1))


def _mission_lines(
    card: dict[str, Json], content: Content | None, heroes: int | None = None
) -> list[str]:
    lines = []
    if card.get("threat"):
        lines.append(f"Threat icons: {card['threat']}.")
    lines += _objectives(card)
    for key, head in (
        ("flip", "When it is flipped face up"),
        ("villainy", "Villainy"),
        ("success", "Success"),
        ("failure", "Failure"),
        ("threat_effects", "Each threat phase while undefeated"),
    ):
        if card.get(key):
            lines.append(f"{head}: {effects_text(card[key], content)}.")
    if "defeat" in card:
        lines.append(f"Defeated at {amount(card['defeat'])} success tokens.")
    if card.get("attack"):
        lines.append(
            f"Attack: while it leads the showdown, every hero suffers {card['attack']} damage "
            "each threat phase."
        )
    lines += [timed_text(t, content) for t in card.get("timed", ()) if could_apply(t, heroes)]
    lines += rules_text(card.get("rules", {}))
    return lines


def card_kind(content: Content, cid: str) -> str:
    """What kind of card ``cid`` is: hero, mission, villain, briefing, showdown, cover, story
    mission (``mission``), event, sentinel, mutant, bond, school or plot."""
    c = content
    if cid in c.heroes:
        return "hero"
    if cid in c.missions:
        return str(c.missions[cid]["type"]).replace("continent", "mission")
    if cid in c.faces:
        return str(c.faces[cid]["kind"])
    if cid in c.threat:
        return str(c.threat[cid]["kind"])
    if cid in c.mutants:
        return "mutant"
    if cid in c.bonds or cid.split("/", maxsplit=1)[0] in c.bonds:
        return "bond"
    if cid in c.school:
        return "school"
    if cid in c.plots:
        return "plot"
    raise KeyError(f"no card {cid!r}")


def card_text(content: Content, cid: str, heroes: int | None = None) -> dict[str, Json]:
    """A card for display: ``{"id", "kind", "name", "lines"}`` (+ ``"color"`` for threat cards,
    ``"continent"`` for continent missions, ``"challenge"`` for a plot that gives its challenge
    level); the lines are whole sentences. With ``heroes`` (a game's hero count), a story
    card leaves out the timed effects no game of that size can meet ("if at least 5 heroes").

    >>> from core.games.mutant_insurrection.content import core_set
    >>> card_text(core_set(), "brotherhood")["challenge"] in range(1, 6)
    True
    """
    c = content
    kind = card_kind(c, cid)
    out: dict[str, Json] = {"id": cid, "kind": kind, "name": card_name(c, cid)}
    lines: list[str]
    if kind == "hero":
        h = c.heroes[cid]
        lines = [
            f"Health {h['health']}. Dice: {', '.join(h['dice'])}.",
            f"{h['ability']['name']}: {ability_text(h['ability'], c)}",
            f"Assist card {h['assist']['ability']['name']} adds "
            f"{' and '.join(h['assist']['dice'])} dice: {ability_text(h['assist']['ability'], c)}",
        ]
    elif kind in ("mission", "villain", "showdown", "briefing", "cover"):
        card = c.card(cid)
        lines = _mission_lines(card, c, heroes)
        if card.get("continent"):
            out["continent"] = card["continent"]
        if kind == "cover" and not lines:
            lines = ["The other side of a story card."]
    elif kind in ("event", "sentinel"):
        t = c.threat[cid]
        out["color"] = t["color"]
        if kind == "event":
            lines = [sentence(t["effects"], c)]
        else:
            lines = [
                f"Attaches to {_TARGET[t['target']]}.",
                f"Threat icons: {t['threat']}.",
                "Objective: " + ", ".join(requirement_text(r) for r in t["objective"]) + ".",
            ]
            if t.get("villainy"):
                lines.append(f"Villainy: {effects_text(t['villainy'], c)}.")
            lines += rules_text(t.get("rules", {}), "at its mission")
    elif kind == "mutant":
        lines = [ability_text(c.mutants[cid]["ability"], c)]
    elif kind == "bond":
        b = c.bonds[cid.split("/", maxsplit=1)[0]]
        lines = [
            f"Positive, {b['positive']['name']}: {ability_text(b['positive'], c)}",
            f"Negative, {b['negative']['name']}: {ability_text(b['negative'], c)}",
        ]
    elif kind == "school":
        lines = [f"A hero who deploys here: {effects_text(c.school[cid]['effects'], c)}."]
    else:  # plot
        p = c.plots[cid]
        if "challenge" in p:  # its pips: how hard it is next to the other plots
            out["challenge"] = int(p["challenge"])
        lines = []
        if p.get("setup"):
            lines.append(f"Setup: {effects_text(p['setup'], c)}.")
        # the showdown missions stay hidden under the plot until the showdown (Showdown Missions)
        n = len(p["showdown"])
        lines.append(f"Showdown: {n} missions wait face down under this card until it begins.")
    out["lines"] = [x for x in lines if x]
    return out


def all_card_ids(content: Content) -> list[str]:
    """Every card id of a content set, for a card browser or the docs."""
    c = content
    return [
        *c.heroes,
        *c.missions,
        *(f for f in c.faces if f not in c.missions),
        *c.threat,
        *c.mutants,
        *c.bonds,
        *c.school,
        *c.plots,
    ]
