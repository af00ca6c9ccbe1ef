// The whole-table scoreboard: a tablet lying in the middle of the table. Each hero's health left
// in big numbers, in a block at the hero's seat turned toward its player (a tap on ⟳ turns it a
// quarter; remembered with the screen's prefs), and in the middle the threat with − / +, the
// phase with Next, and the missions with their tokens and Sentinels. Holding a − / + (~500 ms)
// opens a small ±N picker: the count goes in one command, so it is one undo step.
// Every number, label and disabled state is the engine's view; this module only lays it out.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { heroToken, pipRow } from "../../../kit/tokens.js";
import { track } from "../../../kit/track.js";
import { bumpOnChange } from "../../../kit/motion.js";
import { nextPhase } from "./panel-attempt.js";
import { SECTION_WORDS } from "./widgets.js";

const HOLD_MS = 500;
const PICKER_MAX = 10; // the picker offers 2…10 at most (a bigger count is rare at a table)

// Where each hero sits around the tablet, in seat order (the screen's layout, not a rule):
// the first player at the bottom edge, then around the table.
const SEATS = {
  1: ["bottom"],
  2: ["bottom", "top"],
  3: ["bottom", "left", "right"],
  4: ["bottom", "left", "top", "right"],
  5: ["bottom", "bottom", "left", "top", "right"],
  6: ["bottom", "bottom", "left", "top", "top", "right"],
};
// The turn that makes a block readable from its edge (text's top pointing away from the player).
const FACING = { bottom: 0, left: 90, top: 180, right: 270 };

export function seatsFor(n) {
  return SEATS[Math.min(6, Math.max(1, n))].concat(Array(Math.max(0, n - 6)).fill("bottom"));
}

// A remembered turn (a player's ⟳) or the seat's facing.
export function turnOf(ui, heroId, side) {
  const t = ui.turns?.[heroId];
  return [0, 90, 180, 270].includes(t) ? t : FACING[side];
}

// One press at a time: a hold opens the picker, and the click that ends the hold is ignored.
// From a keyboard, Shift+Enter opens it.
const press = { timer: 0, held: false };

function holdButton({ cls = "", text, aria, disabled, key, tap, hold }) {
  const start = (e) => {
    if (disabled || (e.button ?? 0) !== 0) return;
    press.held = false;
    clearTimeout(press.timer);
    press.timer = setTimeout(() => { press.held = true; opened(); }, HOLD_MS);
  };
  const stop = () => clearTimeout(press.timer);
  const opened = () => hold(key);
  return html`<button type="button" class=${`mi-sb-step ${cls}`} ?disabled=${disabled}
    data-k=${key} aria-label=${aria} title="Hold (or Shift+Enter) for several at once"
    aria-keyshortcuts="Shift+Enter"
    @keydown=${(e) => { if (e.key === "Enter" && e.shiftKey) { e.preventDefault(); opened(); } }}
    @pointerdown=${start} @pointerup=${stop} @pointerleave=${stop} @pointercancel=${stop}
    @contextmenu=${(e) => e.preventDefault()}
    @click=${() => { if (press.held) { press.held = false; return; } tap(); }}>${text}</button>`;
}

// Opens the ±N picker: `counts` from 2 to the engine's bound, each one command.
function openPicker(ui, act, { title, sign, max, command, turn = 0, from }) {
  const top = Math.min(max, PICKER_MAX);
  if (top < 2) return; // nothing more than one tap would do
  ui.picker = { title, sign, counts: Array.from({ length: top - 1 }, (_, i) => i + 2), command, turn, from };
  act.repaint();
  requestAnimationFrame(() => document.querySelector(".mi-sb-picker button")?.focus());
}

// focus goes back to the − / + that opened the picker
const focusBack = (p) => requestAnimationFrame(() => document.querySelector(`[data-k="${p.from}"]`)?.focus());
function closePicker(ui, act) {
  const p = ui.picker;
  ui.picker = null;
  act.repaint();
  focusBack(p);
}

function picker(ui, act) {
  const p = ui.picker;
  const back = () => focusBack(p);
  const close = () => closePicker(ui, act);
  return html`<div class="mi-sb-picker" role="dialog" aria-modal="true" aria-label=${p.title}
    style=${`--turn: ${p.turn}deg`} data-k="sb-picker">
    <p class="mi-sb-picker-title">${p.title}</p>
    <div class="mi-sb-picker-counts">${p.counts.map((n) => html`<button type="button" data-k=${`sb-n-${n}`}
      aria-label=${`${p.sign}${n}`} @click=${() => { ui.picker = null; act.cmd(p.command(n)).then(back); }}>${p.sign}${n}</button>`)}</div>
    <button type="button" class="mi-sb-picker-close" data-k="sb-picker-close" @click=${close}>Cancel</button>
  </div>`;
}

function heroBlock(hero, side, ui, act) {
  const turn = turnOf(ui, hero.id, side);
  const damage = (delta) => ({ op: "damage", hero: hero.id, delta });
  const turnIt = () => {
    ui.turns = { ...(ui.turns ?? {}), [hero.id]: (turn + 90) % 360 };
    act.repaint();
  };
  return html`<div class="mi-sb-seat" data-side=${side}>
    <article class=${`mi-sb-hero${hero.out ? " mi-out" : ""}`} data-hero=${hero.id} data-turn=${turn}
      style=${`--turn: ${turn}deg`} aria-label=${hero.name}>
      <div class="mi-sb-hero-head">
        ${heroToken({ id: hero.id, name: hero.name, out: hero.out })}
        <h2 class="mi-sb-name">${hero.name}</h2>
        <button type="button" class="mi-sb-turn" data-k=${`sb-turn-${hero.id}`}
          aria-label=${`Turn ${hero.name}'s block toward its player`} @click=${turnIt}>⟳</button>
      </div>
      <div class="mi-sb-health">
        ${holdButton({
          text: "−", key: `sb-hurt-${hero.id}`, disabled: !hero.can_hurt,
          aria: `Health −1 for ${hero.name} (1 damage)`,
          tap: () => act.cmd(damage(1)),
          hold: (from) => openPicker(ui, act, { from, title: `${hero.name}: damage`, sign: "−", max: hero.hurt_max, command: (n) => damage(n), turn }),
        })}
        <p class="mi-sb-num" data-role="left" aria-label=${`${hero.name}: ${hero.status}, health ${hero.health}`}>
          <strong ${bumpOnChange(hero.left)}>${hero.out ? "KO" : hero.left}</strong><span class="mi-sb-of">/${hero.health}</span></p>
        ${holdButton({
          text: "+", key: `sb-heal-${hero.id}`, disabled: !hero.can_heal,
          aria: `Health +1 for ${hero.name} (heal)`,
          tap: () => act.cmd(damage(-1)),
          hold: (from) => openPicker(ui, act, { from, title: `${hero.name}: heal`, sign: "+", max: hero.heal_max, command: (n) => damage(-n), turn }),
        })}
      </div>
      <div class="mi-sb-pips">${pipRow({ health: hero.health, damage: hero.damage })}</div>
      <p class="mi-sb-status">${hero.status}${hero.out ? "" : ` · ${hero.where}`}</p>
    </article>
  </div>`;
}

function missions(view) {
  const sd = view.showdown;
  const list = sd
    ? sd.missions.map((m) => ({ name: m.name, tokens: `${m.success} / ${m.defeat}`, sentinel: null, icons: null, heroes: m.heroes }))
    : view.missions.map((m) => ({
      name: m.name,
      tokens: m.objectives === null ? `${m.success}` : `${m.success} / ${m.objectives}`,
      sentinel: m.sentinel_label,
      icons: m.icons,
      heroes: m.heroes,
    }));
  if (!list.length) return html`<p class="muted">No mission in play.</p>`;
  return html`<ul class="mi-sb-missions" aria-label=${sd ? "Showdown missions" : "Missions"}>${list.map((m) => html`<li>
    <span class="mi-sb-mission-name">${m.name}</span>
    <span class="mi-sb-tokens" data-role="tokens">Tokens <strong>${m.tokens}</strong></span>
    ${m.icons === null ? nothing : html`<span class="mi-sb-icons">${m.icons} !</span>`}
    ${m.sentinel ? html`<span class="mi-sb-sentinel" data-role="sentinel">⚠ ${m.sentinel}</span>` : nothing}
    ${m.heroes.length ? html`<span class="muted">${m.heroes.join(", ")}</span>` : nothing}
  </li>`)}</ul>`;
}

export function scoreboard(view, ui, act, notices) {
  const t = view.threat;
  const next = view.next_phase;
  const seats = seatsFor(view.heroes.length);
  const bySide = { top: [], left: [], right: [], bottom: [] };
  view.heroes.forEach((h, i) => bySide[seats[i]].push(heroBlock(h, seats[i], ui, act)));
  const used = Object.keys(bySide).filter((s) => bySide[s].length).map((s) => `mi-sb-has-${s}`).join(" ");
  const threat = (delta) => ({ op: "threat", delta });
  const exit = () => act.scoreboard(false);
  return html`<section class=${`mi-scoreboard ${used}`} aria-labelledby="mi-sb-title"
    @keydown=${(e) => {
      // Escape closes the picker when it is open (wherever the focus is), else the scoreboard
      if (e.key !== "Escape") return;
      if (ui.picker) closePicker(ui, act); else exit();
    }}>
    ${Object.entries(bySide).map(([side, blocks]) => html`<div class=${`mi-sb-side mi-sb-${side}`}>${blocks}</div>`)}
    <div class="mi-sb-center">
      <div class="mi-sb-bar">
        <h1 id="mi-sb-title" class="mi-sb-title">Scoreboard</h1>
        <button type="button" class="mi-sb-exit" data-k="sb-exit" @click=${exit}>Exit</button>
      </div>
      ${notices}
      <div class=${`mi-sb-threat mi-${t.section}`}>
        <p class="mi-sb-threat-head">Threat · <span class="mi-sb-section">${SECTION_WORDS[t.section]}</span></p>
        <div class="mi-sb-threat-row">
          ${holdButton({
            text: "−", key: "sb-threat-down", disabled: !t.can_lower, aria: "Lower threat",
            tap: () => act.cmd(threat(-1)),
            hold: (from) => openPicker(ui, act, { from, title: "Lower threat", sign: "−", max: t.lower_max, command: (n) => threat(-n) }),
          })}
          <strong id="mi-sb-threat" class="mi-sb-threat-num" role="status" ${bumpOnChange(t.value)}>${t.value}</strong>
          ${holdButton({
            text: "+", key: "sb-threat-up", disabled: !t.can_raise, aria: "Raise threat",
            tap: () => act.cmd(threat(1)),
            hold: (from) => openPicker(ui, act, { from, title: "Raise threat", sign: "+", max: t.raise_max, command: (n) => threat(n) }),
          })}
        </div>
        ${track({ threat: t.value, cls: "mi-sb-track", sections: t.track.map((x) => x.section),
          label: `Threat track: ${t.value} of ${t.track.length}, ${SECTION_WORDS[t.section]} section` })}
      </div>
      ${t.warning ? html`<p class="mi-warn">${t.warning}</p>` : nothing}
      <div class="mi-sb-phase">
        <p id="mi-sb-phase" data-role="phase">${view.round ? `Round ${view.round} · ${view.phase_label} phase` : "Setup"}</p>
        <button type="button" class="primary mi-sb-next" data-k="sb-next" ?disabled=${!next.enabled}
          @click=${() => nextPhase(view, act, { stay: true })}>Next: ${next.label}</button>
        ${next.reason && !view.locked ? html`<p class="mi-warn">${next.reason}</p>` : nothing}
      </div>
      ${missions(view)}
    </div>
    ${ui.picker ? picker(ui, act) : nothing}
  </section>`;
}
