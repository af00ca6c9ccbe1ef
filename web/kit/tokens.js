// Hero tokens: an original monogram on a coloured disc (a colour and an emblem shape per hero,
// picked from the hero's id, so the same hero always looks the same) and health as pips. The
// token is decoration; the hero's name and health are always words too.
import { html, svg, nothing } from "../vendor/lit-html/lit-html.js";

// Hues chosen to stay apart from each other and readable with white initials.
const HUES = ["#b3261e", "#1d4fd8", "#7b2d8e", "#1f7a3a", "#a05a00", "#006a80", "#8a1f5a", "#3d4fb0",
  "#5c6b00", "#9c3d00", "#2d6a8a", "#6a3d9a", "#00796b", "#a02c70", "#4e5d23", "#37474f"];
const SHAPES = [
  svg`<circle cx="24" cy="24" r="21"/>`,
  svg`<path d="M24 2 L45 16 L37 44 H11 L3 16 Z"/>`,
  svg`<path d="M24 2 L46 24 L24 46 L2 24 Z"/>`,
  svg`<path d="M8 3 H40 L45 8 V30 Q45 40 24 46 Q3 40 3 30 V8 Z"/>`,
];

function hash(text) {
  let h = 2166136261;
  for (const ch of String(text)) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}

/** Initials of a name: "Shadowcat" -> "Sh", "Jean Grey" -> "JG". */
export function monogram(name) {
  const words = String(name).split(/[\s-]+/).filter(Boolean);
  if (words.length > 1) return (words[0][0] + words[1][0]).toUpperCase();
  const w = words[0] ?? "?";
  return w[0].toUpperCase() + (w[1] ?? "").toLowerCase();
}

/** The hero's token: an emblem of the hero's colour and shape with the monogram (aria-hidden). */
export function heroToken({ id, name, out = false }) {
  const h = hash(id ?? name);
  const hue = HUES[h % HUES.length];
  return html`<span class=${`kit-hero-token${out ? " kit-out" : ""}`} style=${`--kit-hero: ${hue}`} aria-hidden="true">
    <svg viewBox="0 0 48 48" focusable="false">${SHAPES[(h >>> 8) % SHAPES.length]}
      <text x="24" y="31" text-anchor="middle" font-size="19" font-weight="800">${monogram(name)}</text></svg></span>`;
}

/** The pips alone (aria-hidden): one per point of health, a cross where damage landed. */
export function pipRow({ health, damage }) {
  const pips = [];
  for (let i = 0; i < health; i++) {
    const hit = i >= health - damage;
    pips.push(html`<span class=${`kit-pip${hit ? " kit-hit" : ""}`}>${hit ? "✕" : nothing}</span>`);
  }
  return html`<span class="kit-pips" aria-hidden="true">${pips}</span>`;
}

/**
 * Health as pips: one per point, filled while it is left, a cross where damage landed (a pip
 * that gains damage plays the "damage lands" motion), with the words beside.
 */
export function healthPips({ health, damage, name = "" }) {
  const left = Math.max(0, health - damage);
  return html`<span class="kit-health" role="img" aria-label=${`${name ? `${name}: ` : ""}${left} of ${health} health left, ${damage} damage`}>
    ${pipRow({ health, damage })}
    <span class="kit-health-words" aria-hidden="true">${left}/${health}</span></span>`;
}
