// The Heroes panel: replacements due, then a card per hero (damage, status, assist/active, and
// the rest — training token, mutant, bonds, deployment, a health correction — one tap away).
import { html, nothing } from "../vendor/lit-html/lit-html.js";
import { live } from "../vendor/lit-html/directives/live.js";
import { details, draft, dropDraft, plural, stepper, textField, toggle } from "./widgets.js";

export function heroesPanel(view, ui, act) {
  return html`
    ${view.replacements.map((r) => replacement(view, r, ui, act))}
    <div class="mi-heroes">${view.heroes.map((hero) => heroCard(view, hero, ui, act))}</div>
    ${view.knocked_out.length ? html`<p class="muted">Knocked out this game: ${view.knocked_out.join(", ")}.</p>` : nothing}`;
}

function replacement(view, r, ui, act) {
  const key = `replace-${r.hero}`;
  const pick = draft(ui, key, () => ({ name: "", health: view.limits.health.default }));
  const bring = (name) => act.cmd({ op: "replace", hero: r.hero, name, health: pick.health }).then(() => dropDraft(ui, key));
  return html`<div class="mi-card mi-replace" role="alert">
    <h3>Replace ${r.name}</h3>
    <p>${r.prompt} <span class="muted">${r.unused} unused in the box.</span></p>
    <div class="mi-row"><span>Health</span>${stepper("Health of the new hero", pick, "health", view.limits.health, act.repaint)}</div>
    <p class="muted">Tap the new hero:</p>
    <div class="mi-chips">${r.options.map((name) => html`<button type="button" data-k=${`pick-${r.hero}-${name}`}
      @click=${() => bring(name)}>${name}</button>`)}</div>
    <form class="mi-row" @submit=${(e) => { e.preventDefault(); bring(pick.name); }}>
      ${textField(pick, "name", { label: `Another name instead of ${r.name}`, placeholder: "Another name", maxlength: view.limits.name_length })}
      <button type="submit" data-k=${`replace-${r.hero}`}>Bring in</button>
    </form>
  </div>`;
}

function heroCard(view, hero, ui, act) {
  const id = hero.id;
  const pct = Math.min(100, Math.round((hero.damage / hero.health) * 100));
  const flag = (op, on, label) => toggle(on, label, () => act.cmd({ op, hero: id }), { key: `${op}-${id}`, disabled: !hero.enabled });
  return html`<article class=${`mi-card mi-hero${hero.out ? " mi-out" : ""}`} aria-label=${hero.name} data-hero=${id}>
    <header>
      <h3>${hero.name}</h3>
      <span class=${hero.out ? "mi-ko" : "muted"} data-role="status">${hero.status}</span>
    </header>
    <div class="mi-damage">
      <button type="button" class="mi-big" ?disabled=${!hero.can_heal} data-k=${`heal-${id}`}
        aria-label=${`Heal ${hero.name}`} @click=${() => act.cmd({ op: "damage", hero: id, delta: -1 })}>−</button>
      <div class="mi-health">
        <span class="mi-dmg-text"><strong data-role="damage">${hero.damage}</strong> / ${hero.health} damage</span>
        <span class="mi-meter" role="meter" aria-valuemin="0" aria-valuemax=${hero.health}
          aria-valuenow=${hero.damage} aria-label=${`${hero.name} damage`}><span style=${`width: ${pct}%`}></span></span>
      </div>
      <button type="button" class="mi-big" ?disabled=${!hero.can_hurt} data-k=${`hurt-${id}`}
        aria-label=${`Damage ${hero.name}`} @click=${() => act.cmd({ op: "damage", hero: id, delta: 1 })}>+</button>
    </div>
    <div class="mi-row">
      ${flag("assist", hero.assisted, "Assisted")}
      ${flag("active", hero.active, "Was active")}
      ${hero.mission_name ? html`<span class="muted">At ${hero.mission_name}</span>` : nothing}
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
  const form = draft(ui, `hero-${id}`, () => ({ mutant: "", partner: null, health: hero.health }));
  const partner = hero.can_bond_with.some((o) => o.id === form.partner) ? form.partner : hero.can_bond_with[0]?.id;
  const bond = (positive) => act.cmd({ op: "bond", hero: id, other: partner, positive });
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
      <select aria-label=${`Bond partner for ${hero.name}`} @change=${(e) => { form.partner = Number(e.target.value); }}>
        ${hero.can_bond_with.map((o) => html`<option value=${o.id} .selected=${live(o.id === partner)}>${o.name}</option>`)}
      </select>
      <button type="button" @click=${() => bond(true)}>+ Positive bond</button>
      <button type="button" @click=${() => bond(false)}>− Negative bond</button>
    </div>` : nothing}
    <h4>Deployed to</h4>
    <select aria-label=${`Where ${hero.name} is deployed`}
      @change=${(e) => act.cmd({ op: "deploy", hero: id, mission: e.target.value ? Number(e.target.value) : null })}>
      <option value="" .selected=${live(hero.mission === null)}>Not on a mission</option>
      ${view.deploy_targets.map((m) => {
        const full = m.full && hero.mission !== m.id;
        return html`<option value=${m.id} .selected=${live(hero.mission === m.id)} ?disabled=${full}>${full ? `${m.name} (full)` : m.name}</option>`;
      })}
    </select>
    <h4>Health (to correct a mistake)</h4>
    <div class="mi-row">
      ${stepper(`Health of ${hero.name}`, form, "health", lim.health, act.repaint)}
      <button type="button" data-k=${`health-${id}`} @click=${() => act.cmd({ op: "health", hero: id, health: form.health })}>Set health</button>
    </div>
  </div>`;
}
