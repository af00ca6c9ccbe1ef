// The board, drawn from the engine's view with the visual kit (web/kit/): threat track, plot
// and briefings, missions (with their Sentinels), continent decks, school, heroes, completed
// pile and discards. Nothing here decides anything; every word and number comes from the view,
// and the kit's art is decoration on top of those words.
import { html, nothing } from "../../../vendor/lit-html/lit-html.js";
import { repeat } from "../../../vendor/lit-html/directives/repeat.js";
import { bandMark, cardFrame, kindIcon, orderArrow, readyMark, threatIcons, tokenRow } from "../../../kit/cards.js";
import { dieChip } from "../../../kit/dice.js";
import { healthPips, heroToken } from "../../../kit/tokens.js";
import { track } from "../../../kit/track.js";
import { requirementChip } from "./pieces.js";

export { requirementChip };
export const SECTION_WORDS = { green: "Green", yellow: "Yellow", red: "Red" };

export { SYMBOL } from "./pieces.js";
export const PHASES = { setup: "Setup", deploy: "Deploy", mission: "Mission", threat: "Threat", regroup: "Regroup" };

const plural = (n, one, many) => (n === 1 ? one : many);

// A link into the rules reference: "?" next to a rule's name.
export function ruleLink(act, id, label) {
  return html`<button type="button" class="pl-rule" @click=${() => act.rules(id)}
    aria-label=${`Rule: ${label}`} title=${`Rule: ${label}`}>?</button>`;
}

// A hero's dice as coloured letters, read out as words.
export function diceChips(colors) {
  return html`<span class="visually-hidden">Dice: ${colors.join(", ")}</span>${colors.map((c) => dieChip(c))}`;
}

// The kit's card kind of a mission on the board.
const MISSION_KIND = { villain: "villain", showdown: "showdown", mission: "story" };
export const missionKind = (m) => MISSION_KIND[m.kind] ?? "continent";

// What the threat phase will do: inside a threat phase only the steps still to come (the rise
// already made is not announced again), else the next one.
export function nextThreatWords(nt) {
  if (nt.showdown) return "Showdown: the leading mission attacks in the threat phase.";
  const now = nt.now;
  if (now && (now.raise || now.flips || now.draw)) {
    const parts = [now.raise ? `+${nt.raise} threat` : null,
      now.flips ? `flip ${now.flips} ${plural(now.flips, "mission", "missions")}` : null,
      now.draw ? (nt.deck ? `draw a ${nt.deck} threat card` : "the red threat deck is empty") : null].filter(Boolean);
    return `This threat phase, still to come: ${parts.join(", ")}.`;
  }
  return `Next threat phase: +${nt.raise} threat` + (nt.flips ? `, flip ${nt.flips} ${plural(nt.flips, "mission", "missions")}` : "") +
    (nt.deck ? `, draw a ${nt.deck} threat card.` : ", and the red threat deck is empty.");
}

// The threat in one line, for the top of the screen while the board scrolls.
export function threatStrip(v) {
  return html`<p class=${`pl-strip pl-${v.section}`} id="pl-strip">
    <span class="visually-hidden">Threat ${v.threat} of 15, ${SECTION_WORDS[v.section]} section; round ${v.round}, ${PHASES[v.phase] ?? v.phase} phase.</span>
    <span aria-hidden="true">⚠ <strong>${v.threat}</strong>/15</span><span class="pl-strip-sec" aria-hidden="true">${SECTION_WORDS[v.section]}</span>
    <span aria-hidden="true">R${v.round} · ${PHASES[v.phase] ?? v.phase}</span></p>`;
}

export function threatTrack(v) {
  const next = nextThreatWords(v.next_threat);
  return html`<section class="pl-track" aria-labelledby="pl-track-title">
    <h2 id="pl-track-title" class="pl-track-head">
      <span>Threat <strong id="pl-threat">${v.threat}</strong> of 15</span>
      <span class=${`pl-badge pl-${v.section}`}>${SECTION_WORDS[v.section]} section</span>
    </h2>
    ${track({ threat: v.threat, label: `Threat track: ${v.threat} of 15, ${SECTION_WORDS[v.section]} section`, cls: "pl-kit-track" })}
    <p class="pl-next">${next}</p>
    ${v.last_threat_card ? html`<p class="pl-last-threat">${kindIcon("threat")} Last threat card: ${v.last_threat_card.name} (${v.last_threat_card.color}).</p>` : nothing}
  </section>`;
}

function effectLines(act, m) {
  const rows = [];
  const add = (key, head, rule) => {
    if (m[key]?.length) {
      rows.push(html`<p class=${`pl-fx pl-fx-${key}`}><strong>${head}${rule ? ruleLink(act, rule, head) : nothing}:</strong> ${m[key].join(" ")}</p>`);
    }
  };
  add("villainy", "Villainy", "villainy");
  add("success", "Success", "outcomes");
  add("failure", "Failure", "outcomes");
  add("flip", "When flipped", null);
  add("threat_effects", "Each threat phase", "showdown");
  for (const r of m.rules || []) rows.push(html`<p class="pl-fx">${r}</p>`);
  return rows;
}

// A tap on the board that answers the decision: deploy the chosen hero there, or flip that
// deck. The same option as in the dock (data-target names it; the dock keeps data-option).
function targetButton(act, go, label) {
  if (!go) return nothing;
  return html`<button type="button" class="btn pl-target" data-target=${go.id} @click=${() => act.choose(go.id)}>${label ?? go.label}</button>`;
}

// A mission's whole text, for the sheet a tap away: its requirements, order and effects.
function missionLines(m) {
  const lines = m.objectives.map((o, i) => `Objective ${i + 1}: ${o.requirements.map((r) => r.label).join(", ")}${o.done ? " (complete)" : ""}.`);
  if (m.order) lines.push("Complete the objectives from the top down.");
  if ("defeat" in m) lines.push(`Success tokens ${m.tokens} of ${m.defeat}${m.attack ? `; attack ${m.attack}` : ""}.`);
  const fx = { villainy: "Villainy", success: "Success", failure: "Failure", flip: "When flipped", threat_effects: "Each threat phase" };
  for (const [key, head] of Object.entries(fx)) if (m[key]?.length) lines.push(`${head}: ${m[key].join(" ")}`);
  lines.push(...(m.rules || []));
  if (m.sentinel) {
    lines.push(`Sentinel ${m.sentinel.name} (${m.sentinel.threat} threat): ${m.sentinel.requirements.map((r) => r.label).join(", ")}.`);
    if (m.sentinel.villainy.length) lines.push(`Sentinel villainy: ${m.sentinel.villainy.join(" ")}`);
    lines.push(...m.sentinel.rules);
  }
  return lines;
}

export function missionCard(v, m, act, names, reqButton, place = {}) {
  const here = m.heroes.map((h) => names[h]).join(", ");
  const focus = v.decision?.focus?.mission === m.id;
  const body = html`
    ${targetButton(act, place.go?.(`m:${m.id}`), place.goLabel)}
    ${m.under?.length ? html`<p class="muted">On top of ${m.under.join(", then ")}.</p>` : nothing}
    <ol class="pl-objectives">
      ${m.objectives.map((o, i) => html`<li class=${o.done ? "pl-done" : ""}>
        <span class="pl-obj-num" aria-hidden="true">${m.order ? orderArrow() : ""}${i + 1}</span>
        <span class="visually-hidden">Objective ${i + 1}${o.done ? ", complete" : ""}:</span>
        ${o.requirements.map((r) => reqButton(m, r) ?? requirementChip(r))}
        ${o.done ? html`<span class="pl-check">✔ complete</span>` : nothing}
      </li>`)}
    </ol>
    ${m.order ? html`<p class="pl-order">${orderArrow()} Complete the objectives from the top down.${ruleLink(act, "requirements", "objective order")}</p>` : nothing}
    ${"defeat" in m ? html`<p class="pl-defeat">${tokenRow({ success: m.tokens, needed: m.defeat })} <span>Success tokens ${m.tokens} of ${m.defeat}${m.attack ? ` · attack ${m.attack}` : ""}${m.complete ? " · defeated" : ""}${!m.complete && m.sentinel && m.tokens >= m.defeat ? ` · not defeated while ${m.sentinel.name} is attached: destroy it first` : ""}</span></p>` : nothing}
    ${effectLines(act, m)}
    ${m.sentinel ? html`<div class="pl-sentinel kit-card kit-card-sentinel" role="group" aria-label=${`Sentinel ${m.sentinel.name}`} data-kind="sentinel">
      <p class="kit-card-band">${bandMark("sentinel", threatIcons(m.sentinel.threat))}</p>
      <p><strong>Sentinel: ${m.sentinel.name}</strong>${ruleLink(act, "sentinels", "Sentinels")}</p>
      <p>${m.sentinel.requirements.map((r) => reqButton(m, r) ?? requirementChip(r))}</p>
      ${m.sentinel.villainy.length ? html`<p class="pl-fx"><strong>Villainy${ruleLink(act, "villainy", "Villainy")}:</strong> ${m.sentinel.villainy.join(" ")}</p>` : nothing}
      ${m.sentinel.rules.map((r) => html`<p class="pl-fx">${r}</p>`)}
    </div>` : nothing}
    <p class="pl-here-list">${here ? `Here: ${here}` : "No hero here."}</p>`;
  const kind = missionKind(m);
  return cardFrame({
    kind, title: m.name, titleId: `pl-m-${m.id}`, body, threat: m.threat,
    cls: `pl-mission${v.attempt?.mission === m.id ? " pl-attempted" : ""}${focus ? " pl-focus-card" : ""}`,
    fresh: place.fresh?.has(m.id), attrs: { mission: m.id, focus: focus && place.focusHere ? m.id : undefined },
    more: act.sheet ? () => act.sheet({ kind, title: m.name, threat: m.threat, lines: missionLines(m) }) : null,
  });
}

// A small card on a hero: power, assist, mutant or bond, with its ready mark where it has one.
function miniCard(kind, title, text, { ready = null, note = "" } = {}) {
  return html`<div class=${`kit-card kit-mini kit-card-${kind}${ready === false ? " kit-exhausted" : ""}`} data-kind=${kind}>
    <p class="kit-card-band">${bandMark(kind, ready === null ? nothing : readyMark(ready))}</p>
    <p><strong>${title}</strong>${note}: ${text}</p></div>`;
}

function heroCard(v, h) {
  if (h.knocked_out) {
    return html`<article class="pl-hero kit-hero pl-ko" aria-labelledby=${`pl-h-${h.id}`}>
      <div class="kit-hero-head">${heroToken({ id: h.id, name: h.name, out: true })}<h3 id=${`pl-h-${h.id}`}>${h.name}</h3></div><p>Knocked out.</p></article>`;
  }
  return html`<article class="pl-hero kit-hero" aria-labelledby=${`pl-h-${h.id}`} data-hero=${h.id}>
    <div class="kit-hero-head">${heroToken({ id: h.id, name: h.name })}
      <div><h3 id=${`pl-h-${h.id}`}>${h.name}</h3>
      <p class="pl-health">${healthPips({ health: h.health, damage: h.damage, name: h.name })}
        <span>${h.damage} / ${h.health} damage</span></p></div></div>
    <p>At ${h.at_name}.${h.active_this_round ? " Active this round." : ""}${h.assisted_this_round ? " Assisted this round." : ""}</p>
    <p class="pl-dice-row">${diceChips(h.dice)}</p>
    <details><summary>Abilities</summary>
      ${miniCard("power", h.ability.name, h.ability.text, { note: h.ability.used ? " (used this round)" : "" })}
      ${miniCard("assist", `Assist card, ${h.assist.name}`, h.assist.text, { note: ` (${h.assist.dice.join(" and ")} dice)${h.assist_card_with !== h.id ? " — lent this round" : ""}` })}
    </details>
    ${h.mutant ? miniCard("mutant", `Mutant ${h.mutant_name}`, h.mutant_ability.text, { ready: h.mutant_ready, note: ` (${h.mutant_ready ? "ready" : "exhausted"})` }) : nothing}
    ${h.training ? html`<p class="pl-training">${tokenRow({ training: h.training_face })} <strong>Training token:</strong> ${h.training} (counts as ${h.training_face})</p>` : nothing}
    ${h.bonds.map((b) => miniCard("bond", `Bond ${b.name}`, b.text, { ready: b.ready, note: ` (${b.positive ? "positive" : "negative"}${b.ready ? "" : ", exhausted"}${b.with ? `, with ${v.heroes.find((x) => x.id === b.with)?.name ?? ""}` : ""})` }))}
  </article>`;
}

// Board taps for the pending decision: where the chosen hero may deploy, which deck may flip.
function boardTargets(v, ui) {
  const d = v.decision;
  if (!d) return {};
  const ids = new Map(d.options.map((o) => [o.id, o]));
  if (d.kind === "deploy") {
    const hero = ui.deployHero;
    const name = v.heroes.find((h) => h.id === hero)?.name ?? "";
    return { go: (loc) => ids.get(`${hero}@${loc}`), goLabel: `Send ${name} here` };
  }
  if (d.kind === "flip_deck") return { go: (loc) => ids.get(loc) };
  return {};
}

export function board(v, act, reqButton = () => null, ui = {}) {
  const names = Object.fromEntries(v.heroes.map((h) => [h.id, h.name]));
  const decks = Object.entries(v.decks);
  const place = { ...boardTargets(v, ui), focusHere: ui.focusOnBoard, fresh: ui.fresh };
  return html`<div class="pl-board">
    <p class="pl-phase">${v.round ? `Round ${v.round}` : "Setting up"} · ${PHASES[v.phase] ?? v.phase} phase · ${v.difficulty}</p>
    ${threatTrack(v)}
    <section class="pl-story" aria-labelledby="pl-plot">
      <h2 id="pl-plot">Plot: ${v.plot.name}</h2>
      ${Object.entries(v.briefings).map(([id, b]) => html`<div class="pl-briefing kit-card kit-card-briefing" data-kind="briefing">
        <p class="kit-card-band">${bandMark("briefing")}</p>
        <p><strong>Briefing ${b.name}</strong>${b.needed ? html` — ${tokenRow({ success: b.tokens, needed: b.needed })} <span class="pl-progress">${b.tokens}/${b.needed} success tokens</span>` : nothing}${ruleLink(act, "story", "story cards")}</p>
        ${b.lines.map((l) => html`<p class="pl-fx">${l}</p>`)}
      </div>`)}
      ${v.rules.extra_threat ? html`<p class="pl-fx">Cards in play add ${v.rules.extra_threat} threat each threat phase.</p>` : nothing}
    </section>
    <section aria-labelledby="pl-missions-title">
      <h2 id="pl-missions-title">Missions</h2>
      <div class="pl-missions">${repeat(v.missions, (m) => m.id, (m) => missionCard(v, m, act, names, reqButton, place))}</div>
      ${decks.length ? html`<ul class="pl-decks">${decks.map(([k, d]) => {
        const go = place.go?.(`deck:${k}`);
        const words = `${k.replaceAll("_", " ")}: ${d.cards} ${plural(d.cards, "card", "cards")}${d.top_face_up ? ", top face up" : ", face down"}`;
        return html`<li class="pl-deck">${kindIcon("continent")}${words}${go ? html` ${targetButton(act, go, v.decision.kind === "deploy" ? place.goLabel : "Flip it")}` : nothing}</li>`;
      })}</ul>` : nothing}
    </section>
    ${Object.keys(v.school).length ? html`<section aria-labelledby="pl-school-title">
      <h2 id="pl-school-title">School${ruleLink(act, "school", "school cards")}</h2>
      <ul class="pl-school">${Object.entries(v.school).map(([id, s]) => html`<li class="kit-card kit-card-school" data-kind="school"><p class="kit-card-band">${bandMark("school")}</p><strong>${s.name}</strong>: ${s.lines.join(" ")}${s.heroes.length ? ` Here: ${s.heroes.map((h) => names[h]).join(", ")}.` : ""}
        ${targetButton(act, place.go?.(`school:${id}`), place.goLabel)}</li>`)}</ul>
      ${v.school_mutant_cards.length ? html`<p>Mutants at the school: ${v.school_mutant_cards.map((m) => m.name).join(", ")}.</p>` : nothing}
    </section>` : nothing}
    <section aria-labelledby="pl-heroes-title">
      <h2 id="pl-heroes-title">Heroes</h2>
      <div class="pl-heroes">${repeat(v.heroes, (h) => h.id, (h) => heroCard(v, h))}</div>
    </section>
    <details class="pl-piles"><summary>Completed and discarded cards</summary>
      <p>Completed: ${v.completed_cards.map((c) => c.name).join(", ") || "none yet"}.</p>
      <p>Threat discards: ${Object.entries(v.threat_discards).map(([k, xs]) => `${k} ${xs.length}`).join(", ")}. Threat decks: ${Object.entries(v.threat_decks).map(([k, n]) => `${k} ${n}`).join(", ")}.</p>
      <p>Mutant deck ${v.mutant_deck}, discarded mutants: ${v.mutant_discard.map((m) => m.name).join(", ") || "none"}. Bond deck ${v.bond_deck}, discarded ${v.bond_discard}. Villain deck ${v.villain_deck}.</p>
    </details>
  </div>`;
}
