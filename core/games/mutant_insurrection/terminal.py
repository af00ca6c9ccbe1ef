"""The terminal game (``python3 -m core play``): the whole board in text, the pending decision
as numbered choices, dice by number and requirements by letter — never an internal key.

Everything shown comes from the engine's view and its card texts; a typo is answered in words and
the game goes on.

>>> import io
>>> out = io.StringIO()
>>> g = play_lines(["1", "99", "quit"], seed=7, out=out)
>>> "Choose a continent deck to flip." in out.getvalue()
True
>>> [x for x in out.getvalue().splitlines() if x.startswith("There is no")]
['There is no choice 99: type a number from 1 to 12.']
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterable
from typing import IO, Any

from core.games.mutant_insurrection.content.loader import Content
from core.games.mutant_insurrection.game import Game, IllegalActionError, new_game

Json = Any
LETTERS = string.ascii_uppercase
HELP = (
    "Type the number of a choice. Reroll: r and dice numbers (r 1 3). Spend: a requirement's "
    "letter and dice numbers (A 2 5; a damage requirement takes no dice). undo, redo, log, "
    "cards, help, quit."
)


def _req(r: dict[str, Json]) -> str:
    """A requirement with its colour; a coloured one says whether it counts at this threat."""
    text = str(r["label"])
    if r["color"] != "green":
        text += " (counts now)" if r["active"] else " (not at this threat)"
    if r.get("met"):
        text += " ✔"
    return text


def board(v: dict[str, Json]) -> list[str]:
    """The board in lines: round, threat, plot, briefings, heroes, missions, school, attempt."""
    nt = v["next_threat"]
    out = [
        f"Round {v['round']} · {v['phase']} phase · threat {v['threat']} of 15 ({v['section']})",
    ]
    if nt["showdown"]:
        out.append("  Showdown: the leading mission attacks in the threat phase.")
    else:
        deck = f", draw {nt['deck']}" if nt["deck"] else ", the red threat deck is empty"
        flips = f", flip {nt['flips']}" if nt["flips"] else ""
        out.append(f"  Next threat phase: +{nt['raise']} threat{flips}{deck}.")
    out.append(f"Plot: {v['plot']['name']}")
    for b in v["briefings"].values():
        need = f" {b['tokens']}/{b['needed']} success tokens" if b["needed"] else ""
        out.append(f"Briefing {b['name']}:{need}")
        out += [f"    {line}" for line in b["lines"]]
    if v["last_threat_card"]:
        out.append(f"Last threat card: {v['last_threat_card']['name']}")
    out.append("Heroes:")
    for h in v["heroes"]:
        if h["knocked_out"]:
            out.append(f"  {h['name']}: knocked out")
            continue
        bits = [f"{h['damage']}/{h['health']} damage", f"at {h['at_name']}"]
        bits.append("dice " + " ".join(h["dice"]))
        if h["mutant"]:
            ready = "ready" if h["mutant_ready"] else "exhausted"
            bits.append(f"mutant {h['mutant_name']} ({ready})")
        if h["training"]:
            bits.append(f"training token: {h['training']}")
        for b in h["bonds"]:
            side = "positive" if b["positive"] else "negative"
            bits.append(f"bond {b['name']} ({side})")
        if h["ability"]["used"]:
            bits.append(f"{h['ability']['name']} used this round")
        if h["assist_card_with"] != h["id"]:
            bits.append("assist card lent")
        out.append(f"  {h['name']}: " + " · ".join(bits))
    out.append("Missions:")
    for m in v["missions"]:
        out += mission_lines(m, {h["id"]: h["name"] for h in v["heroes"]})
    if v["school"]:
        out.append("School:")
        for sc in v["school"].values():
            out.append(f"  {sc['name']}: {' '.join(sc['lines'])}")
    if v["school_mutant_cards"]:
        names = ", ".join(m["name"] for m in v["school_mutant_cards"])
        out.append(f"  Mutants at the school: {names}")
    if v["attempt"]:
        out += attempt_lines(v)
    return out


def mission_lines(m: dict[str, Json], names: dict[str, str]) -> list[str]:
    kind = {"villain": " (villain)", "showdown": " (showdown)"}.get(m["kind"], "")
    icons = f" · {m['threat']} threat icon{'s' if m['threat'] != 1 else ''}" if m["threat"] else ""
    here = ", ".join(names[h] for h in m["heroes"]) or "nobody"
    out = [f"  [{m['name']}{kind}{icons}] heroes here: {here}"]
    arrow = "↓ " if m["order"] else ""
    for i, o in enumerate(m["objectives"]):
        reqs = ", ".join(_req(r) for r in o["requirements"])
        done = " — complete ✔" if o["done"] else ""
        out.append(f"    {arrow}{i + 1}. {reqs}{done}")
    if m["order"]:
        out.append("    ↓ objectives are completed from top to bottom")
    if "defeat" in m:
        out.append(f"    Success tokens {m['tokens']}/{m['defeat']}")
    for key, head in (("villainy", "Villainy"), ("success", "Success"), ("failure", "Failure")):
        if m[key]:
            out.append(f"    {head}: {' '.join(m[key])}")
    for key in ("threat_effects",):
        if m.get(key):
            out.append(f"    Each threat phase: {' '.join(m[key])}")
    out += [f"    {r}" for r in m["rules"]]
    sen = m.get("sentinel")
    if sen:
        reqs = ", ".join(_req(r) for r in sen["requirements"])
        out.append(f"    Sentinel {sen['name']} · {sen['threat']} threat icon(s): {reqs}")
        if sen["villainy"]:
            out.append(f"      Villainy: {' '.join(sen['villainy'])}")
        out += [f"      {r}" for r in sen["rules"]]
    return out


def attempt_lines(v: dict[str, Json]) -> list[str]:
    att = v["attempt"]
    names = {h["id"]: h["name"] for h in v["heroes"]}
    helper = f", assisted by {names[att['assisted_by']]}" if att["assisted_by"] else ""
    left = att["rerolls_left"]
    head = f"{names[att['hero']]} attempts {att['mission_name']}{helper}"
    out = [f"Attempt: {head} · {left} reroll{'s' if left != 1 else ''} left"]
    if att["reroll_limit"] is not None:
        n = att["reroll_limit"]
        out.append(f"  This reroll takes at most {n} {'die' if n == 1 else 'dice'}.")
    out.append("  Dice: " + "   ".join(f"{i + 1}) {d['label']}" for i, d in enumerate(att["pool"])))
    if att["training"]:
        t = att["training"]
        out.append(f"  Training token: 0) {t['kind']} (counts as {t['face']})")
    return out


class Terminal:
    """One hot-seat game in a terminal: reads lines, prints the board and the choices."""

    def __init__(self, game: Game, write: Callable[[str], None]) -> None:
        self.g = game
        self.write = write
        self.shown = 0  # log lines already printed
        self.redo: list[Json] = []

    def show(self) -> None:
        log = self.g.log
        for line in log[self.shown :]:
            self.write(f"· {line}")
        self.shown = len(log)

    def prompt(self) -> None:
        g = self.g
        d = g.decision
        assert d is not None
        v = g.view()
        self.write("")
        for line in board(v):
            self.write(line)
        self.write("")
        self.write(f"{d['who_name']} — {d['prompt']}")
        for i, o in enumerate(self._simple()):
            self.write(f"  {i + 1}) {o['label']}")
        for o in d["options"]:
            if o["id"] == "reroll":
                mx = o.get("max")
                limit = f" (at most {mx})" if mx else ""
                nums = ", ".join(str(self._num(x)) for x in o["dice"])
                self.write(f"  r <dice>) {o['label']}{limit} — dice {nums}")
            if o["id"] == "spend":
                self.write("  Spend dice: a letter, then dice numbers")
                for k, r in enumerate(o["reqs"]):
                    pay = self._payers(v, r["req"])
                    self.write(
                        f"    {LETTERS[k]}) {r['label']}" + (f" — dice {pay}" if pay else "")
                    )
        if "cancel" in d:
            self.write("  cancel) call off this ability")

    def _simple(self) -> list[dict[str, Json]]:
        d = self.g.decision
        assert d is not None
        return [o for o in d["options"] if o["id"] not in ("reroll", "spend")]

    def _pool(self) -> list[int]:
        att = self.g.view()["attempt"]
        return [] if att is None else [d["id"] for d in att["pool"]]

    def _num(self, die: int) -> int:
        return self._pool().index(die) + 1

    def _payers(self, v: dict[str, Json], key: str) -> str:
        att = v["attempt"]
        nums = [str(i + 1) for i, d in enumerate(att["pool"]) if key in d["can_pay"]]
        if att["training"] and key in att["training"]["can_pay"]:
            nums.append("0")
        return ", ".join(nums)

    def _dice(self, words: list[str]) -> list[int]:
        pool = self._pool()
        out = []
        for w in words:
            if not w.isdigit():
                raise ValueError(f"{w!r} is not a die number")
            n = int(w)
            if n == 0:
                out.append(-1)
            elif 1 <= n <= len(pool):
                out.append(pool[n - 1])
            else:
                raise ValueError(f"there is no die {n}: the dice are numbered 1 to {len(pool)}")
        return out

    def handle(self, text: str, confirm: Callable[[str], bool]) -> bool:
        """Act on one line; ``False`` once the player quits."""
        g = self.g
        d = g.decision
        assert d is not None
        words = text.split()
        if not words:
            self.write("Type a choice (help lists them).")
            return True
        cmd = words[0].lower()
        options = {o["id"]: o for o in d["options"]}
        try:
            if cmd == "quit":
                return False
            if cmd == "help":
                self.write(HELP)
            elif cmd == "log":
                for ev in g.events:
                    self.write(f"  round {ev['round']} · {ev['type']}: {ev['text']}")
            elif cmd == "cards":
                for cid in sorted({c for ev in g.events for c in ev["cards"]}):
                    card = g.card(cid)
                    self.write(f"  {card['name']}: {' '.join(card['lines'])}")
            elif cmd == "undo":
                if not g.actions:
                    self.write("There is nothing to undo.")
                else:
                    self.redo.append(g.actions[-1])
                    g.undo()
                    self.shown = 0
                    self.write("Undone.")
            elif cmd == "redo":
                if not self.redo:
                    self.write("There is nothing to redo.")
                else:
                    entry = self.redo.pop()
                    if "force" in entry:
                        g.force_dice(entry["force"])
                    else:
                        g.apply(entry["a"])
            elif cmd == "cancel":
                g.cancel()
                self.write("The ability is called off.")
            elif cmd == "r":
                if "reroll" not in options:
                    self.write("There is no reroll to make now.")
                    return True
                dice = self._dice(words[1:])
                if not dice:
                    self.write("Name the dice to reroll by number, e.g. r 1 3.")
                    return True
                p = g.reroll_preview(dice)
                if p["villainy"] and not confirm(p["text"] + " Go ahead? (y/n) "):
                    self.write("Not rerolled.")
                    return True
                g.apply({"id": "reroll", "dice": dice})
                self.redo.clear()
            elif len(cmd) == 1 and cmd.upper() in LETTERS and "spend" in options:
                reqs = options["spend"]["reqs"]
                k = LETTERS.index(cmd.upper())
                if k >= len(reqs):
                    self.write(
                        f"There is no requirement {cmd.upper()}: "
                        f"choose A to {LETTERS[len(reqs) - 1]}."
                    )
                    return True
                req = reqs[k]["req"]
                dice = self._dice(words[1:])
                why = g.check_spend(dice, req)
                if why is not None:
                    self.write(f"That spend is not allowed: {why}.")
                    return True
                g.apply({"id": "spend", "req": req, "dice": dice})
                self.redo.clear()
            elif cmd.isdigit():
                simple = self._simple()
                n = int(cmd)
                if not 1 <= n <= len(simple):
                    self.write(f"There is no choice {n}: type a number from 1 to {len(simple)}.")
                    return True
                g.apply(simple[n - 1]["id"])
                self.redo.clear()
            else:
                self.write(f"{text!r} is not a choice. {HELP}")
        except (IllegalActionError, ValueError) as exc:
            self.write(f"That is not possible: {exc}.")
        return True

    def end(self) -> None:
        o = self.g.outcome
        if o is None:
            return
        v = self.g.view()
        verdict = "The heroes win" if o["result"] == "won" else "The heroes lose"
        self.write("")
        self.write(
            f"{verdict}: {o['reason']}. The game lasted {v['round']} round"
            f"{'s' if v['round'] != 1 else ''} and ended at threat {v['threat']}."
        )


def run(
    g: Game,
    read: Callable[[], str | None],
    write: Callable[[str], None],
    confirm: Callable[[str], bool],
) -> None:
    """Play ``g``, reading lines with ``read`` (``None``: no more input) until the game ends
    or the player quits."""
    t = Terminal(g, write)
    while g.outcome is None:
        t.show()
        t.prompt()
        text = read()
        if text is None or not t.handle(text.strip(), confirm):
            return
    t.show()
    t.end()


def play_stdin(
    seed: int,
    heroes: list[str] | None,
    difficulty: str,
    plot: str | None,
    content: Content | None = None,
) -> None:
    """Hot-seat play on standard input and output (a pipe works as well as a keyboard)."""

    def read(question: str = "> ") -> str | None:
        try:
            return input(question)
        except EOFError:
            return None

    def confirm(question: str) -> bool:
        return (read(question) or "n").strip().lower().startswith("y")

    run(new_game(heroes, difficulty, plot, seed=seed, content=content), read, print, confirm)


def play_lines(
    lines: Iterable[str],
    *,
    seed: int = 0,
    heroes: list[str] | None = None,
    difficulty: str = "normal",
    plot: str | None = None,
    out: IO[str],
) -> Game:
    """Play from typed lines (tests, scripts), echoing each; a villainy warning takes the next
    line as its answer. Returns the game as it stands."""
    it = iter(lines)

    def write(text: str) -> None:
        out.write(text + "\n")

    def read() -> str | None:
        text = next(it, None)
        if text is not None:
            write(f"> {text}")
        return text

    def confirm(question: str) -> bool:
        write(question)
        return (read() or "n").strip().lower().startswith("y")

    g = new_game(heroes, difficulty, plot, seed=seed)
    run(g, read, write, confirm)
    return g
