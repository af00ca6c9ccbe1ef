// The Missions panel: the threat phase's arithmetic, each face-up mission (success tokens,
// Sentinel, villain, complete), adding a mission, the completed pile and the showdown — its
// setup form before it starts, its missions after.
import { html, nothing } from "../vendor/lit-html/lit-html.js";
import { details, draft, dropDraft, stepper, textField } from "./widgets.js";

export function missionsPanel(view, ui, act) {
  if (view.showdown) return showdownCards(view, act);
  const lim = view.limits;
  return html`
    <div class="mi-card"><h3>Threat phase arithmetic</h3><p>${view.arithmetic.text}</p></div>
    ${view.missions.length
      ? html`<div class="mi-missions">${view.missions.map((m) => missionCard(m, lim, ui, act))}</div>`
      : html`<p class="muted">No face-up missions yet. Add each one as it is flipped.</p>`}
    ${view.can_add_mission ? addMission(lim, ui, act) : nothing}
    <div class="mi-card">
      <h3>Completed missions: ${view.completed.length}</h3>
      ${view.completed.length ? html`<p>${view.completed.map((c) => c.name + (c.villain ? " (villain)" : "")).join(", ")}</p>` : nothing}
      <div class="mi-row">
        <span>Villains the school can spend: ${view.villains_available}</span>
        <button type="button" ?disabled=${view.locked || !view.villains_available} data-k="spend-villain"
          @click=${() => act.cmd({ op: "spend_villain" })}>Spend one</button>
      </div>
    </div>
    ${view.can_start_showdown ? details(ui, "showdown-form", "Start the showdown", showdownForm(view, ui, act)) : nothing}`;
}

function addMission(lim, ui, act) {
  const key = "mission-add";
  const f = draft(ui, key, () => ({ name: "", threat: lim.icons.default, villain: false, story: false }));
  const submit = (e) => {
    e.preventDefault();
    act.cmd({ op: "mission_add", name: f.name, threat: f.threat, villain: f.villain, story: f.story })
      .then((ok) => { if (ok) { dropDraft(ui, key); act.repaint(); } });
  };
  return html`<form aria-label="Add a face-up mission" class="mi-card mi-add-mission" @submit=${submit}>
    <h3>Add a face-up mission</h3>
    ${textField(f, "name", { label: "Mission name", placeholder: "Mission name (optional)", maxlength: lim.name_length })}
    <div class="mi-row"><span>! icons</span>${stepper("Threat icons of the mission", f, "threat", lim.icons, act.repaint)}</div>
    <div class="mi-row">
      <label class="mi-check-label"><input type="checkbox" aria-label="Villain mission" .checked=${f.villain}
        @change=${(e) => { f.villain = e.target.checked; }}> Villain</label>
      <label class="mi-check-label"><input type="checkbox" aria-label="Story mission" .checked=${f.story}
        @change=${(e) => { f.story = e.target.checked; }}> Story mission</label>
    </div>
    <button type="submit" class="primary">Add mission</button>
  </form>`;
}

function missionCard(m, lim, ui, act) {
  const id = m.id;
  const kind = [m.villain && "Villain", m.story && "Story mission",
    m.heroes.length ? `Heroes: ${m.heroes.join(", ")}` : "No hero here"].filter(Boolean).join(" · ");
  return html`<article class="mi-card mi-mission" aria-label=${m.name}>
    <header><h3>${m.name}</h3><span class="mi-icons" aria-label=${`${m.icons} threat icons`}>${m.icons} !</span></header>
    <p class="muted">${kind}</p>
    <div class="mi-row">
      <span>Success tokens</span>
      <button type="button" ?disabled=${!m.enabled || !m.success} data-k=${`ms-less-${id}`}
        aria-label=${`Remove a success token from ${m.name}`}
        @click=${() => act.cmd({ op: "mission_success", mission: id, delta: -1 })}>−</button>
      <strong>${m.success}</strong>
      <button type="button" ?disabled=${!m.enabled} data-k=${`ms-more-${id}`}
        aria-label=${`Add a success token to ${m.name}`}
        @click=${() => act.cmd({ op: "mission_success", mission: id, delta: 1 })}>+</button>
    </div>
    ${m.sentinel ? html`<div class="mi-row mi-sentinel">
        <span>${/sentinel/i.test(m.sentinel.name) ? m.sentinel.name : `Sentinel ${m.sentinel.name}`} (${m.sentinel.threat} !)</span>
        <button type="button" ?disabled=${!m.enabled} @click=${() => act.cmd({ op: "sentinel_discard", mission: id })}>Discard Sentinel</button>
      </div>` : sentinelForm(m, lim, ui, act)}
    <div class="mi-row">
      <button type="button" class="primary" ?disabled=${!m.can_complete} data-k=${`complete-${id}`}
        @click=${() => act.cmd({ op: "mission_complete", mission: id })}>Complete ✓</button>
      <button type="button" ?disabled=${!m.enabled} data-k=${`remove-${id}`}
        @click=${() => act.cmd({ op: "mission_remove", mission: id })}>Remove from play</button>
    </div>
    ${m.complete_hint ? html`<p class="muted">${m.complete_hint}</p>` : nothing}
    ${m.covers_name ? html`<p class="muted">On top of ${m.covers_name}, which returns when this card goes.</p>` : nothing}
    ${villainForm(m, lim, ui, act)}
  </article>`;
}

function sentinelForm(m, lim, ui, act) {
  const key = `sentinel-${m.id}`;
  const f = draft(ui, key, () => ({ name: "", threat: lim.icons.default }));
  const submit = (e) => {
    e.preventDefault();
    act.cmd({ op: "sentinel", mission: m.id, name: f.name || "Sentinel", threat: f.threat })
      .then((ok) => { if (ok) dropDraft(ui, key); });
  };
  return details(ui, key, "Attach a Sentinel", html`<form class="mi-row" @submit=${submit}>
    ${textField(f, "name", { label: `Sentinel on ${m.name}`, placeholder: "Sentinel name", maxlength: lim.name_length })}
    ${stepper(`Threat icons of the Sentinel on ${m.name}`, f, "threat", lim.icons, act.repaint)}
    <button type="submit">Attach</button>
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
  const blank = () => ({ name: "", defeat: lim.defeat.default, attack: lim.attack.default, effect: "" });
  const f = draft(ui, "showdown", () => ({ rows: Array.from({ length: lim.showdown_missions.min }, blank) }));
  const rows = f.rows;
  const submit = (e) => { e.preventDefault(); act.cmd({ op: "showdown_start", missions: rows }); };
  return html`<form class="mi-showdown-form" @submit=${submit}>
    <p class="muted">Left to right, as the cards lie. Continent missions are set aside and the next round starts with deploy.</p>
    <p class="muted">Hero count for defeat values that use it: ${view.hero_count}.</p>
    ${rows.map((row, i) => html`<fieldset>
      <legend>Showdown mission ${i + 1}</legend>
      ${textField(row, "name", { label: `Showdown mission ${i + 1} name`, placeholder: "Name", maxlength: lim.name_length })}
      <div class="mi-row"><span>Defeat value</span>${stepper(`Defeat value of showdown mission ${i + 1}`, row, "defeat", lim.defeat, act.repaint)}</div>
      ${i === 0 ? html`<div class="mi-row"><span>Attack value</span>${stepper("Attack value", row, "attack", lim.attack, act.repaint)}</div>` : nothing}
      ${textField(row, "effect", { label: `Threat effect of showdown mission ${i + 1}`, placeholder: "Threat effect (optional)", maxlength: lim.effect_length })}
    </fieldset>`)}
    <div class="mi-row">
      ${rows.length < lim.showdown_missions.max ? html`<button type="button" @click=${() => { rows.push(blank()); act.repaint(); }}>Add a mission</button>` : nothing}
      ${rows.length > lim.showdown_missions.min ? html`<button type="button" @click=${() => { rows.pop(); act.repaint(); }}>Remove the last</button>` : nothing}
    </div>
    <button type="submit" class="primary big">Start the showdown</button>
  </form>`;
}

function showdownCards(view, act) {
  const sd = view.showdown;
  return html`
    <div class="mi-card mi-showdown-info">
      <h3>Showdown</h3>
      <p>Attack in each threat phase: ${sd.attack} damage to every hero in play.</p>
      ${sd.effects.length ? html`<ol>${sd.effects.map((e) => html`<li>${e}</li>`)}</ol>` : html`<p class="muted">No threat effects left.</p>`}
    </div>
    <div class="mi-missions">${sd.missions.map((m) => html`<article class=${`mi-card mi-mission${m.defeated ? " mi-defeated" : ""}`} aria-label=${m.name}>
      <header><h3>${m.name}</h3><span>${m.defeated ? "✓ Defeated" : `${m.left} to go`}</span></header>
      ${m.effect ? html`<p class="muted">${m.effect}</p>` : nothing}
      <p class="muted">${m.heroes.length ? `Heroes: ${m.heroes.join(", ")}` : "No hero here"}</p>
      <div class="mi-row">
        <span>Success tokens</span>
        <button type="button" ?disabled=${!m.can_less} data-k=${`sd-less-${m.id}`} aria-label=${`Remove a success token from ${m.name}`}
          @click=${() => act.cmd({ op: "showdown_success", mission: m.id, delta: -1 })}>−</button>
        <strong>${m.success} / ${m.defeat}</strong>
        <button type="button" ?disabled=${!m.can_more} data-k=${`sd-more-${m.id}`} aria-label=${`Add a success token to ${m.name}`}
          @click=${() => act.cmd({ op: "showdown_success", mission: m.id, delta: 1 })}>+</button>
      </div>
    </article>`)}</div>`;
}
