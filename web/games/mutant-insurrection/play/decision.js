// The pending decision, within reach of the thumb: who decides (named big), the prompt, the
// options, and during an attempt the dice tray (tap dice to choose a reroll or a spend, then the
// reroll button or a requirement). Every control that answers the decision carries data-option.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { SYMBOL, ruleLink } from "./board.js";

const FACE_WORDS = (kind, value) => (kind === "fight" ? `fight ${value}` : kind);

function dieFace(d) {
  const [kind, value] = d.face;
  return html`<span class="pl-sym" aria-hidden="true">${SYMBOL[kind]}</span><span class="pl-face">${FACE_WORDS(kind, value)}</span>`;
}

const pct = (p) => `${Math.round(p * 1000) / 10} %`;

// The exact odds (opt-in): this attempt's chance with the best play from here, the best reroll
// now, and the chosen reroll's chance. Numbers come from the engine (odds.game).
function oddsPanel(ui, act, units) {
  const info = ui.oddsInfo;
  const name = (ids) => ids.map((id) => {
    const x = units.find((u) => u.id === id);
    return x ? `${x.color} ${FACE_WORDS(x.face[0], x.face[1])}` : `die ${id}`;
  }).join(", ");
  let body = nothing;
  if (ui.odds && info?.error) body = html`<p class="pl-odds-line">${info.error}</p>`;
  else if (ui.odds && info) {
    const best = info.best;
    const bestWords = best.reroll.length ? `reroll ${name(best.reroll)}` : "keep these dice";
    body = html`
      <p class="pl-odds-line" id="pl-odds-now">Chance to complete the mission this attempt: <strong>${pct(info.p_complete)}</strong></p>
      <p class="pl-odds-line" id="pl-odds-best">Best now: ${bestWords} (${pct(best.p_complete)})${best.villainy?.triggers ? ", which triggers villainy" : ""}.</p>
      ${info.selection ? html`<p class="pl-odds-line" id="pl-odds-choice">Your choice: ${pct(info.selection.choice.p_complete)}</p>` : nothing}`;
  } else if (ui.odds) body = html`<p class="pl-odds-line">Working out the odds…</p>`;
  return html`<div class="pl-odds" aria-live="polite">
    <button type="button" class="btn pl-odds-toggle" aria-pressed=${ui.odds ? "true" : "false"} @click=${act.toggleOdds}>${ui.odds ? "Hide odds" : "Show odds"}</button>
    ${body}</div>`;
}

function tray(v, d, ui, act) {
  const att = v.attempt;
  const reroll = d.options.find((o) => o.id === "reroll");
  const spend = d.options.find((o) => o.id === "spend");
  const mode = reroll ? "reroll" : spend ? "spend" : null;
  const offered = new Set(reroll ? reroll.dice : att.pool.map((x) => x.id));
  const dice = [...att.pool];
  const units = att.training && spend ? [...dice, { id: -1, color: "training", face: [att.training.kind, 0], label: `training token (${att.training.face})`, can_pay: att.training.can_pay }] : dice;
  const limit = reroll?.max;
  return html`<div class="pl-tray" role="group" aria-label="Dice pool">
    <p class="pl-tray-head">
      ${mode === "reroll" ? html`<span>${att.rerolls_left} ${att.rerolls_left === 1 ? "reroll" : "rerolls"} left${ruleLink(act, "reroll", "rerolls")}</span>` : nothing}
      ${limit ? html`<span class="pl-limit">This reroll takes at most ${limit} ${limit === 1 ? "die" : "dice"}.</span>` : nothing}
    </p>
    <ul class="pl-dice">
      ${units.map((x) => {
        const picked = ui.selected.includes(x.id);
        const can = mode === "spend" || (mode === "reroll" && offered.has(x.id));
        // the visible words (face, colour) start the accessible name; the rest is read after them
        const extra = `${x.id === -1 ? "" : " die"}${x.raised ? `, raised by ${x.raised}` : ""}` +
          (mode === "spend" ? (x.can_pay.length ? `, can pay ${x.can_pay.length} ${x.can_pay.length === 1 ? "requirement" : "requirements"}` : ", pays nothing here") : "");
        const face = x.id === -1
          ? html`<span class="pl-sym" aria-hidden="true">★</span><span class="pl-face">${x.face[0]}</span>`
          : dieFace(x);
        const body = html`${face}<span class="pl-color">${x.id === -1 ? "token" : x.color}</span><span class="visually-hidden">${extra}</span>`;
        return html`<li>${mode ? html`<button type="button" class=${`pl-die pl-${x.color}${picked ? " pl-picked" : ""}`}
            data-option=${`die:${x.id}`} aria-pressed=${picked ? "true" : "false"} ?disabled=${!can || ui.busy}
            @click=${() => act.toggleDie(x.id)}>${body}</button>`
          : html`<span class=${`pl-die pl-${x.color}`}>${body}</span>`}</li>`;
      })}
    </ul>
    ${mode === "reroll" ? oddsPanel(ui, act, units) : nothing}
    ${mode === "reroll" ? html`
      <p class=${`pl-preview${ui.preview?.could_knock_out ? " pl-danger" : ui.preview?.villainy?.length ? " pl-warn" : ""}`} aria-live="polite">
        ${ui.selected.length ? (ui.preview?.text ?? "…") : "Tap the dice to reroll."}</p>
      <button type="button" class="btn primary pl-wide" data-option="reroll"
        ?disabled=${!ui.selected.length || (limit && ui.selected.length > limit) || ui.busy}
        @click=${act.reroll}>Reroll ${ui.selected.length || "the chosen"} ${ui.selected.length === 1 ? "die" : "dice"}</button>` : nothing}
    ${mode === "spend" ? html`
      <p class="pl-hint">Tap the dice to spend, then the requirement they pay (a damage requirement needs no dice).</p>
      <ul class="pl-reqs">${spend.reqs.map((r) => {
        const payers = units.filter((x) => x.can_pay.includes(r.req)).length;
        const fits = ui.selected.length && ui.selected.every((id) => units.find((x) => x.id === id)?.can_pay.includes(r.req));
        return html`<li><button type="button" class=${`btn pl-req-btn${fits ? " pl-fits" : ""}`} data-option=${`req:${r.req}`}
          ?disabled=${ui.busy} @click=${() => act.spend(r.req)}>${r.label}<small>${payers ? ` · ${payers} ${payers === 1 ? "die fits" : "dice fit"}` : ""}</small></button></li>`;
      })}</ul>` : nothing}
  </div>`;
}

export function decisionDock(v, ui, act) {
  const d = v.decision;
  if (!d) return nothing;
  const simple = d.options.filter((o) => o.id !== "reroll" && o.id !== "spend");
  return html`<section class="pl-dock" aria-labelledby="pl-who">
    <p class="pl-who" id="pl-who">${d.who_name}</p>
    <p class="pl-prompt">${d.prompt}</p>
    ${v.attempt && v.attempt.pool.length ? tray(v, d, ui, act) : nothing}
    ${v.attempt && !v.attempt.pool.length && v.attempt.unrolled?.length ? html`<p class="pl-unrolled" id="pl-unrolled">Dice in the pool, not rolled yet: ${v.attempt.unrolled.map((x) => x.color).join(", ")}.</p>` : nothing}
    <div class="pl-options">
      ${simple.map((o) => html`<button type="button" class="btn pl-option" data-option=${o.id}
        ?disabled=${ui.busy || !ui.live} @click=${() => act.choose(o.id)}>${o.label}</button>`)}
      ${d.cancel ? html`<button type="button" class="btn pl-cancel" ?disabled=${ui.busy} @click=${act.cancel}>${d.cancel.label}</button>` : nothing}
    </div>
    ${ui.why ? html`<p class="error-box" id="pl-why" role="alert">${ui.why}</p>` : nothing}
  </section>`;
}
