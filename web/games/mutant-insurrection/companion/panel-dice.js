// The Dice panel: the roll on the table (tap dice to choose a reroll; villainy asks first),
// training tokens to spend, the pool to roll — or the faces the table's own dice show, tapped
// in (a reroll of those asks for the new faces) — and the odds card.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { randomSeed } from "../../../seed.js";
import { oddsCard } from "./odds.js";
import { chosenDice } from "./widgets.js";
import { attemptHead, attemptMission, attemptOf } from "./panel-attempt.js";
import { dieChip, faceArt } from "../../../kit/dice.js";
import { rollOnChange } from "../../../kit/motion.js";

// A die drawn by the visual kit: its body in its colour and its face's art (decoration; the
// face and colour are always words beside it). `small` for the face-entry buttons.
const art = (color, f, small = false) => html`<span class=${`kit-die-body kit-die-${color}${small ? " mi-die-small" : ""}`}
  aria-hidden="true">${faceArt(f.kind, f.value, { numeral: !small })}</span>`;
// a rolled die tumbles when a reroll changes its face (kit/motion.js; none under reduced motion)
const rolledDie = (die) => html`<span class=${`kit-die-body kit-die-${die.color}`} aria-hidden="true"
  ${rollOnChange(die.face)}>${faceArt(die.kind, die.value)}</span>`;

const COLORS = [["red", "Red", "fight"], ["yellow", "Yellow", "power"], ["blue", "Blue", "teamwork"]];

export function dicePanel(view, ui, act) {
  const a = attemptOf(view, ui);
  if (a) {
    // the attempt screen: the last hero's dice are not shown under the next hero's name
    const theirs = view.dice && (view.dice.hero === null || view.dice.hero === undefined || view.dice.hero === a.hero.id);
    return html`${attemptHead(view, a, ui, act)}${theirs ? results(view, ui, act) : nothing}${attemptMission(view, a, ui, act)}${pool(view, ui, act, a.hero)}${oddsCard(view, ui, act)}`;
  }
  return html`${view.dice ? results(view, ui, act) : nothing}${attempt(view, ui, act)}${pool(view, ui, act)}${oddsCard(view, ui, act)}`;
}

// One tap rolls an attempt's dice: the hero's power card plus an assist card (the engine builds
// the pool from the dice typed at setup and records whose roll it is).
function attempt(view, ui, act) {
  const standing = view.heroes.filter((x) => !x.out);
  const who = standing.find((x) => x.id === ui.roller) ?? null;
  const roll = (opt) => act.cmd({ ...opt.command, seed: randomSeed() }, ".mi-results");
  return html`<div class="mi-card mi-attempt">
    <h3>Roll an attempt</h3>
    <div class="mi-chips" role="group" aria-label="Who is attempting">
      ${standing.map((x) => html`<button type="button" aria-pressed=${String(who?.id === x.id)} data-k=${`roller-${x.id}`}
        @click=${() => { ui.roller = who?.id === x.id ? null : x.id; act.repaint(); }}>${x.name}</button>`)}
    </div>
    ${who ? html`<div class="mi-roll-options">${who.roll_options.map((opt) => html`<button type="button"
        class="btn primary" ?disabled=${!opt.enabled} title=${opt.reason ?? nothing} @click=${() => roll(opt)}>
        ⚄ ${opt.label}${opt.note ? html`<small>${opt.note}</small>` : nothing}</button>`)}</div>
      ${who.roll_options.some((o) => !o.enabled) ? html`<p class="muted">${who.roll_options.find((o) => !o.enabled).reason}
        Type the dice on the hero's card (Heroes → the hero → Card facts).</p>` : nothing}`
      : html`<p class="muted">Tap the hero who attempts; then one tap rolls their dice with an assist.</p>`}
  </div>`;
}

function results(view, ui, act) {
  const d = view.dice;
  const chosen = chosenDice(d, ui);
  const n = chosen.size;
  const asks = Boolean(d.villainy_ask) && d.dice.some((x) => chosen.has(x.index) && x.kind === "villainy");
  if (ui.confirm && !asks) ui.confirm = null; // the dice chosen no longer show villainy
  const pick = (i) => { if (chosen.has(i)) chosen.delete(i); else chosen.add(i); act.repaint(); };
  const send = (command) => {
    const selected = [...chosen].sort((a, b) => a - b);
    // the table's dice: the new faces are read off the dice before the reroll is sent
    if (d.physical && !command.faces) { ui.rerollFaces = { command, selected, faces: selected.map(() => null) }; act.repaint(); return Promise.resolve(false); }
    return act.cmd({ ...command, selected }).then((ok) => { if (ok) chosen.clear(); return ok; });
  };
  const reroll = (extra) => {
    const command = { op: "dice_reroll", seed: randomSeed(), extra, villainy_resolved: false };
    if (asks) { ui.confirm = { command, text: d.villainy_ask }; act.repaint(); return; }
    send(command);
  };
  const confirm = () => {
    const c = { ...ui.confirm.command, villainy_resolved: true };
    ui.confirm = null;
    send(c);
  };
  const picked = n ? `${n} ${n === 1 ? "die" : "dice"}` : "selected dice";
  const rerollLabel = d.rerolls_left_text ? `Reroll ${picked} (${d.rerolls_left_text})` : "Both standard rerolls used";
  return html`<div class="mi-card mi-results">
    <h3>${d.roll_label ? `Roll: ${d.roll_label}` : "Results"}</h3>
    <p class="muted">Tap dice to choose them for a reroll.${d.physical ? " These are the table's dice: reroll them on the table, then tap what they show." : ""}</p>
    <div class="mi-dice">
      ${d.dice.map((die) => html`<button type="button" class=${`mi-die mi-die-${die.color}${chosen.has(die.index) ? " mi-selected" : ""}`}
        aria-pressed=${String(chosen.has(die.index))} data-k=${`die-${die.index}`} data-face=${die.face} ?disabled=${Boolean(d.ended)}
        @click=${() => pick(die.index)}>
        ${rolledDie(die)}
        <span class="mi-die-word">${die.face}</span>
        <span class="mi-die-color">${die.color} die</span>
        ${chosen.has(die.index) ? html`<span class="mi-die-flag">↻ reroll</span>` : nothing}
      </button>`)}
      ${d.tokens.map((t) => html`<span class="mi-die mi-token" data-face=${t.face}>
        <span class="kit-die-body mi-token-body" aria-hidden="true">${faceArt(t.kind, t.value)}</span>
        <span class="mi-die-word">${t.face}</span>
        <span class="mi-die-color">${t.name}'s token</span>
      </span>`)}
    </div>
    <p class="mi-summary">${d.summary_text}</p>
    ${d.ended ? html`<p class="mi-ended" role="status" data-k="attempt-ended">${d.ended}</p>` : nothing}
    ${ui.rerollFaces ? newFaces(view, d, ui, act, chosen) : ui.confirm ? confirmBox(d, ui, act, confirm) : html`<div class="mi-row">
        <button type="button" class="primary" ?disabled=${!(d.standard_open && n)} data-k="reroll" @click=${() => reroll(false)}>${rerollLabel}</button>
        <button type="button" ?disabled=${!(d.extra_open && n)} data-k="extra-reroll" @click=${() => reroll(true)}>
          Extra reroll (ability)${d.extra_used ? ` · ${d.extra_used} used` : ""}</button>
      </div>`}
    ${view.token_heroes.length ? html`<div class="mi-row"><span>Spend a training token:</span>
      ${view.token_heroes.map((t) => html`<button type="button" data-k=${`token-${t.id}`}
        @click=${() => act.cmd({ op: "dice_token", hero: t.id })}>${t.name}: ${t.training}</button>`)}</div>` : nothing}
    <button type="button" data-k="dice-clear" @click=${() => act.cmd({ op: "dice_clear" })}>Clear the dice</button>
  </div>`;
}

// Villainy first: the card's effect, its damage applied in place (alone, or with the reroll in
// the same tap when it is the only thing to do), then the reroll.
function confirmBox(d, ui, act, confirm) {
  const applied = ui.confirm.applied ?? new Set();
  const due = d.villainy_effects.filter((e) => e.command && !applied.has(e.card));
  const apply = (e) => act.cmd(e.command).then((ok) => {
    if (ok && ui.confirm) { (ui.confirm.applied ??= new Set()).add(e.card); act.repaint(); }
    return ok;
  });
  return html`<div class="mi-confirm" role="alertdialog" aria-label="Villainy">
        <p>${ui.confirm.text}</p>
        ${d.villainy_effects.map((e) => html`<div class="mi-villainy-effect">
          <p><strong>${e.card}</strong>${e.text ? `: ${e.text}` : ""}</p>
          ${e.command ? html`<button type="button" class="mi-danger" data-k=${`villainy-damage-${e.card}`}
            ?disabled=${applied.has(e.card)} @click=${() => apply(e)}>${applied.has(e.card) ? `✓ ${e.label}` : e.label}</button>` : nothing}
        </div>`)}
        <div class="mi-row">
          ${due.length === 1 && !due[0].knocks_out ? html`<button type="button" class="primary" data-k="villainy-apply-reroll"
            @click=${() => apply(due[0]).then((ok) => { if (ok) confirm(); })}>${due[0].label}, then reroll</button>` : nothing}
          <button type="button" class=${due.length === 1 ? "" : "primary"} data-k="villainy-ok" @click=${confirm}>Done — reroll</button>
          <button type="button" data-k="villainy-cancel" @click=${() => { ui.confirm = null; act.repaint(); }}>Cancel</button>
        </div>
      </div>`;
}

// After rerolling the table's dice: each rerolled die's new face, one tap each, then the reroll.
function newFaces(view, d, ui, act, chosen) {
  const r = ui.rerollFaces;
  const facesOf = (color) => view.dice_faces.find((c) => c.color === color)?.faces ?? [];
  const ready = r.faces.every(Boolean);
  const go = () => act.cmd({ ...r.command, selected: r.selected, faces: r.faces }).then((ok) => {
    if (ok) { ui.rerollFaces = null; chosen.clear(); act.repaint(); }
    return ok;
  });
  return html`<div class="mi-confirm mi-new-faces" role="group" aria-label="New faces of the rerolled dice">
    <p>Reroll the chosen dice on the table, then tap the face each one shows now.</p>
    ${r.selected.map((i, k) => {
      const die = d.dice[i];
      return html`<div class="mi-face-row" role="group" aria-label=${`${die.color} die, was ${die.face}`}>
        <span class="mi-face-was">${die.color} die (was ${die.face})</span>
        <div class="mi-chips">${facesOf(die.color).map((f) => html`<button type="button" class=${`mi-face mi-die-${die.color}`}
          aria-pressed=${String(r.faces[k] === f.face)} data-k=${`new-face-${i}-${f.face}`}
          @click=${() => { r.faces[k] = f.face; act.repaint(); }}>${art(die.color, f, true)} ${f.face}</button>`)}</div>
      </div>`;
    })}
    <div class="mi-row">
      <button type="button" class="primary" ?disabled=${!ready} data-k="reroll-faces" @click=${go}>Reroll with these faces</button>
      <button type="button" data-k="reroll-faces-cancel" @click=${() => { ui.rerollFaces = null; act.repaint(); }}>Cancel</button>
    </div>
  </div>`;
}

function pool(view, ui, act, hero = null) {
  const mode = html`<div class="mi-chips" role="group" aria-label="Whose dice">
    <button type="button" aria-pressed=${String(!ui.physical)} data-k="dice-app"
      @click=${() => { ui.physical = false; ui.remember?.(); act.repaint(); }}>⚄ Roll here</button>
    <button type="button" aria-pressed=${String(Boolean(ui.physical))} data-k="dice-table"
      @click=${() => { ui.physical = true; ui.remember?.(); act.repaint(); }}>Table dice</button>
  </div>`;
  if (ui.physical) return tableDice(view, ui, act, hero, mode);
  const total = ui.pool.red + ui.pool.yellow + ui.pool.blue;
  const bump = (c, d) => () => { ui.pool[c] += d; act.repaint(); };
  return html`<div class="mi-card mi-pool">
    <h3>Dice pool</h3>
    ${mode}
    ${COLORS.map(([c, label, best]) => html`<div class="mi-row mi-pool-row">
      ${dieChip(c)}
      <span class="mi-pool-label">${label} <small class="muted">best at ${best}</small></span>
      <button type="button" aria-label=${`One ${c} die fewer`} ?disabled=${!ui.pool[c]} data-k=${`pool-${c}-less`} @click=${bump(c, -1)}>−</button>
      <strong data-role=${`pool-${c}`}>${ui.pool[c]}</strong>
      <button type="button" aria-label=${`One ${c} die more`} ?disabled=${ui.pool[c] >= view.limits.dice_per_color}
        data-k=${`pool-${c}-more`} @click=${bump(c, 1)}>+</button>
    </div>`)}
    <button type="button" class="btn primary big" ?disabled=${!total} data-k="roll"
      @click=${() => act.cmd({ op: "dice_roll", pool: { ...ui.pool }, seed: randomSeed() }, ".mi-results")}>
      Roll ${total} ${total === 1 ? "die" : "dice"}</button>
  </div>`;
}

// The table rolled its own dice: tap each die's face (by colour); the engine checks every face
// against its die and holds them as a roll, so rerolls, villainy, tokens and the odds all work.
function tableDice(view, ui, act, hero, mode) {
  const entered = ui.entered;
  const count = (c) => entered.filter((e) => e.color === c).length;
  const add = (color, face) => { entered.push({ color, face }); act.repaint(); };
  const drop = (i) => { entered.splice(i, 1); act.repaint(); };
  const faceOf = (e) => view.dice_faces.find((c) => c.color === e.color)?.faces.find((f) => f.face === e.face) ?? { kind: "power", value: 0 };
  const use = () => act.cmd({ op: "dice_enter", dice: entered.map((e) => ({ ...e })), ...(hero ? { hero: hero.id } : {}) }, ".mi-results")
    .then((ok) => { if (ok) { entered.length = 0; act.repaint(); } return ok; });
  const n = entered.length;
  return html`<div class="mi-card mi-pool mi-table-dice">
    <h3>Table dice</h3>
    ${mode}
    <p class="muted">Roll the dice on the table, then tap the face each die shows.</p>
    ${view.dice_faces.map((c) => html`<div class="mi-face-row" role="group" aria-label=${`${c.color} dice`}>
      ${dieChip(c.color)}
      <div class="mi-chips">${c.faces.map((f) => html`<button type="button" class=${`mi-face mi-die-${c.color}`}
        aria-label=${`${c.color} die showing ${f.face}`} data-k=${`face-${c.color}-${f.face}`}
        ?disabled=${count(c.color) >= view.limits.dice_per_color}
        @click=${() => add(c.color, f.face)}>${art(c.color, f, true)} ${f.face}</button>`)}</div>
    </div>`)}
    ${n ? html`<div class="mi-chips mi-entered" role="group" aria-label="Dice tapped in (tap one to remove it)">
      ${entered.map((e, i) => html`<button type="button" class=${`mi-face mi-die-${e.color} mi-selected`} data-k=${`entered-${i}`}
        aria-label=${`Remove the ${e.color} ${e.face}`} @click=${() => drop(i)}>${art(e.color, faceOf(e), true)} ${e.color} ${e.face} ✕</button>`)}
    </div>` : nothing}
    <button type="button" class="btn primary big" ?disabled=${!n} data-k="dice-enter" @click=${use}>
      ${n ? `Use these ${n} ${n === 1 ? "die" : "dice"}${hero ? ` for ${hero.name}` : ""}` : "Tap the faces first"}</button>
  </div>`;
}
