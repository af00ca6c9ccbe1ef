// The rules reference of the digital game, in our own words (the rulebook is our reference, not
// a text to copy). Each topic has an id that screens link to ("villainy" on a mission opens the
// "villainy" topic), a title, search words and a few short paragraphs. The engine enforces every
// rule; this text only explains what it does.

export const RULES = [
  {
    id: "goal", title: "Winning and losing", words: "win lose end showdown threat",
    text: [
      "The team wins by completing every mission of the showdown.",
      "The team loses when the threat would move past 15 before the showdown, when a knocked-out hero cannot be replaced, when a red threat card must be drawn from an empty deck, or when every hero in the showdown is knocked out.",
    ],
  },
  {
    id: "round", title: "A round", words: "round phases order deploy mission threat regroup",
    text: [
      "Each round has four phases in order: deploy, mission, threat and regroup.",
      "Cards may say something happens at the start or end of a round or a phase; the engine resolves those at that moment.",
    ],
  },
  {
    id: "deploy", title: "Deploy phase", words: "deploy move hero mission school deck flip",
    text: [
      "One hero at a time goes to a face-up mission, to a face-down continent deck (its top mission is flipped face up first), or to a school card.",
      "At most three heroes go to the same mission in a round. A hero who goes to a school card uses it at once.",
    ],
  },
  {
    id: "attempt", title: "Attempting a mission", words: "attempt active hero assist roll pool steps",
    text: [
      "In the mission phase the team picks a mission with heroes on it, then one of those heroes who has not yet been active this round becomes the active hero.",
      "The active hero may be assisted by any other hero in play, wherever they are: that hero's assist card adds its two dice and its ability. A hero assists once a round.",
      "The pool is the hero's own four dice plus two from an assist card. The whole pool is rolled, then the hero may reroll, then spends dice on requirements.",
    ],
  },
  {
    id: "dice", title: "The dice", words: "dice faces red yellow blue villainy teamwork power fight",
    text: [
      "Red: ☠ villainy, ◆ teamwork, ✦ power, ⚔ fight 1, ⚔ fight 2, ⚔ fight 3.",
      "Yellow: ☠ villainy, ◆ teamwork, ✦ power, ✦ power, ⚔ fight 2, ⚔ fight 2.",
      "Blue: ☠ villainy, ◆ teamwork, ◆ teamwork, ✦ power, ⚔ fight 1, ⚔ fight 2.",
      "A training token counts as one more result of its kind for the hero holding it.",
    ],
  },
  {
    id: "reroll", title: "Rerolls", words: "reroll rerolls left standard extra limit",
    text: [
      "Every attempt comes with two rerolls; abilities can add more. A reroll takes any of the dice you choose, and all rerolling comes before any spending.",
      "Some effects ask for a reroll of their own with a limit (\"up to two dice\"): the screen says how many dice it takes.",
    ],
  },
  {
    id: "villainy", title: "Villainy", words: "villainy reroll skull damage effect",
    text: [
      "Rerolling a die that shows villainy sets off the mission's villainy effect first (and its Sentinel's, if one is attached), before the dice are rolled again.",
      "An effect that could not change anything is skipped. When two effects apply, the active hero picks the order. The screen warns you before a reroll that would trigger villainy, and says if it could knock the hero out.",
    ],
  },
  {
    id: "requirements", title: "Requirements and objectives", words: "requirement objective spend green yellow red colour order arrow",
    text: [
      "A mission has objectives; each objective is a set of requirements. An objective is complete when all its requirements that count are met.",
      "Power and teamwork take one die showing that result. A fight requirement takes one or more fight dice whose values add up to at least its number. A damage requirement is met by the active hero taking that much damage.",
      "Green requirements always count. Yellow ones count only while the threat is in the yellow or red section, red ones only in the red section.",
      "A mission marked ↓ is completed from the top objective down.",
    ],
  },
  {
    id: "outcomes", title: "Success and failure", words: "success failure outcome complete fail",
    text: [
      "When every objective of a mission is complete (and no Sentinel is attached), the mission succeeds: its success effect resolves for the heroes there and the card goes to the completed pile.",
      "When no hero at a mission can still be active this round and it is not complete, it fails: its failure effect resolves, and it stays in play.",
    ],
  },
  {
    id: "threat", title: "Threat phase", words: "threat track icons raise flip draw deck green yellow red section",
    text: [
      "The threat rises by the threat icons of face-up missions and attached Sentinels (plus what cards in play add). Then continent missions are flipped as the hero count says, and a threat card is drawn from the deck of the tracker's colour.",
      "The track has fifteen spaces: green 1–5, yellow 6–10, red 11–15. If the deck of that colour is empty, the next colour is used.",
    ],
  },
  {
    id: "sentinels", title: "Sentinels", words: "sentinel attach objective villainy destroy",
    text: [
      "A Sentinel threat card attaches to the face-up mission its card names (the team breaks ties). It adds its threat icons, its own objective and often a villainy effect.",
      "Completing the Sentinel's objective destroys it. A mission with a Sentinel cannot succeed until the Sentinel is gone.",
    ],
  },
  {
    id: "villains", title: "Villains", words: "villain replace mission deck",
    text: [
      "A villain card can take over a mission: the heroes there move onto the villain, and the mission underneath waits until the villain is completed.",
      "A completed villain can later be traded at a school card that allows it, for less threat.",
    ],
  },
  {
    id: "story", title: "Story cards and briefings", words: "story briefing plot tokens flip showdown",
    text: [
      "The plot puts its first story card into play. A briefing gathers success tokens and flips when its condition is met; story missions lead the plot on until the showdown is set up.",
    ],
  },
  {
    id: "damage", title: "Damage and knock-outs", words: "damage health knocked out knock replace",
    text: [
      "A hero whose damage reaches their health is knocked out: the threat rises by one, their mutant, training token and bonds are lost, and in the regroup phase an unused hero takes their seat.",
      "If the knocked-out hero was attempting a mission, the attempt goes straight to its outcome.",
    ],
  },
  {
    id: "mutants", title: "Mutants", words: "mutant school swap exhaust ready",
    text: [
      "A hero may hold one mutant. Its ability is used by exhausting the card; it is ready again in the regroup phase.",
      "Heroes on the Blackbird in the regroup phase may swap mutants with the school or trade them with each other.",
    ],
  },
  {
    id: "bonds", title: "Bonds", words: "bond positive negative flip partner",
    text: [
      "Bonds come in pairs held by two heroes. A bond's ability usually needs the bonded hero at the same mission. Effects flip bonds between their positive and negative sides, or break them.",
    ],
  },
  {
    id: "training", title: "Training tokens", words: "training token train power teamwork fight",
    text: [
      "A hero may hold one training token (power, teamwork or fight). It can be spent like a die of that result, once.",
    ],
  },
  {
    id: "regroup", title: "Regroup phase", words: "regroup blackbird ready assist cards",
    text: [
      "Heroes return to the Blackbird, assist cards go back to their owners, mutants and bonds are readied, mutants may be swapped, and knocked-out heroes are replaced.",
    ],
  },
  {
    id: "school", title: "School cards", words: "school cerebro office danger room",
    text: [
      "A hero deployed to a school card resolves its effect at once. Several heroes may use the same school card in a round.",
    ],
  },
  {
    id: "showdown", title: "The showdown", words: "showdown attack defeat tokens final",
    text: [
      "When the plot says so, the showdown missions are laid out and everything else is set aside. Completing an objective of a showdown mission adds a success token; at its defeat value the mission is defeated.",
      "In the showdown's threat phase the leading undefeated mission attacks every hero, then each undefeated mission's threat effect resolves. Threat no longer loses the game.",
    ],
  },
  {
    id: "undo", title: "Undo, saving and sharing", words: "undo redo save export import share link seed",
    text: [
      "Every decision is saved on this device at once. Undo takes back a decision, but dice already rolled stay as they fell: undo never changes luck.",
      "Export a game as a file to move it to another device; a share link starts the same setup (heroes, difficulty, plot and seed) anywhere.",
    ],
  },
];

// Topics whose title, words or text contain every word of the query (case-insensitive).
export function searchRules(query) {
  const words = String(query || "").toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return RULES;
  return RULES.filter((r) => {
    const hay = `${r.title} ${r.words} ${r.text.join(" ")}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
