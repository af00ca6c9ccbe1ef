// The setup form of a new table session. The engine supplies every number (heroes per player
// count, decks, flips, starting threat) and says what the form still lacks; this module only
// collects the choices. Heroes and plots typed in an earlier session are offered again
// (known.roster, known.plots: this device's memory, checked by the engine), and the last
// game's team in one tap when the engine offers it (known.team: companion.team_offer).
//   const form = setupDraft(options, known)
//   setupScreen(options, known, form, { create(setup), importFile(file), repaint, changed })
//   setupFrom(form, options) -> the setup the engine is sent
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { randomSeed } from "../../../seed.js";
import { factsEditor, factsOf, fillFacts, rowsOf } from "./card-facts.js";
import { known as knownEntry } from "./memory.js";
import { details, stepper } from "./widgets.js";

const FIRST_PICKS = ["Wolverine", "Storm", "Cyclops", "Rogue", "Jubilee", "Beast"];

export function setupDraft(options, known) {
  const health = options.limits.health.default;
  // The heroes last played on this device first, then the box's usual first picks.
  const names = [...new Set([...known.roster.slice().reverse().map((e) => e.name), ...FIRST_PICKS])];
  const heroes = names.slice(0, 6).map((name) => {
    const d = { name };
    fillFacts(d, knownEntry(known.roster, name), health);
    return d;
  });
  return {
    players: 3,
    heroes,
    difficulty: "normal",
    decks: new Set(), // empty: picked at random, as the rulebook does
    plot: { name: "", challenge: null, rows: null, showdown: false },
    problems: [],
    error: "",
    importError: "",
    busy: false,
    sameTeam: false, // filled in from "Same team as last game"
    ui: { open: new Set() },
  };
}

export function setupFrom(form, options) {
  const info = options.players[String(form.players)];
  const setup = {
    players: form.players,
    heroes: form.heroes.slice(0, info.heroes).map((d) => ({ name: d.name, health: d.health, ...factsOf(d) })),
    difficulty: form.difficulty,
  };
  if (form.decks.size) setup.decks = [...form.decks];
  const p = form.plot;
  if (p.name.trim() || p.challenge) {
    setup.plot = { name: p.name, challenge: p.challenge };
    if (p.showdown && p.rows?.some((r) => r.name.trim())) setup.plot.showdown = rowsOf(p);
  }
  return setup;
}

export function setupScreen(options, known, form, on) {
  const info = options.players[String(form.players)];
  const lim = options.limits;
  const chosen = form.decks;
  const deckNote = chosen.size === 0
    ? `${info.decks} of ${options.continents.length} decks, picked at random when you start.`
    : `${chosen.size} of ${info.decks} decks chosen.`;
  const submit = (e) => {
    e.preventDefault();
    on.create({ ...setupFrom(form, options), seed: randomSeed() });
  };
  const players = (n) => () => { form.players = n; form.decks.clear(); on.repaint(); };
  const deck = (c) => () => { if (chosen.has(c)) chosen.delete(c); else chosen.add(c); on.repaint(); };
  const names = [...new Set([...known.roster.map((e) => e.name), ...options.heroes])];
  const ready = !form.problems.length;
  return html`<div class="mi-setup">
    <h1>New table session</h1>
    <p class="lede">Enter the table once; from then on every tap is saved and can be undone.</p>
    <form class="mi-form" novalidate @submit=${submit}>
      ${sameTeam(form, known.team, lim, on)}
      <fieldset><legend>Players at the table</legend>
        <div class="mi-seg mi-seg-tight" role="group" aria-label="Players">
          ${Object.keys(options.players).map(Number).map((n) => html`<button type="button"
            aria-pressed=${String(n === form.players)} @click=${players(n)}>${n}</button>`)}
        </div>
        <p class="muted">${info.note}</p>
      </fieldset>
      <fieldset><legend>Heroes</legend>
        ${form.heroes.slice(0, info.heroes).map((d, i) => heroRow(form, d, i, known, lim, on))}
        <p class="muted">Health and dice are printed on each power card and assist card: type them once and
          this device remembers them for every later game.</p>
      </fieldset>
      <fieldset><legend>Plot</legend>${plotFields(form, known, lim, on)}</fieldset>
      <fieldset><legend>Difficulty</legend>
        <div class="mi-seg" role="group" aria-label="Difficulty">
          ${options.difficulties.map((d) => html`<button type="button" aria-pressed=${String(d.id === form.difficulty)}
            @click=${() => { form.difficulty = d.id; on.repaint(); }}><span>${d.label}</span><small>threat ${d.threat}</small></button>`)}
        </div>
      </fieldset>
      <fieldset><legend>Continent decks</legend>
        <div class="mi-chips" role="group" aria-label="Continent decks">
          ${options.continents.map((c) => html`<button type="button" aria-pressed=${String(chosen.has(c))} @click=${deck(c)}>${c}</button>`)}
        </div>
        <p class="muted">${deckNote} Flip ${info.flips === 1 ? "one mission" : "two missions"} at setup.</p>
      </fieldset>
      ${form.problems.length ? html`<div class="mi-needs" id="mi-needs" role="status" aria-live="polite"><p>Before you start:</p>
        <ul>${form.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : nothing}
      ${form.error ? html`<p class="error-box" role="alert">${form.error}</p>` : nothing}
      <button type="submit" class="btn primary big mi-start" ?disabled=${form.busy || !ready}
        aria-describedby=${ready ? nothing : "mi-needs"}>Start session</button>
    </form>
    ${finishedGames(known.stats)}
    <details class="mi-import">
      <summary>Open a session file</summary>
      <p class="muted">A file exported from this app (on any device).</p>
      <input type="file" accept="application/json,.json" aria-label="Session file"
        @change=${(e) => { const file = e.target.files?.[0]; if (file) on.importFile(file); }}>
      ${form.importError ? html`<p class="error-box" role="alert">${form.importError}</p>` : nothing}
    </details>
    <datalist id="mi-box-heroes">${names.map((n) => html`<option value=${n}></option>`)}</datalist>
    <datalist id="mi-known-plots">${known.plots.map((p) => html`<option value=${p.name}></option>`)}</datalist>
  </div>`;
}

function heroRow(form, d, i, known, lim, on) {
  const typed = (e) => {
    d.name = e.target.value;
    const entry = knownEntry(known.roster, d.name);
    if (entry) { fillFacts(d, entry, lim.health.default); on.repaint(); } else on.changed();
  };
  const facts = [d.dice && "dice", d.assist_dice && "assist", d.note && "note"].filter(Boolean);
  return html`<div class="mi-hero-row">
    <label for=${`mi-hero-${i}`}>Hero ${i + 1}</label>
    <input type="text" id=${`mi-hero-${i}`} list="mi-box-heroes" maxlength=${lim.name_length} autocomplete="off"
      autocapitalize="words" spellcheck="false" .value=${live(d.name)} @input=${typed}>
    <span class="mi-health-label" aria-hidden="true">Health</span>
    ${stepper(`Health of hero ${i + 1}`, d, "health", lim.health, on.repaint)}
    ${details(form.ui, `facts-${i}`, facts.length ? `Card facts: ${facts.join(", ")}` : "Card facts (dice, ability)",
      factsEditor(d, d.name || `Hero ${i + 1}`, on.repaint))}
  </div>`;
}

// "Same team as last game": the engine's offer (seats in order, their card facts, the plot
// and whether its showdown set is ready) copied into the form; the showdown stays unnamed.
function sameTeam(form, offer, lim, on) {
  if (!offer) return nothing;
  const fill = () => {
    form.players = offer.players;
    form.decks.clear();
    const seated = offer.heroes.map((entry) => {
      const d = { name: entry.name };
      fillFacts(d, entry, lim.health.default);
      return d;
    });
    const taken = new Set(offer.heroes.map((h) => h.name.toLowerCase()));
    form.heroes = [...seated, ...form.heroes.filter((d) => !taken.has(d.name.toLowerCase()))].slice(0, 6);
    const p = form.plot;
    p.name = offer.plot?.name ?? "";
    p.challenge = offer.plot?.challenge ?? null;
    p.showdown = Boolean(offer.showdown_ready);
    p.rows = offer.showdown_ready ? offer.plot.showdown.map((m) => ({ ...m })) : null;
    form.sameTeam = true;
    on.repaint();
  };
  return html`<div class="mi-card mi-same-team">
    <button type="button" class="btn big" data-k="same-team" aria-describedby="mi-same-team-who"
      @click=${fill}>Same team as last game</button>
    <p class="muted" id="mi-same-team-who">${offer.label}</p>
    ${form.sameTeam ? html`<p role="status" data-k="same-team-done">Last game's seats and plot are filled in below; change anything before you start.</p>` : nothing}
  </div>`;
}

function plotFields(form, known, lim, on) {
  const p = form.plot;
  const typed = (e) => {
    p.name = e.target.value;
    const entry = knownEntry(known.plots, p.name);
    if (entry) {
      p.challenge = entry.challenge;
      p.showdown = Boolean(entry.showdown);
      p.rows = entry.showdown ? entry.showdown.map((m) => ({ ...m })) : null;
      on.repaint();
    } else if (p.showdown) {
      p.showdown = false; // the remembered set belongs to the plot named before
      p.rows = null;
      on.repaint();
    } else on.changed();
  };
  return html`
    <label for="mi-plot-name" class="mi-block-label">Plot card</label>
    <input type="text" class="mi-wide" id="mi-plot-name" list="mi-known-plots" maxlength=${lim.name_length} autocomplete="off"
      placeholder="The plot's name (optional)" .value=${live(p.name)} @input=${typed}>
    <p class="mi-block-label" id="mi-challenge">Challenge level</p>
    <div class="mi-seg mi-seg-tight mi-pips" role="group" aria-labelledby="mi-challenge">
      ${[1, 2, 3, 4, 5].map((n) => html`<button type="button" aria-pressed=${String(p.challenge === n)}
        aria-label=${`Challenge ${n} of 5`} @click=${() => { p.challenge = p.challenge === n ? null : n; on.repaint(); }}>
        <span aria-hidden="true">${n}</span><small aria-hidden="true">${"●".repeat(n)}</small></button>`)}
    </div>
    <p class="muted">The challenge level is the row of pips on the plot card. Typed once, the plot is offered again next time.</p>
    ${p.showdown ? html`<p class="muted" data-k="showdown-remembered">This device remembers this plot's showdown: it is ready, and shown only when the showdown starts.</p>`
      : html`<p class="muted">Its showdown cards stay face down: type them when the showdown starts.</p>`}`;
}

function finishedGames(stats) {
  if (!stats?.games) return nothing;
  const rate = (r) => `${r.wins} won, ${r.losses} lost`;
  return html`<section class="mi-card mi-finished" aria-labelledby="mi-finished-title">
    <h2 id="mi-finished-title">Finished games on this device: ${stats.games}</h2>
    <p>${rate(stats)}</p>
    <table class="mi-stats">
      <caption class="visually-hidden">Wins and losses by plot and difficulty</caption>
      <thead><tr><th scope="col">Plot</th><th scope="col">Difficulty</th><th scope="col">Won</th><th scope="col">Lost</th></tr></thead>
      <tbody>${stats.by_plot_and_difficulty.map((r) => html`<tr><td>${r.plot}</td><td>${r.difficulty}</td><td>${r.wins}</td><td>${r.losses}</td></tr>`)}</tbody>
    </table>
    ${stats.by_hero?.length ? html`<table class="mi-stats" data-k="hero-stats">
      <caption class="visually-hidden">Games and wins by hero</caption>
      <thead><tr><th scope="col">Hero</th><th scope="col">Games</th><th scope="col">Won</th></tr></thead>
      <tbody>${stats.by_hero.map((r) => html`<tr><td>${r.hero}</td><td>${r.games}</td><td>${r.wins}</td></tr>`)}</tbody>
    </table>` : nothing}
  </section>`;
}
