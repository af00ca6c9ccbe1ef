// The attempt screen (issue 25 item 1), at the top of the Dice tab while heroes are deployed to
// missions: whose attempt it is (with their health) and their roll, the dice, then the
// mission's objectives as tokens to place, Complete, the outcome taps (damage or heal the
// heroes there, threat ±) and "Next hero". Who attempts in which order, what is legal and every
// label come from the engine's view (view.attempt, view.heroes, view.missions).
import { heroToken } from "../../../kit/tokens.js";
import { REQ_SYMBOL } from "../../../kit/cards.js";
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { randomSeed } from "../../../seed.js";
import { objectiveChips } from "./objective-symbols.js";
import { healthMeter } from "./widgets.js";

// The attempt on screen: the hero the table moved to with "Next hero" (this round), else the
// engine's current one (the hero whose dice are rolled, else the first not yet active).
export function attemptOf(view, ui) {
  const order = view.attempt?.order ?? [];
  if (!order.length || view.locked) return null;
  const mine = ui.attempt?.round === view.round ? ui.attempt.hero : null;
  const at = order.find((o) => o.hero === mine) ?? order.find((o) => o.hero === view.attempt.current) ?? order[0];
  const i = order.indexOf(at);
  const hero = view.heroes.find((h) => h.id === at.hero);
  return { order, at, hero, next: order.length > 1 ? order[(i + 1) % order.length] : null, place: placeOf(view, at.mission) };
}

// A face-up mission, or a showdown mission (its defeat value as the objectives to fill).
function placeOf(view, id) {
  const m = view.missions.find((x) => x.id === id);
  if (m) {
    return {
      id, name: m.name, icons: m.icons, total: m.objectives, success: m.success, rows: m.objective_rows ?? [],
      more: m.enabled, less: m.enabled && m.success > 0,
      token: (delta) => ({ op: "mission_success", mission: id, delta }),
      offer: m.complete_offer, canComplete: m.can_complete, hint: m.complete_hint,
      villainy: m.villainy, villainyDamage: m.villainy_damage,
      sentinel: m.sentinel ? `${m.sentinel_label} (${m.sentinel.threat} !)` : null,
      here: m.heroes_here ?? [],
    };
  }
  const s = view.showdown?.missions.find((x) => x.id === id);
  if (!s) return null;
  return {
    id, name: s.name, icons: null, total: s.defeat, success: s.success, rows: [], more: s.can_more, less: s.can_less,
    token: (delta) => ({ op: "showdown_success", mission: id, delta }),
    offer: null, canComplete: false, hint: s.defeated ? "✓ Defeated" : null, villainy: s.effect, here: [],
  };
}

export function attemptHead(view, a, ui, act) {
  const h = a.hero;
  const choose = (o) => { ui.attempt = { round: view.round, hero: o.hero }; act.repaint(); };
  const roll = (opt) => act.cmd({ ...opt.command, seed: randomSeed() }, ".mi-results");
  const refused = h.roll_options.find((o) => !o.enabled);
  return html`<section class="mi-card mi-attempt-screen" aria-labelledby="mi-attempt-title" data-k="attempt-screen">
    <div class="mi-token-title">${heroToken({ id: h.id, name: h.name })}<h3 id="mi-attempt-title">Attempt: ${h.name} at ${a.at.mission_name}</h3></div>
    <div class="mi-chips" role="group" aria-label="Who is attempting">
      ${a.order.map((o) => html`<button type="button" aria-pressed=${String(o.hero === a.at.hero)} data-k=${`roller-${o.hero}`}
        @click=${() => choose(o)}>${o.done ? "✓ " : ""}${o.name}<span class="visually-hidden">${o.done ? " (has been active)" : ""}</span></button>`)}
    </div>
    <div class="mi-attempt-health" data-k="attempt-health">
      <span><strong data-role="attempt-damage">${h.damage}</strong> / ${h.health} damage · ${h.status}</span>
      ${healthMeter(h)}
    </div>
    <div class="mi-roll-options">${h.roll_options.map((opt) => html`<button type="button"
      class="btn primary" ?disabled=${!opt.enabled} title=${opt.reason ?? nothing} @click=${() => roll(opt)}>
      ⚄ ${opt.label}${opt.note ? html`<small>${opt.note}</small>` : nothing}</button>`)}</div>
    ${refused ? html`<p class="muted">${refused.reason} Type the dice on the hero's card (Heroes → the hero → Card facts), or roll a pool below.</p>` : nothing}
  </section>`;
}

// Under the dice: the objectives — as their symbols when the card was typed with them (a tap on
// one places its token), else a filled token ● for each success token and an open ○ to tap —
// Complete, the outcome taps and the next hero.
export function attemptMission(view, a, ui, act) {
  const p = a.place;
  if (!p) return nothing;
  const n = p.total ?? 0;
  const slots = Array.from({ length: n }, (_, i) => i < p.success);
  const here = view.heroes.filter((h) => h.mission === p.id && !h.out);
  const t = view.threat;
  const next = () => {
    ui.attempt = { round: view.round, hero: a.next.hero };
    act.repaint();
    document.querySelector(".mi-attempt-screen")?.scrollIntoView({ block: "start" });
  };
  return html`<section class="mi-card mi-attempt-mission" aria-labelledby="mi-attempt-mission" data-k="attempt-mission">
    <h3 id="mi-attempt-mission">${p.name}${p.icons !== null ? html` <span class="mi-icons">· ${p.icons} !</span>` : nothing}</h3>
    ${p.villainy ? html`<p class="mi-villainy"><span aria-hidden="true">${REQ_SYMBOL.villainy}</span> ${p.villainy}${p.villainyDamage ? ` (${p.villainyDamage} damage)` : ""}</p>` : nothing}
    <p class="muted">Tap an objective the dice completed to place its success token.</p>
    ${p.rows.length ? objectiveChips(p.rows, p.name, act) : html`<div class="mi-objectives" role="group" aria-label=${`Objectives of ${p.name}: ${p.success} of ${p.total ?? "?"} done`}>
      ${slots.map((done, i) => html`<button type="button" class=${`mi-objective${done ? " mi-done" : ""}`}
        data-k=${`objective-${i + 1}`} aria-pressed=${String(done)}
        ?disabled=${done ? !(p.less && i === p.success - 1) : !(p.more && i === p.success)}
        aria-label=${done ? `Objective ${i + 1} of ${n}: success token placed (tap to take it back)` : `Objective ${i + 1} of ${n}: place a success token`}
        @click=${() => act.cmd(p.token(done ? -1 : 1))}><span aria-hidden="true">${done ? "●" : "○"}</span></button>`)}
      ${p.total === null || p.total === undefined ? html`<span><strong>${p.success}</strong> success tokens</span>
        <button type="button" data-k="objective-add" ?disabled=${!p.more} @click=${() => act.cmd(p.token(1))}>Add a success token</button>` : nothing}
    </div>`}
    ${p.sentinel ? html`<p class="muted">${p.sentinel} is on this mission.</p>` : nothing}
    ${p.offer ? html`<button type="button" class="btn primary big" data-k="attempt-complete"
        @click=${() => act.cmd(p.offer.command)}>✓ ${p.offer.label}</button>`
      : p.canComplete ? html`<button type="button" data-k="attempt-complete"
        @click=${() => act.cmd({ op: "mission_complete", mission: p.id })}>Complete ✓</button>` : nothing}
    ${p.hint ? html`<p class="muted">${p.hint}</p>` : nothing}
    <h4>Outcome</h4>
    <ul class="mi-attempt-heroes" aria-label=${`The heroes at ${p.name}`}>${here.map((h) => html`<li data-hero=${h.id}>
      <span class="mi-attempt-name">${h.name} <strong>${h.damage}</strong>/${h.health}</span>
      <button type="button" ?disabled=${!h.can_heal} data-k=${`attempt-heal-${h.id}`}
        aria-label=${`Damage −1 for ${h.name} at ${p.name} (heal)`} @click=${() => act.cmd({ op: "damage", hero: h.id, delta: -1 })}>Damage −1</button>
      <button type="button" ?disabled=${!h.can_hurt} data-k=${`attempt-hurt-${h.id}`}
        aria-label=${`Damage +1 to ${h.name} at ${p.name}`} @click=${() => act.cmd({ op: "damage", hero: h.id, delta: 1 })}>Damage +1</button>
    </li>`)}</ul>
    ${here.length > 1 && p.here.length ? html`<div class="mi-row" role="group" aria-label=${`All the heroes at ${p.name}`}>
      ${p.here.map((t) => html`<button type="button" data-k=${`attempt-here-${t.command.delta > 0 ? "hurt" : "heal"}`}
        @click=${() => act.cmd(t.command)}>${t.short}: all at ${p.name}</button>`)}</div>` : nothing}
    <div class="mi-row mi-attempt-threat" role="group" aria-label="Threat">
      <span>Threat <strong data-role="attempt-threat">${t.value}</strong></span>
      <button type="button" ?disabled=${!t.can_lower} data-k="attempt-threat-less"
        @click=${() => act.cmd({ op: "threat", delta: -1 })}>Threat −1</button>
      <button type="button" ?disabled=${!t.can_raise} data-k="attempt-threat-more"
        @click=${() => act.cmd({ op: "threat", delta: 1 })}>Threat +1</button>
    </div>
    <button type="button" class="btn big mi-next-hero" data-k="next-hero" ?disabled=${!a.next}
      @click=${next}>${a.next ? `Next hero: ${a.next.name} at ${a.next.mission_name} →` : "No other hero at a mission"}</button>
    ${view.phase === "mission" && a.order.every((o) => o.done) ? phaseButton(view, act) : nothing}
  </section>`;
}

// Every hero at a mission has been active: the Mission Phase ends from here, and the screen
// moves to the Table, where the threat phase's steps are.
function phaseButton(view, act) {
  const next = view.next_phase;
  return html`<p class="muted">Every hero at a mission has been active this round.</p>
    <button type="button" class="btn primary big mi-next-hero" data-k="attempt-next-phase" ?disabled=${!next.enabled}
      @click=${() => act.cmd({ op: "next_phase" }).then((ok) => { if (ok) act.tab("table"); })}>${next.label} →</button>
    ${next.reason ? html`<p class="mi-warn">${next.reason}</p>` : nothing}`;
}

// The next phase, from the Table or the round sheet: when the Mission Phase starts with heroes at
// missions, the attempt screen comes up (on a phone; a wide screen shows every panel at once).
// stay: the scoreboard asks, which keeps its own screen (no jump to the dice).
export function nextPhase(view, act, { stay = false } = {}) {
  const attempts = !stay && view.phase === "deploy" && (view.attempt?.order.length ?? 0) > 0;
  return act.cmd({ op: "next_phase" }).then((ok) => {
    if (ok && attempts && !matchMedia("(min-width: 900px) and (orientation: landscape)").matches) act.tab("dice");
    return ok;
  });
}
