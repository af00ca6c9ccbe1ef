// Odds and reroll advice in the dice roller: opt-in, one tap to show. When the roll is a hero's
// attempt at a mission typed with its symbols, the engine hands the mission's part of the
// question (view.dice.odds_question: open objectives, order, threat, villainy, the hero's
// health) and nothing is typed again; otherwise the players enter the mission's objectives once
// (the symbol builder shared with the mission forms); the engine answers every question
// (odds.solve, odds.choice in core/games/mutant_insurrection/odds/) and this module only lays the numbers out.
//   const odds = oddsController(engine, ui, paint);  odds.refresh(view) after each paint
//   oddsCard(view, ui, act) -> the card; act.odds(change) changes ui.odds, saves and repaints
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { chosenDice, plural } from "./widgets.js";
import { attemptOf } from "./panel-attempt.js";
import { MAX_OBJECTIVES, MAX_REQUIREMENTS, SECTIONS, SYMBOL, chip, reqText, smallStepper, symbolBuilder } from "./objective-symbols.js";

export { REQUIREMENTS } from "./objective-symbols.js";

const MAX_ABILITIES = 4; // as many as the solver counts at once (odds/problem.py)
// The hero's abilities the table can count, in the solver's words (odds/abilities.py) and the
// table's: the common kinds of the box's cards. The engine reads the words; this is only a menu.
export const ABILITIES = [
  ["reroll 1 ignore-villainy", "Reroll 1 die, ignoring villainy"],
  ["reroll 2 ignore-villainy", "Reroll up to 2 dice, ignoring villainy"],
  ["reroll all villainy ignore-villainy", "Reroll every villainy die, ignoring villainy"],
  ["reroll 1", "Reroll 1 more die"],
  ["reroll 2", "Reroll up to 2 more dice"],
  ["face power", "Turn a die to power"],
  ["face teamwork", "Turn a die to teamwork"],
  ["face any from villainy", "Turn a villainy die to any face"],
  ["face any", "Turn a die to any face"],
  ["add any", "Add a die of any colour"],
  ["add any cost 1", "Add a die of any colour for 1 damage"],
  ["add red", "Add a red die"],
  ["add yellow", "Add a yellow die"],
  ["add blue", "Add a blue die"],
  ["raise 1", "Raise a fight die by 1"],
  ["raise 2", "Raise a fight die by 2"],
  ["double", "Double a fight die"],
];
const ABILITY_WORDS = Object.fromEntries(ABILITIES);

// What the screen remembers with its preferences (never the answers).
export function oddsPrefs(saved) {
  const o = saved && typeof saved === "object" ? saved : {};
  const objectives = Array.isArray(o.objectives) ? o.objectives.filter(Array.isArray).slice(0, MAX_OBJECTIVES)
    .map((reqs) => reqs.filter((r) => r && SYMBOL[r.kind] && Number.isInteger(r.value) && SECTIONS.some(([s]) => s === r.section))
      .slice(0, MAX_REQUIREMENTS)) : [];
  const int = (v, lo, hi, d) => (Number.isInteger(v) && v >= lo && v <= hi ? v : d);
  return {
    show: o.show === true,
    objectives,
    order: o.order === true,
    villainy: o.villainy === true,
    damage: int(o.damage, 0, 5, 1),
    hero: Number.isInteger(o.hero) ? o.hero : null, // whose health villainy damage comes off
    extra: int(o.extra, 0, 5, 0),
    abilities: Array.isArray(o.abilities) ? o.abilities.filter((a) => ABILITY_WORDS[a]).slice(0, MAX_ABILITIES) : [],
    pick: ABILITIES[0][0],
    draft: { kind: "power", value: 1, section: "green", target: objectives.length ? 0 : -1 },
    result: null, error: null, pending: false,
  };
}

export function savedOdds(odds) {
  const { show, objectives, order, villainy, damage, extra, hero, abilities } = odds;
  return { show, objectives, order, villainy, damage, extra, hero, abilities };
}

// The question for the dice on the table (or the pool about to be rolled); null: nothing to ask.
export function question(view, ui) {
  const o = ui.odds;
  const from = fromMission(view, ui);
  let q;
  if (from) {
    if (!from.question) return null; // every objective the dice could do is done
    q = { ...from.question, abilities: o.abilities };
  } else {
    const objectives = o.objectives.filter((reqs) => reqs.length).map((reqs) => reqs.map(reqText).join(" "));
    if (!objectives.length) return null;
    q = {
      objectives, order: o.order, threat: view.threat.value,
      villainy: o.villainy, villainy_damage: o.villainy ? o.damage : 0,
      abilities: o.abilities,
    };
    const hero = rolling(view, ui);
    if (hero) q.health = hero.left;
  }
  const d = view.dice;
  if (d) {
    q.dice = d.dice.map((die) => `${die.color} ${die.face}`);
    q.tokens = d.tokens.map((t) => t.face);
    q.rerolls = d.rerolls_left + Math.max(0, o.extra - d.extra_used);
    q.selected = [...chosenDice(d, ui)].sort((a, b) => a - b);
  } else {
    q.pool = "R".repeat(ui.pool.red) + "Y".repeat(ui.pool.yellow) + "B".repeat(ui.pool.blue);
    if (!q.pool) return null;
    q.rerolls = 2 + o.extra;
  }
  return q;
}

// The engine's question from the mission card: the roll's own when the dice are a hero's
// attempt, else (nothing rolled yet) the attempt on screen; null: type the objectives.
export function fromMission(view, ui) {
  if (view.dice) return view.dice.odds_question ?? null;
  return attemptOf(view, ui)?.at.odds_question ?? null;
}

// The hero rolling the dice, when the players said who (and that hero is still standing).
function rolling(view, ui) {
  return view.heroes.find((x) => x.id === ui.odds.hero && !x.out && x.left > 0) ?? null;
}

export function oddsController(engine, ui, paint) {
  let asked = "";
  return {
    refresh(view) {
      if (!ui.odds.show) { asked = ""; return; }
      const q = question(view, ui);
      const key = JSON.stringify(q);
      if (key === asked) return;
      asked = key;
      if (!q) { ui.odds.result = null; ui.odds.error = null; paint(); return; }
      const { selected, ...rest } = q;
      ui.odds.pending = true;
      const started = performance.now();
      const ask = async () => {
        const solved = await engine.call("odds.solve", { question: rest });
        const picked = selected?.length ? await engine.call("odds.choice", { question: rest, reroll: selected }) : null;
        return { solved, picked, ms: performance.now() - started };
      };
      ask().then((result) => {
        if (asked !== key) return; // a newer question is on its way
        Object.assign(ui.odds, { result, error: null, pending: false });
        paint();
      }, (err) => {
        if (asked !== key) return;
        Object.assign(ui.odds, { result: null, error: err.message, pending: false });
        paint();
      });
    },
  };
}

const pct = (p) => `${(100 * p).toFixed(1)}%`;

// What a reroll risks, said only when the mission has a villainy effect.
function risk(o, villainy) {
  const v = o.villainy;
  if (!villainy) return "";
  const out = [];
  if (v.triggers) {
    out.push(v.damage ? `triggers villainy: ${v.damage} damage${v.knocks_out ? ", knocks the hero out" : ""}` : "triggers villainy");
  }
  if (o.reroll.length && v.p_shows_after > 0) out.push(`${pct(v.p_shows_after)} that a rerolled die shows villainy again`);
  return out.join("; ");
}

function decision(o, cls, villainy) {
  const r = risk(o, villainy);
  return html`<li class=${cls}><strong class="mi-odds-p">${pct(o.p_complete)}</strong> <span>${o.text}</span>${r
    ? html`<small class="mi-odds-risk"> — ${SYMBOL.villainy} ${r}</small>` : nothing}</li>`;
}

function answer(ui, from) {
  const o = ui.odds;
  const typed = !from;
  if (from && !from.question) return html`<p class="muted" data-role="odds-note">${from.note}</p>`;
  const villainy = from ? from.question.villainy : o.villainy;
  if (o.error) return html`<p class="mi-warn" role="alert">${o.error}</p>`;
  if (typed && !o.objectives.some((reqs) => reqs.length)) {
    return html`<p class="muted">Add the mission's open objectives above to see the odds.</p>`;
  }
  const res = o.result;
  if (!res) return html`<p class="muted">Working out the odds…</p>`;
  const s = res.solved;
  const lines = [html`<p class="mi-odds-main"><span>${s.rolled
    ? "Chance to complete every objective, best play from here: "
    : "Chance to complete every objective (before rolling, best rerolls after): "}</span><strong data-role="odds-complete">${pct(s.p_complete)}</strong></p>`];
  if (s.objectives > 1) {
    lines.push(html`<p class="muted">${s.p_at_least.slice(0, -1).map((p, i) => `at least ${i + 1}: ${pct(p)}`).join(" · ")}</p>`);
  }
  if (s.abilities?.length) {
    lines.push(html`<p class="muted" data-role="odds-counting">Counting: ${s.abilities.map((a) => ABILITY_WORDS[a] ?? a).join("; ")}.</p>`);
  }
  if (s.not_counting?.length) {
    lines.push(html`<p class="muted" data-role="odds-missing">Not counting: ${s.not_counting.join("; ")}.</p>`);
  }
  if (s.rolled) {
    lines.push(html`<h4>${s.rerolls || s.abilities?.length ? "Best choices now" : "No reroll left"}</h4>`);
    const shown = s.options.slice(0, 3);
    if (!shown.some((x) => !x.reroll.length)) shown.push(s.stop);
    lines.push(html`<ol class="mi-odds-list" data-role="odds-options">${shown.map((x, i) => decision(x, i === 0 ? "mi-odds-best" : "", villainy))}</ol>`);
    if (s.safest) {
      lines.push(html`<p class="mi-odds-safest" data-role="odds-safest">Safest: <strong>${pct(s.safest.p_complete)}</strong> ${s.safest.text} — no villainy.</p>`);
    }
    if (res.picked) {
      const c = res.picked.choice;
      const n = c.reroll.length;
      lines.push(html`<p class="mi-odds-pick" data-role="odds-selection">Your selection (${n} ${n === 1 ? "die" : "dice"}): <strong>${pct(c.p_complete)}</strong>${
        res.picked.is_best ? " — as good as the best choice." : ` — the best choice gives ${pct(res.picked.best.p_complete)}.`}${
        risk(c, villainy) ? ` ${SYMBOL.villainy} ${risk(c, villainy)}.` : ""}</p>`);
    }
  } else if (s.best?.first_rolls?.length) {
    lines.push(html`<p class="muted">Roll the dice, then this card advises which to reroll.</p>`);
  }
  return lines;
}

// What the players type when the mission's card is not known: its open objectives (the
// shared symbol builder), the order arrow, villainy and whose health counts.
function typedMission(view, ui, act) {
  const o = ui.odds;
  const change = (fn) => act.odds((x) => fn(x.objectives, x.draft));
  const set = (fn) => act.odds(fn);
  const hero = rolling(view, ui);
  return html`${symbolBuilder(o.objectives, o.draft, change, { key: "odds", title: "The mission's open objectives" })}
    <div class="mi-row">
      <button type="button" aria-pressed=${String(o.order)} data-k="odds-order" @click=${() => set((x) => { x.order = !x.order; })}>
        ${o.order ? "\u2193 Order arrow: top to bottom" : "\u2195 No order arrow"}</button>
      <button type="button" aria-pressed=${String(o.villainy)} data-k="odds-villainy" @click=${() => set((x) => { x.villainy = !x.villainy; })}>
        ${o.villainy ? `${SYMBOL.villainy} Villainy effect` : "No villainy effect"}</button>
    </div>
    ${o.villainy ? html`<div class="mi-row"><span>Villainy damage</span>
      ${smallStepper("odds-damage", "villainy damage", o.damage, 0, 5, (v) => set((x) => { x.damage = v; }))}</div>
      <div class="mi-row">
        <label for="mi-odds-hero">Rolling hero</label>
        <select id="mi-odds-hero" data-k="odds-hero" @change=${(e) => set((x) => { x.hero = e.target.value === "" ? null : Number(e.target.value); })}>
          <option value="" .selected=${!hero}>health not counted</option>
          ${view.heroes.filter((x) => !x.out && x.left > 0).map((x) => html`<option value=${x.id} .selected=${hero?.id === x.id}>${x.name} (${x.left} health left)</option>`)}
        </select>
      </div>` : nothing}`;
}

// The card's own settings, then what the hero may still use in this attempt.
function builder(view, ui, act) {
  const o = ui.odds;
  const change = (fn) => act.odds(fn);
  const from = fromMission(view, ui);
  return html`<div class="mi-odds-builder">
    ${from ? html`<p class="mi-odds-from" data-role="odds-from">${from.source}${
      from.question ? `: ${plural(from.question.objectives.length, "open objective")}${
        from.done ? ` (${from.done} done, left out)` : ""}${from.question.order ? ", in order" : ""}${
        from.question.villainy ? `, villainy ${from.question.villainy_damage} damage` : ""}` : ""}.</p>`
      : typedMission(view, ui, act)}
    <div class="mi-row"><span>Extra rerolls from abilities</span>
      ${smallStepper("odds-extra", "extra rerolls", o.extra, 0, 5, (v) => change((x) => { x.extra = v; }))}</div>
    <h4>The hero's abilities for this attempt</h4>
    ${o.abilities.length ? html`<div class="mi-chips" data-role="odds-abilities">${o.abilities.map((a, i) =>
      chip(ABILITY_WORDS[a], () => change((x) => { x.abilities.splice(i, 1); }), `Remove ability ${ABILITY_WORDS[a]}`, "odds"))}</div>`
      : html`<p class="muted">None counted: add each one the hero may still use.</p>`}
    <div class="mi-row">
      <label for="mi-odds-ability">Ability</label>
      <select id="mi-odds-ability" data-k="odds-ability" @change=${(e) => change((x) => { x.pick = e.target.value; })}>
        ${ABILITIES.map(([k, w]) => html`<option value=${k} .selected=${o.pick === k}>${w}</option>`)}
      </select>
      <button type="button" data-k="odds-ability-add" ?disabled=${o.abilities.length >= MAX_ABILITIES}
        @click=${() => change((x) => { if (x.abilities.length < MAX_ABILITIES) x.abilities.push(x.pick); })}>Count it</button>
    </div>
  </div>`;
}

export function oddsCard(view, ui, act) {
  const o = ui.odds;
  return html`<div class="mi-card mi-odds" data-role="odds">
    <div class="mi-row mi-odds-head">
      <h3>Odds and advice</h3>
      <button type="button" aria-pressed=${String(o.show)} data-k="odds-toggle" @click=${() => act.odds((x) => { x.show = !x.show; })}>
        ${o.show ? "Hide odds" : "Show odds"}</button>
    </div>
    ${o.show ? html`${builder(view, ui, act)}<div class="mi-odds-answer" aria-live="polite">${answer(ui, fromMission(view, ui))}</div>`
      : html`<p class="muted">Exact chances for the dice on the table, and which to reroll.</p>`}
  </div>`;
}
