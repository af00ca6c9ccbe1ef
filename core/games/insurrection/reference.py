"""The in-app rules reference for Insurrection, in our own words, and the readings the app
chose where the rulebook is silent or unclear (the section "How the app reads the gaps").

>>> [s["title"] for s in REFERENCE][:3]
['The aim', 'Setting up', 'A round']
>>> all(s["paragraphs"] for s in REFERENCE)
True
"""

from __future__ import annotations

from typing import Any

Json = Any

REFERENCE: tuple[Json, ...] = (
    {
        "title": "The aim",
        "paragraphs": [
            "Everyone leads a band of rebels marching on Queen Kristin's Keep and drafts People "
            "cards into a hand that scores at the end. The game ends after six rounds, when the "
            "Good side has won, or sooner if Evil gathers 10 face-up Corruption marks at a "
            "check. Either way, the most points wins.",
        ],
    },
    {
        "title": "Setting up",
        "paragraphs": [
            "Lay the Path: the Rebel Fortress, four Lands drawn at random, Kristin's Keep. The "
            "Rebels token waits just before the Fortress. For a first game use two A and two B "
            "Basic Lands.",
            "Each player gets 3 People cards and picks one of 2 Leaders, so a hand starts with "
            "4 cards and the People deck holds 70 minus 3 per player (64 for 2 players, 52 for "
            "6). The app takes 2 to 6 players: the box has six player aids.",
            "The Lands' numbers (People revealed, cards drawn) and Advanced effects are on the "
            "cards, not in the rulebook: type them once and the app keeps them in its Land "
            "library on this device.",
        ],
    },
    {
        "title": "A round",
        "paragraphs": [
            "1. Move the token onto the next Path card (an Advanced Land's effect may bend the "
            "rules from now on) and turn up as many People from the deck as the card shows. "
            "Check: 10 or more face-up marks and Evil wins at once; nobody takes a turn.",
            "2. Everyone draws the number of cards the Land shows, picks a card in secret and "
            "reveals it with the others (a Leader may be played like any card). Turns go from "
            "the highest initiative down.",
            "3. On your turn: use the Land's effect if it is yours (always before your card's "
            "effects), then your card's Remove (a face-up card goes to the graveyard) and Look "
            "(peek at the top card, then put it under the deck or face up), in either order; "
            "take one face-up card into your hand; put your played card face up.",
            "Check after each turn: 10 or more face-up marks and Evil has won, but the round "
            "is finished first. From then on every turn must end with at least 10 marks face "
            "up; the app refuses a Remove or a take that would break that. If no face-up card "
            "can be taken without dropping below 10, you take back the card you played.",
            "Evil never wins in the middle of a turn. After six rounds without Evil winning, "
            "the Good side wins.",
        ],
    },
    {
        "title": "The deck and the graveyard",
        "paragraphs": [
            "Only a Remove sends a card to the graveyard; any other discarded card goes under "
            "the deck. The graveyard is never shuffled back: when the deck cannot cover a draw "
            "or a Look, that step is skipped. A hand holds 4 cards plus one per round when "
            "every draw was made (10 at the end).",
        ],
    },
    {
        "title": "Scoring",
        "paragraphs": [
            "Reveal the hands. End-of-game effects go first, from the highest initiative down; "
            "you may look at other hands for them. Icon counts mean the icons in your hand, "
            "unless a card says face up (then only the play area counts). Cards with two "
            "scores use the column of the side that won.",
            "The pad works out the cards whose scoring the rulebook spells out: Musketeer sets "
            "(one 3, two -2 in all, three 27 in all, then a new set), Bard (6 per pair of "
            "Soldiers, or -2 after an Evil win), Shadow (0; 7 for Evil; 15 for Evil on the "
            "Keep), Goblin (3 or 9), Occultist (2 plus each Soldier and Minion icon), Azel (3 "
            "per pair of face-up marks, at most 12; 0 for Evil), Talin (0), Draxen (2 per other "
            "card held once, minus 5), Tarak (3 off per other card), War Bear (7 each for the "
            "one player with strictly the most) and Prophet (4 when another hand holds one).",
            "Every other card, and every case the rulebook leaves open, is a free entry: type "
            "the points from the card. The pad marks those lines and names no winner until "
            "each has its points.",
            "An end-of-game swap such as Liohra's is recorded on the pad: a hand card goes "
            "face up and a face-up card joins the hand, with no Remove or Look. The side that "
            "won stays the side that won, even if the marks drop below 10.",
            "Most points wins. On a tie, the tied player whose Leader has the lowest "
            "initiative wins.",
        ],
    },
    {
        "title": "How the app reads the gaps",
        "paragraphs": [
            "Players: 2 to 6 (the rulebook gives no count; the six player aids set the most).",
            "Ties in initiative: the rulebook does not order them, so the app asks the table, "
            "keeping higher initiatives first.",
            "Ties at the end: when a tied player holds no Leader or several, or two Leaders "
            "share an initiative, the app asks the table to name the winner.",
            "A short deck: a draw is skipped for everyone when the deck cannot give every "
            "player their cards; a reveal turns up whatever is left.",
            "Nothing to take: if the play area is empty on your turn, you simply place your card.",
            "A Remove that would leave no take keeping 10 marks is refused, even though taking "
            "back your own card would keep them: the rulebook's example forbids Benjamin's Remove.",
            "In counter mode the app cannot see which face-up cards have no mark, so it refuses "
            "only a Remove after which even a mark-free take would end below 10, and it trusts "
            "the table when a player takes back their own card.",
            "Icons are counted icon by icon, the scoring card's own included (a Bard with a "
            "Soldier icon counts itself). Draxen counts the other card names held once.",
            "Tarak: 33 minus 3 per other card, worked out from 'worth 24 with the starting "
            "hand'; check it against your card.",
            "Yel, the Druid: 'a pair of Animal and Corruption icons' can be read two ways, so "
            "Yel is a free entry and the pad shows both readings' totals.",
            "The outcome is kept apart from the marks on the table: an exchange at the end "
            "(Liohra) that drops the marks below 10 does not undo an Evil win.",
        ],
    },
)
