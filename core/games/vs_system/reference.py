"""The in-app reference for Vs System 2PCG, in our own words, as data: what the companion does,
the readings it chose where the rules document is unclear or silent, and why it is a table
companion and not a rules-enforcing digital game.

>>> [s["title"] for s in SECTIONS][:2]
['What this companion is', 'Why there is no digital version']
>>> any("vitality" in p for s in SECTIONS for p in s["paragraphs"])
True
"""

from __future__ import annotations

SOURCE = "Vs System 2PCG comprehensive rules, version 5.1 (23 May 2022)"

SECTIONS: tuple[dict[str, object], ...] = (
    {
        "title": "What this companion is",
        "paragraphs": [
            "A life counter with the arithmetic done for you, for a game played with real "
            "cards. It keeps each Main Character's level, XP, wounds and counters, the "
            "supporting characters, the resource row and recruit points, the hand and deck "
            "counts and the turn's phases; it works out combats and tells you who may attack "
            "whom, with the rule behind each answer.",
            "It knows no cards. Type in the numbers printed on yours (Health, ATK, DEF, the "
            "Level Up number of each level, teams and the keywords below) once; the app "
            "keeps them on this device for the next game. When a card says something the "
            "companion does not know, the card wins: use counters, modifiers and the manual "
            "buttons to put the table right.",
        ],
    },
    {
        "title": "Why there is no digital version",
        "paragraphs": [
            "A version that enforces every rule and card is out of scope, for three reasons.",
            "No card data: the rules document describes the game but lists no cards, and the "
            "card pool spans 53 releases, likely thousands of cards.",
            "A very deep engine: timestamps, dependency order between continuous effects, "
            "replacement effects whose order a player chooses, reaction windows, triggers "
            "that look back at the moment of a stun or KO, copied powers and changing card "
            "types make an engine as deep as the biggest trading card games'.",
            "The publisher discourages digital copies of its cards, and the player community "
            "says it does not condone them.",
        ],
    },
    {
        "title": "Setup and first turns",
        "paragraphs": [
            "Every player has a 60-card deck and starts with seven cards in hand and 53 in "
            "the deck; each may mulligan once before play and must keep the new seven.",
            "Two players: the first player draws nothing on the first turn. Free for all "
            "(3 or 4) and 2 vs 2: the first player draws nothing, the second draws one. "
            "2-Headed Teammates: both players of the first team draw nothing. Leviathon "
            "Invasion and Boss Battles: the Boss goes first and nobody skips. Boss vs Boss: "
            "a random first player draws nothing. Terrain follows the rules for its number "
            "of players; each part of Story Mode plays as a two-player game (Player A first "
            "in Part 1, then the previous part's winner).",
        ],
    },
    {
        "title": "The turn",
        "paragraphs": [
            "Draw (two cards; an empty deck skips the draws), Recovery (one tap: stunned "
            "characters recover, face-down ones turn up, everything readies), Build "
            "(Resource: one card to the resource row; Recruit: one point per ready resource, "
            "lost if unspent; Formation), then Main, where attacks happen. Ending the Main "
            "Phase ends everything that lasted this turn and passes the turn.",
            "Tick a Super Power when you use it: each one once per turn per character, and "
            "a once-per-game power once per game for that copy of the character.",
        ],
    },
    {
        "title": "Combat",
        "paragraphs": [
            "Only a character with at least 1 ATK strikes; ATK at least the struck "
            "character's DEF stuns it. Solo attacks strike both ways at once. A team adds up "
            "its ATK, and the defender strikes back at one attacker its player picks.",
            "Ferocious characters strike first when not everyone in the combat is Ferocious; "
            "whoever they stun takes no further part. In the normal step a team's total "
            "also counts the Ferocious attackers that already struck and still stand.",
            "From the back row, only a character with Range attacks, and the defender "
            "strikes back only if it has Range too.",
            "A stun removes every counter except wounds and vitality, KOs the Equipment, "
            "turns the character face down and exhausted and adds a wound; wounds at Health "
            "KO it. A daze is a stun without the wound; a wound alone does not stun. A DEF "
            "of 0 stuns at once.",
        ],
    },
    {
        "title": "Who may attack whom",
        "paragraphs": [
            "Attack from the front row (melee) or from the back row with Range (ranged). You "
            "may choose a face-up enemy in the front row. The back row is open only when the "
            "enemy has no face-up front-row character, or with Flight (unless a face-up "
            "enemy front-row character has Flight too), Stealth (melee) or Sniper (ranged). "
            "Camouflage cannot be attacked in the back row. A Machine protects nobody, can "
            "be attacked only when nobody face up is in its row (and by an attacker that "
            "could reach that row), and is KO'd as soon as it is attacked. Stunned and hidden "
            "characters "
            "neither attack nor defend nor protect. A team attack needs every attacker able "
            "to attack alone, all from one row, sharing a team.",
        ],
    },
    {
        "title": "Winning",
        "paragraphs": [
            "You are out when all your Main Characters are KO'd; the last side standing "
            "wins. If the last Main Characters go down at the same moment, the side whose "
            "turn it is wins. In 2-Headed Teammates a player whose Main Character is KO'd "
            "plays on beside the teammate. If every deck is empty and nobody will attack, "
            "the fewest wounds on a Main Character wins; a tie is a draw between the tied.",
        ],
    },
    {
        "title": "Where the rules are unclear, and what the companion does",
        "paragraphs": [
            "Vitality counters are named in the rules but never defined. The companion keeps "
            "them through a stun (as the stun rule says) and, by default, counts each as +1 "
            "Health; a table option turns that off. Other undefined counters are kept by "
            "name and removed by a stun like any counter.",
            "Lethal is named (a Lethal wound KOs) but not defined; the companion reads a "
            "Lethal character's stun in combat as a Lethal wound.",
            "A ranged attack's no-strike-back rule is written in the normal step only; the "
            "companion applies it to a Ferocious defender as well.",
            "A Ferocious attacker stunned in the Ferocious step does not add its ATK in the "
            "normal step (a stunned character leaves the combat).",
            "XP gained while a Main Character is stunned is kept; the level-up happens when "
            "it is face up again.",
            "Deck-out with several Main Characters: their wounds are added up.",
            "A Main Character shuffled into a deck or taken to an enemy side counts as gone "
            "for the start-of-turn loss; the companion only knows KOs, so mark it KO'd.",
            "When a character's Health is lowered to its wounds or below (a modifier, or the "
            "vitality option turned off), the companion KOs it, as it would on a wound.",
            "A stun removes modifiers that last until stunned; others stay, as the rules say "
            "only those expire.",
            "Boss Battles: the text speaks of five bosses and names six; all six are "
            "accepted. Boss vs Boss is read as a two-player game.",
            "The Recovery Phase readies every resource, not only face-up Locations.",
            "Not tracked: Vehicles, Terrain cards, Plot Twists, the Boss cards' "
            "Location effects, Angry's must-attack rule, attacks on stunned or hidden "
            "characters granted by a keyword, "
            "Story Mode's parts (play each part as a two-player game), attacks on several "
            "defenders at once, and attacks on a hand, deck, resource row or Location.",
        ],
    },
)
