// The three dice as real dice: a rounded body in the die's colour and its face drawn as
// original SVG (fight: as many pips as its value and the number; power: a bolt; teamwork: two
// linked rings; villainy: a horned mask). The art is decoration (aria-hidden): the face and the
// colour are always also words, so a die reads the same by colour, by shape and by ear.
import { html, svg, nothing } from "../vendor/lit-html/lit-html.js";
import { DIE_FACES, REQ_SYMBOL } from "./faces.js";

export const DIE_COLOURS = ["red", "yellow", "blue"];
// The faces of each die and the one set of symbols come from the engine (faces.js is written by
// build.py from dice.py), so no screen keeps its own copy.
export { DIE_FACES, REQ_SYMBOL };
// A one-character symbol per face (a damage requirement is the one symbol that is not a face).
export const FACE_SYMBOL = Object.fromEntries(Object.entries(REQ_SYMBOL).filter(([k]) => k !== "damage"));
export const STATE_WORDS = { held: "kept", selected: "chosen", spent: "spent" };

export const faceWord = (kind, value) => (kind === "fight" ? `fight ${value}` : kind);

/** What a screen reader hears for a die: "red die, fight 2, kept". */
export function dieWords(color, kind, value, state) {
  const s = STATE_WORDS[state];
  return `${color} die, ${faceWord(kind, value)}${s ? `, ${s}` : ""}`;
}

// pip positions for 1..3 (a diagonal, as on a real die), in a 48-unit box
const PIPS = { 1: [[24, 20]], 2: [[16, 13], [32, 27]], 3: [[13, 10], [24, 20], [35, 30]] };

/**
 * The face's art alone (an <svg>, aria-hidden), 48 x 48 units, scaled by CSS. `numeral: false`
 * draws a fight face by its pips only, for a button whose words already say the value (a
 * numeral in the art would be read by checkers as visible text missing from its name).
 */
export function faceArt(kind, value, { numeral = true } = {}) {
  let body;
  if (kind === "fight") {
    body = svg`${(PIPS[value] ?? PIPS[1]).map(([x, y]) => svg`<circle cx=${x} cy=${y} r="5"/>`)}
      ${numeral ? svg`<text x="24" y="45" text-anchor="middle" font-size="14" font-weight="800">${value}</text>` : nothing}`;
  } else if (kind === "power") {
    body = svg`<path d="M27 5 L12 27 H22 L19 43 L36 19 H26 Z"/>`;
  } else if (kind === "teamwork") {
    body = svg`<g fill="none" stroke-width="5"><circle cx="18" cy="24" r="10"/><circle cx="30" cy="24" r="10"/></g>`;
  } else if (kind === "villainy") {
    body = svg`<path d="M10 8 L17 17 Q24 13 31 17 L38 8 L37 26 Q35 40 24 41 Q13 40 11 26 Z"/>
      <g class="kit-cut"><path d="M15 24 L22 27 L16 30 Z"/><path d="M33 24 L26 27 L32 30 Z"/></g>`;
  } else {
    body = svg`<path d="M24 8 L28 20 L40 20 L30 28 L34 40 L24 32 L14 40 L18 28 L8 20 L20 20 Z"/>`;
  }
  return html`<svg class="kit-face-art" viewBox="0 0 48 48" aria-hidden="true" focusable="false">${body}</svg>`;
}

/**
 * A die: its body and face art, the face word and the colour word under it. `state` is
 * "held", "selected" or "spent" (also said in words); `words: false` leaves the words to the
 * caller (who must then name the die itself, as a button's text does).
 */
export function die({ color, kind, value = 0, state = null, words = true, label = null }) {
  const cls = `kit-die kit-die-${color}${state ? ` kit-${state}` : ""}`;
  return html`<span class=${cls} data-face=${kind} role=${words ? "img" : nothing}
      aria-label=${words ? (label ?? dieWords(color, kind, value, state)) : nothing}>
    <span class="kit-die-body">${faceArt(kind, value)}</span>
    ${words ? html`<span class="kit-die-word" aria-hidden="true">${faceWord(kind, value)}</span>
      <span class="kit-die-colour" aria-hidden="true">${color}${STATE_WORDS[state] ? ` · ${STATE_WORDS[state]}` : ""}</span>` : nothing}
  </span>`;
}

/** A die's colour as a small coloured tile with its initial (for "this hero rolls..."). */
export function dieChip(color) {
  return html`<span class=${`kit-die-chip kit-die-${color}`} aria-hidden="true">${color[0].toUpperCase()}</span>`;
}
