// The Missions panel: the threat phase's arithmetic, each face-up mission (success tokens,
// Sentinel, villain, complete), adding a mission, the completed pile and the showdown — its
// setup form before it starts, its missions after.
import { REQ_SYMBOL, kindIcon } from "../../../kit/cards.js";
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { rowsOf, showdownRows } from "./card-facts.js";
import { details, draft, dropDraft, kindBand, stepper, textField, tokenRow } from "./widgets.js";
import { groupTaps, targetMatches } from "./panel-threat-card.js";
import { cardName, libraryCard } from "./panel-library.js";
import { fillSymbols, objectiveChips, symbolCommand, symbolFields } from "./objective-symbols.js";

export function missionsPanel(view, ui, act) {
  const lim = view.limits;
  const fits = targetMatches(view, ui); // the drawn Sentinel's target, while the table says it
  // Assembling the Showdown: the briefing that started it stays in play beside it
  if (view.showdown) return html`${showdownCards(view, act)}${view.briefings.length ? storyCards(view, lim, ui, act) : nothing}`;
  return html`
    <div class="mi-card"><h3>Threat phase arithmetic</h3><p>${view.arithmetic.text}</p></div>
    ${view.missions.length
      ? html`<div class="mi-missions">${view.missions.map((m) => missionCard(m, view, ui, act, fits))}</div>`
      : html`<p class="muted">No face-up missions yet. Add each one as it is flipped.</p>`}
    ${view.can_add_mission && view.face_down_decks.length ? html`<div class="mi-card mi-flips">
      <h3>Flip a face-down mission</h3>
      <div class="mi-row">${view.face_down_decks.map((d) => html`<button type="button" data-k=${`flip-${d}`}
        @click=${() => act.flip({ hero: null, heroName: null, deck: d })}>Flip the ${d} deck</button>`)}</div>
    </div>` : nothing}
    ${view.can_add_mission ? addMission(view, ui, act) : nothing}
    ${libraryCard(ui, act)}
    <div class="mi-card">
      <h3>Completed missions: ${view.completed.length}</h3>
      ${view.completed.length ? html`<p>${view.completed.map((c) => c.name + (c.villain ? " (villain)" : "")).join(", ")}</p>` : nothing}
      <div class="mi-row">
        <span>Villains the school can spend: ${view.villains_available}</span>
        <button type="button" ?disabled=${view.locked || !view.villains_available} data-k="spend-villain"
          @click=${() => act.cmd({ op: "spend_villain" })}>Spend one</button>
      </div>
    </div>
    ${storyCards(view, lim, ui, act)}
    ${view.can_start_showdown ? showdownStart(view, ui, act) : nothing}`;
}

// The plot and its story cards: briefings with their success-token goal (flipping into a story
// mission when the card says so); story missions are face-up missions, listed above.
function storyCards(view, lim, ui, act) {
  const key = "briefing-add";
  const f = draft(ui, key, () => ({ name: "", goal: view.briefing_goal_default.value }));
  const add = (e) => {
    e.preventDefault();
    act.cmd({ op: "briefing_add", name: f.name, goal: f.goal }).then((ok) => { if (ok) { dropDraft(ui, key); act.repaint(); } });
  };
  const goalLimits = { min: 1, max: lim.defeat.max };
  return html`<div class="mi-card mi-story">
    <h3>${view.plot ? html`Plot: ${view.plot.label}` : "Story cards"}</h3>
    ${view.briefings.length ? html`<ul class="mi-briefings">${view.briefings.map((b) => html`<li class=${`mi-card mi-framed kit-card-briefing${b.reached ? " mi-reached" : ""}`}>
      ${kindBand("briefing")}
      <div class="mi-row">
        <strong>${b.name}</strong>
        <span class="muted">${b.reached ? "✓ goal reached" : `${b.left} to go`}</span>
      </div>
      ${tokenRow(b.name, `${b.progress} / ${b.goal}`, (delta) => ({ op: "briefing_progress", briefing: b.id, delta }),
        { less: b.can_less, more: b.can_more }, act)}
      <div class="mi-row">
        ${b.can_flip ? html`<button type="button" @click=${() => act.cmd({ op: "briefing_flip", briefing: b.id, name: b.name, objectives: lim.objectives.default })}>Flip to its story mission</button>` : nothing}
        <button type="button" @click=${() => act.cmd({ op: "briefing_remove", briefing: b.id })}>Remove</button>
      </div>
    </li>`)}</ul>` : html`<p class="muted">No briefing in play.</p>`}
    ${view.can_add_briefing ? html`<form class="mi-add-briefing" aria-label="Put a briefing into play" @submit=${add}>
      ${textField(f, "name", { label: "Briefing name", placeholder: "Briefing name", maxlength: lim.name_length })}
      <div class="mi-row"><span>Goal (success tokens)</span>${stepper("Goal of the briefing", f, "goal", goalLimits, act.repaint)}
        <span class="muted">${view.briefing_goal_default.label}</span></div>
      <button type="submit">Put the briefing into play</button>
    </form>` : nothing}
  </div>`;
}

// The showdown: one tap when the plot's showdown set was typed at setup, else its form
// (prepared from the plot when there is one).
function showdownStart(view, ui, act) {
  const prepared = view.plot?.showdown_command;
  // the set is not named before it starts: the showdown cards are face down until then
  const count = view.plot?.showdown_form?.length;
  return html`${startedBy(view, ui)}${prepared ? html`<div class="mi-card mi-framed kit-card-showdown mi-showdown-ready">
      ${kindBand("showdown")}
      <h3>Showdown</h3>
      <p>Ready from this plot's showdown set (${count} missions), as this device remembers it.</p>
      <button type="button" class="btn primary big" data-k="showdown-prepared" @click=${() => act.cmd(withKeep(view, ui, prepared))}>Start the showdown</button>
    </div>` : nothing}
    ${details(ui, "showdown-form", prepared ? "Or type a different showdown" : "Start the showdown", showdownForm(view, ui, act))}`;
}

// Assembling the Showdown: other story cards are set aside, the briefing that started it stays.
// With one briefing in play that is the one; with more, the table says which.
function startedBy(view, ui) {
  if (view.briefings.length < 2) return nothing;
  const f = draft(ui, "showdown-keep", () => ({ keep: String(view.briefings[0].id) }));
  return html`<div class="mi-card"><label class="mi-row mi-select-field"><span>The briefing that starts the showdown</span>
    <select aria-label="Briefing that starts the showdown" @change=${(e) => { f.keep = e.target.value; }}>
      ${view.briefings.map((b) => html`<option value=${b.id} .selected=${live(String(b.id) === f.keep)}>${b.name}</option>`)}
    </select></label>
    <p class="muted">The other briefings are set aside when it starts.</p></div>`;
}

function withKeep(view, ui, command) {
  if (view.briefings.length < 2) return command;
  const f = draft(ui, "showdown-keep", () => ({ keep: String(view.briefings[0].id) }));
  const keep = view.briefings.find((b) => String(b.id) === f.keep) ?? view.briefings[0];
  return { ...command, keep: keep.id };
}

function addMission(view, ui, act) {
  const lim = view.limits;
  const key = "mission-add";
  const f = draft(ui, key, () => ({
    name: "", threat: lim.icons.default, objectives: lim.objectives.default, villainy: "",
    villainy_damage: lim.villainy_damage.default, villain: false, story: false,
    deck: view.face_down_decks[0] ?? "",
  }));
  // a deck that got its face-up mission since the draft was made is no longer offered
  if (f.deck && !view.face_down_decks.includes(f.deck)) f.deck = view.face_down_decks[0] ?? "";
  const submit = (e) => {
    e.preventDefault();
    act.cmd({ op: "mission_add", ...symbolCommand(f), deck: f.deck || null })
      .then((ok) => { if (ok) { dropDraft(ui, key); act.repaint(); } });
  };
  return html`<form aria-label="Add a face-up mission" class="mi-card mi-add-mission" @submit=${submit}>
    <h3>Add a face-up mission</h3>
    ${cardName(f, "mission", ui, act.repaint, { label: "Mission name", placeholder: "Mission name (optional)", maxlength: lim.name_length })}
    <div class="mi-row"><span>! icons</span>${stepper("Threat icons of the mission", f, "threat", lim.icons, act.repaint)}</div>
    ${objectivesField(f, "Objectives on the mission", lim, act.repaint)}
    ${symbolFields(f, "add-mission", "the new mission", act.repaint)}
    ${villainyFields(f, lim, "the mission", act)}
    ${deckField(f, view.face_down_decks, "Continent deck of the new mission")}
    ${flagFields(f, "Villain mission", "Story mission")}
    <button type="submit" class="primary">Add mission</button>
  </form>`;
}

// How many objectives: typed as a number, or counted from the symbols once they are typed.
export function objectivesField(f, label, lim, repaint) {
  const n = f.symbols?.length ?? 0;
  return n ? html`<div class="mi-row"><span>Objectives</span><strong>${n}</strong><span class="muted">(from the symbols)</span></div>`
    : html`<div class="mi-row"><span>Objectives</span>${stepper(label, f, "objectives", lim.objectives, repaint)}</div>`;
}

// Which continent deck a mission lies on: a deck with a face-up mission is not offered for
// deploying (a hero deploys to the mission itself), so every flipped mission names its deck.
function deckField(f, decks, label) {
  return html`<label class="mi-row mi-select-field"><span>Flipped on</span>
    <select aria-label=${label} @change=${(e) => { f.deck = e.target.value; }}>
      ${decks.map((d) => html`<option value=${d} .selected=${live(f.deck === d)}>${d} deck</option>`)}
      <option value="" .selected=${live(!f.deck)}>No deck (story card)</option>
    </select></label>`;
}

// Villain Cards: a completed villain mission is one the school can spend; story missions come
// from the plot.
function flagFields(f, villainLabel, storyLabel) {
  return html`<div class="mi-row">
      <label class="mi-check-label"><input type="checkbox" aria-label=${villainLabel} .checked=${live(f.villain)}
        @change=${(e) => { f.villain = e.target.checked; }}> Villain</label>
      <label class="mi-check-label"><input type="checkbox" aria-label=${storyLabel} .checked=${live(f.story)}
        @change=${(e) => { f.story = e.target.checked; }}> Story mission</label>
    </div>`;
}

// The villainy effect as the card says it (a note) and the damage it deals, offered as a tap
// when dice show villainy.
function villainyFields(f, lim, what, act) {
  return html`${textField(f, "villainy", { label: `Villainy effect of ${what}`, placeholder: "Villainy effect (a note, optional)", maxlength: lim.note_length })}
    <div class="mi-row"><span>Villainy damage</span>${stepper(`Villainy damage of ${what}`, f, "villainy_damage", lim.villainy_damage, act.repaint)}</div>`;
}

function missionCard(m, view, ui, act, fits) {
  const lim = view.limits;
  const id = m.id;
  const fit = fits.has(id);
  const kind = [m.villain && "Villain", m.story && "Story mission",
    m.heroes.length ? `Heroes: ${m.heroes.join(", ")}` : "No hero here"].filter(Boolean).join(" · ");
  // the kit's frame for the card's kind: a band with its icon and word (decoration beside words)
  const frame = m.villain ? "villain" : m.story ? "story" : "continent";
  return html`<article class=${`mi-card mi-mission mi-framed kit-card-${frame}${fit ? " mi-fits" : ""}`} aria-label=${m.name}>
    ${kindBand(frame, m.sentinel ? html`<span class="mi-band-extra">${kindIcon("sentinel")} Sentinel</span>` : nothing)}
    <header><h3>${m.name}</h3><span class="mi-icons" aria-label=${`${m.icons} threat icons`}>${m.icons} !</span></header>
    ${fit ? html`<p class="mi-fits-note" data-k=${`fits-${id}`}>◎ Fits the drawn Sentinel's target</p>` : nothing}
    <p class="muted">${kind}</p>
    ${m.heroes_here?.length ? html`<div class="mi-row mi-here-taps" role="group" aria-label=${`The heroes at ${m.name}`}>
      <span>Heroes here</span>${groupTaps(m.heroes_here, act, `here-${id}`)}</div>` : nothing}
    ${m.villainy ? html`<p class="mi-villainy"><span aria-hidden="true">${REQ_SYMBOL.villainy}</span> Villainy: ${m.villainy}${m.villainy_damage ? ` (${m.villainy_damage} damage)` : ""}</p>` : nothing}
    ${tokenRow(m.name, m.objectives ? `${m.success} / ${m.objectives}` : m.success,
      (delta) => ({ op: "mission_success", mission: id, delta }),
      { less: m.enabled && m.success, more: m.enabled, key: ["ms", id] }, act)}
    ${m.objective_rows?.length ? objectiveChips(m.objective_rows, m.name, act, `mission-${id}-objective`) : nothing}
    ${m.sentinel ? html`<div class="mi-row mi-sentinel">
        <span>${m.sentinel_label} (${m.sentinel.threat} !)</span>
        <button type="button" ?disabled=${!m.enabled} @click=${() => act.cmd({ op: "sentinel_discard", mission: id })}>Discard Sentinel</button>
      </div>` : sentinelForm(m, lim, ui, act)}
    ${m.complete_offer ? html`<button type="button" class="btn primary big mi-complete-offer" data-k=${`offer-${id}`}
      @click=${() => act.cmd(m.complete_offer.command)}>✓ ${m.complete_offer.label}</button>` : nothing}
    <div class="mi-row">
      ${m.complete_offer ? nothing : html`<button type="button" ?disabled=${!m.can_complete} data-k=${`complete-${id}`}
        @click=${() => act.cmd({ op: "mission_complete", mission: id })}>Complete ✓</button>`}
      <button type="button" ?disabled=${!m.enabled} data-k=${`remove-${id}`}
        @click=${() => act.cmd({ op: "mission_remove", mission: id })}>Remove from play</button>
    </div>
    ${m.complete_hint ? html`<p class="muted">${m.complete_hint}</p>` : nothing}
    ${m.covers_name ? html`<p class="muted">On top of ${m.covers_name}, which returns when this card goes.</p>` : nothing}
    ${editForm(m, view, ui, act)}
    ${villainForm(m, lim, ui, act)}
  </article>`;
}

function sentinelForm(m, lim, ui, act) {
  const key = `sentinel-${m.id}`;
  const f = draft(ui, key, () => ({ name: "", threat: lim.icons.default, villainy: "", villainy_damage: 0 }));
  const submit = (e) => {
    e.preventDefault();
    act.cmd({ op: "sentinel", mission: m.id, ...f, name: f.name || "Sentinel" })
      .then((ok) => { if (ok) dropDraft(ui, key); });
  };
  return details(ui, key, "Attach a Sentinel", html`<form class="mi-row" @submit=${submit}>
    ${cardName(f, "sentinel", ui, act.repaint, { label: `Sentinel on ${m.name}`, placeholder: "Sentinel name", maxlength: lim.name_length })}
    ${stepper(`Threat icons of the Sentinel on ${m.name}`, f, "threat", lim.icons, act.repaint)}
    ${villainyFields(f, lim, `the Sentinel on ${m.name}`, act)}
    <button type="submit">Attach</button>
  </form>`);
}

// Correct a mission after adding it (the engine changes only what was sent); saving closes
// the form, as the table expects of a sheet it is done with.
function editForm(m, view, ui, act) {
  const lim = view.limits;
  const key = `edit-${m.id}`;
  const f = draft(ui, key, () => ({
    name: m.name, threat: m.threat, objectives: m.objectives ?? lim.objectives.default,
    villainy: m.villainy ?? "", villainy_damage: m.villainy_damage ?? 0,
    villain: m.villain, story: m.story, deck: m.deck ?? "",
  }));
  if (!f.symbols) fillSymbols(f, m);
  const decks = [...(m.deck ? [m.deck] : []), ...view.face_down_decks];
  const submit = (e) => {
    e.preventDefault();
    act.cmd({ op: "mission_edit", mission: m.id, ...symbolCommand(f), deck: f.deck || null }).then((ok) => {
      if (!ok) return;
      dropDraft(ui, key);
      ui.open.delete(key);
      ui.remember?.();
      act.repaint();
    });
  };
  return details(ui, key, "Edit the card", html`<form class="mi-edit" @submit=${submit}>
    ${textField(f, "name", { label: `Name of ${m.name}`, placeholder: "Name", maxlength: lim.name_length })}
    <div class="mi-row"><span>! icons</span>${stepper(`Threat icons of ${m.name}`, f, "threat", lim.icons, act.repaint)}</div>
    ${objectivesField(f, `Objectives of ${m.name}`, lim, act.repaint)}
    ${symbolFields(f, `edit-${m.id}`, m.name, act.repaint)}
    ${villainyFields(f, lim, m.name, act)}
    ${deckField(f, decks, `Continent deck of ${m.name}`)}
    ${flagFields(f, `${m.name} is a villain`, `${m.name} is a story mission`)}
    <button type="submit" ?disabled=${!m.enabled}>Save changes</button>
  </form>`);
}

function villainForm(m, lim, ui, act) {
  const key = `villain-${m.id}`;
  const f = draft(ui, key, () => ({ name: "", threat: lim.icons.default }));
  const submit = (e) => {
    e.preventDefault();
    act.cmd({ op: "villain_replace", mission: m.id, name: f.name, threat: f.threat })
      .then((ok) => { if (ok) dropDraft(ui, key); });
  };
  return details(ui, key, "A villain replaces it", html`<form class="mi-row" @submit=${submit}>
      ${textField(f, "name", { label: `Villain replacing ${m.name}`, placeholder: "Villain name", maxlength: lim.name_length })}
      ${stepper(`Threat icons of the villain on ${m.name}`, f, "threat", lim.icons, act.repaint)}
      <button type="submit" ?disabled=${!m.enabled}>Place villain</button>
    </form>
    <p class="muted">Heroes and any Sentinel move to the villain; success tokens here go back.</p>`);
}

function showdownForm(view, ui, act) {
  const lim = view.limits;
  const f = draft(ui, "showdown", () => ({ rows: view.plot?.showdown_form?.map((m) => ({ ...m })) ?? null }));
  const submit = (e) => { e.preventDefault(); act.cmd(withKeep(view, ui, { op: "showdown_start", missions: rowsOf(f) })); };
  return html`<form class="mi-showdown-form" @submit=${submit}>
    <p class="muted">Left to right, as the cards lie. Continent missions are set aside and the next round starts with deploy.</p>
    <p class="muted">Hero count for defeat values that use it: ${view.hero_count}.</p>
    ${showdownRows(lim, f, act.repaint)}
    <button type="submit" class="primary big">Start the showdown</button>
  </form>`;
}

function showdownCards(view, act) {
  const sd = view.showdown;
  return html`
    <div class="mi-card mi-framed kit-card-showdown mi-showdown-info">
      ${kindBand("showdown")}
      <h3>Showdown</h3>
      <p>Attack in each threat phase: ${sd.attack} damage to every hero in play.</p>
      ${sd.effects.length ? html`<ol>${sd.effects.map((e) => html`<li>${e}</li>`)}</ol>` : html`<p class="muted">No threat effects left.</p>`}
    </div>
    <div class="mi-missions">${sd.missions.map((m) => html`<article class=${`mi-card mi-mission mi-framed kit-card-showdown${m.defeated ? " mi-defeated" : ""}`} aria-label=${m.name}>
      ${kindBand("showdown")}
      <header><h3>${m.name}</h3><span>${m.defeated ? "✓ Defeated" : `${m.left} to go`}</span></header>
      ${m.effect ? html`<p class="muted">${m.effect}</p>` : nothing}
      <p class="muted">${m.heroes.length ? `Heroes: ${m.heroes.join(", ")}` : "No hero here"}</p>
      ${tokenRow(m.name, `${m.success} / ${m.defeat}`, (delta) => ({ op: "showdown_success", mission: m.id, delta }),
        { less: m.can_less, more: m.can_more, key: ["sd", m.id] }, act)}
    </article>`)}</div>`;
}
