// The session screen: notices, the outcome, five panels and the dock (undo, threat chip, round
// chip, redo, tabs). Every number, label, disabled state and prompt comes from the engine's view
// (core/games/mutant_insurrection/companion/view.py); the panels only lay them out and wire taps.
//   act.cmd(command)  act.undo()  act.redo()  act.tab(id)  act.repaint()  act.exportFile() ...
//   ui: { tab, open: Set of open <details> keys, pool, drafts, confirm, ... } (page state)
import { html, nothing } from "../vendor/lit-html/lit-html.js";
import { dicePanel } from "./panel-dice.js";
import { heroesPanel } from "./panel-heroes.js";
import { logPanel } from "./panel-log.js";
import { missionsPanel } from "./panel-missions.js";
import { tablePanel } from "./panel-table.js";
import { SECTION_WORDS } from "./widgets.js";

export const TABS = [
  ["table", "Table", "◎"],
  ["heroes", "Heroes", "♥"],
  ["missions", "Missions", "!"],
  ["dice", "Dice", "⚄"],
  ["log", "Log", "≡"],
];

const PANELS = {
  table: tablePanel,
  heroes: heroesPanel,
  missions: missionsPanel,
  dice: dicePanel,
  log: logPanel,
};

export function sessionScreen(view, ui, act, notices) {
  return html`<div class="mi-companion" data-tab=${ui.tab}>
    <h1 class="visually-hidden">Table session</h1>
    ${notices}
    ${view.outcome ? outcome(view, act) : nothing}
    <div class="mi-panels">
      ${TABS.map(([id, label]) => html`<section id=${`mi-panel-${id}`} class="mi-panel" role="tabpanel"
        aria-labelledby=${`mi-tab-${id}`} data-panel=${id}>
        <h2 class="mi-panel-title">${label}</h2>
        ${PANELS[id](view, ui, act)}
      </section>`)}
    </div>
    ${dock(view, ui, act)}
  </div>`;
}

function outcome(view, act) {
  const o = view.outcome;
  return html`<div class=${`mi-outcome mi-${o.result}`} role="alert">
    <strong>${o.result === "win" ? "Victory" : "Defeat"}</strong> ${o.message}
    <span class="muted">Undo to go back.</span>
    ${o.rescue ? html`<button type="button" class="primary mi-rescue" data-k="rescue"
      @click=${() => act.cmd(o.rescue.command)}>${o.rescue.label}</button>` : nothing}
  </div>`;
}

// One compact row: undo, threat chip, round chip (a tap shows the checklist), redo; the tabs.
function dock(view, ui, act) {
  const t = view.threat;
  const onKey = (e) => { // arrow keys move between tabs, as in any tab list
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const i = TABS.findIndex(([id]) => id === ui.tab);
    act.tab(TABS[(i + step + TABS.length) % TABS.length][0]);
    e.preventDefault();
  };
  return html`<div class="mi-dock">
    <div class="mi-dock-row">
      <button type="button" class="mi-undo" data-k="undo" ?disabled=${!view.can_undo} @click=${act.undo}
        aria-label="Undo" title=${view.history.length ? `Undo: ${view.history[0].text}` : "Nothing to undo"}>↶ <span>Undo</span></button>
      <button type="button" class=${`mi-threat-chip mi-${t.section}`} data-k="chip"
        @click=${() => act.tab("table")} title="Show the threat track">
        <span class="mi-chip-label">Threat</span><strong id="mi-threat-chip">${t.value}</strong><span>${SECTION_WORDS[t.section]}</span>
      </button>
      <button type="button" class="mi-round-chip" id="mi-round-chip" data-k="round-chip"
        title="Show this phase's checklist" @click=${() => {
          act.tab("table");
          document.querySelector(".mi-round")?.scrollIntoView({ block: "start" });
        }}>${view.round ? `Round ${view.round}` : "Setup"}<br><small>${view.round ? view.phase_label : "before round 1"}</small></button>
      <button type="button" class="mi-redo" data-k="redo" ?disabled=${!view.can_redo} @click=${act.redo}
        aria-label="Redo"><span>Redo</span> ↷</button>
    </div>
    <nav class="mi-tabs" role="tablist" aria-label="Session sections" @keydown=${onKey}>
      ${TABS.map(([id, label, icon]) => html`<button type="button" role="tab" id=${`mi-tab-${id}`}
        data-k=${`tab-${id}`} aria-selected=${String(ui.tab === id)} aria-controls=${`mi-panel-${id}`}
        tabindex=${ui.tab === id ? "0" : "-1"} @click=${() => act.tab(id)}>
        <span aria-hidden="true" class="mi-tab-icon">${icon}</span>${label}${id === "heroes" && view.replacements.length
          ? html`<span class="mi-badge">!</span>` : nothing}</button>`)}
    </nav>
  </div>`;
}
