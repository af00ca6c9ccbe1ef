// The pending decision, within reach of the thumb: what just happened (the feed), who decides,
// the prompt and the main action (the only option, or the engine's suggestion) on one line;
// opened, the card the decision is about, the dice tray and every option. The dock folds to
// that one line on demand so the board stays in sight. Every control that answers the
// decision carries data-option; the card it is about carries data-focus while it is shown here.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { repeat } from "../../../vendor/lit-html/directives/repeat.js";
import { bandMark, threatIcons } from "../../../kit/cards.js";
import { missionKind, ruleLink } from "./board.js";
import { dieFace, faceWords, requirementChip } from "./pieces.js";

const pct = (p) => `${Math.round(p * 1000) / 10} %`;

// A decision's identity: the suggestion and the scroll position belong to one decision only.
export const decisionKey = (v) => (v.decision ? `${v.log_length}:${v.decision.kind}:${v.decision.prompt}` : "");

// The exact odds (opt-in): this attempt's chance with the best play from here, the best reroll
// now, and the chosen reroll's chance. Numbers come from the engine (odds.game).
function oddsPanel(ui, act, units) {
  const info = ui.oddsInfo;
  const name = (ids) => ids.map((id) => {
    const x = units.find((u) => u.id === id);
    return x ? `${x.color} ${faceWords(x.face[0], x.face[1])}` : `die ${id}`;
  }).join(", ");
  let body = nothing;
  if (ui.odds && info?.error) body = html`<p class="pl-odds-line">${info.error}</p>`;
  else if (ui.odds && info?.none) body = html`<p class="pl-odds-line" id="pl-odds-none">No open objective is left for these dice.</p>`;
  else if (ui.odds && info) {
    const best = info.best;
    // an ability's use is said as the engine words it ("Use Mind Link: reroll …"; inside its
    // own step, "Reroll …")
    const words = (o) => o.action === "ability" ? o.text.replace(/^[A-Z]/, (c) => c.toLowerCase())
      : o.reroll.length ? `reroll ${name(o.reroll)}` : "keep these dice";
    const risk = (o) => o.villainy?.knocks_out ? ", which triggers villainy and knocks the hero out"
      : o.villainy?.triggers ? ", which triggers villainy" : "";
    body = html`
      <p class="pl-odds-line" id="pl-odds-now">Chance to complete the mission this attempt: <strong>${pct(info.p_complete)}</strong></p>
      <p class="pl-odds-line" id="pl-odds-best">Best now: ${words(best)} (${pct(best.p_complete)})${risk(best)}.</p>
      ${info.safest ? html`<p class="pl-odds-line" id="pl-odds-safest">Safest: ${words(info.safest)} (${pct(info.safest.p_complete)}), no villainy.</p>` : nothing}
      ${info.abilities?.length ? html`<p class="pl-odds-line muted" id="pl-odds-abilities">Counting ${info.abilities.join("; ")}.</p>` : nothing}
      ${info.not_counting?.length ? html`<p class="pl-odds-line muted" id="pl-odds-missing">Not counting: ${info.not_counting.join(", ")}.</p>` : nothing}
      ${info.selection ? html`<p class="pl-odds-line" id="pl-odds-choice">Your choice: ${pct(info.selection.choice.p_complete)}</p>` : nothing}`;
  } else if (ui.odds) body = html`<p class="pl-odds-line">Working out the odds…</p>`;
  return html`<div class="pl-odds" aria-live="polite">
    <button type="button" class="btn pl-odds-toggle" aria-pressed=${ui.odds ? "true" : "false"} @click=${act.toggleOdds}>${ui.odds ? "Hide odds" : "Show odds"}</button>
    ${body}</div>`;
}

// Whether a requirement is paid, could be paid by a die of the pool now, or by none yet.
function reqState(r, att) {
  if (r.met) return "met";
  if (r.color !== "green" && !r.active) return null; // off at this threat: nothing to pay
  if (!att?.pool.length) return null;
  const units = [...att.pool, ...(att.training ? [att.training] : [])];
  return units.some((x) => x.can_pay.includes(r.key)) ? "fits" : "open";
}

// The card the decision is about, drawn small: a mission with its requirements (and what the
// dice can pay), or a drawn, revealed or story card with its text.
// The kit's card kind of a non-mission card a decision is about (by the focus's kind).
const FOCUS_KIND = { event: "threat", sentinel: "sentinel", story: "story", villain: "villain", mutant: "mutant", bond: "bond", briefing: "briefing", showdown: "showdown", school: "school" };

export function focusCard(v, focus, { attr = true, ui = null } = {}) {
  if (!focus) return nothing;
  const m = focus.mission ? v.missions.find((x) => x.id === focus.mission) : null;
  const att = v.attempt?.mission === focus.mission ? v.attempt : null;
  const fresh = ui?.fresh?.has(`focus:${focus.card}`) ? " kit-reveal" : "";
  if (!m) {
    const kind = FOCUS_KIND[focus.kind] ?? "threat";
    return html`<article class=${`pl-focus pl-focus-${focus.kind}${focus.color ? ` pl-${focus.color}` : ""} kit-card kit-card-${kind}${fresh}`} data-focus=${attr ? focus.card : nothing}
        aria-label=${`${focus.name}, the card this decision is about`} data-kind=${kind}>
      <p class="kit-card-band">${bandMark(kind)}</p>
      <p class="pl-focus-name"><strong>${focus.name}</strong> <span class="pl-badge">${focus.kind === "event" ? "threat card" : focus.kind}${focus.color ? `, ${focus.color}` : ""}</span></p>
      ${focus.lines.map((l) => html`<p class="pl-fx">${l}</p>`)}
    </article>`;
  }
  const objectives = m.objectives.map((o, i) => html`<li class=${o.done ? "pl-done" : ""}>
      <span class="pl-obj-num" aria-hidden="true">${m.order ? "↓" : ""}${i + 1}</span>
      <span class="visually-hidden">Objective ${i + 1}${o.done ? ", complete" : ""}:</span>
      ${o.requirements.map((r) => requirementChip(r, { state: o.done ? "met" : reqState(r, att) }))}
    </li>`);
  const kind = missionKind(m);
  return html`<article class=${`pl-focus pl-focus-mission kit-card kit-card-${kind}${fresh}`} data-focus=${attr ? m.id : nothing}
      aria-label=${`${m.name}, the mission this decision is about`} data-kind=${kind}>
    <p class="kit-card-band">${bandMark(kind, threatIcons(m.threat))}</p>
    <p class="pl-focus-name"><strong>${m.name}</strong>
      ${"defeat" in m ? html`<span class="pl-badge">${m.tokens}/${m.defeat} tokens</span>` : nothing}</p>
    <ol class="pl-objectives pl-focus-objectives">${objectives}</ol>
    ${m.sentinel ? html`<p class="pl-focus-sentinel">Sentinel ${m.sentinel.name}: ${m.sentinel.requirements.map((r) => requirementChip(r, { state: reqState(r, att) }))}</p>` : nothing}
    ${m.villainy.length ? html`<p class="pl-fx"><strong>Villainy:</strong> ${m.villainy.join(" ")}</p>` : nothing}
  </article>`;
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
  const kept = units.length - ui.selected.length;
  return html`<div class="pl-tray" role="group" aria-label="Dice pool">
    <p class="pl-tray-head">
      ${mode === "reroll" ? html`<span>${att.rerolls_left} ${att.rerolls_left === 1 ? "reroll" : "rerolls"} left${ruleLink(act, "reroll", "rerolls")}</span>` : nothing}
      ${limit ? html`<span class="pl-limit">This reroll takes at most ${limit} ${limit === 1 ? "die" : "dice"}.</span>` : nothing}
    </p>
    <ul class="pl-dice">
      ${repeat(units, (x) => `${x.id}:${x.face.join(":")}`, (x) => {
        const picked = ui.selected.includes(x.id);
        const can = mode === "spend" || (mode === "reroll" && offered.has(x.id));
        // while choosing a reroll, the dice not picked are kept: they say so (word and mark)
        const held = mode === "reroll" && !picked && ui.selected.length > 0;
        const extra = `${x.id === -1 ? "" : " die"}${x.raised ? `, raised by ${x.raised}` : ""}` +
          (picked && mode === "reroll" ? ", to roll again" : "") +
          (mode === "spend" ? (x.can_pay.length ? `, can pay ${x.can_pay.length} ${x.can_pay.length === 1 ? "requirement" : "requirements"}` : ", pays nothing here") : "");
        const face = x.id === -1
          ? html`<span class="pl-sym" aria-hidden="true">★</span><span class="pl-face">${x.face[0]}</span>`
          : dieFace(x.face[0], x.face[1]);
        const body = html`${face}<span class="pl-color">${x.id === -1 ? "token" : x.color}${held ? html` · <span class="pl-kept">kept</span>` : nothing}</span><span class="visually-hidden">${x.id === -1 ? "" : `, ${x.color}`}${extra}</span>`;
        const rolled = ui.fresh?.has(`die:${x.id}:${x.face.join(":")}`) ? " kit-rolled" : "";
        const cls = `pl-die pl-${x.color}${picked ? " pl-picked kit-selected" : ""}${held ? " pl-held kit-held" : ""}${rolled}`;
        return html`<li>${mode ? html`<button type="button" class=${cls}
            data-option=${`die:${x.id}`} aria-pressed=${picked ? "true" : "false"} ?disabled=${!can || ui.busy}
            @click=${() => act.toggleDie(x.id)}>${body}</button>`
          : html`<span class=${`pl-die pl-${x.color}${rolled}`}>${body}</span>`}</li>`;
      })}
    </ul>
    ${mode === "reroll" || d.kind === "roll" ? oddsPanel(ui, act, units) : nothing}
    ${mode === "reroll" ? html`
      <p class=${`pl-preview${ui.preview?.could_knock_out ? " pl-danger" : ui.preview?.villainy?.length ? " pl-warn" : ""}`} aria-live="polite">
        ${ui.selected.length ? (ui.preview?.text ?? "…") : "Tap the dice to roll again; the others are kept."}</p>
      <button type="button" class="btn primary pl-wide" data-option="reroll"
        ?disabled=${!ui.selected.length || (limit && ui.selected.length > limit) || ui.busy}
        @click=${act.reroll}>${ui.selected.length ? `Roll ${ui.selected.length} ${ui.selected.length === 1 ? "die" : "dice"} again, keep ${kept}` : "Roll the chosen dice again"}</button>` : nothing}
    ${mode === "spend" ? html`
      <p class="pl-hint">Tap a requirement to pay it (one fitting die is spent at once; else tap the dice first).</p>
      ${(ui.suggestion?.key === decisionKey(v) ? ui.suggestion.objectives ?? [] : []).map((o) => html`
        <button type="button" class="btn pl-pay-objective pl-wide" data-pay=${o.objective} ?disabled=${ui.busy}
          @click=${() => act.pay(o.actions)}>${o.label}</button>`)}
      <ul class="pl-reqs">${spend.reqs.map((r) => {
        const payers = units.filter((x) => x.can_pay.includes(r.req)).length;
        const fits = ui.selected.length && ui.selected.every((id) => units.find((x) => x.id === id)?.can_pay.includes(r.req));
        return html`<li><button type="button" class=${`btn pl-req-btn${fits ? " pl-fits" : ""}`} data-option=${`req:${r.req}`}
          ?disabled=${ui.busy} @click=${() => act.spend(r.req)}>${r.label}<small>${payers ? ` · ${payers} ${payers === 1 ? "die fits" : "dice fit"}` : ""}</small></button></li>`;
      })}</ul>` : nothing}
  </div>`;
}

// The one action the folded dock offers: the decision's only option, else the suggestion.
function mainAction(d, ui, act, key) {
  const simple = d.options.filter((o) => o.id !== "reroll" && o.id !== "spend");
  if (simple.length === 1 && d.options.length === 1) {
    return html`<button type="button" class="btn primary pl-main" data-main=${simple[0].id}
      ?disabled=${ui.busy || !ui.live} @click=${() => act.choose(simple[0].id)}>${simple[0].label}</button>`;
  }
  const s = ui.suggestion?.key === key ? ui.suggestion : null;
  if (!s) return html`<span class="pl-main pl-main-wait muted" role="status">Working out a suggestion…</span>`;
  if (s.error) return nothing;
  return html`<button type="button" class="btn primary pl-main" data-suggested="true" id="pl-suggested"
    ?disabled=${ui.busy || !ui.live} @click=${act.takeSuggestion}><span><strong>Suggested${s.spend && s.actions.length > 1 ? ` (${s.actions.length} steps)` : ""}:</strong> ${s.text}</span></button>`;
}

// What the last answer did, newest first: each entry says its event type (data-event).
function feed(ui, act) {
  const items = ui.feed;
  if (!items.length) return nothing;
  const open = ui.feedOpen;
  const shown = open ? items : items.slice(0, 1);
  return html`<section class="pl-feed" aria-labelledby="pl-feed-title">
    <h2 class="visually-hidden" id="pl-feed-title">What just happened</h2>
    <div class="pl-feed-list" role="log" aria-live="polite"><ol>${shown.map((e) => html`<li data-event=${e.type} class=${`pl-feed-${e.type}`}>
      <span>${e.text}</span>${e.detail?.length ? html`<span class="pl-feed-detail">${e.detail.join(" ")}</span>` : nothing}</li>`)}</ol></div>
    <p class="pl-feed-foot">${items.length > 1 ? html`<button type="button" class="btn pl-feed-more" id="pl-feed-more" aria-expanded=${open ? "true" : "false"}
        @click=${act.toggleFeed}>${open ? "Only the latest" : `${items.length - 1} more`}</button>` : nothing}
      <button type="button" class="btn pl-feed-close" id="pl-feed-close" @click=${act.dismissFeed} aria-label="Dismiss what just happened">✕</button></p>
  </section>`;
}

// Deploying: whose deployment a tap on the board places (the heroes still to deploy).
function deployHeroes(d, ui, act) {
  const heroes = [...new Map(d.options.filter((o) => o.id.includes("@"))
    .map((o) => [o.id.split("@")[0], o.label.replace(/^Send (.*?) to .*$/, "$1")])).entries()];
  if (heroes.length < 2) return nothing;
  return html`<div class="pl-seg pl-deployer" role="group" aria-label="Hero to deploy">${heroes.map(([id, name]) => html`
    <button type="button" class="btn" aria-pressed=${ui.deployHero === id ? "true" : "false"} @click=${() => act.deployHero(id)}>${name}</button>`)}</div>`;
}

// The prompt without the decider's name in front (it is already the line's first word); while
// the dice are in the tray, a short line (the engine's whole sentence is still read out).
function prompt(d, v) {
  const own = d.prompt.startsWith(`${d.who_name}: `) ? d.prompt.slice(d.who_name.length + 2) : d.prompt;
  const short = v.attempt?.pool.length && { roll: "roll again or stop?", spend: "spend the dice." }[d.kind];
  return short ? html`<span aria-hidden="true">${short}</span><span class="visually-hidden">${own}</span>` : own;
}

export function decisionDock(v, ui, act) {
  const d = v.decision;
  if (!d) return nothing;
  const key = decisionKey(v);
  // a card not on the board (drawn, revealed) is shown in the dock even when it is folded
  const offBoard = Boolean(d.focus && !d.focus.mission);
  const open = ui.dockOpen || offBoard;
  const simple = d.options.filter((o) => o.id !== "reroll" && o.id !== "spend");
  return html`<section class=${`pl-dock${open ? "" : " pl-dock-folded"}`} aria-labelledby="pl-who" data-open=${open ? "true" : "false"}>
    ${feed(ui, act)}
    <div class="pl-dock-head">
      <p class="pl-who-line"><span class="pl-who" id="pl-who">${d.who_name}</span> <span class="pl-prompt">${prompt(d, v)}</span></p>
      ${offBoard ? nothing : html`<button type="button" class="btn pl-fold" id="pl-fold" aria-expanded=${open ? "true" : "false"}
        @click=${act.toggleDock}>${open ? "▾ Board" : "▴ Choices"}</button>`}
    </div>
    <div class="pl-dock-main">${mainAction(d, ui, act, key)}</div>
    ${open ? focusCard(v, d.focus, { ui }) : nothing}
    ${open && v.attempt && v.attempt.pool.length ? tray(v, d, ui, act) : nothing}
    ${open ? html`
      ${d.kind === "deploy" ? deployHeroes(d, ui, act) : nothing}
      ${v.attempt && !v.attempt.pool.length && v.attempt.unrolled?.length ? html`<p class="pl-unrolled" id="pl-unrolled">Dice in the pool, not rolled yet: ${v.attempt.unrolled.map((x) => x.color).join(", ")}.</p>` : nothing}
      <div class="pl-options">
        ${simple.map((o) => html`<button type="button" class="btn pl-option" data-option=${o.id}
          ?disabled=${ui.busy || !ui.live} @click=${() => act.choose(o.id)}>${o.label}</button>`)}
        ${d.cancel ? html`<button type="button" class="btn pl-cancel" ?disabled=${ui.busy} @click=${act.cancel}>${d.cancel.label}</button>` : nothing}
      </div>` : nothing}
    ${ui.why ? html`<p class="error-box" id="pl-why" role="alert">${ui.why}</p>` : nothing}
  </section>`;
}
