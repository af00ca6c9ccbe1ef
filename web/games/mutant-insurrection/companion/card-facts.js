// Editors for what is printed on cards, shared by the setup form, a replacement and a hero's
// card: the dice of a power card (four) and of an assist card (two), a short ability note, and
// a showdown set (missions left to right). They edit drafts in the page; the engine checks
// the result when it is sent.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { stepper, textField } from "./widgets.js";

const CYCLE = { null: "red", red: "yellow", yellow: "blue", blue: "red" };
const LETTER = { red: "R", yellow: "Y", blue: "B" };
export const POWER_DICE = 4;
export const ASSIST_DICE = 2;

// The facts a draft sends: only those the players gave (null dice: not known yet).
export function factsOf(d) {
  const out = {};
  if (d.dice?.every(Boolean)) out.dice = [...d.dice];
  if (d.assist_dice?.every(Boolean)) out.assist_dice = [...d.assist_dice];
  if (d.note?.trim()) out.note = d.note.trim();
  return out;
}

// Copy a remembered hero's facts into a draft.
export function fillFacts(d, entry, fallbackHealth) {
  d.health = entry?.health ?? fallbackHealth;
  d.dice = entry?.dice ? [...entry.dice] : null;
  d.assist_dice = entry?.assist_dice ? [...entry.assist_dice] : null;
  d.note = entry?.note ?? "";
}

function diceRow(d, field, count, label, repaint) {
  const dice = d[field] ?? Array(count).fill(null);
  const turn = (i) => () => {
    const next = [...dice];
    next[i] = CYCLE[next[i]];
    d[field] = next;
    repaint();
  };
  return html`<div class="mi-row mi-facts-dice" role="group" aria-label=${label}>
    <span class="mi-facts-label">${label}</span>
    ${dice.map((c, i) => html`<button type="button" class=${`mi-fact-die${c ? ` mi-die-${c}` : ""}`}
      aria-label=${`${label}, die ${i + 1}: ${c ?? "not set"}. Tap for the next colour.`}
      @click=${turn(i)}>${c ? LETTER[c] : "?"}</button>`)}
    ${d[field] ? html`<button type="button" class="mi-facts-clear" aria-label=${`Clear ${label}`}
      @click=${() => { d[field] = null; repaint(); }}>×</button>` : nothing}
  </div>`;
}

export function factsEditor(d, who, repaint, noteLength = 120) {
  return html`<div class="mi-facts">
    ${diceRow(d, "dice", POWER_DICE, `${who}'s power card dice`, repaint)}
    ${diceRow(d, "assist_dice", ASSIST_DICE, `${who}'s assist dice`, repaint)}
    ${textField(d, "note", { label: `${who}'s ability (a short note)`, placeholder: "Ability, in a few words (optional)", maxlength: noteLength })}
  </div>`;
}

// Dice colours in words and letters, for a hero card: "R R Y B · assist B B".
export function diceText(hero) {
  const l = (dice) => dice.map((c) => LETTER[c]).join(" ");
  const bits = [];
  if (hero.dice) bits.push(l(hero.dice));
  if (hero.assist_dice) bits.push(`assist ${l(hero.assist_dice)}`);
  return bits.join(" · ");
}

// A showdown set being typed: rows of { name, defeat, attack, effect }; the first row's attack
// is the one that counts.
export function showdownRows(lim, f, repaint, prefix = "Showdown mission") {
  const blank = () => ({ name: "", defeat: lim.defeat.default, attack: lim.attack.default, effect: "" });
  f.rows ??= Array.from({ length: lim.showdown_missions.min }, blank);
  const rows = f.rows;
  return html`
    ${rows.map((row, i) => html`<fieldset>
      <legend>${prefix} ${i + 1}</legend>
      ${textField(row, "name", { label: `${prefix} ${i + 1} name`, placeholder: "Name", maxlength: lim.name_length })}
      <div class="mi-row"><span>Defeat value</span>${stepper(`Defeat value of ${prefix.toLowerCase()} ${i + 1}`, row, "defeat", lim.defeat, repaint)}</div>
      ${i === 0 ? html`<div class="mi-row"><span>Attack value</span>${stepper(`Attack value of ${prefix.toLowerCase()} 1`, row, "attack", lim.attack, repaint)}</div>` : nothing}
      ${textField(row, "effect", { label: `Threat effect of ${prefix.toLowerCase()} ${i + 1}`, placeholder: "Threat effect (optional)", maxlength: lim.effect_length })}
    </fieldset>`)}
    <div class="mi-row">
      ${rows.length < lim.showdown_missions.max ? html`<button type="button" @click=${() => { rows.push(blank()); repaint(); }}>Add a mission</button>` : nothing}
      ${rows.length > lim.showdown_missions.min ? html`<button type="button" @click=${() => { rows.pop(); repaint(); }}>Remove the last</button>` : nothing}
    </div>`;
}

export const rowsOf = (f) => f.rows.map(({ name, defeat, attack, effect }) => ({ name, defeat, attack, effect }));
