// The card library on this device (ui.cards: missions and villains, Sentinels, threat
// events, as the engine checked them): names suggested while typing, a known name filling in
// the rest of its card, the flip sheet (a face-down deck flipped by a deploying hero or at the
// table's flip: picked from the library or typed once), and export/import of the library.
// The engine records what is typed (view.cards) and checks every file (companion.clean_cards).
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { known } from "./memory.js";
import { details, draft, dropDraft, stepper } from "./widgets.js";
import { fillSymbols, symbolCommand, symbolFields } from "./objective-symbols.js";

const LIST_ID = { mission: "mi-cards-mission", sentinel: "mi-cards-sentinel", event: "mi-cards-event" };

const ofKind = (ui, kind) => (ui.cards ?? []).filter((c) => c.kind === kind);

// What a known card puts into a draft, by the draft's shape (missions, Sentinels, events).
const FILL = {
  mission: (f, c) => {
    Object.assign(f, { threat: c.threat, villainy: c.villainy ?? "", villainy_damage: c.villainy_damage });
    if (c.objectives) f.objectives = c.objectives;
    fillSymbols(f, c); // a card kept with its objectives as symbols brings them back
    if ("villain" in f) Object.assign(f, { villain: c.villain, story: c.story });
  },
  sentinel: (f, c) => {
    Object.assign(f, { threat: c.threat, villainy: c.villainy ?? "", villainy_damage: c.villainy_damage });
    if (c.target && "target" in f) f.target = c.target;
  },
  event: (f, c) => Object.assign(f, { event_threat: c.effect.threat, each: c.effect.each, here: c.effect.mission_delta }),
};

// The names this device knows, one list per kind, for the name fields' suggestions.
export function cardLists(ui) {
  return html`${Object.entries(LIST_ID).map(([kind, id]) => html`<datalist id=${id}>
    ${ofKind(ui, kind).map((c) => html`<option value=${c.name}></option>`)}</datalist>`)}`;
}

// A name field that suggests the known cards of `kind`; typing a known name fills the card.
export function cardName(f, kind, ui, repaint, { label, placeholder, maxlength, key }) {
  const input = (e) => {
    f.name = e.target.value;
    const card = known(ofKind(ui, kind), f.name);
    if (card) { FILL[kind](f, card); repaint(); }
  };
  return html`<input type="text" list=${LIST_ID[kind]} maxlength=${maxlength ?? nothing}
    placeholder=${placeholder} aria-label=${label} data-k=${key ?? nothing} autocomplete="off"
    .value=${live(f.name ?? "")} @input=${input}>`;
}

// The known cards of a kind as one-tap choices (`choose(card)`), or nothing when none is kept.
export function knownPicks(ui, kind, label, choose, describe = summary, keep = () => true) {
  const cards = ofKind(ui, kind).filter(keep);
  if (!cards.length) return nothing;
  return html`<ul class="mi-library-picks" aria-label=${label}>${cards.map((c) => html`<li>
    <button type="button" data-k=${`known-${c.name}`} @click=${() => choose(c)}>
      <strong>${c.name}</strong> <span class="muted">${describe(c)}</span></button></li>`)}</ul>`;
}

export const FILL_CARD = FILL;

const summary = (c) => [
  `${c.threat} !`,
  c.objectives ? `${c.objectives} objective${c.objectives === 1 ? "" : "s"}${c.requirements ? " as symbols" : ""}` : null,
  c.order ? "order arrow" : null,
  c.villain ? "villain" : null,
  c.story ? "story" : null,
  c.villainy_damage ? `villainy ${c.villainy_damage} damage` : null,
].filter(Boolean).join(" · ");

// The flip sheet (ui.flip = { hero, heroName, deck }): the library's missions not in play,
// those of this deck first, each one tap; or a card typed here once.
export function flipSheet(view, ui, act) {
  const { hero, heroName, deck } = ui.flip;
  const lim = view.limits;
  const key = "flip-card";
  const f = draft(ui, key, () => ({
    name: "", threat: lim.icons.default, objectives: lim.objectives.default, villainy: "",
    villainy_damage: 0, villain: false, story: false,
  }));
  const close = () => { ui.flip = null; dropDraft(ui, key); act.repaint(); };
  const taken = new Set([...view.missions.map((m) => m.name), ...view.completed.map((m) => m.name)].map((n) => n.toLowerCase()));
  const cards = ofKind(ui, "mission").filter((c) => !taken.has(c.name.toLowerCase()));
  const here = [...cards.filter((c) => c.deck === deck), ...cards.filter((c) => c.deck !== deck)];
  const flip = (card) => {
    const fields = {
      name: card.name, threat: card.threat, objectives: card.objectives ?? null, villainy: card.villainy ?? "",
      villainy_damage: card.villainy_damage, villain: card.villain, story: card.story, deck,
      requirements: card.requirements ?? null, order: card.order === true,
    };
    const command = hero == null ? { op: "mission_add", ...fields } : { op: "deploy_deck", hero, ...fields };
    act.cmd(command).then((ok) => { if (ok) close(); });
  };
  const submit = (e) => { e.preventDefault(); if (f.name.trim()) flip({ ...symbolCommand(f), name: f.name.trim() }); };
  const title = `Flip the top of the ${deck} deck${heroName ? ` — ${heroName} deploys there` : ""}`;
  return html`<div class="mi-sheet mi-flip-sheet" role="dialog" aria-label=${title} data-k="flip-sheet"
    @keydown=${(e) => { if (e.key === "Escape") close(); }}>
    <p class="mi-sheet-title"><strong>${title}</strong></p>
    ${here.length ? html`<p class="muted">From this device's cards${cards.some((c) => c.deck === deck) ? `, the ${deck} deck's first` : ""}:</p>
      <ul class="mi-library-picks" aria-label="Missions this device knows">${here.map((c) => html`<li>
        <button type="button" data-k=${`pick-${c.name}`} @click=${() => flip(c)}>
          <strong>${c.name}</strong> <span class="muted">${summary(c)}</span></button></li>`)}</ul>`
    : html`<p class="muted">No mission kept on this device yet: type this one once.</p>`}
    <form class="mi-flip-new" aria-label="A mission not kept yet" @submit=${submit}>
      ${cardName(f, "mission", ui, act.repaint, { label: "Name of the flipped mission", placeholder: "Mission name", maxlength: lim.name_length })}
      <div class="mi-row"><span>! icons</span>${stepper("Threat icons of the flipped mission", f, "threat", lim.icons, act.repaint)}</div>
      ${f.symbols?.length ? html`<div class="mi-row"><span>Objectives</span><strong>${f.symbols.length}</strong><span class="muted">(from the symbols)</span></div>`
        : html`<div class="mi-row"><span>Objectives</span>${stepper("Objectives of the flipped mission", f, "objectives", lim.objectives, act.repaint)}</div>`}
      ${symbolFields(f, "flip", "the flipped mission", act.repaint)}
      <div class="mi-row"><span>Villainy damage</span>${stepper("Villainy damage of the flipped mission", f, "villainy_damage", lim.villainy_damage, act.repaint)}</div>
      <div class="mi-row">
        <label class="mi-check-label"><input type="checkbox" aria-label="The flipped mission is a villain" .checked=${live(f.villain)}
          @change=${(e) => { f.villain = e.target.checked; }}> Villain</label>
      </div>
      <button type="submit" class="primary" data-k="flip-new">Flip it</button>
    </form>
    <button type="button" @click=${close}>Cancel</button>
  </div>`;
}

// The library's own card on the Missions tab: what is kept, export, import.
export function libraryCard(ui, act) {
  const count = (kind) => ofKind(ui, kind).length;
  const file = (e) => { const chosen = e.target.files?.[0]; e.target.value = ""; if (chosen) act.importCards(chosen); };
  return details(ui, "card-library", `Cards kept on this device (${(ui.cards ?? []).length})`, html`<div class="mi-library">
    <p>${count("mission")} missions and villains · ${count("sentinel")} Sentinels · ${count("event")} threat events</p>
    <p class="muted">Every card typed in a session is kept here and offered at the next flip or draw.</p>
    <div class="mi-row">
      <button type="button" data-k="cards-export" ?disabled=${!(ui.cards ?? []).length} @click=${act.exportCards}>Export the cards</button>
      <label class="btn mi-file-label">Import cards<input type="file" accept=".json,application/json"
        class="visually-hidden" aria-label="Import a card library file" @change=${file}></label>
    </div>
    ${ui.libraryNote ? html`<p class=${ui.libraryNote.ok ? "" : "mi-warn"} role="status" data-k="cards-note">${ui.libraryNote.text}</p>` : nothing}
  </div>`);
}
