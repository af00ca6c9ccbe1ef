// The threat card just drawn (view.threat_card): the table says which kind came up and
// resolves it in one tap — an event (threat, each hero, the heroes at one mission), a
// Sentinel (its target rule points at the missions the engine lists; the others are shown,
// not offered) or a villain that replaces a mission. The "every hero" taps sit beside it.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { draft, dropDraft, kindBand, stepper, textField } from "./widgets.js";
import { FILL_CARD, cardName, knownPicks } from "./panel-library.js";
import { rowsToTexts } from "./objective-symbols.js";

const signed = (n) => (n > 0 ? `+${n}` : `−${-n}`);
// A kept event in words: "threat +1 · each hero 1 damage".
const eventWords = (c) => [
  c.effect.threat ? `threat ${signed(c.effect.threat)}` : null,
  c.effect.each ? `each hero ${c.effect.each > 0 ? `${c.effect.each} damage` : `heals ${-c.effect.each}`}` : null,
  c.effect.mission_delta ? `heroes at a mission ${signed(c.effect.mission_delta)}` : null,
].filter(Boolean).join(" · ");

const KEY = "threat-card";
const KINDS = [["event", "Event"], ["sentinel", "Sentinel"], ["villain", "Villain"]];

// The draft of the card being described; its Sentinel target is also read by the Missions
// panel to mark the missions that fit it.
export function cardDraft(view, ui) {
  const lim = view.limits;
  const f = draft(ui, KEY, () => ({
    kind: "", name: "", threat: lim.icons.default, villainy: "", villainy_damage: 0,
    target: view.threat_card.targets[0].rule, objectives: lim.objectives.default,
    mission: "", event_threat: 0, each: 0, here: 0,
  }));
  const ids = view.threat_card.missions.map((m) => String(m.id));
  if (!ids.includes(f.mission)) f.mission = ids[0] ?? "";
  return f;
}

// The missions the chosen Sentinel target fits, while the sheet asks (else an empty set).
export function targetMatches(view, ui) {
  const card = view.threat_card;
  const f = ui.drafts?.get(KEY);
  if (!card?.pending || f?.kind !== "sentinel") return new Set();
  return new Set(card.targets.find((t) => t.rule === f.target)?.matches ?? []);
}

export function threatCardPanel(view, ui, act) {
  const card = view.threat_card;
  if (!card) return nothing; // a view stored by an earlier build, until the engine answers
  return html`${card.pending ? sheet(view, ui, act) : nothing}
    ${card.each_hero.length ? html`<div class="mi-card mi-each-hero" aria-label="Every hero at once">
      <h3>Every hero at once</h3>
      <div class="mi-row">${groupTaps(card.each_hero, act, "each")}</div>
    </div>` : nothing}`;
}

// "Damage +1" / "Heal 1" for a group of heroes (each hero, or those at one mission).
export function groupTaps(taps, act, key) {
  return taps.map((t) => html`<button type="button" data-k=${`${key}-${t.command.delta > 0 ? "hurt" : "heal"}`}
    aria-label=${t.label} @click=${() => act.cmd(t.command)}>${t.short}</button>`);
}

function sheet(view, ui, act) {
  const f = cardDraft(view, ui);
  const pick = (kind) => () => { f.kind = kind; act.repaint(); };
  const done = (command) => act.cmd(command).then((ok) => { if (ok) { dropDraft(ui, KEY); act.repaint(); } });
  // framed as a threat card; once its kind is picked, the band says that kind
  const frame = f.kind === "sentinel" ? "sentinel" : f.kind === "villain" ? "villain" : "threat";
  return html`<section class=${`mi-card mi-framed kit-card-${frame} mi-threat-card`} aria-label="The threat card drawn" data-k="threat-card">
    ${kindBand(frame)}
    <h3>What did you draw?</h3>
    <div class="mi-row mi-kinds" role="group" aria-label="Kind of threat card">
      ${KINDS.map(([id, label]) => html`<button type="button" aria-pressed=${String(f.kind === id)}
        data-k=${`kind-${id}`} @click=${pick(id)}>${f.kind === id ? "✓ " : ""}${label}</button>`)}
    </div>
    ${f.kind === "event" ? eventForm(view, ui, f, act, done) : nothing}
    ${f.kind === "sentinel" ? sentinelForm(view, ui, f, act, done) : nothing}
    ${f.kind === "villain" ? villainForm(view, ui, f, act, done) : nothing}
  </section>`;
}

function missionSelect(view, f, label, list = view.threat_card.missions) {
  return html`<label class="mi-row mi-select-field"><span>Mission</span>
    <select aria-label=${label} @change=${(e) => { f.mission = e.target.value; }}>
      ${list.map((m) => html`<option value=${m.id} .selected=${live(String(m.id) === f.mission)}>${m.name}</option>`)}
    </select></label>`;
}

function eventForm(view, ui, f, act, done) {
  const lim = view.limits;
  const ev = view.threat_card.limits;
  const send = (e) => {
    e.preventDefault();
    const command = { op: "threat_event", name: f.name.trim() || null, threat: f.event_threat, each: f.each };
    const at = view.threat_card.occupied.find((m) => String(m.id) === f.mission) ?? view.threat_card.occupied[0];
    if (f.here && at) Object.assign(command, { mission: at.id, mission_delta: f.here });
    done(command);
  };
  const known = (c) => {
    if (c.effect.mission_delta) { f.name = c.name; FILL_CARD.event(f, c); act.repaint(); return; }
    done({ op: "threat_event", name: c.name, threat: c.effect.threat, each: c.effect.each });
  };
  return html`${knownPicks(ui, "event", "Events this device knows", known, eventWords)}
  <form class="mi-event" aria-label="Resolve the event" @submit=${send}>
    ${cardName(f, "event", ui, act.repaint, { label: "Event name", placeholder: "Event name (optional)", maxlength: lim.name_length })}
    <div class="mi-row"><span>Threat ±</span>${stepper("Threat change of the event", f, "event_threat", ev.threat, act.repaint)}</div>
    <div class="mi-row"><span>Each hero: damage (− heals)</span>${stepper("Damage to each hero", f, "each", ev.damage, act.repaint)}</div>
    ${view.threat_card.occupied.length ? html`<div class="mi-row"><span>Heroes at one mission: damage (− heals)</span>
      ${stepper("Damage to the heroes at the mission", f, "here", ev.damage, act.repaint)}</div>
      ${f.here ? missionSelect(view, f, "Mission whose heroes the event hits", view.threat_card.occupied) : nothing}` : nothing}
    <button type="submit" class="primary" data-k="event-resolve">Resolve the event</button>
  </form>`;
}

function sentinelForm(view, ui, f, act, done) {
  const lim = view.limits;
  const card = view.threat_card;
  const base = () => ({
    op: "sentinel_draw", name: f.name.trim() || "Sentinel", threat: f.threat, target: f.target,
    villainy: f.villainy, villainy_damage: f.villainy_damage,
  });
  const fits = new Set(card.targets.find((t) => t.rule === f.target)?.matches ?? []);
  const known = (c) => { f.name = c.name; FILL_CARD.sentinel(f, c); act.repaint(); };
  const words = (c) => [`${c.threat} !`, card.targets.find((t) => t.rule === c.target)?.label].filter(Boolean).join(" · ");
  return html`<div class="mi-sentinel-draw">
    ${knownPicks(ui, "sentinel", "Sentinels this device knows", known, words)}
    ${cardName(f, "sentinel", ui, act.repaint, { label: "Sentinel name", placeholder: "Sentinel name", maxlength: lim.name_length })}
    <div class="mi-row"><span>! icons</span>${stepper("Threat icons of the drawn Sentinel", f, "threat", lim.icons, act.repaint)}</div>
    ${textField(f, "villainy", { label: "Villainy effect of the drawn Sentinel", placeholder: "Villainy effect (a note, optional)", maxlength: lim.note_length })}
    <div class="mi-row"><span>Villainy damage</span>${stepper("Villainy damage of the drawn Sentinel", f, "villainy_damage", lim.villainy_damage, act.repaint)}</div>
    <label class="mi-row mi-select-field"><span>Target</span>
      <select aria-label="Target of the drawn Sentinel" @change=${(e) => { f.target = e.target.value; act.repaint(); }}>
        ${card.targets.map((t) => html`<option value=${t.rule} .selected=${live(t.rule === f.target)}>${t.label}</option>`)}
      </select></label>
    ${card.no_free_text ? html`<p class="muted">${card.no_free_text}</p>
      <button type="button" class="primary" data-k="sentinel-discard" @click=${() => done(base())}>Discard it: threat +${f.threat}</button>`
    : html`<ul class="mi-targets" aria-label="Missions for the Sentinel">${card.free_missions.map((m) => html`<li class=${fits.has(m.id) ? "mi-fits" : ""}>
        ${fits.has(m.id)
          ? html`<button type="button" class="primary" data-k=${`attach-${m.id}`}
            @click=${() => done({ ...base(), mission: m.id })}>✓ Attach to ${m.name}</button>`
          : html`<span class="muted">${m.name}: does not fit the target</span>`}
      </li>`)}</ul>`}
  </div>`;
}

function villainForm(view, ui, f, act, done) {
  const lim = view.limits;
  if (!view.threat_card.missions.length) return html`<p class="muted">No face-up mission for a villain to replace.</p>`;
  const send = (e) => {
    e.preventDefault();
    done({
      op: "villain_replace", mission: Number(f.mission), name: f.name, threat: f.threat,
      objectives: f.objectives, villainy: f.villainy, villainy_damage: f.villainy_damage,
      // a known villain picked from the library keeps its objectives as symbols
      ...(f.symbols?.length && f.symbolsOf === f.name ? { requirements: rowsToTexts(f.symbols), order: Boolean(f.order) } : {}),
    });
  };
  const known = (c) => { f.name = c.name; FILL_CARD.mission(f, c); act.repaint(); };
  return html`${knownPicks(ui, "mission", "Villains this device knows", known, undefined, (c) => c.villain)}
  <form class="mi-villain-draw" aria-label="Place the villain" @submit=${send}>
    ${missionSelect(view, f, "Mission the villain replaces")}
    ${cardName(f, "mission", ui, act.repaint, { label: "Villain name", placeholder: "Villain name", maxlength: lim.name_length })}
    <div class="mi-row"><span>! icons</span>${stepper("Threat icons of the villain", f, "threat", lim.icons, act.repaint)}</div>
    <div class="mi-row"><span>Objectives</span>${stepper("Objectives of the villain", f, "objectives", lim.objectives, act.repaint)}</div>
    ${textField(f, "villainy", { label: "Villainy effect of the villain", placeholder: "Villainy effect (a note, optional)", maxlength: lim.note_length })}
    <div class="mi-row"><span>Villainy damage</span>${stepper("Villainy damage of the villain", f, "villainy_damage", lim.villainy_damage, act.repaint)}</div>
    <button type="submit" class="primary" data-k="villain-place">Place the villain</button>
  </form>`;
}
