"""The formats the rules describe: how many play, who is on which team, who takes turns
together, who goes first and how many cards each player draws on their first turn (rules:
Turn Sequence: Draw Phase; Alternative Formats).

Players are listed in seating order (clockwise). ``teams`` gives each player's team number;
``seats`` the turn order as groups of players who take a turn together (only 2-Headed
Teammates puts two players in one group).

>>> f = FORMATS["free-for-all"]
>>> f.first_turn_draws(players=4, first=2)
[2, 2, 0, 1]
>>> FORMATS["two-headed"].teams(4, boss=None), FORMATS["two-headed"].seats(4, first=2)
([0, 0, 1, 1], [[2, 3], [0, 1]])
>>> FORMATS["standard"].first_turn_draws(players=2, first=1)
[2, 0]
"""

from __future__ import annotations

from dataclasses import dataclass

DRAW_PER_TURN = 2


@dataclass(frozen=True)
class Format:
    """One way to play, as far as setup, turns and winning are concerned."""

    id: str
    name: str
    players: tuple[int, int]
    section: str
    boss_named: str = ""  # the Main Character the boss player must use, if the rules name one
    has_boss: bool = False  # one player against the rest; the boss goes first
    team_pairs: str = ""  # "alternate" (2 vs 2) or "adjacent" (2-Headed Teammates)
    skip: str = "first"  # "first", "first-two" (0 then 1), "first-team", "nobody"
    summary: str = ""

    @property
    def article(self) -> str:
        """The format's name as a sentence starts with it ("A two-player game needs ...")."""
        return "A two-player game" if self.id == "standard" else f"{self.name}"

    def teams(self, players: int, *, boss: int | None) -> list[int]:
        """Each player's team number."""
        if self.has_boss:
            return [0 if i == boss else 1 for i in range(players)]
        if self.team_pairs == "alternate":
            return [i % 2 for i in range(players)]
        if self.team_pairs == "adjacent":
            return [i // 2 for i in range(players)]
        return list(range(players))

    def seats(self, players: int, *, first: int) -> list[list[int]]:
        """Turn order from the first player on, clockwise, players of one turn grouped."""
        if self.team_pairs == "adjacent":
            groups = [[0, 1], [2, 3]]
            start = first // 2
            return groups[start:] + groups[:start]
        return [[(first + k) % players] for k in range(players)]

    def first_turn_draws(self, *, players: int, first: int) -> list[int]:
        """Cards each player draws in the Draw Phase of their own first turn."""
        draws = [DRAW_PER_TURN] * players
        order = [(first + k) % players for k in range(players)]
        if self.skip in ("first", "first-two"):
            draws[order[0]] = 0
        if self.skip == "first-two":
            draws[order[1]] = 1
        if self.skip == "first-team":
            for p in self.seats(players, first=first)[0]:
                draws[p] = 0
        return draws


_FIRST_SKIPS = "The first player draws nothing on their first turn."
_TWO_SKIP = "The first player draws nothing on their first turn and the second player draws one."

FORMATS: dict[str, Format] = {
    f.id: f
    for f in (
        Format(
            "standard", "Two-player game", (2, 2), "Turn Sequence: Draw Phase", summary=_FIRST_SKIPS
        ),
        Format(
            "free-for-all",
            "Free for all",
            (3, 4),
            "Alternative Formats: Free for All",
            skip="first-two",
            summary=_TWO_SKIP + " The last Main Character standing wins.",
        ),
        Format(
            "2v2",
            "2 vs 2",
            (4, 4),
            "Alternative Formats: 2 vs 2",
            team_pairs="alternate",
            skip="first-two",
            summary=_TWO_SKIP + " Teammates sit opposite, so turns alternate between teams.",
        ),
        Format(
            "two-headed",
            "2-Headed Teammates",
            (4, 4),
            "Alternative Formats: 2-Headed Teammates",
            team_pairs="adjacent",
            skip="first-team",
            summary="Teammates share rows and one turn; both players of the first team "
            "draw nothing on that turn.",
        ),
        Format(
            "leviathon",
            "The Leviathon Invasion (2 vs 1)",
            (3, 3),
            "Alternative Formats: The Leviathon Invasion",
            boss_named="Leviathon Mother",
            has_boss=True,
            skip="nobody",
            summary="The Leviathon Mother goes first; nobody skips a first-turn draw.",
        ),
        Format(
            "boss",
            "Boss Battle",
            (3, 3),
            "Alternative Formats: Boss Battles",
            has_boss=True,
            skip="nobody",
            summary="The Boss goes first; nobody skips a first-turn draw.",
        ),
        Format(
            "boss-vs-boss",
            "Boss vs Boss",
            (2, 2),
            "Alternative Formats: Boss Battles",
            summary="Two Bosses; the first player is picked at random and draws nothing on "
            "their first turn.",
        ),
        Format(
            "terrain",
            "Terrain",
            (2, 4),
            "Alternative Formats: Terrain",
            summary="Usual rules for the number of players, plus Terrain cards (tracked on "
            "the table, not here).",
        ),
        Format(
            "story",
            "Story Mode",
            (2, 2),
            "Alternative Formats: Story Mode",
            summary="Player A goes first in Part 1; the winner of a Part goes first in the next.",
        ),
    )
}


def for_players(fmt: Format, players: int) -> Format:
    """Terrain plays by the rules of its player count: with 3 or 4 it is a free-for-all."""
    if fmt.id == "terrain" and players >= 3:
        return Format(
            fmt.id, fmt.name, fmt.players, fmt.section, skip="first-two", summary=fmt.summary
        )
    return fmt
