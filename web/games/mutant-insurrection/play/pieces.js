// How the game's pieces are drawn: a die's face, a requirement as a chip. The board, the dock
// and the tray draw every die and requirement through these functions only; the look is the
// visual kit's (web/kit/): a die's face art, a requirement's symbol.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { faceArt, faceWord } from "../../../kit/dice.js";
import { REQ_SYMBOL, reqSymbol } from "../../../kit/cards.js";

export const SYMBOL = REQ_SYMBOL;

export const faceWords = faceWord;

// A die's face: the kit's art and its word ("teamwork" fits a die on a 390 px phone).
export function dieFace(kind, value) {
  return html`<span class="kit-die-body pl-sym" aria-hidden="true">${faceArt(kind, value)}</span><span class="pl-face">${faceWords(kind, value)}</span>`;
}

// A requirement chip: its words, whether it counts at this threat, and a state mark —
// "met" (paid), "fits" (a die of the pool could pay it now) or "open" (nothing pays it yet).
// The state is in the words as well as the colour.
export function requirementChip(r, { state = r.met ? "met" : null, after = "" } = {}) {
  const counts = r.color === "green" || r.active;
  const mark = { met: "✔ ", fits: "◎ ", open: "✗ " }[state] ?? "";
  const said = { met: ", met", fits: ", a die fits", open: ", no die fits yet" }[state] ?? "";
  const cls = `pl-req pl-req-${r.color}${state ? ` pl-req-${state}` : ""}${counts ? "" : " pl-req-off"}`;
  const words = `${r.label}${r.color !== "green" ? (counts ? ", counts now" : ", does not count at this threat") : ""}${said}`;
  // the engine's words carry the face's symbol ("⚔ fight 3"): the kit draws it as a chip's disc
  const shown = r.label.replace(`${SYMBOL[r.kind]} `, "");
  return html`<span class=${cls} title=${words} data-req=${r.key ?? nothing}
    ><span aria-hidden="true">${mark}</span>${reqSymbol(r.kind)}${shown}${counts ? "" : " (off)"}${said ? html`<span class="visually-hidden">${said}</span>` : nothing}${after}</span>`;
}
