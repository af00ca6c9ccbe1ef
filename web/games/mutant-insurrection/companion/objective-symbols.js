// A mission's objectives as symbols, shared by the odds card, the mission forms and the flip
// sheet: a small builder (pick a requirement, its colour section, the objective it goes in)
// and the chips the attempt and mission cards draw, one tap per objective's success token.
// Requirements travel in the solver's text ("fight 3", "yellow:teamwork"); the engine checks
// them (companion/objectives.py) and says what each row means now (view objective_rows).
//   symbolBuilder(rows, pick, change, { key, title })  rows: [[{kind, value, section}]]
//   symbolFields(f, key, what, repaint)                  the builder + order arrow in a form draft
//   objectiveChips(rows, name, act)                      the engine's objective_rows as taps
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { REQ_SYMBOL } from "../../../kit/dice.js";

// The requirement kinds a mission can ask for, with the app's one set of symbols (the engine's,
// through the kit).
export const SYMBOL = REQ_SYMBOL;
export const REQUIREMENTS = ["power", "teamwork", "fight", "damage"].map((k) => [k, SYMBOL[k], k[0].toUpperCase() + k.slice(1)]);
export const SECTIONS = [["green", "Green (always)"], ["yellow", "Yellow (threat 6+)"], ["red", "Red (threat 11+)"]];
export const MAX_OBJECTIVES = 6;
export const MAX_REQUIREMENTS = 6;

const numbered = (kind) => kind === "fight" || kind === "damage";

// One requirement in the solver's text, and back (the words only: the engine checks them).
export function reqText(r) {
  const base = numbered(r.kind) ? `${r.kind} ${r.value}` : r.kind;
  return r.section === "green" ? base : `${r.section}:${base}`;
}

export function fromText(text) {
  const [section, rest] = text.includes(":") ? text.split(":", 2) : ["green", text];
  const [kind, value] = rest.trim().split(/\s+/);
  return { kind, value: numbered(kind) ? Number(value) : 0, section };
}

export function reqLabel(r) {
  const base = numbered(r.kind) ? `${r.kind} ${r.value}` : r.kind;
  return `${SYMBOL[r.kind] ?? ""} ${base}${r.section === "green" ? "" : ` (${r.section})`}`;
}

// Rows kept by the engine (texts) as the builder's objects, and the builder's rows as texts.
export const rowsFromTexts = (texts) => (Array.isArray(texts) ? texts.map((row) => row.map(fromText)) : []);
export const rowsToTexts = (rows) => rows.filter((r) => r.length).map((r) => r.map(reqText));

export const newPick = (rows) => ({ kind: "power", value: 1, section: "green", target: rows.length ? 0 : -1 });

export function chip(label, onRemove, name, key) {
  return html`<span class="mi-odds-chip"><span>${label}</span><button type="button" class="mi-odds-x" aria-label=${name}
    data-k=${`${key}-x-${name}`} @click=${onRemove}>×</button></span>`;
}

export function smallStepper(key, label, value, lo, hi, set) {
  return html`<span class="mi-stepper">
    <button type="button" aria-label=${`Less: ${label}`} data-k=${`${key}-less`} ?disabled=${value <= lo} @click=${() => set(value - 1)}>−</button>
    <strong aria-label=${`${label}: ${value}`} class="mi-odds-num">${value}</strong>
    <button type="button" aria-label=${`More: ${label}`} data-k=${`${key}-more`} ?disabled=${value >= hi} @click=${() => set(value + 1)}>+</button>
  </span>`;
}

// The builder: `change(fn)` runs fn(rows, pick) on the live draft, then repaints. `key` makes
// the ids and data-k of this builder unique on the page ("odds" keeps the odds card's names).
export function symbolBuilder(rows, pick, change, { key, title }) {
  const id = key === "odds" ? "mi-odds" : `mi-sym-${key}`;
  const add = () => change((rs, p) => {
    const r = { kind: p.kind, value: numbered(p.kind) ? p.value : 0, section: p.section };
    if (p.target < 0 || p.target >= rs.length) {
      if (rs.length >= MAX_OBJECTIVES) return;
      rs.push([r]);
      p.target = rs.length - 1;
    } else if (rs[p.target].length < MAX_REQUIREMENTS) {
      rs[p.target].push(r);
    }
  });
  const remove = (i, j) => () => change((rs, p) => {
    rs[i].splice(j, 1);
    if (!rs[i].length) { rs.splice(i, 1); p.target = Math.min(p.target, rs.length - 1); }
  });
  return html`<div class="mi-odds-builder" role="group" aria-label=${title}>
    <h4>${title}</h4>
    ${rows.length ? html`<ol class="mi-odds-objectives">${rows.map((reqs, i) => html`<li><div class="mi-chips">
      ${reqs.map((r, j) => chip(reqLabel(r), remove(i, j), `Remove ${reqLabel(r)} from objective ${i + 1}`, key))}</div></li>`)}</ol>`
      : html`<p class="muted">None yet.</p>`}
    <div class="mi-row">
      <label for=${`${id}-kind`}>Requirement</label>
      <select id=${`${id}-kind`} data-k=${`${key}-kind`} @change=${(e) => change((_, p) => { p.kind = e.target.value; })}>
        ${REQUIREMENTS.map(([k, s, w]) => html`<option value=${k} .selected=${pick.kind === k}>${s} ${w}</option>`)}
      </select>
      ${numbered(pick.kind) ? smallStepper(`${key}-value`, `${pick.kind} value`, pick.value, 1, 9, (v) => change((_, p) => { p.value = v; })) : nothing}
    </div>
    <div class="mi-row">
      <label for=${`${id}-section`}>Counts</label>
      <select id=${`${id}-section`} data-k=${`${key}-section`} @change=${(e) => change((_, p) => { p.section = e.target.value; })}>
        ${SECTIONS.map(([k, w]) => html`<option value=${k} .selected=${pick.section === k}>${w}</option>`)}
      </select>
    </div>
    <div class="mi-row">
      <label for=${`${id}-target`}>Add to</label>
      <select id=${`${id}-target`} data-k=${`${key}-target`} @change=${(e) => change((_, p) => { p.target = Number(e.target.value); })}>
        ${rows.map((_, i) => html`<option value=${i} .selected=${pick.target === i}>objective ${i + 1}</option>`)}
        ${rows.length < MAX_OBJECTIVES ? html`<option value="-1" .selected=${pick.target < 0}>a new objective</option>` : nothing}
      </select>
      <button type="button" class="primary" data-k=${`${key}-add`} @click=${add}>Add ${SYMBOL[pick.kind]} ${pick.kind}${numbered(pick.kind) ? ` ${pick.value}` : ""}</button>
    </div>
  </div>`;
}

// The symbols and the order arrow of a mission being typed (f.symbols, f.pick, f.order); with
// symbols the count of objectives is theirs. `what` names the card for screen readers.
export function symbolFields(f, key, what, repaint) {
  f.symbols ??= [];
  f.pick ??= newPick(f.symbols);
  f.order ??= false;
  const change = (fn) => { fn(f.symbols, f.pick); repaint(); };
  return html`<details class="mi-symbols" ?open=${f.symbols.length > 0} data-k=${`${key}-symbols`}>
    <summary>Objectives as symbols${f.symbols.length ? ` (${f.symbols.length})` : " (optional)"}</summary>
    ${symbolBuilder(f.symbols, f.pick, change, { key, title: `The objectives of ${what}, top to bottom` })}
    <button type="button" aria-pressed=${String(f.order)} data-k=${`${key}-order`}
      @click=${() => { f.order = !f.order; repaint(); }}>${f.order ? "\u2193 Order arrow: top to bottom" : "\u2195 No order arrow"}</button>
  </details>`;
}

// What a form draft sends for its objectives: the symbols (and their count) when typed.
export function symbolCommand(f) {
  const { symbols, pick, symbolsOf, ...rest } = f;
  const rows = rowsToTexts(symbols ?? []);
  return rows.length ? { ...rest, requirements: rows, objectives: rows.length, order: Boolean(f.order) }
    : { ...rest, requirements: null, order: Boolean(f.order) };
}

// Fill a draft's symbols from a kept card (or a mission in play).
export function fillSymbols(f, card) {
  f.symbolsOf = card.name; // whose symbols these are (a form that does not show them checks it)
  f.symbols = rowsFromTexts(card.requirements);
  f.pick = newPick(f.symbols);
  f.order = card.order === true;
}

// The engine's objective rows as taps: each an objective's symbols and words, done or open,
// the next one under the order arrow marked; a tap places (or takes back) its success token.
export function objectiveChips(rows, name, act, key = "objective") {
  return html`<div class="mi-objective-rows" role="group" aria-label=${`Objectives of ${name}`}>
    ${rows.map((r) => html`<button type="button" class=${`mi-objective-chip${r.done ? " mi-done" : ""}${r.next ? " mi-next" : ""}`}
      data-k=${`${key}-${r.number}`} aria-pressed=${String(r.done)} aria-label=${r.label} ?disabled=${!r.enabled}
      @click=${() => act.cmd(r.command)}>
      <span class="mi-objective-no">${r.done ? "\u2713" : r.next ? "\u2193" : "\u25cb"} ${r.number}</span>
      ${r.requirements.map((q) => html`<span class=${`mi-req mi-req-${q.section}${q.counts ? "" : " mi-req-off"}`}
        ><span class="mi-req-symbol">${SYMBOL[q.kind]}</span> ${q.words}</span>`)}
      ${r.done ? html`<span class="mi-objective-state">done</span>`
        : r.next ? html`<span class="mi-objective-state">next in order</span>` : nothing}
    </button>`)}
  </div>`;
}
