// The screens around the board: the game's home (continue, new, saved games, import), the new
// game form, the end of a game, the game log and the rules reference.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { diceChips } from "./board.js";
import { RULES, searchRules } from "./rules-reference.js";

const when = (ms) => (ms ? new Date(ms).toLocaleString([], { dateStyle: "medium", timeStyle: "short" }) : "");

export function homeScreen(games, ui, act, packs = []) {
  const last = games.find((g) => !g.damaged && !g.summary?.outcome);
  return html`<div class="pl-home">
    <h1>Play Mutant Insurrection</h1>
    <p class="lede">The whole game on this device, hot-seat for 2–6 heroes. Every rule is the engine's; every decision is saved.</p>
    <div class="actions">
      ${last ? html`<a class="btn primary big" href=${`#/play/g/${encodeURIComponent(last.id)}`} id="pl-continue">Continue: ${last.title}</a>` : nothing}
      <a class="btn big${last ? "" : " primary"}" href="#/play/new" id="pl-new">New game</a>
    </div>
    <h2>Saved games</h2>
    ${ui.listError ? html`<p class="error-box" role="alert">${ui.listError}</p>` : nothing}
    <ul class="saved pl-saved" aria-live="polite">
      ${games.length ? games.map((g) => html`<li>
        <a href=${`#/play/g/${encodeURIComponent(g.id)}`} data-save=${g.id}>
          <span>${g.damaged ? "Damaged save" : g.title}</span>
          ${g.summary ? html`<span class="muted">${g.summary.plot} · round ${g.summary.round} · threat ${g.summary.threat}${g.summary.outcome ? ` · ${g.summary.outcome}` : ""}</span>` : nothing}
          <time datetime=${g.updatedAt ? new Date(g.updatedAt).toISOString() : nothing}>${when(g.updatedAt)}</time>
        </a></li>`) : html`<li class="muted">No saved games yet.</li>`}
    </ul>
    <h2>More</h2>
    <div class="actions">
      <label class="btn" for="pl-import">Import a game file</label>
      <input type="file" id="pl-import" class="visually-hidden" accept=".json,application/json"
        @change=${(e) => { act.importFile(e.target.files[0]); e.target.value = ""; }}>
      <label class="btn" for="pl-pack">Import a content pack</label>
      <input type="file" id="pl-pack" class="visually-hidden" accept=".json,application/json"
        @change=${(e) => { act.importPack(e.target.files[0]); e.target.value = ""; }}>
      <a class="btn" href="#/play/rules">Rules reference</a>
      <a class="btn" href="#/companion">Table companion</a>
      <a class="btn" href="#/">Home</a>
    </div>
    ${ui.importError ? html`<p class="error-box" role="alert" id="pl-import-error">${ui.importError}</p>` : nothing}
    ${ui.packError ? html`<p class="error-box" role="alert" id="pl-pack-error">${ui.packError}</p>` : nothing}
    ${ui.packNote ? html`<p class="pl-note" role="status" id="pl-pack-note">${ui.packNote}</p>` : nothing}
    ${packs.length ? html`<p class="muted">Content packs on this device: ${packs.map((p) => p.title).join(", ")}.</p>` : nothing}
  </div>`;
}

// The recommended first game in words: "Cyclops and Jean Grey, Normal, The Brotherhood Rises".
export function recommendedWords(cat) {
  const rec = cat.recommended;
  const names = rec.heroes.map((id) => cat.heroes.find((h) => h.id === id)?.name ?? id);
  const heroes = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names.join("");
  const plot = cat.plots.find((p) => p.id === rec.plot)?.name ?? rec.plot;
  return `${heroes}, ${rec.difficulty[0].toUpperCase()}${rec.difficulty.slice(1)}, ${plot}`;
}

export function newGameScreen(cat, form, ui, act, packs = []) {
  const n = form.heroes.length;
  return html`<form class="pl-new" @submit=${(e) => { e.preventDefault(); act.start(); }}>
    <h1>New game</h1>
    ${form.shared ? html`<p class="pl-note" role="status">This link sets up a game: heroes, difficulty, plot and seed are filled in.</p>` : nothing}
    <button type="button" class="btn pl-wide pl-recommended" id="pl-recommended" @click=${act.recommended}>
      <span>Recommended first game</span><small>${recommendedWords(cat)}, with a short tour</small></button>
    ${ui.formNote && form.guided ? html`<p class="pl-note" role="status" id="pl-form-note">${ui.formNote}</p>` : nothing}
    ${packs.length ? html`<label class="pl-field">Cards
      <select id="pl-content" @change=${(e) => act.content(e.target.value || null)}>
        <option value="" ?selected=${!packs.some((p) => p.id === cat.content)}>The bundled cards</option>
        ${packs.map((p) => html`<option value=${p.id} ?selected=${p.id === cat.content}>${p.title}</option>`)}
      </select></label>` : nothing}
    <fieldset>
      <legend>Heroes (${n} chosen, ${cat.min_heroes}–${cat.max_heroes}; solo play uses two)</legend>
      <ul class="pl-pick">${cat.heroes.map((h) => {
        const on = form.heroes.includes(h.id);
        return html`<li><button type="button" class=${`pl-hero-pick${on ? " pl-on" : ""}`} aria-pressed=${on ? "true" : "false"}
          @click=${() => act.toggleHero(h.id)}>
          <strong>${h.name}</strong>
          <span class="pl-dice-row">${diceChips(h.dice)}</span>
          ${h.lines.map((l) => html`<small>${l}</small>`)}
        </button></li>`;
      })}</ul>
    </fieldset>
    <fieldset>
      <legend>Difficulty</legend>
      <div class="pl-seg">${cat.difficulties.map((d) => html`<label class="pl-radio">
        <input type="radio" name="difficulty" .checked=${live(form.difficulty === d.id)} @change=${() => act.set("difficulty", d.id)}>
        ${d.id[0].toUpperCase() + d.id.slice(1)} (threat starts at ${d.threat})</label>`)}</div>
    </fieldset>
    <fieldset>
      <legend>Plot</legend>
      ${cat.plots.map((p) => html`<label class="pl-radio pl-plot">
        <input type="radio" name="plot" .checked=${live(form.plot === p.id)} @change=${() => act.set("plot", p.id)}>
        <span><strong>${p.name}</strong>${challenge(p.challenge)}${p.lines.map((l) => html`<small>${l}</small>`)}</span></label>`)}
    </fieldset>
    <label class="pl-field">Seed (optional: the same seed and setup give the same game)
      <input type="text" inputmode="numeric" id="pl-seed" .value=${live(form.seed)} @input=${(e) => act.set("seed", e.target.value)}></label>
    ${ui.formError ? html`<p class="error-box" role="alert">${ui.formError}</p>` : nothing}
    <button type="submit" class="btn primary big pl-wide" id="pl-start" ?disabled=${ui.busy}>Start the game</button>
    <p><a class="btn" href="#/play">Back</a></p>
  </form>`;
}

// A plot's challenge level as pips, read out in words ("Challenge 3 of 5"); nothing when the
// catalogue gives no whole number for it.
export const CHALLENGE_MAX = 5;
export function challenge(level) {
  if (!Number.isInteger(level) || level < 1) return nothing;
  const n = Math.min(level, CHALLENGE_MAX);
  return html`<span class="pl-challenge" data-challenge=${n}>
    <span aria-hidden="true">Challenge <span class="pl-pips">${"●".repeat(n)}${"○".repeat(CHALLENGE_MAX - n)}</span></span>
    <span class="visually-hidden">Challenge ${n} of ${CHALLENGE_MAX}</span></span>`;
}

// Opening a save that no longer replays whole: what was dropped, in the engine's sentence.
export function droppedNotice(message, act) {
  return html`<div class="error-box pl-dropped" role="alert" id="pl-dropped">
    <p><strong>Not every move of this saved game could be replayed.</strong> ${message} The game goes on from the last move that still applies.</p>
    <div class="actions">
      <button type="button" class="btn" id="pl-save-original" @click=${act.downloadOriginal}>Save the original to a file</button>
      <button type="button" class="btn" id="pl-play-on" @click=${act.playOn}>Play on from here</button>
    </div>
  </div>`;
}

// What a replay under newer rules changed on the board the player left: null when nothing
// they saw (outcome, round, threat) differs, else { before, after } in words.
export function boardChange(summary, view) {
  if (!summary || typeof summary !== "object") return null;
  const result = (o) => (o === "won" ? "won" : o === "lost" ? "lost" : "in play");
  const was = { outcome: result(summary.outcome ?? null), round: summary.round, threat: summary.threat };
  const now = { outcome: result(view.outcome?.result ?? null), round: view.round, threat: view.threat };
  if (was.outcome === now.outcome && was.round === now.round && was.threat === now.threat) return null;
  const words = (b) => `${b.round === 0 ? "setup" : `round ${b.round}`}, threat ${b.threat}, ${b.outcome}`;
  return { before: words(was), after: words(now) };
}

// A save made under older rules whose replay under today's gives another board: what changed,
// and the choice to keep the old result (the stored copy stays as it was) or play on.
export function replayedNotice(r, act) {
  return html`<div class="error-box pl-dropped" role="alert" id="pl-replayed">
    <p><strong>This game was saved under older rules.</strong> It was saved under rules version
      ${r.rules_version} and replayed under today's rules (version ${r.now}), which changed the board:
      it was ${r.before} when it was saved; it is now ${r.after}.</p>
    <div class="actions">
      <button type="button" class="btn" id="pl-keep-old" @click=${act.keepOld}>Keep the old result</button>
      <button type="button" class="btn" id="pl-play-on-new" @click=${act.playOn}>Play on under today's rules</button>
    </div>
  </div>`;
}

// The same game moved on in another tab at the same moment as here: both copies, and the choice.
export function conflictNotice(c, act) {
  const moves = (n) => `${n} ${n === 1 ? "move" : "moves"}`;
  return html`<div class="error-box pl-dropped" role="alert" id="pl-conflict">
    <p><strong>This game was changed in another tab at the same time.</strong> The other tab's copy
      has ${moves(c.theirs)} this one does not; this tab has ${moves(c.mine)} the other does not.
      Nothing is saved until you choose which copy to keep.</p>
    <div class="actions">
      <button type="button" class="btn" id="pl-use-other" @click=${act.useOther}>Use the other tab's copy</button>
      <button type="button" class="btn" id="pl-keep-mine" @click=${act.keepMine}>Keep this tab's copy</button>
    </div>
  </div>`;
}

const list = (xs) => (xs.length > 1 ? `${xs.slice(0, -1).join(", ")} and ${xs.at(-1)}` : xs[0] ?? "");

// The end in sentences from the engine's summary: every card that left play and how.
export function endSummary(v) {
  const s = v.summary;
  if (!s) { // a board stored by an older version, shown before the engine answers
    return [`The game lasted ${v.round} ${v.round === 1 ? "round" : "rounds"} and ended at threat ${v.threat}.`];
  }
  const lines = [];
  const threat = s.past_track ? "with the threat past space 15" : `at threat ${s.threat}`;
  lines.push(`The game lasted ${s.rounds} ${s.rounds === 1 ? "round" : "rounds"} and ended ${threat}.`);
  lines.push(`Missions completed: ${list(s.completed) || "none"}.`);
  if (s.traded.length) lines.push(`Traded in at the school: ${list(s.traded)}.`);
  if (s.showdown.length) {
    lines.push(`Showdown: ${s.showdown.map((m) => `${m.name} (${m.defeated ? "defeated" : "not defeated"})`).join(", ")}.`);
  }
  if (s.set_aside.length) lines.push(`Set aside when the showdown began: ${list(s.set_aside)}.`);
  lines.push(s.knocked_out.length ? `Knocked out: ${list(s.knocked_out)}.` : "No hero was knocked out.");
  return lines;
}

export function endPanel(v, act) {
  const o = v.outcome;
  return html`<section class=${`pl-end pl-${o.result}`} role="alert" aria-labelledby="pl-end-title">
    <h2 id="pl-end-title">${o.result === "won" ? "The heroes win!" : "The heroes lose."}</h2>
    <p>${o.reason[0].toUpperCase() + o.reason.slice(1)}.</p>
    ${endSummary(v).map((l) => html`<p>${l}</p>`)}
    <div class="actions">
      <a class="btn primary" href="#/play/new">New game</a>
      <button type="button" class="btn" @click=${act.share}>Share this setup</button>
      <button type="button" class="btn" @click=${act.exportFile}>Export</button>
      <button type="button" class="btn" @click=${() => act.tab("log")}>Read the log</button>
    </div>
  </section>`;
}

const GROUPS = {
  all: null,
  attempts: ["attempt", "assist", "roll", "reroll", "ability", "spend", "objective", "mission_completed", "mission_failed", "die_turned", "die_added", "die_discarded", "die_raised", "instead"],
  threat: ["threat_up", "threat_down", "threat_blocked", "threat_card", "sentinel", "sentinel_lost", "sentinel_destroyed", "villain", "villain_traded"],
  heroes: ["damage", "heal", "prevented", "move", "knock_out", "hero_joins", "train", "training_lost", "mutant", "mutant_lost", "bond_formed", "bond_flipped", "bond_discarded", "assist_kept"],
};

export function logPanel(events, ui, act) {
  const keep = GROUPS[ui.logGroup];
  const shown = keep ? events.filter((e) => keep.includes(e.type)) : events;
  const rows = [];
  let round = null;
  for (const e of shown) {
    if (e.round !== round) {
      round = e.round;
      rows.push(html`<li class="pl-log-round">${round ? `Round ${round}` : "Setup"}</li>`);
    }
    rows.push(html`<li class=${`pl-log-${e.type}`}>${e.text}</li>`);
  }
  return html`<section class="pl-log" aria-labelledby="pl-log-title">
    <h2 id="pl-log-title">Game log</h2>
    <label class="pl-field">Show
      <select @change=${(e) => act.logGroup(e.target.value)} .value=${live(ui.logGroup)}>
        <option value="all">Everything</option><option value="attempts">Mission attempts</option>
        <option value="threat">Threat, Sentinels and villains</option><option value="heroes">Heroes</option>
      </select></label>
    <ol class="pl-log-list">${rows}</ol>
    <p class="muted">${shown.length} of ${events.length} entries.</p>
  </section>`;
}

export function rulesPanel(ui, act) {
  const found = searchRules(ui.query);
  return html`<section class="pl-rules" aria-labelledby="pl-rules-title">
    <h2 id="pl-rules-title">Rules reference</h2>
    <label class="pl-field">Search the rules
      <input type="search" id="pl-rules-search" .value=${live(ui.query)} @input=${(e) => act.query(e.target.value)}></label>
    ${found.length ? found.map((r) => html`<article id=${`rule-${r.id}`} class=${`pl-rule-topic${ui.ruleFocus === r.id ? " pl-focus" : ""}`}
        tabindex="-1" aria-labelledby=${`rule-${r.id}-t`}>
      <h3 id=${`rule-${r.id}-t`}>${r.title}</h3>${r.text.map((t) => html`<p>${t}</p>`)}</article>`)
      : html`<p class="muted">No rule mentions “${ui.query}”.</p>`}
    <p class="muted">${found.length} of ${RULES.length} topics.</p>
    <p><button type="button" class="btn" id="pl-tour-again" @click=${act.tourAgain}>Show the first-game tour again</button></p>
  </section>`;
}
