"""The in-app rules reference for the X-Men Trading Card Game, in our own words, with the
readings we chose where the rulebook is unclear (each marked "Our reading").

>>> [s["title"] for s in SECTIONS][:3]
['Winning and losing', 'Setting up', 'A turn']
>>> sum("Our reading" in p for s in SECTIONS for p in s["paragraphs"]) >= 10
True
"""

from __future__ import annotations

from typing import Any

Section = dict[str, Any]

SECTIONS: tuple[Section, ...] = (
    {
        "title": "Winning and losing",
        "paragraphs": [
            "Take out two Villains before your opponent does, or be the only player who still has "
            "an X-Man in the game.",
            "If the attack that takes out your second Villain also knocks out your last X-Man, you "
            "still win.",
            "If you have no card to draw at the start of your turn, you lose.",
            "Our reading: if both teams were ever knocked out together with nobody on two "
            "Villains (only corrections can do that), the app calls it a draw.",
        ],
    },
    {
        "title": "Setting up",
        "paragraphs": [
            "Four Villains go in the middle. Each player has a deck, a counter colour and a "
            "counter symbol (the symbols tell counters apart where the colours look alike), their "
            "X-Men in front of them, and an opening hand of seven cards. The Danger Room marker "
            "starts on Start, below level 1.",
            "Basic game: three X-Men each; a die roll decides who goes first (ties roll again).",
            "Advanced game: whoever has fewer X-Men goes first; if equal, the lower total team "
            "value; if still equal, the dice. Then the players take turns drawing one of the "
            "other's Villains at random until four different Villains are out.",
            "Our reading: in both games the first player is the Danger Room Keeper.",
            "Our reading: in the Villain draft, a drawn Villain already on the table is set aside "
            "and the same player draws again; the first player draws first.",
        ],
    },
    {
        "title": "A turn",
        "paragraphs": [
            "1. The Keeper only: move the Danger Room marker up one level. 2. Draw a card. "
            "3. Untap your X-Men (nothing to untap on your first turn). 4. Play Lightning cards "
            "(and, in the advanced game, Power-Ups). 5. Attack a Villain with your X-Men, once. "
            "6. Attack the other team with a Villain, once, and not with the Villain your X-Men "
            "attacked this turn.",
            "Our reading: the printed rules marked the optional steps in a colour that the text "
            "lost; we take steps 4 to 6 as the optional ones. Steps 1 to 3 come first, in their "
            "order, and the rest follow in order too: no cards after an attack, no X-Men "
            "attack after a Villain's.",
            "Our reading: the Danger Room track ends at 10; once there, the marker stays.",
        ],
    },
    {
        "title": "Playing a card",
        "paragraphs": [
            "A card can be played only if its Danger Room number is at or below the marker. Tap an "
            "untapped X-Man who has a number in the card's colour; a Lightning card then does its "
            "thing and is discarded, a Power-Up stays in play until something discards it.",
            "A Power-Up that names an X-Man goes on that one, who need not be the X-Man tapped. "
            "Our reading: a Power-Up that names nobody is kept on the X-Man tapped for it, so its "
            "strength changes have a place.",
            "Our reading: a strength of 0 is no number, so that X-Man cannot be tapped for a card "
            "of that colour.",
            "Roll against strength: some cards ask for a die at or below the tapped X-Man's "
            "strength in a colour (a chance of strength in six). On a miss the card is discarded "
            "and does nothing. That X-Man is spent for cards this turn, but the rules say it may "
            "still attack: the app lets it lead or join an attack though it is tapped.",
        ],
    },
    {
        "title": "Attacking with your X-Men",
        "paragraphs": [
            "Play a Mission card (Danger Room check) by tapping the X-Man who will lead; the "
            "Mission's colour is the attack's colour. Tap any other untapped X-Men to join, and "
            "choose a Villain.",
            "Our reading: the Mission Leader need not have a number in the Mission's colour; the "
            "rules ask that only of the other cards.",
            "Each attacker other than the leader may take one Momentum card (Danger Room check; "
            "the X-Man needs a number in the card's colour, which need not be the attack's).",
            "Add the attackers' strength in the attack colour and the cards' boosts. It must be "
            "above the Villain's strength in that colour: roll the difference in dice. If it is "
            "not above, the attack fails and the cards are discarded.",
            "Our reading: a failed attack still uses step 5, and the Villain counts as attacked "
            "for step 6.",
        ],
    },
    {
        "title": "Attacking with a Villain",
        "paragraphs": [
            "No cards. Pick a Villain and a colour in which it is stronger than all of the other "
            "player's X-Men together, and roll the difference. The Villain is the attacker, the "
            "whole team defends.",
            "Our reading: every X-Man still in the game defends, tapped or not.",
            "Our reading: each side chooses for its own characters, so the defending player picks "
            "which X-Man's power goes off on a 1.",
            "Setting — whose counter a Villain takes when it is hurt in its own attack (a 2): by "
            "default the defending player's, since their X-Men dealt it, and it counts toward "
            "their ten. Some tables give it to the player who attacked; pick that in the setup.",
        ],
    },
    {
        "title": "The dice",
        "paragraphs": [
            "1: the defender's Mutant Power goes off (only one 1 counts). 2: the attacker takes "
            "one damage (never more than one). 3, 4 or 5: the defender takes one damage each. "
            "6: the attacker's Mutant Power goes off (only one 6 counts).",
            "In an X-Men attack the attacker picks any one attacking X-Man's power; the other "
            "player makes the Villain's choices.",
            "Then, in order: Momentum cards, A powers, B powers, the damage, C powers. When both "
            "powers share a letter, the attacker's goes first.",
            "Damage on a team is shared out as evenly as possible. Our reading: the one damage an "
            "attacking team takes goes on one of the attacking X-Men, the player's choice; a "
            "Villain's damage is shared among the whole defending team, and an X-Man who is full "
            "takes no more.",
            "The odds the app shows count the dice only; what a Mutant Power does is not in them.",
        ],
    },
    {
        "title": "Damage and elimination",
        "paragraphs": [
            "An X-Man is out when its counters reach its hit points. A Villain has 10 hit points "
            "and falls only to 10 counters from one player (9 of each does nothing); it is "
            "credited to that player.",
        ],
    },
    {
        "title": "Building an advanced deck",
        "paragraphs": [
            "At least 40 cards besides X-Men and Villains, and no more than three of any card.",
            "A team of two to five different X-Men whose team values add up to 30 or less, and "
            "four different Villains.",
            "Our reading: the rules ask for one Villain of each colour, but strengths have only "
            "three colours; we take it to mean the Villain cards' own colours, which the checker "
            "compares when you type them in.",
        ],
    },
)
