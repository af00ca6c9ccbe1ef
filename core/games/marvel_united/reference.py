"""The in-app rules reference for Marvel United: X-Men, in our own words, with what the partial
rulebook leaves out and the readings the companion follows."""

from __future__ import annotations

from typing import Any

REFERENCE: tuple[dict[str, Any], ...] = (
    {
        "title": "What this companion knows",
        "paragraphs": [
            "The rulebook text this app has stops in the middle of its mission chapter. The "
            "companion enforces what it states: the turn cycle, the villain's turn, the hero "
            "turn and its shared symbols, the actions, the missions, winning and losing.",
            "Missing from it, and so kept as plain counters the table sets: how heroes take "
            "damage and are knocked out, Crisis tokens, Invulnerability tokens, the "
            "Accelerated/Delayed villain, challenges, Super Villain mode, the Super Hero cards "
            "and solo play. The full digital game is blocked until a complete rules source "
            "exists.",
            "Numbers printed on components (the villain's Health by hero count, the spaces on "
            "locations and mission cards, Henchmen's Health) are typed in at setup. The box's "
            "eight locations, with their spaces and the tokens they start with, come from a "
            "public fan database rather than the rulebook: the setup offers six of them, and a "
            "table corrects what differs from its cards. A mission card's spaces and tokens can "
            "be corrected during play too.",
            "The box's supply is finite: 36 Thug/Civilian tokens, 32 Health tokens shared by "
            "the villain and its Henchmen, 18 Crisis tokens and 54 action tokens (18 Heroic, "
            "12 each of Attack, Move and Wildcard), and twelve cards for each hero. Whatever "
            "would take more than the supply holds is refused; a completed mission's tokens "
            "return to it.",
            "The device remembers the locations typed and any setup given a name, so the next "
            "game needs only the name.",
        ],
    },
    {
        "title": "Winning and losing",
        "paragraphs": [
            "The heroes win by taking the villain's last Health token, which they can attack "
            "only once two of the three missions are complete.",
            "They lose when the villain's plot on the dashboard comes true, when the villain "
            "has to draw a Grand Plan card from an empty deck, or when a hero begins a turn "
            "with no cards left in deck or hand. The screen counts the villain turns left and "
            "the hero turns that remain before the deck runs out.",
        ],
    },
    {
        "title": "The turn cycle",
        "paragraphs": [
            "The game opens with the villain's turn, then three hero turns going round the "
            "table. Once the first mission is complete the villain is Under Pressure: from the "
            "next cycle on, two hero turns follow each villain turn. The heroes' order carries "
            "on from one cycle to the next (with two heroes, one of them plays twice in a "
            "cycle of three).",
        ],
    },
    {
        "title": "The villain's turn",
        "paragraphs": [
            "Draw the top Grand Plan card, move the villain clockwise by its number (a threat "
            "with a location trigger where the villain stops acts at once, even after a move "
            "of 0), then BAM! if the card shows it (the dashboard first, then each threat from "
            "the villain's location clockwise), the card's own effect, and finally its Thugs "
            "and Civilians.",
            "Tokens go to the villain's location and its neighbours as the card shows, "
            "clockwise, Thugs before Civilians. A location without room for all it is given "
            "overflows once; overflows resolve clockwise. The companion accepts a pattern up "
            "to two locations either side (the rulebook's wording allows both readings).",
        ],
    },
    {
        "title": "A hero's turn",
        "paragraphs": [
            "Draw one card (none from an empty deck; there is no hand limit). A knocked-out "
            "hero draws until their hand holds four: the rulebook says 'up to 4', and with no "
            "hand limit that is the likelier reading. Play one card to the Storyline.",
            "The actions this turn are the bottom symbols of that card plus those of the hero "
            "card played before it, even with a Grand Plan card between them; special effects "
            "and top symbols are not shared, and the first hero card of the game shares "
            "nothing. A Wildcard is any of Move, Attack or Heroic; saved action tokens may be "
            "spent during the actions and kept for later turns. Unused symbols are lost at the "
            "end of the turn.",
            "Finally, if no threat covers the location's end-of-turn effect, the hero may use "
            "it, once a turn.",
        ],
    },
    {
        "title": "Actions and missions",
        "paragraphs": [
            "Move to an adjacent location. Attack deals 1 damage where the hero is: a Thug is "
            "defeated, a Henchman loses a Health token, the villain loses one only once two "
            "missions are done. Heroic rescues a Civilian or puts a Heroic token on a threat.",
            "A rescued Civilian, a defeated Thug and a removed threat's token go onto Rescue "
            "Civilians, Defeat Thugs and Remove Threats while those have room; otherwise they "
            "are discarded. Most threats go after three Heroic tokens; a Henchman goes when its "
            "Health is gone; a few threats say their own terms. A mission with every space "
            "filled is complete and leaves the game; the others shift, revealing a Mission "
            "Guide effect to read.",
            "Use Cerebro (against Magneto, instead of Rescue Civilians) takes a Heroic and a "
            "Move action of the same turn for each pair of tokens; the rest of its text is "
            "missing from the rulebook this app has.",
            "Where the heroes start is not in the rulebook text: the setup asks (the first "
            "location by default).",
        ],
    },
)
