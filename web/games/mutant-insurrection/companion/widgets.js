// Small pieces every companion panel draws with lit-html: a number stepper, a remembered
// <details>, and form drafts kept in the page (not in the session: typing is not a tap).
//
//   draft(ui, "mission-add", () => ({ name: "", threat: 1 }))  -> the same object on every paint
//   stepper(label, draftObj, "threat", { min, max }, act.repaint)
//   details(ui, "threat-decks", "Threat decks", content)
//
// Inputs are bound with live(): a draft reset after a submit clears what the player typed,
// while a repaint for another reason leaves a half-typed value alone.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { bandMark } from "../../../kit/cards.js";
import { pipRow } from "../../../kit/tokens.js";

// A hero's damage as the kit's pips, read as a meter ("Storm damage", 2 of 7).
export function healthMeter(hero) {
  return html`<span class="mi-meter mi-pips" role="meter" aria-valuemin="0" aria-valuemax=${hero.health}
    aria-valuenow=${hero.damage} aria-label=${`${hero.name} damage`}>${pipRow({ health: hero.health, damage: hero.damage })}</span>`;
}

// The kit's band on top of a companion card (class "mi-card mi-framed kit-card-<kind>"): the
// kind's icon and word, decoration beside the card's own words (aria-hidden). `extra` sits
// at the band's end (a Sentinel on a mission, a count).
export function kindBand(kind, extra = nothing) {
  return html`<div class="kit-card-band mi-band" aria-hidden="true">${bandMark(kind, extra)}</div>`;
}

export function draft(ui, key, make) {
  ui.drafts ??= new Map();
  if (!ui.drafts.has(key)) ui.drafts.set(key, make());
  return ui.drafts.get(key);
}

export function dropDraft(ui, key) {
  ui.drafts?.delete(key);
}

const clamp = (v, min, max) => Math.min(max, Math.max(min, v));

// A number with big minus and plus buttons (typing works too); the bounds come from the engine.
// A change is written to obj[field]; `repaint` redraws the page (no engine round trip).
export function stepper(label, obj, field, { min, max }, repaint, key = "") {
  const set = (v) => { obj[field] = clamp(v, min, max); repaint(); };
  const value = obj[field];
  return html`<span class="mi-stepper">
    <button type="button" aria-label=${`Less: ${label}`} data-k=${key ? `${key[0]}-less-${key[1]}` : nothing}
      ?disabled=${value <= min} @click=${() => set(value - 1)}>−</button>
    <input type="number" inputmode="numeric" min=${min} max=${max} aria-label=${label}
      .value=${live(String(value))}
      @change=${(e) => { const n = Number.parseInt(e.target.value, 10); set(Number.isNaN(n) ? min : n); }}>
    <button type="button" aria-label=${`More: ${label}`} data-k=${key ? `${key[0]}-more-${key[1]}` : nothing}
      ?disabled=${value >= max} @click=${() => set(value + 1)}>+</button>
  </span>`;
}

// A text field bound to obj[field]; typing changes the draft only.
export function textField(obj, field, { label, placeholder = "", maxlength, id, list, key } = {}) {
  return html`<input type="text" id=${id ?? nothing} list=${list ?? nothing}
    maxlength=${maxlength ?? nothing} placeholder=${placeholder} aria-label=${label ?? nothing}
    data-k=${key ?? nothing} autocomplete="off" .value=${live(obj[field] ?? "")}
    @input=${(e) => { obj[field] = e.target.value; }}>`;
}

// A <details> whose open state is remembered with the screen's preferences.
export function details(ui, key, summary, content) {
  return html`<details ?open=${ui.open.has(key)} data-k=${`details-${key}`}
    @toggle=${(e) => {
      if (e.target.open === ui.open.has(key)) return; // drawn open: nothing changed
      if (e.target.open) ui.open.add(key); else ui.open.delete(key);
      ui.remember?.();
    }}><summary>${summary}</summary>${content}</details>`;
}

// A two-state button ("aria-pressed").
export function toggle(on, label, onClick, { key, disabled = false, cls = "mi-toggle" } = {}) {
  return html`<button type="button" class=${cls} aria-pressed=${String(on)} ?disabled=${disabled}
    data-k=${key ?? nothing} @click=${onClick}>${on ? "✓ " : ""}${label}</button>`;
}

// "Success tokens − 2 / 3 +": one card's tokens, each button sending the command for its step.
//   tokenRow(name, "2 / 3", (delta) => command, { less, more, key: ["ms", id] }, act)
export function tokenRow(name, shown, command, { less, more, key }, act) {
  return html`<div class="mi-row">
    <span>Success tokens</span>
    <button type="button" ?disabled=${!less} data-k=${key ? `${key[0]}-less-${key[1]}` : nothing}
      aria-label=${`Remove a success token from ${name}`} @click=${() => act.cmd(command(-1))}>−</button>
    <strong>${shown}</strong>
    <button type="button" ?disabled=${!more} data-k=${key ? `${key[0]}-more-${key[1]}` : nothing}
      aria-label=${`Add a success token to ${name}`} @click=${() => act.cmd(command(1))}>+</button>
  </div>`;
}

export const SECTION_WORDS = { green: "Green", yellow: "Yellow", red: "Red" };

export const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// The dice chosen for the next reroll are the screen's, not the session's: choosing is pointing
// at dice, not a move, so it is no undo step and no history line (the reroll sends them, and
// its history line says which faces it rerolled). A new roll, a reroll or an undo (new faces)
// starts a fresh choice; a pool chosen in an older save starts from its choice.
export function chosenDice(d, ui) {
  if (!d) return new Set();
  const sig = JSON.stringify([d.hero, d.dice.map((x) => x.face), d.rerolls_used, d.extra_used, d.tokens.length]);
  if (ui.dice?.sig !== sig) ui.dice = { sig, chosen: new Set(d.dice.filter((x) => x.selected).map((x) => x.index)) };
  return ui.dice.chosen;
}
