// Draws a screen described as data (core/table/screen.py) with lit-html. Every label, value,
// disabled state and reason comes from the engine; a button sends the exact command it carries.
// Text is always put into text nodes (lit-html escapes it): nothing from a save is markup.
import { html, nothing } from "../vendor/lit-html/lit-html.js";
import { repeat } from "../vendor/lit-html/directives/repeat.js";
import { bumpOnChange } from "../kit/motion.js";

const tone = (t) => (t && t !== "info" ? ` tb-${t}` : "");
// A short value with a digit (a number, "12/20") is a scoreboard cell: big and boxed, and it
// bumps when it changes (the kit's motion, < 300 ms, none under reduced motion). Longer values
// stay text.
const SCORE_CHARS = 6;
const isScore = (value) => String(value).length <= SCORE_CHARS && /\d/.test(String(value));

// ``redraw`` repaints the screen after a change that only the page knows (an item added to a
// list field of an entry).
export function screenView(screen, send, busy, redraw = () => {}) {
  return html`
    ${screen.outcome ? html`<p class="tb-outcome" role="alert">${screen.outcome}</p>` : nothing}
    ${screen.status ? html`<p class="tb-status" role="status">${screen.status}</p>` : nothing}
    ${screen.warnings.length ? html`<div role="alert"><ul class="tb-warnings">
      ${screen.warnings.map((w) => html`<li>${w}</li>`)}</ul></div>` : nothing}
    ${repeat(screen.sections, (s) => s.id, (s) => html`<details class="tb-section" ?open=${s.open} data-section=${s.id} aria-label=${s.title}>
      <summary><h2>${s.title}</h2></summary>
      <div class="tb-items">${s.items.map((item) => widget(item, send, busy, redraw))}</div>
    </details>`)}`;
}

// A button's name is its label, or `name` where the label is a bare sign ("+", "−"): a
// counter's buttons say what they change ("Cyclops: XP +1").
function tap(b, send, busy, extra = "") {
  const off = busy || !b.command;
  return html`<button type="button" class=${`btn tb-btn${b.style && b.style !== "normal" ? ` ${b.style}` : ""}${extra}`}
    ?disabled=${off} aria-disabled=${off ? "true" : "false"} aria-label=${b.name || nothing}
    title=${b.reason || nothing} data-command=${b.command ? JSON.stringify(b.command) : nothing}
    @click=${() => b.command && send(b.command)}>${b.label}</button>`;
}

function widget(item, send, busy, redraw) {
  switch (item.kind) {
    case "stat":
      return html`<p class=${`tb-stat${tone(item.tone)}${isScore(item.value) ? " tb-score" : ""}`}><span class="tb-label">${item.label}</span>
        <strong class=${`tb-value${isScore(item.value) ? " kit-score" : ""}`} ${bumpOnChange(item.value)}>${item.value}</strong>${item.note ? html`<small>${item.note}</small>` : nothing}</p>`;
    case "counter":
      return html`<div class="tb-counter" role="group" aria-label=${item.label}>
        <span class="tb-label">${item.label}${item.note ? html`<small>${item.note}</small>` : nothing}</span>
        ${tap({ label: "−", name: item.dec.label, command: item.dec.command }, send, busy, " tb-step kit-step kit-minus")}
        <output class="tb-value kit-score" aria-live="polite" ${bumpOnChange(item.value)}>${item.value}</output>
        ${tap({ label: "+", name: item.inc.label, command: item.inc.command }, send, busy, " tb-step kit-step kit-plus")}
      </div>`;
    case "actions":
      return html`<div class="tb-actions" role="group" aria-label=${item.label || nothing}>
        ${item.label ? html`<span class="tb-label">${item.label}</span>` : nothing}
        ${item.buttons.map((b) => html`${tap(b, send, busy)}${!b.command && b.reason ? html`<small class="tb-reason">${b.reason}</small>` : nothing}`)}
      </div>`;
    case "choice":
      return html`<fieldset class="tb-choice"><legend>${item.label}</legend>
        ${item.options.map((o) => html`<button type="button" class=${`btn tb-btn${o.selected ? " primary" : ""}`}
          aria-pressed=${o.selected ? "true" : "false"} ?disabled=${busy || !o.command}
          data-command=${o.command ? JSON.stringify(o.command) : nothing}
          @click=${() => o.command && send(o.command)}>${o.label}</button>`)}
      </fieldset>`;
    case "text":
      return html`<p class=${`tb-text${tone(item.tone)}`}>${item.text}</p>`;
    case "checklist":
      return html`<fieldset class="tb-checklist"><legend>${item.label}</legend>
        ${item.steps.map((s) => html`<button type="button" class="btn tb-step-row" role="checkbox"
          aria-checked=${s.done ? "true" : "false"} ?disabled=${busy || !s.command}
          data-command=${s.command ? JSON.stringify(s.command) : nothing}
          @click=${() => s.command && send(s.command)}><span aria-hidden="true">${s.done ? "☑" : "☐"}</span> ${s.label}</button>`)}
      </fieldset>`;
    case "table":
      // focusable, so a table wider than the phone can be scrolled from the keyboard
      return html`<div class="tb-table-wrap" tabindex="0" role="region" aria-label=${item.label}><table class="tb-table"><caption>${item.label}</caption>
        <thead><tr>${item.columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>
        <tbody>${item.rows.map((r) => html`<tr>${r.map((c, i) => (i ? html`<td class=${isScore(c) ? "tb-num" : ""}>${c}</td>` : html`<th scope="row">${c}</th>`))}</tr>`)}</tbody>
      </table></div>`;
    case "entry":
      return entryForm(item, send, busy, redraw);
    default:
      return nothing;
  }
}

// Ids must be unique on the page: an entry's inputs are named after the entry and the field.
const slug = (text) => String(text).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

// A small form whose values travel as one command: the op's fields plus each field's key. Its
// values live here, per entry (its label and command), so they survive every repaint and a
// list field can grow and shrink; every field kind the screen language has is drawn.
const entryValues = new Map();

function entryModel(item) {
  const key = `${slug(item.label)}|${JSON.stringify(item.command)}`;
  let values = entryValues.get(key);
  if (!values) entryValues.set(key, (values = defaults(item.fields, { entry: true })));
  for (const f of item.fields) fitList(f, values);
  return values;
}

// A list keeps between its field's min and max items (the screen may ask for more next round).
function fitList(f, values) {
  if (f.kind !== "list") return;
  const items = Array.isArray(values[f.key]) ? values[f.key] : (values[f.key] = []);
  while (items.length < (f.min || 0)) items.push(defaults(f.fields, { entry: true }));
  if (f.max != null && items.length > f.max) items.length = f.max;
}

function entryForm(item, send, busy, redraw) {
  const values = entryModel(item);
  const submit = (e) => {
    e.preventDefault();
    const command = { ...item.command, ...sent(item.fields, values) };
    // a seed is fresh for every command, so the next roll is a new one
    for (const f of item.fields) if (f.kind === "seed") values[f.key] = freshSeed();
    send(command);
  };
  return html`<form class="tb-entry" @submit=${submit}><fieldset><legend>${item.label}</legend>
    ${item.fields.map((f) => fieldView(f, values, redraw, `${slug(item.label)}-${f.key}`,
      f.library && f.key === "name" ? { library: f.library, fields: item.fields } : null))}
    <button type="submit" class="btn primary" ?disabled=${busy}>${item.submit}</button></fieldset></form>`;
}

// Which fields of a form's values the player changed (a value object -> its touched keys).
const touched = new WeakMap();
const touch = (values, key) => {
  if (!touched.has(values)) touched.set(values, new Set());
  touched.get(values).add(key);
};

// What an entry sends: every value, except a recalled field the player left as it was (the
// game fills it from memory: a card played again by name keeps its marks).
function sent(fields, values) {
  const out = {};
  for (const f of fields) {
    if (f.recalled && !touched.get(values)?.has(f.key)) continue;
    out[f.key] = f.kind === "list" ? values[f.key].map((item) => sent(f.fields, item)) : values[f.key];
  }
  return JSON.parse(JSON.stringify(out));
}

// The values a form starts with. An entry's fields start as the screen shows them: an empty
// text is "", a checkbox false, a selection its default option or else the first.
export function defaults(fields, { entry = false } = {}) {
  const out = {};
  for (const f of fields) {
    if (f.kind === "list" && Array.isArray(f.default)) out[f.key] = structuredClone(f.default);
    else if (f.kind === "list") out[f.key] = Array.from({ length: f.min || 0 }, () => defaults(f.fields, { entry }));
    else if (f.kind === "seed") out[f.key] = freshSeed();
    else if (!entry) out[f.key] = f.default;
    else if (f.kind === "text") out[f.key] = f.default ?? "";
    else if (f.kind === "bool") out[f.key] = Boolean(f.default);
    else if (f.kind === "select") out[f.key] = (f.options.find((o) => o.value === f.default) ?? f.options[0])?.value ?? null;
    else out[f.key] = f.default;
  }
  return out;
}

// The device's library (web/table/library.js) the fields suggest from: {kind: {name: record}}.
let library = {};
export function useLibrary(lib) { library = lib && typeof lib === "object" ? lib : {}; }

// One <datalist> per kind of the library: a text field naming a kind suggests its names.
export function datalists() {
  return html`${Object.entries(library).map(([kind, recs]) => html`<datalist id=${`tb-lib-${slug(kind)}`}>
    ${Object.keys(recs).map((name) => html`<option value=${name}></option>`)}</datalist>`)}`;
}

// A name picked from the library (a list item's, an entry's, or a setup's own name field)
// fills the other fields beside it from the record; a list value is copied whole.
function fillFrom(kind, fields, item, self, name) {
  const record = library[kind]?.[String(name ?? "").trim()];
  if (!record) return false;
  for (const sub of fields) {
    if (sub.key === self || !(sub.key in record)) continue;
    const value = record[sub.key];
    if (sub.kind === "list" && !Array.isArray(value)) continue;
    // a list's items start from their fields' defaults, then take what the record holds
    item[sub.key] = sub.kind === "list"
      ? value.map((v) => ({ ...defaults(sub.fields), ...(v && typeof v === "object" ? structuredClone(v) : {}) }))
      : value;
    touch(item, sub.key);
  }
  return true;
}

// One field of a form bound to ``values``; a list is a group of items with Add and Remove.
export function fieldView(f, values, redraw, path = f.key, owner = null) {
  if (f.kind !== "list") {
    return input(f, values[f.key], path, (v) => {
      values[f.key] = v;
      touch(values, f.key);
      if (owner && fillFrom(owner.library, owner.fields, values, f.key, v)) redraw();
    });
  }
  const items = values[f.key];
  const canAdd = f.max == null || items.length < f.max;
  const canRemove = items.length > (f.min || 0);
  return html`<fieldset class="tb-list" data-list=${f.key}><legend>${f.label} (${items.length})</legend>
    ${f.help ? html`<p class="muted">${f.help}</p>` : nothing}
    ${items.map((item, i) => html`<fieldset class="tb-item"><legend>${f.label} ${i + 1}</legend>
      ${f.fields.map((sub) => (f.library && sub.key === "name"
        ? fieldView({ ...sub, library: f.library }, item, redraw, `${path}-${i}-${sub.key}`, f)
        : fieldView(sub, item, redraw, `${path}-${i}-${sub.key}`)))}
      ${canRemove ? html`<button type="button" class="btn" @click=${() => { items.splice(i, 1); redraw(); }}>Remove ${f.label.toLowerCase()} ${i + 1}</button>` : nothing}
    </fieldset>`)}
    ${canAdd ? html`<button type="button" class="btn" @click=${() => { items.push(defaults(f.fields, { entry: true })); redraw(); }}>Add to ${f.label.toLowerCase()}</button>` : nothing}
  </fieldset>`;
}

// A fresh random number for a "seed" field: the command carries it, so a replay is exact.
export const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;

// ---------------------------------------------------------------- setup forms

// A field's help is its description, not part of its name: outside the label, tied by id.
const help = (f, id) => (f.help ? html`<small id=${`${id}-help`}>${f.help}</small>` : nothing);
const described = (f, id) => (f.help ? `${id}-help` : nothing);

export function input(f, value, path = f.key, onChange = null) {
  const id = `tb-f-${path}`;
  const changed = (v) => onChange && onChange(v);
  switch (f.kind) {
    case "seed":
    case "number":
      return html`<div class="tb-field"><label for=${id}>${f.label}</label>
        <input id=${id} name=${f.key} type="number" inputmode="numeric" min=${f.min ?? nothing} max=${f.max ?? nothing}
          aria-describedby=${described(f, id)}
          .value=${value ?? ""} @input=${(e) => changed(e.target.value === "" ? null : Number(e.target.value))}>${help(f, id)}</div>`;
    case "text":
      return html`<div class="tb-field"><label for=${id}>${f.label}</label>
        <input id=${id} name=${f.key} type="text" aria-describedby=${described(f, id)} autocomplete="off"
          list=${f.library ? `tb-lib-${slug(f.library)}` : nothing}
          .value=${value ?? ""} @input=${(e) => changed(e.target.value)}>${help(f, id)}</div>`;
    case "bool":
      return html`<label class="tb-field tb-check" for=${id}><input id=${id} name=${f.key} type="checkbox"
        .checked=${Boolean(value)} @change=${(e) => changed(e.target.checked)}> ${f.label}</label>`;
    case "select": // options are indexed: their values come back with their JSON types
      return html`<div class="tb-field"><label for=${id}>${f.label}</label>
        <select id=${id} name=${f.key} aria-describedby=${described(f, id)}
          @change=${(e) => changed(f.options[Number(e.target.value)].value)}>
          ${f.options.map((o, i) => html`<option value=${String(i)} ?selected=${o.value === value}>${o.label}</option>`)}
        </select>${help(f, id)}</div>`;
    default:
      return nothing;
  }
}
