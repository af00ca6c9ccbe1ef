// The Heroes panel: replacements due, then a card per hero (damage, status, assist/active, and
// the rest — training token, mutant, bonds, deployment, a health correction — one tap away).
import { heroToken } from "../../../kit/tokens.js";
import { kindIcon } from "../../../kit/cards.js";
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { live } from "../../../vendor/lit-html/directives/live.js";
import { diceText, factsEditor, factsOf, fillFacts } from "./card-facts.js";
import { known } from "./memory.js";
import { details, draft, dropDraft, healthMeter, plural, stepper, textField, toggle } from "./widgets.js";

export function heroesPanel(view, ui, act) {
  return html`
    ${view.replacements.map((r) => replacement(view, r, ui, act))}
    <div class="mi-heroes">${view.heroes.map((hero) => heroCard(view, hero, ui, act))}</div>
    ${view.knocked_out.length ? html`<p class="muted">Knocked out this game: ${view.knocked_out.join(", ")}.</p>` : nothing}`;
}

function replacement(view, r, ui, act) {
  const key = `replace-${r.hero}`;
  const pick = draft(ui, key, () => ({ name: "", health: view.limits.health.default }));
  // A hero this device remembers comes in with its printed health and dice.
  const bring = (name) => {
    const entry = known(ui.roster ?? [], name);
    const facts = {};
    if (entry) fillFacts(facts, entry, pick.health);
    const health = entry ? facts.health : pick.health;
    return act.cmd({ op: "replace", hero: r.hero, name, health, ...factsOf(facts) })
      .then((ok) => { if (ok) dropDraft(ui, key); });
  };
  return html`<div class="mi-card mi-replace" role="alert">
    <h3>Replace ${r.name}</h3>
    <p>${r.prompt} <span class="muted">${r.unused} unused in the box.</span></p>
    <div class="mi-row"><span>Health</span>${stepper("Health of the new hero", pick, "health", view.limits.health, act.repaint)}</div>
    <p class="muted">Tap the new hero (a hero typed on this device before comes with its health and dice):</p>
    <div class="mi-chips">${r.options.map((name) => html`<button type="button" data-k=${`pick-${r.hero}-${name}`}
      @click=${() => bring(name)}>${name}</button>`)}</div>
    <form class="mi-row" @submit=${(e) => { e.preventDefault(); bring(pick.name); }}>
      ${textField(pick, "name", { label: `Another name instead of ${r.name}`, placeholder: "Another name", maxlength: view.limits.name_length })}
      <button type="submit" data-k=${`replace-${r.hero}`}>Bring in</button>
    </form>
  </div>`;
}

// One damage step for a hero, saying what it changes ("Damage +1": life-counter users read a
// bare "+" as more life). Used on the hero card and in the whole-table view.
export function damageButton(hero, delta, act, { cls = "", key, stacked = false } = {}) {
  const sign = delta > 0 ? "+1" : "−1";
  return html`<button type="button" class=${cls} ?disabled=${delta > 0 ? !hero.can_hurt : !hero.can_heal}
    data-k=${key ?? nothing} aria-label=${delta > 0 ? `Damage +1 to ${hero.name}` : `Damage −1 for ${hero.name} (heal)`}
    @click=${() => act.cmd({ op: "damage", hero: hero.id, delta })}>Damage${stacked ? html`<br>` : " "}${sign}</button>`;
}

// The phases in which heroes move: their deploy choices are on the card itself, otherwise
// one tap away inside it.
const DEPLOYING = new Set(["setup", "deploy"]);

function heroCard(view, hero, ui, act) {
  const id = hero.id;
  const flag = (op, on, label) => toggle(on, label, () => act.cmd({ op, hero: id }), { key: `${op}-${id}`, disabled: !hero.enabled });
  return html`<article class=${`mi-card mi-hero${hero.out ? " mi-out" : ""}`} aria-label=${hero.name} data-hero=${id}>
    <header>
      ${heroToken({ id: hero.id, name: hero.name, out: hero.out })}
      <h3>${hero.name}</h3>
      <span class=${hero.out ? "mi-ko" : "muted"} data-role="status">${hero.status}</span>
    </header>
    <div class="mi-damage">
      ${damageButton(hero, -1, act, { cls: "mi-big mi-dmg-btn", key: `heal-${id}`, stacked: true })}
      <div class="mi-health">
        <span class="mi-dmg-text"><strong data-role="damage">${hero.damage}</strong> / ${hero.health} damage</span>
        ${healthMeter(hero)}
      </div>
      ${damageButton(hero, 1, act, { cls: "mi-big mi-dmg-btn", key: `hurt-${id}`, stacked: true })}
    </div>
    ${hero.dice || hero.assist_dice || hero.note ? html`<p class="mi-facts-line">${diceText(hero)}${hero.note ? html` · <span class="muted">${hero.note}</span>` : nothing}</p>` : nothing}
    ${hero.out || !DEPLOYING.has(view.phase) ? nothing : deployRow(hero, act)}
    ${hero.trains_here && DEPLOYING.has(view.phase) ? dangerRoom(view, hero, act) : nothing}
    <div class="mi-row">
      ${flag("assist", hero.assisted, "Gave an assist")}
      ${flag("active", hero.active, "Was active")}
    </div>
    ${hero.out ? nothing : details(ui, `hero-${id}`, summary(hero), more(view, hero, ui, act))}
  </article>`;
}

function summary(hero) {
  return [
    hero.training_label ? `Token ${hero.training_label}` : "No token",
    hero.mutant ? `${hero.mutant} (${hero.mutant_exhausted ? "exhausted" : "ready"})` : "No mutant",
    plural(hero.bonds.length, "bond"),
  ].join(" · ");
}

function more(view, hero, ui, act) {
  const id = hero.id;
  const lim = view.limits;
  const form = draft(ui, `hero-${id}`, () => ({
    mutant: "", partner: null, health: hero.health,
    dice: hero.dice && [...hero.dice], assist_dice: hero.assist_dice && [...hero.assist_dice], note: hero.note ?? "",
  }));
  // read at the tap, not at the last paint: choosing from the list does not repaint
  const chosen = () => (hero.can_bond_with.find((o) => String(o.id) === String(form.partner)) ?? hero.can_bond_with[0])?.id;
  const partner = chosen();
  const bond = (positive) => act.cmd({ op: "bond", hero: id, other: chosen(), positive });
  return html`<div class="mi-more">
    <h4>Training token</h4>
    <div class="mi-seg" role="group" aria-label=${`Training token of ${hero.name}`}>
      <button type="button" aria-pressed=${String(!hero.training)} data-k=${`train-${id}-none`}
        @click=${() => act.cmd({ op: "training", hero: id, type: null })}>None</button>
      ${view.training_options.map((t) => html`<button type="button" aria-pressed=${String(hero.training === t.type)}
        data-k=${`train-${id}-${t.type}`} @click=${() => act.cmd({ op: "training", hero: id, type: t.type })}>${t.label}</button>`)}
    </div>
    <h4>Mutant</h4>
    ${hero.mutant ? html`<div class="mi-row">
        <span>${hero.mutant} — <strong>${hero.mutant_exhausted ? "exhausted" : "ready"}</strong></span>
        <button type="button" data-k=${`exhaust-${id}`} @click=${() => act.cmd({ op: "mutant_exhaust", hero: id })}>
          ${hero.mutant_exhausted ? "Ready it" : "Exhaust"}</button>
        <button type="button" data-k=${`unmutant-${id}`} @click=${() => act.cmd({ op: "mutant", hero: id, name: null })}>Leave at school</button>
      </div>`
      : html`<form class="mi-row" @submit=${(e) => {
          e.preventDefault();
          act.cmd({ op: "mutant", hero: id, name: form.mutant.trim() || "Mutant" }).then(() => { form.mutant = ""; });
        }}>${textField(form, "mutant", { label: `Mutant for ${hero.name}`, placeholder: "Mutant name (optional)", maxlength: lim.name_length })}
        <button type="submit">Take mutant</button></form>`}
    <h4>Bonds (up to two)</h4>
    ${hero.bonds.length ? html`<ul class="mi-bonds">${hero.bonds.map((b) => html`<li>
      <span>With ${b.with_name}: <strong>${b.positive ? "+ positive" : "− negative"}</strong>${b.exhausted ? " · exhausted" : " · ready"}</span>
      <button type="button" data-k=${`tire-${id}-${b.with}`} @click=${() => act.cmd({ op: "bond_exhaust", hero: id, other: b.with })}>
        ${b.exhausted ? "Ready it" : "Exhaust"}</button>
      <button type="button" data-k=${`flip-${id}-${b.with}`} @click=${() => act.cmd({ op: "bond_flip", hero: id, other: b.with })}>Flip both</button>
      <button type="button" data-k=${`unbond-${id}-${b.with}`} @click=${() => act.cmd({ op: "bond_discard", hero: id, other: b.with })}>Discard both</button>
    </li>`)}</ul>` : html`<p class="muted">No bonds.</p>`}
    ${hero.can_bond_with.length ? html`<div class="mi-row">
      <select aria-label=${`Bond partner for ${hero.name}`} @change=${(e) => { form.partner = e.target.value; }}>
        ${hero.can_bond_with.map((o) => html`<option value=${o.id} .selected=${live(o.id === partner)}>${o.name}</option>`)}
      </select>
      <button type="button" @click=${() => bond(true)}>+ Positive bond</button>
      <button type="button" @click=${() => bond(false)}>− Negative bond</button>
    </div>` : nothing}
    ${DEPLOYING.has(view.phase) ? nothing : html`<h4>Deployed</h4>${deployRow(hero, act)}`}
    <h4>Card facts</h4>
    ${factsEditor(form, hero.name, act.repaint)}
    <button type="button" data-k=${`facts-${id}`} ?disabled=${!Object.keys(factsOf(form)).length}
      @click=${() => act.cmd({ op: "hero_facts", hero: id, ...factsOf(form) })}>Save card facts</button>
    <h4>Health (to correct a mistake)</h4>
    <div class="mi-row">
      ${stepper(`Health of ${hero.name}`, form, "health", lim.health, act.repaint)}
      <button type="button" data-k=${`health-${id}`} @click=${() => act.cmd({ op: "health", hero: id, health: form.health })}>Set health</button>
    </div>
  </div>`;
}

// Deploy Phase: every place this hero may go, one tap each (the engine says which are open),
// grouped so the row stays short: missions, school cards, face-down decks (a tap flips one).
const GROUPS = [["blackbird", ""], ["mission", "Missions"], ["school", "School"], ["deck", "Flip a deck"]];

function deployRow(hero, act) {
  const open = hero.deploy.filter((c) => !c.current);
  const short = (c) => (c.kind === "deck" ? c.deck : c.kind === "mission" ? `${c.label} (${c.heroes}/${c.limit})` : c.label);
  return html`<div class="mi-deploy" role="group" aria-label=${`Deploy ${hero.name}`}>
    <span class="mi-deploy-label">At <strong>${hero.where}</strong></span>
    ${GROUPS.map(([kind, title]) => {
      const choices = open.filter((c) => c.kind === kind);
      if (!choices.length) return nothing;
      // the kit's icon for a mission or a school card beside the group's word (decoration)
      const icon = kind === "mission" ? kindIcon("continent") : kind === "school" ? kindIcon("school") : nothing;
      return html`<span class="mi-deploy-group">${title ? html`<span class="muted">${icon}${title}:</span>` : nothing}
        ${choices.map((c) => html`<button type="button" class=${`mi-chip mi-deploy-${c.kind}`}
          ?disabled=${!c.enabled} title=${c.reason ?? nothing} aria-label=${`Deploy ${hero.name}: ${kind === "blackbird" ? "back to the Blackbird" : c.label}`}
          data-k=${`deploy-${hero.id}-${c.kind}-${c.id ?? c.deck ?? c.label}`}
          @click=${() => (c.kind === "deck" ? act.flip({ hero: hero.id, heroName: hero.name, deck: c.deck }) : act.cmd(c.command))}>${kind === "blackbird" ? "Back to the Blackbird" : short(c)}</button>`)}</span>`;
    })}
  </div>`;
}

// Deploying to the Danger Room: its effect is "train", so the token is taken right here.
function dangerRoom(view, hero, act) {
  return html`<div class="mi-seg mi-train-here" role="group" aria-label=${`Danger Room: training token of ${hero.name}`}>
    <span class="muted">Train:</span>
    ${view.training_options.map((t) => html`<button type="button" aria-pressed=${String(hero.training === t.type)}
      data-k=${`train-here-${hero.id}-${t.type}`} aria-label=${`Train ${t.type}: ${hero.name} takes the ${t.label} token`}
      @click=${() => act.cmd({ op: "training", hero: hero.id, type: t.type })}>${t.label}</button>`)}
  </div>`;
}
