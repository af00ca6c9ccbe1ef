"""Validate a content set and index it for the engine (see
:mod:`core.games.mutant_insurrection.content`)."""

from __future__ import annotations

import hashlib
import json
from functools import cache
from importlib import resources
from typing import Any

from core.games.mutant_insurrection.dice import Face
from core.games.mutant_insurrection.effects.schema import (
    COLORS,
    TARGETS,
    WINDOW_TIMINGS,
    ContentError,
    validate_ability,
    validate_effects,
    validate_rules,
    validate_timed,
)

Json = Any
REQ_KINDS = ("power", "teamwork", "fight", "damage")
DICE_PER_COLOR = 4
SIDE_KINDS = ("briefing", "mission", "showdown", "cover")


def parse_requirement(text: str) -> dict[str, Json]:
    """``"yellow:fight 2"`` -> ``{"kind": "fight", "value": 2, "color": "yellow"}``.

    >>> parse_requirement("damage")
    {'kind': 'damage', 'value': 1, 'color': 'green'}
    """
    color, _, rest = text.rpartition(":")
    kind, _, num = rest.strip().partition(" ")
    if kind not in REQ_KINDS or (color or "green") not in ("green", "yellow", "red"):
        raise ValueError(text)
    value = int(num) if num else (1 if kind == "damage" else 0)
    if kind in ("power", "teamwork") and num:
        raise ValueError(text)
    if kind in ("fight", "damage") and value < 1:
        raise ValueError(text)
    if kind == "fight" and not num:
        raise ValueError(text)
    return {"kind": kind, "value": value, "color": color or "green"}


class Content:
    """An indexed, validated content set. Cards are plain dicts; look them up by id."""

    __slots__ = (
        "bond_cards",
        "bonds",
        "continents",
        "faces",
        "fingerprint",
        "has_rules",
        "heroes",
        "hooks",
        "id",
        "missions",
        "mutants",
        "name",
        "plots",
        "recommended_plot",
        "school",
        "story",
        "threat",
        "training_faces",
        "villain_deck",
        "window_timings",
    )

    def __init__(self, data: dict[str, Json]) -> None:
        cid = data.get("id")
        if not isinstance(cid, str) or not cid:
            raise ContentError("content: $.id: expected a non-empty string")
        self.id: str = cid
        self.name: str = str(data.get("name", cid))
        # Which cards exactly: a saved game's checkpoint is trusted only on the same cards (a
        # tuned core set or an edited pack replays the log instead).
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), default=str)
        self.fingerprint: str = hashlib.sha256(text.encode()).hexdigest()[:16]
        where = f"content {cid}"
        for key in ("heroes", "school", "missions", "threat_cards", "plots"):
            if not isinstance(data.get(key), list) or not data[key]:
                raise ContentError(f"{where}: $.{key}: expected a non-empty list")
        self.heroes: dict[str, dict[str, Json]] = {}
        self.school: dict[str, dict[str, Json]] = {}
        self.missions: dict[str, dict[str, Json]] = {}
        self.continents: dict[str, list[str]] = {}
        self.villain_deck: list[str] = []
        self.threat: dict[str, dict[str, Json]] = {}
        self.mutants: dict[str, dict[str, Json]] = {}
        self.bonds: dict[str, dict[str, Json]] = {}
        self.bond_cards: list[str] = []
        self.plots: dict[str, dict[str, Json]] = {}
        self.story: dict[str, dict[str, Json]] = {}
        self.faces: dict[str, dict[str, Json]] = {}
        seen: set[str] = set()

        def ident(card: Json, path: str) -> str:
            if not isinstance(card, dict):
                raise ContentError(f"{where}: {path}: expected an object")
            i = card.get("id")
            if not isinstance(i, str) or not i:
                raise ContentError(f"{where}: {path}.id: expected a non-empty string")
            if i in seen:
                raise ContentError(f"{where}: {path}.id: duplicate card id {i!r}")
            seen.add(i)
            return i

        tf = data.get(
            "training_faces", {"power": "power", "teamwork": "teamwork", "fight": "fight 1"}
        )
        if not isinstance(tf, dict) or set(tf) != {"power", "teamwork", "fight"}:
            raise ContentError(f"{where}: $.training_faces: needs power, teamwork and fight")
        for k, v in tf.items():
            if not isinstance(v, str) or Face.parse(v).kind.value != k:
                raise ContentError(f"{where}: $.training_faces.{k}: not a {k} face")
        self.training_faces: dict[str, str] = dict(tf)

        for n, h in enumerate(data["heroes"]):
            p = f"$.heroes[{n}]"
            i = ident(h, p)
            w = f"hero {i}"
            _need_str(h, "name", w, p)
            if not isinstance(h.get("health"), int) or h["health"] < 1:
                raise ContentError(f"{w}: {p}.health: expected a positive int")
            _dice(h.get("dice"), 4, w, f"{p}.dice")
            validate_ability(h.get("ability"), w, f"{p}.ability")
            a = h.get("assist")
            if not isinstance(a, dict):
                raise ContentError(f"{w}: {p}.assist: expected an object")
            _dice(a.get("dice"), 2, w, f"{p}.assist.dice")
            validate_ability(a.get("ability"), w, f"{p}.assist.ability")
            self.heroes[i] = h
        if len(self.heroes) < 2:
            raise ContentError(f"{where}: $.heroes: at least two heroes are needed")
        # the supply has four dice of each colour: every power card + assist card must fit
        for n, (i, h) in enumerate(self.heroes.items()):
            for other in self.heroes.values():
                pool = [*h["dice"], *other["assist"]["dice"]]
                if any(pool.count(c) > DICE_PER_COLOR for c in COLORS):
                    raise ContentError(
                        f"hero {i}: $.heroes[{n}].dice: with {other['name']}'s assist card "
                        f"the pool needs more than {DICE_PER_COLOR} dice of one colour"
                    )

        for n, sc in enumerate(data["school"]):
            p = f"$.school[{n}]"
            i = ident(sc, p)
            _need_str(sc, "name", f"school card {i}", p)
            validate_effects(sc.get("effects"), f"school card {i}", f"{p}.effects")
            self.school[i] = sc

        for n, m in enumerate(data["missions"]):
            p = f"$.missions[{n}]"
            i = ident(m, p)
            if m.get("type") not in ("continent", "villain"):
                raise ContentError(f"mission {i}: {p}.type: expected continent or villain")
            _mission(m, f"mission {i}", p)
            cont = m.get("continent")
            if cont is not None:
                if not isinstance(cont, str):
                    raise ContentError(f"mission {i}: {p}.continent: expected a string")
                self.continents.setdefault(cont, []).append(i)
            elif m["type"] == "villain":
                self.villain_deck.append(i)
            else:
                raise ContentError(f"mission {i}: {p}.continent: a continent mission needs one")
            if m["type"] == "villain" and not m.get("villainy"):
                raise ContentError(f"mission {i}: {p}.villainy: a villain needs a villainy effect")
            self.missions[i] = m
            self.faces[i] = m
        if not self.continents:
            raise ContentError(f"{where}: $.missions: no continent decks")

        for n, t in enumerate(data["threat_cards"]):
            p = f"$.threat_cards[{n}]"
            i = ident(t, p)
            w = f"threat card {i}"
            _need_str(t, "name", w, p)
            if t.get("color") not in ("green", "yellow", "red"):
                raise ContentError(f"{w}: {p}.color: expected green, yellow or red")
            if t.get("kind") == "event":
                validate_effects(t.get("effects"), w, f"{p}.effects")
            elif t.get("kind") == "sentinel":
                if t.get("target") not in TARGETS:
                    raise ContentError(f"{w}: {p}.target: expected one of {', '.join(TARGETS)}")
                if not isinstance(t.get("threat"), int) or t["threat"] < 0:
                    raise ContentError(f"{w}: {p}.threat: expected a non-negative int")
                validate_effects(t.get("villainy", []), w, f"{p}.villainy")
                validate_rules(t.get("rules", {}), w, f"{p}.rules")
                t["objective"] = _objective(t.get("objective"), w, f"{p}.objective")
            else:
                raise ContentError(f"{w}: {p}.kind: expected event or sentinel")
            self.threat[i] = t

        for n, mu in enumerate(data.get("mutants", [])):
            p = f"$.mutants[{n}]"
            i = ident(mu, p)
            _need_str(mu, "name", f"mutant {i}", p)
            validate_ability(mu.get("ability"), f"mutant {i}", f"{p}.ability")
            self.mutants[i] = mu

        for n, b in enumerate(data.get("bonds", [])):
            p = f"$.bonds[{n}]"
            i = ident(b, p)
            for side in ("positive", "negative"):
                validate_ability(b.get(side), f"bond {i}", f"{p}.{side}")
            self.bonds[i] = b
            self.bond_cards += [f"{i}/1", f"{i}/2"]

        for n, sc in enumerate(data.get("story_cards", [])):
            p = f"$.story_cards[{n}]"
            i = ident(sc, p)
            for side in ("A", "B"):
                f = sc.get(side)
                fp = f"{p}.{side}"
                w = f"story card {i}{side}"
                if not isinstance(f, dict) or f.get("kind") not in SIDE_KINDS:
                    raise ContentError(f"{w}: {fp}.kind: expected one of {', '.join(SIDE_KINDS)}")
                _need_str(f, "name", w, fp)
                if f["kind"] in ("mission", "showdown"):
                    _mission(f, w, fp)
                if f["kind"] == "showdown":
                    d = f.get("defeat")
                    if not (isinstance(d, (int, dict))):
                        raise ContentError(f"{w}: {fp}.defeat: expected a value")
                    validate_effects(f.get("threat_effects", []), w, f"{fp}.threat_effects")
                if f["kind"] == "briefing":
                    validate_rules(f.get("rules", {}), w, f"{fp}.rules", here=False)
                validate_timed(f.get("timed", []), w, f"{fp}.timed")
                f["id"] = f"{i}{side}"
                if f["id"] in seen:
                    raise ContentError(f"{w}: {p}.id: side {f['id']!r} clashes with a card id")
                self.faces[f"{i}{side}"] = f
            self.story[i] = sc

        for n, pl in enumerate(data["plots"]):
            p = f"$.plots[{n}]"
            i = ident(pl, p)
            w = f"plot {i}"
            _need_str(pl, "name", w, p)
            validate_effects(pl.get("setup", []), w, f"{p}.setup")
            ch = pl.get("challenge")
            if ch is not None and (not _is_pip(ch)):
                raise ContentError(f"{w}: {p}.challenge: expected an int from 1 to 5 (pips)")
            sd = pl.get("showdown")
            if not isinstance(sd, list) or len(sd) < 2:
                raise ContentError(f"{w}: {p}.showdown: expected at least two showdown sides")
            for k, s in enumerate(sd):
                if self.faces.get(s, {}).get("kind") != "showdown":
                    raise ContentError(f"{w}: {p}.showdown[{k}]: {s!r} is not a showdown side")
            self.plots[i] = pl

        rp = data.get("recommended_plot", next(iter(self.plots)))
        if rp not in self.plots:
            raise ContentError(f"{where}: $.recommended_plot: unknown plot {rp!r}")
        self.recommended_plot: str = rp
        # whether any card carries "during play" rules (lets the engine skip looking for them)
        self.has_rules: bool = any(
            card.get("rules") for table in (self.faces, self.threat) for card in table.values()
        )
        # effects some card hangs a before/after timing on (the rest skip the look-up)
        self.hooks: frozenset[str] = frozenset(
            t["effect"] for f in self.faces.values() for t in f.get("timed", []) if "effect" in t
        )
        # ability timings away from the active hero that some card has (windows open only for them)
        abs_ = [h["ability"] for h in self.heroes.values()]
        abs_ += [m["ability"] for m in self.mutants.values()]
        abs_ += [b[side] for b in self.bonds.values() for side in ("positive", "negative")]
        self.window_timings: frozenset[str] = frozenset(
            a["timing"] for a in abs_ if a["timing"] in WINDOW_TIMINGS
        )
        self._check_refs(data)

    def _check_refs(self, data: dict[str, Json]) -> None:
        """Every card an effect names must exist (story sides, missions, school cards)."""
        story_sides = {f"{i}{side}" for i in self.story for side in "AB"}

        def walk(x: Json, w: str, path: str) -> None:
            if isinstance(x, dict):
                if x.get("op") == "put_story" and x["card"] not in story_sides:
                    raise ContentError(f"{w}: {path}.card: unknown story side {x['card']!r}")
                if (
                    x.get("op") in ("flip_card", "discard_card", "add_tokens")
                    or x.get("if") == "tokens_at_least"
                ) and x.get("card", next(iter(self.faces))) not in self.faces:
                    raise ContentError(f"{w}: {path}.card: unknown card {x['card']!r}")
                if (
                    x.get("op") == "put_story"
                    and "replace" in x
                    and x["replace"] not in self.school
                ):
                    raise ContentError(f"{w}: {path}.replace: unknown school card {x['replace']!r}")
                if x.get("if") == "mission_completed" and x["card"] not in self.faces:
                    raise ContentError(f"{w}: {path}.card: unknown mission {x['card']!r}")
                for k, v in x.items():
                    walk(v, w, f"{path}.{k}")
            elif isinstance(x, list):
                for k, v in enumerate(x):
                    walk(v, w, f"{path}[{k}]")

        words = {
            "heroes": "hero",
            "school": "school card",
            "missions": "mission",
            "threat_cards": "threat card",
            "mutants": "mutant",
            "bonds": "bond",
        }
        for key, word in words.items():
            for n, card in enumerate(data.get(key, [])):
                walk(card, f"{word} {card['id']}", f"$.{key}[{n}]")
        for n, card in enumerate(data.get("story_cards", [])):
            walk(card, f"story card {card['id']}", f"$.story_cards[{n}]")
        for n, card in enumerate(data["plots"]):
            walk(card, f"plot {card['id']}", f"$.plots[{n}]")

    def card(self, face_id: str) -> dict[str, Json]:
        """A mission-like face by id: continent/villain mission or a story side (``"01B"``)."""
        return self.faces[face_id]

    def name_of(self, card_id: str) -> str:
        for table in (self.faces, self.threat, self.school, self.mutants, self.heroes):
            if card_id in table:
                return str(table[card_id]["name"])
        if "/" in card_id:
            return str(self.bonds[card_id.split("/", maxsplit=1)[0]]["positive"]["name"])
        return card_id


def _is_pip(v: Json) -> bool:
    """A plot's challenge level: 1 to 5 pips (separate from the difficulty chosen at setup)."""
    return isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 5


def _need_str(card: dict[str, Json], key: str, w: str, p: str) -> None:
    if not isinstance(card.get(key), str) or not card[key]:
        raise ContentError(f"{w}: {p}.{key}: expected a non-empty string")


def _dice(v: Json, n: int, w: str, p: str) -> None:
    if not isinstance(v, list) or len(v) != n or any(c not in COLORS for c in v):
        raise ContentError(f"{w}: {p}: expected {n} dice colours (red, yellow, blue)")


def _objective(v: Json, w: str, p: str) -> list[dict[str, Json]]:
    if not isinstance(v, list) or not v:
        raise ContentError(f"{w}: {p}: expected a non-empty list of requirements")
    out = []
    for k, r in enumerate(v):
        try:
            out.append(parse_requirement(r) if isinstance(r, str) else _req_dict(r))
        except (ValueError, TypeError, KeyError):
            raise ContentError(f"{w}: {p}[{k}]: not a requirement: {r!r}") from None
    if all(r["color"] != "green" for r in out):
        raise ContentError(f"{w}: {p}: an objective needs at least one green requirement")
    return out


def _req_dict(r: Json) -> dict[str, Json]:
    color = r.get("color", "green")
    text = ("" if color == "green" else f"{color}:") + r["kind"]
    if r.get("value"):
        text += f" {r['value']}"
    return parse_requirement(text)


def _mission(m: dict[str, Json], w: str, p: str) -> None:
    _need_str(m, "name", w, p)
    if m.get("kind") != "showdown" and (not isinstance(m.get("threat"), int) or m["threat"] < 0):
        raise ContentError(f"{w}: {p}.threat: expected a non-negative int")
    objs = m.get("objectives")
    if not isinstance(objs, list) or not objs:
        raise ContentError(f"{w}: {p}.objectives: expected a non-empty list")
    m["objectives"] = [_objective(o, w, f"{p}.objectives[{k}]") for k, o in enumerate(objs)]
    for key in ("villainy", "success", "failure", "flip"):
        validate_effects(m.get(key, []), w, f"{p}.{key}")
    if "order" in m and not isinstance(m["order"], bool):
        raise ContentError(f"{w}: {p}.order: expected true or false")
    if "attack" in m and (not isinstance(m["attack"], int) or m["attack"] < 0):
        raise ContentError(f"{w}: {p}.attack: expected a non-negative int")
    validate_timed(m.get("timed", []), w, f"{p}.timed")
    validate_rules(m.get("rules", {}), w, f"{p}.rules")


def load_content(data: dict[str, Json]) -> Content:
    """Validate a content set (a parsed JSON object) and index it. Input is not modified."""
    if not isinstance(data, dict):
        raise ContentError("content: $: expected an object")
    return Content(json.loads(json.dumps(data)))


_REGISTRY: dict[str, Content] = {}


def register(content: Content) -> None:
    """Make a content set findable by id (saves name their content by id)."""
    _REGISTRY[content.id] = content


def get_content(content_id: str) -> Content:
    """A content set by id: a bundled one (``core-set``, ``test-set``) or a registered pack."""
    if content_id not in _REGISTRY and content_id in BUNDLED:
        BUNDLED[content_id]()
    if content_id not in _REGISTRY:
        raise KeyError(f"content set {content_id!r} is not loaded")
    return _REGISTRY[content_id]


def _bundled(name: str) -> Content:
    text = (
        resources.files("core.games.mutant_insurrection.content")
        .joinpath(name)
        .read_text(encoding="utf-8")
    )
    c = load_content(json.loads(text))
    register(c)
    return c


@cache
def fixture_set() -> Content:
    """The small test set: the rules tests' fixture, kept unchanged so that tuning the core set
    never changes a rules test. Nothing a player meets uses it unless asked by name."""
    return _bundled("test_set.json")


@cache
def core_set() -> Content:
    """The core set: a whole box of original content (the game the app plays)."""
    return _bundled("core_set.json")


def default_content() -> Content:
    """The cards used when none are named: the core set, everywhere a player or a newcomer
    meets the engine (new games, the terminal, ``simulate``, ``bench``, ``balance``)."""
    return core_set()


BUNDLED = {"test-set": fixture_set, "core-set": core_set}
