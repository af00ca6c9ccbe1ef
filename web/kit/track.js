// The threat track as a track: fifteen spaces in three sections (each named in words under
// it) and a marker that slides to the current space (the slide is the motion: CSS, < 300 ms,
// off under reduced motion). The list of spaces carries the words for screen readers.
import { html, nothing } from "../vendor/lit-html/lit-html.js";

export const TRACK_SPACES = 15;
// The sections' last spaces: the rulebook's green 1-5; yellow and red inferred (DESIGN.md).
export const SECTION_ENDS = { green: 5, yellow: 10, red: 15 };
export const SECTION_WORDS = { green: "Green", yellow: "Yellow", red: "Red" };
const SECTION_MARK = { green: "●", yellow: "▲", red: "■" };

export const sectionOf = (n) => (n <= SECTION_ENDS.green ? "green" : n <= SECTION_ENDS.yellow ? "yellow" : "red");

/**
 * The track. `threat` is the marker's space (0 = before the track); `label` names the list for
 * screen readers; `sections`, when the engine gives them, is each space's section in order
 * (space 1 first), so a screen draws the engine's track rather than the kit's default. The
 * marker's position is a CSS custom property, so a change slides it.
 */
export function track({ threat, label = null, cls = "", sections = null }) {
  const at = Math.max(0, Math.min(TRACK_SPACES, threat));
  const of = (n) => sections?.[n - 1] ?? sectionOf(n);
  const spaces = [];
  for (let n = 1; n <= TRACK_SPACES; n++) {
    const here = n === at;
    spaces.push(html`<li class=${`kit-space kit-sec-${of(n)}${here ? " kit-here" : ""}${n <= at ? " kit-passed" : ""}`}
      aria-current=${here ? "true" : nothing}><span>${n}</span></li>`);
  }
  const sec = of(Math.max(1, at));
  return html`<div class=${`kit-track${cls ? ` ${cls}` : ""}`} style=${`--kit-at: ${at}`}>
    <ol class="kit-spaces" aria-label=${label ?? `Threat track: ${at} of ${TRACK_SPACES}, ${SECTION_WORDS[sec]} section`}>${spaces}</ol>
    <span class=${`kit-marker kit-sec-${sec}`} aria-hidden="true"><svg viewBox="0 0 20 24" focusable="false"><path d="M10 23 L2 11 A9 9 0 1 1 18 11 Z"/><circle class="kit-cut" cx="10" cy="9" r="3.5"/></svg></span>
    <div class="kit-sections" aria-hidden="true">${Object.keys(SECTION_ENDS).map((s) => html`<span class=${`kit-sec-${s}`}>${SECTION_MARK[s]} ${SECTION_WORDS[s]}</span>`)}</div>
  </div>`;
}
