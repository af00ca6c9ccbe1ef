// The Table panel: replacements due, the threat track with its sections and decks, and the
// round's phases with the current phase's checklist.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { track } from "../../../kit/track.js";
import { SECTION_WORDS, details } from "./widgets.js";
import { threatCardPanel } from "./panel-threat-card.js";
import { nextPhase } from "./panel-attempt.js";

export function tablePanel(view, ui, act) {
  const t = view.threat;
  return html`
    ${view.replacements.map((r) => html`<button type="button" class="mi-card mi-replace-note"
      data-k=${`note-${r.hero}`} @click=${() => act.tab("heroes")}>${r.prompt} Choose on the Heroes page →</button>`)}
    <div class=${`mi-card mi-threat mi-${t.section}`}>
      <div class="mi-threat-head">
        <button type="button" class="mi-big mi-lower" data-k="threat-down" ?disabled=${!t.can_lower}
          @click=${() => act.cmd({ op: "threat", delta: -1 })} aria-label="Lower threat">−</button>
        <div class="mi-threat-value" role="status" aria-live="polite">
          <span class="mi-threat-number" id="mi-threat-value">${t.value}</span>
          <span class="mi-threat-section" id="mi-threat-section">${SECTION_WORDS[t.section]} section</span>
        </div>
        <button type="button" class="mi-big mi-raise" data-k="threat-up" ?disabled=${!t.can_raise}
          @click=${() => act.cmd({ op: "threat", delta: 1 })} aria-label="Raise threat">+</button>
      </div>
      ${track({ threat: t.value, cls: "mi-kit-track", sections: t.track.map((x) => x.section),
        label: `Threat track: ${t.value} of ${t.track.length}, ${SECTION_WORDS[t.section]} section` })}
      <p class="mi-threat-reqs">${t.requirements}</p>
      <p class=${t.deck ? "" : "mi-warn"}>${t.deck_text}</p>
      ${t.warning ? html`<p class="mi-warn">${t.warning}</p>` : nothing}
      ${details(ui, "threat-decks", "Threat decks (cards left)", html`<div class="mi-decks">
        ${t.decks.map((d) => html`<div class=${`mi-deck mi-${d.deck}`}>
          <span>${SECTION_WORDS[d.deck]}: ${d.count}</span>
          <button type="button" ?disabled=${!d.can_less} data-k=${`deck-${d.deck}-less`}
            aria-label=${`One card fewer in the ${d.deck} deck`}
            @click=${() => act.cmd({ op: "threat_deck", deck: d.deck, delta: -1 })}>−</button>
          <button type="button" ?disabled=${!d.can_more} data-k=${`deck-${d.deck}-more`}
            aria-label=${`One card more in the ${d.deck} deck`}
            @click=${() => act.cmd({ op: "threat_deck", deck: d.deck, delta: 1 })}>+</button>
        </div>`)}</div>`)}
    </div>
    <button type="button" class="btn mi-sb-open" data-k="scoreboard" @click=${() => act.scoreboard(true)}>
      Scoreboard <span class="muted">(a tablet in the middle of the table)</span></button>
    ${roundCard(view, act)}
    ${threatCardPanel(view, ui, act)}`;
}

// The threat phase's flip step lists the decks to flip: act.flip opens the flip sheet there.
function roundCard(view, act) {
  const next = view.next_phase;
  return html`<div class="mi-card mi-round">
    <h3>${view.round ? `Round ${view.round} · ${view.phase_label} phase` : "Setup"}</h3>
    ${view.round ? html`<ol class="mi-phases">${view.phases.map((p) => html`<li class=${p.current ? "mi-current" : ""}
      aria-current=${p.current ? "step" : nothing}>${p.label}</li>`)}</ol>` : nothing}
    <ul class="mi-steps">${view.steps.map((s) => html`<li class=${s.done ? "mi-done" : ""}>
      <button type="button" class="mi-check" aria-pressed=${String(s.done)} data-k=${`step-${s.id}`}
        ?disabled=${view.locked} @click=${() => act.cmd({ op: "check", step: s.id })}>
        <span class="mi-box" aria-hidden="true">${s.done ? "✓" : ""}</span><span>${s.text}</span></button>
      ${s.action ? html`<button type="button" class="primary mi-step-action" data-k=${`action-${s.id}`}
        ?disabled=${!s.action_enabled} @click=${() => act.cmd(s.action)}>${s.action_label}</button>` : nothing}
      ${s.action_hint ? html`<p class="muted mi-hint">${s.action_hint}</p>` : nothing}
      ${s.decks?.length ? html`<div class="mi-row mi-step-flips" role="group" aria-label="Decks to flip">
        ${s.decks.map((d) => html`<button type="button" data-k=${`step-flip-${d}`}
          @click=${() => act.flip({ hero: null, heroName: null, deck: d })}>Flip the ${d} deck</button>`)}</div>` : nothing}
    </li>`)}</ul>
    ${bondOffers(view, act)}
    <p class="muted">Hero count ${view.hero_count} · ${view.difficulty} · decks: ${view.decks.join(", ")}</p>
    <button type="button" class="btn primary big mi-next" data-k="next-phase" ?disabled=${!next.enabled}
      @click=${() => nextPhase(view, act)}>${next.label} →</button>
    ${next.reason && !view.locked ? html`<p class="mi-warn">${next.reason}</p>` : nothing}
    ${next.note ? html`<p class="muted">${next.note}</p>` : nothing}
  </div>`;
}

// Regroup: a bond a card's effect formed this round, one tap per pair the engine allows (a
// negative bond they share flips positive), without a trip to the Heroes tab.
function bondOffers(view, act) {
  const offers = view.bond_offers ?? [];
  if (!offers.length) return nothing;
  return html`<div class="mi-bond-offers" role="group" aria-label="Form a bond">
    <p class="muted">A card formed a bond this round? Tap the pair:</p>
    <div class="mi-row">${offers.map((o) => html`<button type="button" data-k=${`bond-${o.heroes.join("-")}`}
      @click=${() => act.cmd(o.command)}>Form a bond: ${o.label}${o.flips ? " (their negative bond flips)" : ""}</button>`)}</div>
  </div>`;
}
