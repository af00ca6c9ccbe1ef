// The session screen: notices, the outcome, five panels and the dock (undo, threat chip, round
// chip, redo, tabs). Every number, label, disabled state and prompt comes from the engine's view
// (core/games/mutant_insurrection/companion/view.py); the panels only lay them out and wire taps.
//   act.cmd(command)  act.undo()  act.redo()  act.tab(id)  act.repaint()  act.exportFile() ...
//   ui: { tab, open: Set of open <details> keys, pool, drafts, confirm, ... } (page state)
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { nextPhase } from "./panel-attempt.js";
import { dicePanel } from "./panel-dice.js";
import { damageButton, heroesPanel } from "./panel-heroes.js";
import { logPanel } from "./panel-log.js";
import { missionsPanel } from "./panel-missions.js";
import { tablePanel } from "./panel-table.js";
import { cardLists, flipSheet } from "./panel-library.js";
import { scoreboard } from "./panel-scoreboard.js";
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
  if (ui.scoreboard) return html`<div class="mi-companion mi-sb-mode">${scoreboard(view, ui, act, notices)}</div>`;
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
    ${ui.overview ? overview(view, ui, act) : nothing}
    ${ui.sheet ? roundSheet(view, ui, act) : nothing}
    ${ui.flip ? flipSheet(view, ui, act) : nothing}
    ${cardLists(ui)}
    ${dock(view, ui, act)}
  </div>`;
}

// "42 min" / "1 h 05": the game timer, from the view's clock and the page's time.
export function elapsed(timer) {
  if (!timer?.started_at) return "";
  const end = timer.ended_at ?? (timer.running ? Date.now() : timer.last_at ?? timer.started_at);
  const min = Math.max(0, Math.floor((end - timer.started_at) / 60_000));
  return min < 60 ? `${min} min` : `${Math.floor(min / 60)} h ${String(min % 60).padStart(2, "0")}`;
}

function outcome(view, act) {
  const o = view.outcome;
  const s = view.summary;
  const facts = s ? [
    `${s.rounds} ${s.rounds === 1 ? "round" : "rounds"}`,
    `${s.knock_outs} ${s.knock_outs === 1 ? "knock-out" : "knock-outs"}`,
    elapsed(view.timer),
    s.plot && `${s.plot}, ${s.difficulty}`,
  ].filter(Boolean).join(" · ") : "";
  return html`<div class=${`mi-outcome mi-${o.result}`} role="alert">
    <strong>${o.result === "win" ? "Victory" : "Defeat"}</strong> ${o.message}
    ${facts ? html`<p class="mi-summary-line" data-role="summary">${facts}</p>` : nothing}
    <span class="muted">Undo to go back.</span>
    ${o.rescue ? html`<button type="button" class="primary mi-rescue" data-k="rescue"
      @click=${() => act.cmd(o.rescue.command)}>${o.rescue.label}</button>` : nothing}
  </div>`;
}

// The round chip's sheet: where the round is, the timer, and the next phase in one tap.
function roundSheet(view, ui, act) {
  const next = view.next_phase;
  const close = () => { ui.sheet = false; act.repaint(); };
  return html`<div class="mi-sheet" role="dialog" aria-label="Round" @keydown=${(e) => { if (e.key === "Escape") close(); }}>
    <p class="mi-sheet-title"><strong>${view.round ? `Round ${view.round} · ${view.phase_label} phase` : "Setup"}</strong>
      ${view.timer?.started_at ? html`<span class="muted"> · time played ${elapsed(view.timer)}</span>` : nothing}</p>
    <button type="button" class="btn primary big" data-k="sheet-next" ?disabled=${!next.enabled}
      @click=${() => { ui.sheet = false; nextPhase(view, act); }}>${next.label} →</button>
    ${next.reason && !view.locked ? html`<p class="mi-warn">${next.reason}</p>` : nothing}
    <div class="mi-row">
      <button type="button" @click=${() => { ui.sheet = false; act.tab("table"); document.querySelector(".mi-round")?.scrollIntoView({ block: "start" }); }}>Checklist</button>
      <button type="button" data-k="overview" @click=${() => { ui.sheet = false; ui.overview = true; act.repaint(); }}>Whole table</button>
      <button type="button" data-k="sheet-scoreboard" @click=${() => act.scoreboard(true)}>Scoreboard</button>
      <button type="button" @click=${close}>Close</button>
    </div>
  </div>`;
}

// All heroes on one screen, big enough to read across the table (a tablet in the middle).
function overview(view, ui, act) {
  const t = view.threat;
  const close = () => { ui.overview = false; act.repaint(); };
  return html`<div class="mi-overview" role="dialog" aria-modal="true" aria-label="Whole table"
    @keydown=${(e) => { if (e.key === "Escape") close(); }}>
    <div class="mi-overview-head">
      <p class=${`mi-overview-threat mi-${t.section}`}>Threat <strong>${t.value}</strong> ${SECTION_WORDS[t.section]}</p>
      <p>${view.round ? `Round ${view.round} · ${view.phase_label}` : "Setup"}${view.timer?.started_at ? ` · ${elapsed(view.timer)} played` : ""}</p>
      <button type="button" class="mi-overview-close" data-k="overview-close" @click=${close}>Close</button>
    </div>
    <ul class="mi-overview-heroes">${view.heroes.map((h) => html`<li class=${h.out ? "mi-out" : ""} data-hero=${h.id}>
      <span class="mi-overview-name">${h.name}</span>
      <span class="mi-overview-damage" aria-label=${`${h.name}: ${h.damage} of ${h.health} damage`}><strong>${h.damage}</strong>/${h.health}</span>
      <span class="mi-overview-status">${h.status}${h.out ? "" : ` · ${h.where}`}</span>
      ${h.out ? nothing : html`<span class="mi-row">
        ${damageButton(h, -1, act)}${damageButton(h, 1, act)}</span>`}
    </li>`)}</ul>
  </div>`;
}

// One compact row: undo, the Table tab as the threat-and-round chip (tapped again: the round's
// sheet with the next phase), the other tabs, redo.
function dock(view, ui, act) {
  const t = view.threat;
  const onKey = (e) => { // arrow keys move between tabs, as in any tab list
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const i = TABS.findIndex(([id]) => id === ui.tab);
    act.tab(TABS[(i + step + TABS.length) % TABS.length][0]);
    e.preventDefault();
  };
  const chip = () => {
    if (ui.tab === "table" || matchMedia("(min-width: 900px) and (orientation: landscape)").matches) {
      ui.sheet = !ui.sheet;
      act.repaint();
    } else {
      ui.sheet = false;
      act.tab("table");
    }
  };
  const round = view.round ? `Round ${view.round}` : "Setup";
  const tab = (id, label, icon) => html`<button type="button" role="tab" id=${`mi-tab-${id}`}
    data-k=${`tab-${id}`} aria-selected=${String(ui.tab === id)} aria-controls=${`mi-panel-${id}`}
    tabindex=${ui.tab === id ? "0" : "-1"} @click=${() => { ui.sheet = false; act.tab(id); }}>
    <span aria-hidden="true" class="mi-tab-icon">${icon}</span><span class="mi-tab-label">${label}</span>${id === "heroes" && view.replacements.length
      ? html`<span class="mi-badge">!</span>` : nothing}</button>`;
  return html`<div class="mi-dock">
    <div class="mi-dock-row">
      <button type="button" class="mi-undo" data-k="undo" ?disabled=${!view.can_undo} @click=${act.undo}
        aria-label="Undo" title=${view.history.length ? `Undo: ${view.history[0].text}` : "Nothing to undo"}>↶<span class="mi-tab-label">Undo</span></button>
      <nav class="mi-tabs" role="tablist" aria-label="Session sections" @keydown=${onKey}>
      <button type="button" role="tab" id="mi-tab-table" data-k="tab-table" aria-selected=${String(ui.tab === "table")}
        aria-controls="mi-panel-table" aria-expanded=${String(ui.sheet)} tabindex=${ui.tab === "table" ? "0" : "-1"}
        class=${`mi-threat-chip mi-${t.section}`} @click=${chip}
        title="The table: threat track and this round (tap again for the next phase)">
        <span class="visually-hidden">Table: </span>
        <span class="mi-chip-threat"><span class="mi-chip-label">Threat</span> <strong id="mi-threat-chip">${t.value}</strong> <span class="mi-chip-section">${SECTION_WORDS[t.section]}</span></span>
        <span class="mi-round-chip" id="mi-round-chip">${view.round ? `R${view.round} · ${view.phase_label}` : "Setup"}<span class="visually-hidden"> (${round})</span></span>
      </button>
      ${TABS.slice(1).map(([id, label, icon]) => tab(id, label, icon))}
      </nav>
      <button type="button" class="mi-redo" data-k="redo" ?disabled=${!view.can_redo} @click=${act.redo}
        aria-label="Redo">↷<span class="mi-tab-label">Redo</span></button>
    </div>
  </div>`;
}
