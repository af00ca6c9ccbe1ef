// The setup form of a new table session. The engine supplies every number (heroes per player
// count, decks, flips, starting threat); this module only collects the choices.
//   const form = setupDraft(options)
//   setupScreen(options, form, { create(setup), importFile(file), repaint })
import { html, nothing } from "../vendor/lit-html/lit-html.js";
import { randomSeed } from "../seed.js";
import { stepper, textField } from "./widgets.js";

const FIRST_PICKS = ["Wolverine", "Storm", "Cyclops", "Rogue", "Jubilee", "Beast"];

export function setupDraft(options) {
  return {
    players: 3,
    heroes: FIRST_PICKS.map((name) => ({ name, health: options.limits.health.default })),
    difficulty: "normal",
    decks: new Set(), // empty: picked at random, as the rulebook does
    error: "",
    importError: "",
    busy: false,
  };
}

export function setupScreen(options, form, on) {
  const info = options.players[String(form.players)];
  const chosen = form.decks;
  const deckNote = chosen.size === 0
    ? `${info.decks} of ${options.continents.length} decks, picked at random when you start.`
    : `${chosen.size} of ${info.decks} decks chosen.`;
  const submit = (e) => {
    e.preventDefault();
    const setup = {
      players: form.players,
      heroes: form.heroes.slice(0, info.heroes).map(({ name, health }) => ({ name, health })),
      difficulty: form.difficulty,
      seed: randomSeed(),
    };
    if (chosen.size) setup.decks = [...chosen];
    on.create(setup);
  };
  const players = (n) => () => { form.players = n; form.decks.clear(); on.repaint(); };
  const deck = (c) => () => { if (chosen.has(c)) chosen.delete(c); else chosen.add(c); on.repaint(); };
  return html`<div class="mi-setup">
    <h1>New table session</h1>
    <p class="lede">Enter the table once; from then on every tap is saved and can be undone.</p>
    <form class="mi-form" novalidate @submit=${submit}>
      <fieldset><legend>Players at the table</legend>
        <div class="mi-seg mi-seg-tight" role="group" aria-label="Players">
          ${Object.keys(options.players).map(Number).map((n) => html`<button type="button"
            aria-pressed=${String(n === form.players)} @click=${players(n)}>${n}</button>`)}
        </div>
        <p class="muted">${info.note}</p>
      </fieldset>
      <fieldset><legend>Heroes and their health</legend>
        ${form.heroes.slice(0, info.heroes).map((hero, i) => html`<div class="mi-hero-row">
          <label for=${`mi-hero-${i}`}>Hero ${i + 1}</label>
          ${textField(hero, "name", { id: `mi-hero-${i}`, list: "mi-box-heroes", maxlength: options.limits.name_length })}
          ${stepper(`Health of hero ${i + 1}`, hero, "health", options.limits.health, on.repaint)}
        </div>`)}
        <p class="muted">Health is printed on each power card; check it once here.</p>
      </fieldset>
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
      ${form.error ? html`<p class="error-box" role="alert">${form.error}</p>` : nothing}
      <button type="submit" class="btn primary big mi-start" ?disabled=${form.busy}>Start session</button>
    </form>
    <details class="mi-import">
      <summary>Open a session file</summary>
      <p class="muted">A file exported from this app (on any device).</p>
      <input type="file" accept="application/json,.json" aria-label="Session file"
        @change=${(e) => { const file = e.target.files?.[0]; if (file) on.importFile(file); }}>
      ${form.importError ? html`<p class="error-box" role="alert">${form.importError}</p>` : nothing}
    </details>
    <datalist id="mi-box-heroes">${options.heroes.map((n) => html`<option value=${n}></option>`)}</datalist>
  </div>`;
}
