// Card frames by kind, drawn from the design tokens: a coloured band with the kind's own icon
// and word, the title, its threat icons, and the card's words below. The band, icons and
// tokens are decoration (aria-hidden, repeated in words); every word of a card is text in the
// page, so screen readers lose nothing. A card has a compact form for the board and a full form
// in a sheet (cardSheet), one tap away.
import { html, svg, nothing } from "../vendor/lit-html/lit-html.js";
import { Directive, directive } from "../vendor/lit-html/directive.js";
import { REQ_SYMBOL } from "./dice.js";

// Each kind: its word and its icon (24-unit SVG paths of our own).
export const CARD_KINDS = {
  continent: { word: "Continent mission", icon: svg`<circle cx="12" cy="12" r="9" fill="none" stroke-width="2"/><path d="M3 12h18M12 3c-4 5-4 13 0 18M12 3c4 5 4 13 0 18" fill="none" stroke-width="1.6"/>` },
  villain: { word: "Villain", icon: svg`<path d="M3 6l4 4 5-6 5 6 4-4-2 13H5z"/>` },
  sentinel: { word: "Sentinel", icon: svg`<rect x="4" y="4" width="16" height="16" rx="3"/><rect class="kit-cut" x="6.5" y="9" width="11" height="3.5" rx="1.5"/>` },
  story: { word: "Story mission", icon: svg`<path d="M4 4h11l5 5v11H4z"/><path class="kit-cut" d="M7 11h10v1.6H7zM7 15h8v1.6H7z"/>` },
  briefing: { word: "Briefing", icon: svg`<path d="M3 7h7l2 2h9v11H3z"/>` },
  showdown: { word: "Showdown mission", icon: svg`<path d="M4 3l8 8-2 2L2 5zM20 3l-8 8 2 2 8-8zM6 15l3 3-3 3-3-3zM18 15l3 3-3 3-3-3z"/>` },
  threat: { word: "Threat card", icon: svg`<path d="M12 2l10 19H2z"/><path class="kit-cut" d="M11 9h2v6h-2zM11 17h2v2h-2z"/>` },
  school: { word: "School", icon: svg`<path d="M2 10l10-7 10 7v11H2z"/><path class="kit-cut" d="M12 9l1.5 3h3l-2.4 2 1 3.2L12 15.4 8.9 17.2l1-3.2-2.4-2h3z"/>` },
  mutant: { word: "Mutant", icon: svg`<path d="M12 2l2.5 6.5L21 9l-5 4.5L17.5 21 12 17l-5.5 4L8 13.5 3 9l6.5-.5z"/>` },
  bond: { word: "Bond", icon: svg`<g fill="none" stroke-width="2.6"><circle cx="8.5" cy="12" r="5.5"/><circle cx="15.5" cy="12" r="5.5"/></g>` },
  power: { word: "Hero power", icon: svg`<path d="M14 2L5 14h6l-2 8 10-13h-6z"/>` },
  assist: { word: "Assist card", icon: svg`<path d="M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z"/>` },
};

export const kindWord = (kind) => CARD_KINDS[kind]?.word ?? kind;

/** What a card's band shows: its kind's icon and word, then `extra` (threat icons, a mark). */
export function bandMark(kind, extra = nothing) {
  return html`${kindIcon(kind)}<span class="kit-kind-word">${kindWord(kind)}</span>${extra}`;
}

/** A kind's icon alone (aria-hidden SVG). */
export function kindIcon(kind) {
  return html`<svg class="kit-kind-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${CARD_KINDS[kind]?.icon ?? nothing}</svg>`;
}

const plural = (n, one, many) => (n === 1 ? one : many);

/** A card's threat icons: as many hazard marks as it has, and the count in words. */
export function threatIcons(n) {
  if (!n) return nothing;
  const marks = Array.from({ length: Math.min(n, 6) }, () => svg`<path d="M6 1l5.5 10H.5z"/>`);
  return html`<span class="kit-threat-icons"><svg viewBox=${`0 0 ${Math.min(n, 6) * 13} 12`} aria-hidden="true" focusable="false">${marks.map((m, i) => svg`<g transform=${`translate(${i * 13} 0)`}>${m}</g>`)}</svg><span aria-hidden="true">${n}</span><span class="visually-hidden">${n} threat ${plural(n, "icon", "icons")}</span></span>`;
}

/** A requirement as a symbol chip: the face's symbol, then its words (the chip's text). */
export { REQ_SYMBOL };
export function reqSymbol(kind) {
  return html`<span class="kit-req-sym" aria-hidden="true">${REQ_SYMBOL[kind] ?? "★"}</span>`;
}

/** The order arrow of a card whose objectives go from the top down. */
export function orderArrow() {
  return html`<span class="kit-order" aria-hidden="true">↓</span>`;
}

/**
 * Tokens on a card or hero, drawn as discs with their count; each kind has its own shape and a
 * word: success (a check), damage (a cross) and training (a star).
 */
export function tokenRow({ success = 0, needed = 0, damage = 0, training = "" } = {}) {
  const disc = (cls, mark) => html`<span class=${`kit-token ${cls}`} aria-hidden="true">${mark}</span>`;
  const parts = [];
  if (needed || success) {
    const marks = [];
    for (let i = 0; i < Math.max(needed, success); i++) marks.push(disc(i < success ? "kit-token-success" : "kit-token-empty", i < success ? "✔" : ""));
    parts.push(html`<span class="kit-tokens">${marks}<span class="kit-token-words">${success}${needed ? `/${needed}` : ""} success</span></span>`);
  }
  if (damage) parts.push(html`<span class="kit-tokens">${disc("kit-token-damage", REQ_SYMBOL.damage)}<span class="kit-token-words">${damage} damage</span></span>`);
  if (training) parts.push(html`<span class="kit-tokens">${disc("kit-token-training", "★")}<span class="kit-token-words">training: ${training}</span></span>`);
  return parts.length ? html`<span class="kit-token-row">${parts}</span>` : nothing;
}

/** Ready or exhausted, in a word and a mark (an exhausted card is also drawn turned). */
export function readyMark(ready) {
  return html`<span class=${`kit-ready ${ready ? "kit-is-ready" : "kit-is-exhausted"}`}><span aria-hidden="true">${ready ? "●" : "◌"}</span> ${ready ? "ready" : "exhausted"}</span>`;
}

/**
 * A card's frame. `kind` picks the band; `title` is the card's name (a heading of `level`);
 * `body` its compact content; `threat` its threat icons; `exhausted` turns it; `more` (a
 * function) opens its full form in the sheet. Extra classes and attributes come from the caller
 * through `cls` and `attrs` ({ id, mission, focus }).
 */
export function cardFrame({ kind, title, titleId, level = 3, body = nothing, threat = 0, badge = nothing, exhausted = false, more = null, cls = "", fresh = false, attrs = {} }) {
  const head = level === 2 ? html`<h2 id=${titleId ?? nothing} class="kit-card-title">${title}</h2>` : level === 4
    ? html`<h4 id=${titleId ?? nothing} class="kit-card-title">${title}</h4>` : html`<h3 id=${titleId ?? nothing} class="kit-card-title">${title}</h3>`;
  return html`<article class=${`kit-card kit-card-${kind}${exhausted ? " kit-exhausted" : ""}${fresh ? " kit-reveal" : ""}${cls ? ` ${cls}` : ""}`}
      aria-labelledby=${titleId ?? nothing} data-kind=${kind}
      data-mission=${attrs.mission ?? nothing} data-focus=${attrs.focus ?? nothing} data-hero=${attrs.hero ?? nothing}>
    <header class="kit-card-band">
      ${bandMark(kind, html`${badge}${threatIcons(threat)}`)}
    </header>
    <div class="kit-card-head">${head}
      ${more ? html`<button type="button" class="kit-more" @click=${more} aria-label=${`Whole card: ${title}`} title="Whole card">⤢</button>` : nothing}</div>
    ${body}
  </article>`;
}

/**
 * The full form of a card in a sheet (a modal <dialog>): `card` is { kind, title, lines } or
 * null (closed). The dialog opens itself once drawn; `close` is called when it is dismissed.
 */
export function cardSheet(card, close) {
  if (!card) return nothing;
  const open = (el) => el && !el.open && el.showModal?.();
  return html`<dialog class=${`kit-sheet kit-card-${card.kind}`} data-kind=${card.kind} aria-labelledby="kit-sheet-title"
      ${refOnce(open)} @close=${close} @click=${(e) => e.target === e.currentTarget && e.currentTarget.close()}>
    <div class="kit-sheet-inner">
      <header class="kit-card-band">${bandMark(card.kind, threatIcons(card.threat ?? 0))}</header>
      <h2 id="kit-sheet-title">${card.title}</h2>
      ${card.lines.map((l) => (typeof l === "string" ? html`<p>${l}</p>` : l))}
      <form method="dialog"><button class="btn primary kit-sheet-close" value="close">Close</button></form>
    </div>
  </dialog>`;
}

// A tiny element hook without the ref directive (not vendored): a custom attribute binding
// that hands the element to `fn` after it is drawn.
class RefOnce extends Directive {
  update(part, [fn]) { queueMicrotask(() => fn(part.element)); return this.render(fn); }
  render() { return nothing; }
}
const refOnce = directive(RefOnce);
