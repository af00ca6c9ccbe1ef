// The Dice panel: the roll on the table (tap dice to choose a reroll; villainy asks first),
// training tokens to spend, the pool to roll, and the odds card.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { randomSeed } from "../../../seed.js";
import { oddsCard } from "./odds.js";
import { chosenDice } from "./widgets.js";
import { attemptHead, attemptMission, attemptOf } from "./panel-attempt.js";

const COLORS = [["red", "Red", "fight"], ["yellow", "Yellow", "power"], ["blue", "Blue", "teamwork"]];

export function dicePanel(view, ui, act) {
  const a = attemptOf(view, ui);
  if (a) {
    // the attempt screen: the last hero's dice are not shown under the next hero's name
    const theirs = view.dice && (view.dice.hero === null || view.dice.hero === undefined || view.dice.hero === a.hero.id);
    return html`${attemptHead(view, a, ui, act)}${theirs ? results(view, ui, act) : nothing}${attemptMission(view, a, ui, act)}${pool(view, ui, act)}${oddsCard(view, ui, act)}`;
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
  const send = (command) => act.cmd({ ...command, selected: [...chosen].sort((a, b) => a - b) })
    .then((ok) => { if (ok) chosen.clear(); return ok; });
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
    <p class="muted">Tap dice to choose them for a reroll.</p>
    <div class="mi-dice">
      ${d.dice.map((die) => html`<button type="button" class=${`mi-die mi-die-${die.color}${chosen.has(die.index) ? " mi-selected" : ""}`}
        aria-pressed=${String(chosen.has(die.index))} data-k=${`die-${die.index}`} data-face=${die.face} ?disabled=${Boolean(d.ended)}
        @click=${() => pick(die.index)}>
        <span class="mi-die-symbol" aria-hidden="true">${die.symbol}</span>
        <span class="mi-die-word">${die.face}</span>
        <span class="mi-die-color">${die.color} die</span>
        ${chosen.has(die.index) ? html`<span class="mi-die-flag">↻ reroll</span>` : nothing}
      </button>`)}
      ${d.tokens.map((t) => html`<span class="mi-die mi-token" data-face=${t.face}>
        <span class="mi-die-symbol" aria-hidden="true">${t.symbol}</span>
        <span class="mi-die-word">${t.face}</span>
        <span class="mi-die-color">${t.name}'s token</span>
      </span>`)}
    </div>
    <p class="mi-summary">${d.summary_text}</p>
    ${d.ended ? html`<p class="mi-ended" role="status" data-k="attempt-ended">${d.ended}</p>` : nothing}
    ${ui.confirm ? confirmBox(d, ui, act, confirm) : html`<div class="mi-row">
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

function pool(view, ui, act) {
  const total = ui.pool.red + ui.pool.yellow + ui.pool.blue;
  const bump = (c, d) => () => { ui.pool[c] += d; act.repaint(); };
  return html`<div class="mi-card mi-pool">
    <h3>Dice pool</h3>
    ${COLORS.map(([c, label, best]) => html`<div class="mi-row mi-pool-row">
      <span class=${`mi-swatch mi-die-${c}`} aria-hidden="true">${label[0]}</span>
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
