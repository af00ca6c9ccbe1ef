// Draws a screen described as data (core/table/screen.py) with lit-html. Every label, value,
// disabled state and reason comes from the engine; a button sends the exact command it carries.
// Text is always put into text nodes (lit-html escapes it): nothing from a save is markup.
import { html, nothing } from "../vendor/lit-html/lit-html.js";

const tone = (t) => (t && t !== "info" ? ` tb-${t}` : "");

export function screenView(screen, send, busy) {
  return html`
    ${screen.outcome ? html`<p class="tb-outcome" role="alert">${screen.outcome}</p>` : nothing}
    ${screen.status ? html`<p class="tb-status" role="status">${screen.status}</p>` : nothing}
    ${screen.warnings.length ? html`<div role="alert"><ul class="tb-warnings">
      ${screen.warnings.map((w) => html`<li>${w}</li>`)}</ul></div>` : nothing}
    ${screen.sections.map((s) => html`<details class="tb-section" ?open=${s.open} data-section=${s.id} aria-label=${s.title}>
      <summary><h2>${s.title}</h2></summary>
      <div class="tb-items">${s.items.map((item) => widget(item, send, busy))}</div>
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

function widget(item, send, busy) {
  switch (item.kind) {
    case "stat":
      return html`<p class=${`tb-stat${tone(item.tone)}`}><span class="tb-label">${item.label}</span>
        <strong class="tb-value">${item.value}</strong>${item.note ? html`<small>${item.note}</small>` : nothing}</p>`;
    case "counter":
      return html`<div class="tb-counter" role="group" aria-label=${item.label}>
        <span class="tb-label">${item.label}${item.note ? html`<small>${item.note}</small>` : nothing}</span>
        ${tap({ label: "−", name: item.dec.label, command: item.dec.command }, send, busy, " tb-step")}
        <output class="tb-value" aria-live="polite">${item.value}</output>
        ${tap({ label: "+", name: item.inc.label, command: item.inc.command }, send, busy, " tb-step")}
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
        <tbody>${item.rows.map((r) => html`<tr>${r.map((c, i) => (i ? html`<td>${c}</td>` : html`<th scope="row">${c}</th>`))}</tr>`)}</tbody>
      </table></div>`;
    case "entry":
      return entryForm(item, send, busy);
    default:
      return nothing;
  }
}

// Ids must be unique on the page: an entry's inputs are named after the entry and the field.
const slug = (text) => String(text).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

// A small form whose values travel as one command: the op's fields plus each input's key.
function entryForm(item, send, busy) {
  const submit = (e) => {
    e.preventDefault();
    const values = readFields(item.fields, e.currentTarget);
    send({ ...item.command, ...values });
  };
  return html`<form class="tb-entry" @submit=${submit}><fieldset><legend>${item.label}</legend>
    ${item.fields.map((f) => input(f, f.kind === "seed" ? freshSeed() : f.default, `${slug(item.label)}-${f.key}`))}
    <button type="submit" class="btn primary" ?disabled=${busy}>${item.submit}</button></fieldset></form>`;
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
        <input id=${id} name=${f.key} type="text" aria-describedby=${described(f, id)}
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

function readFields(fields, form) {
  const out = {};
  for (const f of fields) {
    const el = form.elements.namedItem(f.key);
    if (!el) continue;
    if (f.kind === "number" || f.kind === "seed") out[f.key] = el.value === "" ? null : Number(el.value);
    else if (f.kind === "bool") out[f.key] = el.checked;
    else if (f.kind === "select") out[f.key] = f.options[Number(el.value)]?.value ?? null;
    else out[f.key] = el.value;
  }
  return out;
}
