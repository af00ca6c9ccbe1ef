// How the game's pieces are drawn: a die's face, a requirement as a chip. The board, the dock
// and the tray draw every die and requirement through these functions only, so a new look
// (the visual kit) replaces them here without touching the controller or the layout.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";

export const SYMBOL = { villainy: "☠", teamwork: "◆", power: "✦", fight: "⚔", damage: "✚" };

export const faceWords = (kind, value) => (kind === "fight" ? `fight ${value}` : kind);

// A die's face: its symbol and its word ("teamwork" fits a 64 px die on a 390 px phone).
export function dieFace(kind, value) {
  return html`<span class="pl-sym" aria-hidden="true">${SYMBOL[kind] ?? "★"}</span><span class="pl-face">${faceWords(kind, value)}</span>`;
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
  return html`<span class=${cls} title=${words} data-req=${r.key ?? nothing}
    ><span aria-hidden="true">${mark}</span>${r.label}${counts ? "" : " (off)"}${said ? html`<span class="visually-hidden">${said}</span>` : nothing}${after}</span>`;
}
