// Draws a session from the engine's view. Every number, label, disabled state and prompt comes
// from the view (core/games/mutant_insurrection/companion/view.py); this module only lays them out and wires the taps.
//   act.cmd(command)  act.undo()  act.redo()  act.exportFile()  act.remove()  act.home()
//   ui: { tab, open: Set of open <details> keys, pool: {red, yellow, blue}, pick: {...}, confirm }
import { h, randomSeed } from "./dom.js";
import { oddsCard } from "./odds.js";
import { stepper } from "./setup-form.js";

export const TABS = [
  ["table", "Table", "◎"],
  ["heroes", "Heroes", "♥"],
  ["missions", "Missions", "!"],
  ["dice", "Dice", "⚄"],
  ["log", "Log", "≡"],
];

const SECTION_WORDS = { green: "Green", yellow: "Yellow", red: "Red" };

export function renderSession(root, view, ui, act, notices) {
  const panels = {
    table: tablePanel(view, ui, act),
    heroes: heroesPanel(view, ui, act),
    missions: missionsPanel(view, ui, act),
    dice: dicePanel(view, ui, act),
    log: logPanel(view, ui, act),
  };
  const screen = h("div", { class: "mi-companion", dataset: { tab: ui.tab } },
    h("h1", { class: "visually-hidden" }, "Table session"),
    notices,
    view.outcome && h("div", {
      class: `mi-outcome mi-${view.outcome.result}`, role: "alert",
    }, h("strong", {}, view.outcome.result === "win" ? "Victory" : "Defeat"), " ",
      view.outcome.message, " ",
      h("span", { class: "muted" }, "Undo to go back."),
      view.outcome.rescue && h("button", {
        type: "button", class: "primary mi-rescue", "data-k": "rescue",
        onclick: () => act.cmd(view.outcome.rescue.command),
      }, view.outcome.rescue.label)),
    h("div", { class: "mi-panels" },
      TABS.map(([id, label]) => h("section", {
        id: `mi-panel-${id}`, class: "mi-panel", role: "tabpanel",
        "aria-labelledby": `mi-tab-${id}`, dataset: { panel: id },
      }, h("h2", { class: "mi-panel-title" }, label), panels[id]))),
    dock(view, ui, act),
  );
  root.replaceChildren(screen);
}

// ------------------------------------------------------------------------------------ dock

function dock(view, ui, act) {
  const t = view.threat;
  return h("div", { class: "mi-dock" },
    h("div", { class: "mi-dock-row" },
      h("button", {
        type: "button", class: "mi-undo", "data-k": "undo", disabled: !view.can_undo,
        onclick: act.undo, "aria-label": "Undo",
        title: view.history.length ? `Undo: ${view.history[0].text}` : "Nothing to undo",
      }, "↶ ", h("span", {}, "Undo")),
      h("button", {
        type: "button", class: `mi-threat-chip mi-${t.section}`, "data-k": "chip",
        onclick: () => act.tab("table"), title: "Show the threat track",
      }, h("span", { class: "mi-chip-label" }, "Threat"), h("strong", { id: "mi-threat-chip" }, String(t.value)),
        h("span", {}, SECTION_WORDS[t.section])),
      h("button", {
        type: "button", class: "mi-round-chip", id: "mi-round-chip", "data-k": "round-chip",
        title: "Show this phase's checklist",
        onclick: () => {
          act.tab("table");
          document.querySelector(".mi-round")?.scrollIntoView({ block: "start" });
        },
      }, view.round ? `Round ${view.round}` : "Setup",
        h("br"), h("small", {}, view.round ? view.phase_label : "before round 1")),
      h("button", {
        type: "button", class: "mi-redo", "data-k": "redo", disabled: !view.can_redo,
        onclick: act.redo, "aria-label": "Redo",
      }, h("span", {}, "Redo"), " ↷")),
    h("nav", {
      class: "mi-tabs", role: "tablist", "aria-label": "Session sections",
      onkeydown: (e) => { // arrow keys move between tabs, as in any tab list
        const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
        if (!step) return;
        const i = TABS.findIndex(([id]) => id === ui.tab);
        act.tab(TABS[(i + step + TABS.length) % TABS.length][0]);
        e.preventDefault();
      },
    },
      TABS.map(([id, label, icon]) => h("button", {
        type: "button", role: "tab", id: `mi-tab-${id}`, "data-k": `tab-${id}`,
        "aria-selected": String(ui.tab === id), "aria-controls": `mi-panel-${id}`,
        tabindex: ui.tab === id ? "0" : "-1",
        onclick: () => act.tab(id),
      }, h("span", { "aria-hidden": "true", class: "mi-tab-icon" }, icon), label,
        id === "heroes" && view.replacements.length ? h("span", { class: "mi-badge" }, "!") : null))),
  );
}

// ------------------------------------------------------------------------------------ table

function tablePanel(view, ui, act) {
  const t = view.threat;
  return [
    view.replacements.map((r) => h("button", {
      type: "button", class: "mi-card mi-replace-note", "data-k": `note-${r.hero}`,
      onclick: () => act.tab("heroes"),
    }, `${r.prompt} Choose on the Heroes page →`)),
    h("div", { class: `mi-card mi-threat mi-${t.section}` },
      h("div", { class: "mi-threat-head" },
        h("button", {
          type: "button", class: "mi-big mi-lower", "data-k": "threat-down", disabled: !t.can_lower,
          onclick: () => act.cmd({ op: "threat", delta: -1 }), "aria-label": "Lower threat",
        }, "−"),
        h("div", { class: "mi-threat-value", role: "status", "aria-live": "polite" },
          h("span", { class: "mi-threat-number", id: "mi-threat-value" }, String(t.value)),
          h("span", { class: "mi-threat-section", id: "mi-threat-section" },
            `${SECTION_WORDS[t.section]} section`)),
        h("button", {
          type: "button", class: "mi-big mi-raise", "data-k": "threat-up", disabled: !t.can_raise,
          onclick: () => act.cmd({ op: "threat", delta: 1 }), "aria-label": "Raise threat",
        }, "+")),
      h("ol", { class: "mi-track", "aria-label": "Threat track" },
        t.track.map((s) => h("li", {
          class: `mi-${s.section}${s.space === t.value ? " mi-here" : ""}`,
          "aria-current": s.space === t.value ? "step" : null,
          title: `${s.space}: ${s.section}`,
        }, String(s.space)))),
      h("p", { class: "mi-req" }, t.requirements),
      h("p", { class: t.deck ? "" : "mi-warn" }, t.deck_text),
      t.warning && h("p", { class: "mi-warn" }, t.warning),
      details(ui, "threat-decks", "Threat decks (cards left)",
        h("div", { class: "mi-decks" }, t.decks.map((d) => h("div", { class: `mi-deck mi-${d.deck}` },
          h("span", {}, `${SECTION_WORDS[d.deck]}: ${d.count}`),
          h("button", {
            type: "button", disabled: !d.can_less, "data-k": `deck-${d.deck}-less`,
            "aria-label": `One card fewer in the ${d.deck} deck`,
            onclick: () => act.cmd({ op: "threat_deck", deck: d.deck, delta: -1 }),
          }, "−"),
          h("button", {
            type: "button", disabled: !d.can_more, "data-k": `deck-${d.deck}-more`,
            "aria-label": `One card more in the ${d.deck} deck`,
            onclick: () => act.cmd({ op: "threat_deck", deck: d.deck, delta: 1 }),
          }, "+"))))),
    ),
    roundCard(view, ui, act),
  ];
}

function roundCard(view, ui, act) {
  return h("div", { class: "mi-card mi-round" },
    h("h3", {}, view.round ? `Round ${view.round} · ${view.phase_label} phase` : "Setup"),
    view.round ? h("ol", { class: "mi-phases" }, view.phases.map((p) => h("li", {
      class: p.current ? "mi-current" : "", "aria-current": p.current ? "step" : null,
    }, p.label))) : null,
    h("ul", { class: "mi-steps" }, view.steps.map((s) => h("li", { class: s.done ? "mi-done" : "" },
      h("button", {
        type: "button", class: "mi-check", "aria-pressed": String(s.done), "data-k": `step-${s.id}`,
        disabled: view.locked, onclick: () => act.cmd({ op: "check", step: s.id }),
      }, h("span", { class: "mi-box", "aria-hidden": "true" }, s.done ? "✓" : ""), h("span", {}, s.text)),
      s.action && h("button", {
        type: "button", class: "primary mi-step-action", "data-k": `action-${s.id}`,
        disabled: !s.action_enabled, onclick: () => act.cmd(s.action),
      }, s.action_label),
      s.action_hint && h("p", { class: "muted mi-hint" }, s.action_hint)))),
    h("p", { class: "muted" },  // the hero count icon on cards means this number all game
      `Hero count ${view.hero_count} · ${view.difficulty} · decks: ${view.decks.join(", ")}`),
    h("button", {
      type: "button", class: "btn primary big mi-next", "data-k": "next-phase",
      disabled: !view.next_phase.enabled, onclick: () => act.cmd({ op: "next_phase" }),
    }, `${view.next_phase.label} →`),
    view.next_phase.reason && !view.locked && h("p", { class: "mi-warn" }, view.next_phase.reason),
    view.next_phase.note && h("p", { class: "muted" }, view.next_phase.note),
  );
}

function replacementsBox(view, ui, act) {
  if (!view.replacements.length) return null;
  return view.replacements.map((r) => {
    const pick = ui.pick[r.hero] ?? { name: "", health: view.limits.health.default };
    ui.pick[r.hero] = pick;
    const bring = (name) => act.cmd({ op: "replace", hero: r.hero, name, health: pick.health });
    const nameInput = h("input", {
      type: "text", value: pick.name, maxlength: view.limits.name_length,
      "aria-label": `Another name instead of ${r.name}`, placeholder: "Another name",
      oninput: (e) => { pick.name = e.target.value; },
    });
    return h("div", { class: "mi-card mi-replace", role: "alert" },
      h("h3", {}, `Replace ${r.name}`),
      h("p", {}, r.prompt, " ", h("span", { class: "muted" }, `${r.unused} unused in the box.`)),
      h("div", { class: "mi-row" }, h("span", {}, "Health"),
        stepper("Health of the new hero", pick.health, view.limits.health, (v) => { pick.health = v; })),
      h("p", { class: "muted" }, "Tap the new hero:"),
      h("div", { class: "mi-chips" }, r.options.map((name) => h("button", {
        type: "button", "data-k": `pick-${r.hero}-${name}`, onclick: () => bring(name),
      }, name))),
      h("form", { class: "mi-row", onsubmit: (e) => { e.preventDefault(); bring(nameInput.value); } },
        nameInput, h("button", { type: "submit", "data-k": `replace-${r.hero}` }, "Bring in")));
  });
}

// ------------------------------------------------------------------------------------ heroes

function heroesPanel(view, ui, act) {
  return [
    replacementsBox(view, ui, act),
    h("div", { class: "mi-heroes" }, view.heroes.map((hero) => heroCard(view, hero, ui, act))),
    view.knocked_out.length ? h("p", { class: "muted" }, `Knocked out this game: ${view.knocked_out.join(", ")}.`) : null,
  ];
}

function heroCard(view, hero, ui, act) {
  const id = hero.id;
  const pct = Math.min(100, Math.round((hero.damage / hero.health) * 100));
  const toggle = (op, on, label) => h("button", {
    type: "button", class: "mi-toggle", "aria-pressed": String(on), disabled: !hero.enabled,
    "data-k": `${op}-${id}`, onclick: () => act.cmd({ op, hero: id }),
  }, on ? "✓ " : "", label);
  return h("article", {
    class: `mi-card mi-hero${hero.out ? " mi-out" : ""}`, "aria-label": hero.name,
    dataset: { hero: String(id) },
  },
    h("header", {},
      h("h3", {}, hero.name),
      h("span", { class: hero.out ? "mi-ko" : "muted", "data-role": "status" }, hero.status)),
    h("div", { class: "mi-damage" },
      h("button", {
        type: "button", class: "mi-big", disabled: !hero.can_heal, "data-k": `heal-${id}`,
        "aria-label": `Heal ${hero.name}`, onclick: () => act.cmd({ op: "damage", hero: id, delta: -1 }),
      }, "−"),
      h("div", { class: "mi-health" },
        h("span", { class: "mi-dmg-text" }, h("strong", { "data-role": "damage" }, String(hero.damage)),
          ` / ${hero.health} damage`),
        h("span", { class: "mi-meter", role: "meter", "aria-valuemin": "0", "aria-valuemax": String(hero.health),
          "aria-valuenow": String(hero.damage), "aria-label": `${hero.name} damage` },
          h("span", { style: { width: `${pct}%` } }))),
      h("button", {
        type: "button", class: "mi-big", disabled: !hero.can_hurt, "data-k": `hurt-${id}`,
        "aria-label": `Damage ${hero.name}`, onclick: () => act.cmd({ op: "damage", hero: id, delta: 1 }),
      }, "+")),
    h("div", { class: "mi-row" },
      toggle("assist", hero.assisted, "Assisted"),
      toggle("active", hero.active, "Was active"),
      hero.mission_name && h("span", { class: "muted" }, `At ${hero.mission_name}`)),
    hero.out ? null : details(ui, `hero-${id}`, heroSummary(hero), heroMore(view, hero, act)),
  );
}

function heroSummary(hero) {
  const bits = [];
  bits.push(hero.training_label ? `Token ${hero.training_label}` : "No token");
  bits.push(hero.mutant ? `${hero.mutant} (${hero.mutant_exhausted ? "exhausted" : "ready"})` : "No mutant");
  bits.push(`${hero.bonds.length} bond${hero.bonds.length === 1 ? "" : "s"}`);
  return bits.join(" · ");
}

function heroMore(view, hero, act) {
  const id = hero.id;
  const fix = { health: hero.health };
  const mutantInput = h("input", { type: "text", maxlength: view.limits.name_length, placeholder: "Mutant name (optional)", "aria-label": `Mutant for ${hero.name}` });
  const bondSelect = h("select", { "aria-label": `Bond partner for ${hero.name}` },
    hero.can_bond_with.map((o) => h("option", { value: String(o.id) }, o.name)));
  const deploySelect = h("select", {
    "aria-label": `Where ${hero.name} is deployed`,
    onchange: (e) => act.cmd({ op: "deploy", hero: id, mission: e.target.value ? Number(e.target.value) : null }),
  }, h("option", { value: "" }, "Not on a mission"),
    view.deploy_targets.map((m) => h("option", {
      value: String(m.id), selected: hero.mission === m.id, disabled: m.full && hero.mission !== m.id,
    }, m.full && hero.mission !== m.id ? `${m.name} (full)` : m.name)));
  return h("div", { class: "mi-more" },
    h("h4", {}, "Training token"),
    h("div", { class: "mi-seg", role: "group", "aria-label": `Training token of ${hero.name}` },
      h("button", {
        type: "button", "aria-pressed": String(!hero.training), "data-k": `train-${id}-none`,
        onclick: () => act.cmd({ op: "training", hero: id, type: null }),
      }, "None"),
      view.training_options.map((t) => h("button", {
        type: "button", "aria-pressed": String(hero.training === t.type), "data-k": `train-${id}-${t.type}`,
        onclick: () => act.cmd({ op: "training", hero: id, type: t.type }),
      }, t.label))),
    h("h4", {}, "Mutant"),
    hero.mutant
      ? h("div", { class: "mi-row" },
        h("span", {}, hero.mutant, " — ", h("strong", {}, hero.mutant_exhausted ? "exhausted" : "ready")),
        h("button", { type: "button", "data-k": `exhaust-${id}`, onclick: () => act.cmd({ op: "mutant_exhaust", hero: id }) },
          hero.mutant_exhausted ? "Ready it" : "Exhaust"),
        h("button", { type: "button", "data-k": `unmutant-${id}`, onclick: () => act.cmd({ op: "mutant", hero: id, name: null }) },
          "Leave at school"))
      : h("form", {
        class: "mi-row", onsubmit: (e) => { e.preventDefault(); act.cmd({ op: "mutant", hero: id, name: mutantInput.value.trim() || "Mutant" }); },
      }, mutantInput, h("button", { type: "submit" }, "Take mutant")),
    h("h4", {}, "Bonds (up to two)"),
    hero.bonds.length ? h("ul", { class: "mi-bonds" }, hero.bonds.map((b) => h("li", {},
      h("span", {}, `With ${b.with_name}: `, h("strong", {}, b.positive ? "+ positive" : "− negative"),
        b.exhausted ? " · exhausted" : " · ready"),
      h("button", { type: "button", "data-k": `tire-${id}-${b.with}`, onclick: () => act.cmd({ op: "bond_exhaust", hero: id, other: b.with }) },
        b.exhausted ? "Ready it" : "Exhaust"),
      h("button", { type: "button", "data-k": `flip-${id}-${b.with}`, onclick: () => act.cmd({ op: "bond_flip", hero: id, other: b.with }) }, "Flip both"),
      h("button", { type: "button", "data-k": `unbond-${id}-${b.with}`, onclick: () => act.cmd({ op: "bond_discard", hero: id, other: b.with }) }, "Discard both"),
    ))) : h("p", { class: "muted" }, "No bonds."),
    hero.can_bond_with.length ? h("div", { class: "mi-row" }, bondSelect,
      h("button", { type: "button", onclick: () => act.cmd({ op: "bond", hero: id, other: Number(bondSelect.value), positive: true }) }, "+ Positive bond"),
      h("button", { type: "button", onclick: () => act.cmd({ op: "bond", hero: id, other: Number(bondSelect.value), positive: false }) }, "− Negative bond"))
      : null,
    h("h4", {}, "Deployed to"),
    deploySelect,
    h("h4", {}, "Health (to correct a mistake)"),
    h("div", { class: "mi-row" },
      stepper(`Health of ${hero.name}`, hero.health, view.limits.health, (v) => { fix.health = v; }),
      h("button", { type: "button", "data-k": `health-${id}`, onclick: () => act.cmd({ op: "health", hero: id, health: fix.health }) }, "Set health")),
  );
}

// ------------------------------------------------------------------------------------ missions

function missionsPanel(view, ui, act) {
  if (view.showdown) return showdownCard(view, ui, act);
  const lim = view.limits;
  const name = h("input", { type: "text", maxlength: lim.name_length, placeholder: "Mission name (optional)", "aria-label": "Mission name" });
  const form = { threat: lim.icons.default };
  const villain = h("input", { type: "checkbox", "aria-label": "Villain mission" });
  const story = h("input", { type: "checkbox", "aria-label": "Story mission" });
  return [
    h("div", { class: "mi-card" },
      h("h3", {}, "Threat phase arithmetic"),
      h("p", {}, view.arithmetic.text)),
    view.missions.length ? h("div", { class: "mi-missions" }, view.missions.map((m) => missionCard(m, lim, ui, act)))
      : h("p", { class: "muted" }, "No face-up missions yet. Add each one as it is flipped."),
    view.can_add_mission && h("form", {
      "aria-label": "Add a face-up mission",
      class: "mi-card mi-add-mission",
      onsubmit: (e) => {
        e.preventDefault();
        act.cmd({ op: "mission_add", name: name.value, threat: form.threat, villain: villain.checked, story: story.checked });
      },
    },
      h("h3", {}, "Add a face-up mission"),
      name,
      h("div", { class: "mi-row" }, h("span", {}, "! icons"), stepper("Threat icons of the mission", form.threat, lim.icons, (v) => { form.threat = v; })),
      h("div", { class: "mi-row" },
        h("label", { class: "mi-check-label" }, villain, " Villain"),
        h("label", { class: "mi-check-label" }, story, " Story mission")),
      h("button", { type: "submit", class: "primary" }, "Add mission")),
    h("div", { class: "mi-card" },
      h("h3", {}, `Completed missions: ${view.completed.length}`),
      view.completed.length ? h("p", {}, view.completed.map((c) => c.name + (c.villain ? " (villain)" : "")).join(", ")) : null,
      h("div", { class: "mi-row" },
        h("span", {}, `Villains the school can spend: ${view.villains_available}`),
        h("button", {
          type: "button", disabled: view.locked || !view.villains_available, "data-k": "spend-villain",
          onclick: () => act.cmd({ op: "spend_villain" }),
        }, "Spend one"))),
    view.can_start_showdown && details(ui, "showdown-form", "Start the showdown", showdownForm(view, ui, act)),
  ];
}

function missionCard(m, lim, ui, act) {
  const id = m.id;
  const sentinelName = h("input", { type: "text", maxlength: lim.name_length, placeholder: "Sentinel name", "aria-label": `Sentinel on ${m.name}` });
  const sent = { threat: lim.icons.default };
  return h("article", { class: "mi-card mi-mission", "aria-label": m.name },
    h("header", {},
      h("h3", {}, m.name),
      h("span", { class: "mi-icons", "aria-label": `${m.icons} threat icons` }, `${m.icons} !`)),
    h("p", { class: "muted" }, [m.villain && "Villain", m.story && "Story mission",
      m.heroes.length ? `Heroes: ${m.heroes.join(", ")}` : "No hero here"].filter(Boolean).join(" · ")),
    h("div", { class: "mi-row" },
      h("span", {}, "Success tokens"),
      h("button", { type: "button", disabled: !m.enabled || !m.success, "data-k": `ms-less-${id}`, "aria-label": `Remove a success token from ${m.name}`,
        onclick: () => act.cmd({ op: "mission_success", mission: id, delta: -1 }) }, "−"),
      h("strong", {}, String(m.success)),
      h("button", { type: "button", disabled: !m.enabled, "data-k": `ms-more-${id}`, "aria-label": `Add a success token to ${m.name}`,
        onclick: () => act.cmd({ op: "mission_success", mission: id, delta: 1 }) }, "+")),
    m.sentinel
      ? h("div", { class: "mi-row mi-sentinel" },
        h("span", {}, `Sentinel ${m.sentinel.name} (${m.sentinel.threat} !)`),
        h("button", { type: "button", disabled: !m.enabled, onclick: () => act.cmd({ op: "sentinel_discard", mission: id }) }, "Discard Sentinel"))
      : details(ui, `sentinel-${id}`, "Attach a Sentinel",
        h("form", { class: "mi-row", onsubmit: (e) => { e.preventDefault(); act.cmd({ op: "sentinel", mission: id, name: sentinelName.value || "Sentinel", threat: sent.threat }); } },
          sentinelName, stepper(`Threat icons of the Sentinel on ${m.name}`, sent.threat, lim.icons, (v) => { sent.threat = v; }),
          h("button", { type: "submit" }, "Attach"))),
    h("div", { class: "mi-row" },
      h("button", { type: "button", class: "primary", disabled: !m.can_complete, "data-k": `complete-${id}`,
        onclick: () => act.cmd({ op: "mission_complete", mission: id }) }, "Complete ✓"),
      h("button", { type: "button", disabled: !m.enabled, "data-k": `remove-${id}`,
        onclick: () => act.cmd({ op: "mission_remove", mission: id }) }, "Remove from play")),
    m.complete_hint && h("p", { class: "muted" }, m.complete_hint),
    m.covers_name && h("p", { class: "muted" }, `On top of ${m.covers_name}, which returns when this card goes.`),
    villainForm(m, lim, ui, act),
  );
}

function villainForm(m, lim, ui, act) {
  const name = h("input", { type: "text", maxlength: lim.name_length, placeholder: "Villain name", "aria-label": `Villain replacing ${m.name}` });
  const form = { threat: lim.icons.default };
  return details(ui, `villain-${m.id}`, "A villain replaces it",
    h("form", {
      class: "mi-row",
      onsubmit: (e) => { e.preventDefault(); act.cmd({ op: "villain_replace", mission: m.id, name: name.value, threat: form.threat }); },
    }, name, stepper(`Threat icons of the villain on ${m.name}`, form.threat, lim.icons, (v) => { form.threat = v; }),
      h("button", { type: "submit", disabled: !m.enabled }, "Place villain")),
    h("p", { class: "muted" }, "Heroes and any Sentinel move to the villain; success tokens here go back."));
}

function showdownForm(view, ui, act) {
  const lim = view.limits;
  const blank = () => ({ name: "", defeat: lim.defeat.default, attack: lim.attack.default, effect: "" });
  ui.showdown ??= Array.from({ length: lim.showdown_missions.min }, blank);
  const rows = ui.showdown;
  return h("form", {
    class: "mi-showdown-form",
    onsubmit: (e) => { e.preventDefault(); act.cmd({ op: "showdown_start", missions: rows }); },
  },
    h("p", { class: "muted" }, "Left to right, as the cards lie. Continent missions are set aside and the next round starts with deploy."),
    h("p", { class: "muted" }, `Hero count for defeat values that use it: ${view.hero_count}.`),
    rows.map((row, i) => h("fieldset", {},
      h("legend", {}, `Showdown mission ${i + 1}`),
      h("input", { type: "text", value: row.name, maxlength: lim.name_length, placeholder: "Name", "aria-label": `Showdown mission ${i + 1} name`,
        oninput: (e) => { row.name = e.target.value; } }),
      h("div", { class: "mi-row" }, h("span", {}, "Defeat value"), stepper(`Defeat value of showdown mission ${i + 1}`, row.defeat, lim.defeat, (v) => { row.defeat = v; })),
      i === 0 && h("div", { class: "mi-row" }, h("span", {}, "Attack value"), stepper("Attack value", row.attack, lim.attack, (v) => { row.attack = v; })),
      h("input", { type: "text", value: row.effect, maxlength: lim.effect_length, placeholder: "Threat effect (optional)", "aria-label": `Threat effect of showdown mission ${i + 1}`,
        oninput: (e) => { row.effect = e.target.value; } }))),
    h("div", { class: "mi-row" },
      rows.length < lim.showdown_missions.max && h("button", { type: "button", onclick: () => { rows.push(blank()); act.repaint(); } }, "Add a mission"),
      rows.length > lim.showdown_missions.min && h("button", { type: "button", onclick: () => { rows.pop(); act.repaint(); } }, "Remove the last")),
    h("button", { type: "submit", class: "primary big" }, "Start the showdown"));
}

function showdownCard(view, ui, act) {
  const sd = view.showdown;
  return [
    h("div", { class: "mi-card mi-showdown-info" },
      h("h3", {}, "Showdown"),
      h("p", {}, `Attack in each threat phase: ${sd.attack} damage to every hero in play.`),
      sd.effects.length ? h("ol", {}, sd.effects.map((e) => h("li", {}, e))) : h("p", { class: "muted" }, "No threat effects left.")),
    h("div", { class: "mi-missions" }, sd.missions.map((m) => h("article", {
      class: `mi-card mi-mission${m.defeated ? " mi-defeated" : ""}`, "aria-label": m.name,
    },
      h("header", {}, h("h3", {}, m.name), h("span", {}, m.defeated ? "✓ Defeated" : `${m.left} to go`)),
      m.effect && h("p", { class: "muted" }, m.effect),
      h("p", { class: "muted" }, m.heroes.length ? `Heroes: ${m.heroes.join(", ")}` : "No hero here"),
      h("div", { class: "mi-row" },
        h("span", {}, "Success tokens"),
        h("button", { type: "button", disabled: !m.can_less, "data-k": `sd-less-${m.id}`, "aria-label": `Remove a success token from ${m.name}`,
          onclick: () => act.cmd({ op: "showdown_success", mission: m.id, delta: -1 }) }, "−"),
        h("strong", {}, `${m.success} / ${m.defeat}`),
        h("button", { type: "button", disabled: !m.can_more, "data-k": `sd-more-${m.id}`, "aria-label": `Add a success token to ${m.name}`,
          onclick: () => act.cmd({ op: "showdown_success", mission: m.id, delta: 1 }) }, "+"))))),
  ];
}

// ------------------------------------------------------------------------------------ dice

const COLORS = [["red", "Red", "fight"], ["yellow", "Yellow", "power"], ["blue", "Blue", "teamwork"]];

function dicePanel(view, ui, act) {
  const d = view.dice;
  const total = ui.pool.red + ui.pool.yellow + ui.pool.blue;
  const reroll = (extra) => {
    const command = { op: "dice_reroll", seed: randomSeed(), extra, villainy_resolved: false };
    if (d.villainy_prompt) { ui.confirm = { command, text: d.villainy_prompt }; act.repaint(); return; }
    act.cmd(command);
  };
  return [
    d && h("div", { class: "mi-card mi-results" },
      h("h3", {}, "Results"),
      h("p", { class: "muted" }, "Tap dice to choose them for a reroll."),
      h("div", { class: "mi-dice" }, d.dice.map((die) => h("button", {
        type: "button", class: `mi-die mi-die-${die.color}${die.selected ? " mi-selected" : ""}`,
        "aria-pressed": String(die.selected), "data-k": `die-${die.index}`, "data-face": die.face,
        onclick: () => act.cmd({ op: "dice_select", index: die.index }),
      }, h("span", { class: "mi-die-symbol", "aria-hidden": "true" }, die.symbol),
        h("span", { class: "mi-die-word" }, die.face),
        h("span", { class: "mi-die-color" }, `${die.color} die`),
        die.selected && h("span", { class: "mi-die-flag" }, "↻ reroll"))),
      d.tokens.map((t) => h("span", { class: "mi-die mi-token", "data-face": t.face },
        h("span", { class: "mi-die-symbol", "aria-hidden": "true" }, t.symbol),
        h("span", { class: "mi-die-word" }, t.face),
        h("span", { class: "mi-die-color" }, `${t.name}'s token`)))),
      h("p", { class: "mi-summary" }, d.summary_text),
      ui.confirm ? h("div", { class: "mi-confirm", role: "alertdialog", "aria-label": "Villainy" },
        h("p", {}, ui.confirm.text),
        h("div", { class: "mi-row" },
          h("button", { type: "button", class: "primary", "data-k": "villainy-ok",
            onclick: () => { const c = { ...ui.confirm.command, villainy_resolved: true }; ui.confirm = null; act.cmd(c); } }, "Done — reroll"),
          h("button", { type: "button", "data-k": "villainy-cancel", onclick: () => { ui.confirm = null; act.repaint(); } }, "Cancel")))
        : h("div", { class: "mi-row" },
          h("button", { type: "button", class: "primary", disabled: !d.can_reroll, "data-k": "reroll", onclick: () => reroll(false) },
            d.reroll_label),
          h("button", { type: "button", disabled: !d.can_extra, "data-k": "extra-reroll", onclick: () => reroll(true) },
            `Extra reroll (ability)${d.extra_used ? ` · ${d.extra_used} used` : ""}`)),
      view.token_heroes.length ? h("div", { class: "mi-row" }, h("span", {}, "Spend a training token:"),
        view.token_heroes.map((t) => h("button", { type: "button", "data-k": `token-${t.id}`,
          onclick: () => act.cmd({ op: "dice_token", hero: t.id }) }, `${t.name}: ${t.training}`))) : null,
      h("button", { type: "button", "data-k": "dice-clear", onclick: () => act.cmd({ op: "dice_clear" }) }, "Clear the dice")),
    h("div", { class: "mi-card mi-pool" },
      h("h3", {}, "Dice pool"),
      COLORS.map(([c, label, best]) => h("div", { class: `mi-row mi-pool-row` },
        h("span", { class: `mi-swatch mi-die-${c}`, "aria-hidden": "true" }, label[0]),
        h("span", { class: "mi-pool-label" }, `${label} `, h("small", { class: "muted" }, `best at ${best}`)),
        h("button", { type: "button", "aria-label": `One ${c} die fewer`, disabled: !ui.pool[c], "data-k": `pool-${c}-less`,
          onclick: () => { ui.pool[c]--; act.repaint(); } }, "−"),
        h("strong", { "data-role": `pool-${c}` }, String(ui.pool[c])),
        h("button", { type: "button", "aria-label": `One ${c} die more`, disabled: ui.pool[c] >= view.limits.dice_per_color, "data-k": `pool-${c}-more`,
          onclick: () => { ui.pool[c]++; act.repaint(); } }, "+"))),
      h("button", {
        type: "button", class: "btn primary big", disabled: !total, "data-k": "roll",
        onclick: () => act.cmd({ op: "dice_roll", pool: { ...ui.pool }, seed: randomSeed() }, ".mi-results"),
      }, `Roll ${total} ${total === 1 ? "die" : "dice"}`)),
    oddsCard(view, ui, act),
  ];
}

// ------------------------------------------------------------------------------------ log

function logPanel(view, ui, act) {
  return [
    h("div", { class: "mi-card" },
      h("h3", {}, "Recent changes"),
      view.history.length ? h("ol", { class: "mi-history" }, view.history.map((line) => h("li", {},
        h("span", { class: "mi-when" }, line.when), " ", line.text)))
        : h("p", { class: "muted" }, "Nothing yet. Every tap will show here, newest first.")),
    h("div", { class: "mi-card" },
      h("h3", {}, "This session"),
      h("p", {}, view.title),
      h("p", { class: "muted", id: "mi-wake" }, ui.wake),
      h("div", { class: "mi-row" },
        h("button", { type: "button", onclick: act.exportFile }, "Export to a file"),
        h("button", { type: "button", onclick: act.home }, "All sessions"),
        h("button", { type: "button", class: "mi-danger", onclick: act.remove }, "Delete session"))),
  ];
}

// ------------------------------------------------------------------------------------ shared

function details(ui, key, summary, ...content) {
  return h("details", {
    open: ui.open.has(key), "data-k": `details-${key}`,
    ontoggle: (e) => {
      if (e.target.open === ui.open.has(key)) return; // drawn open: nothing changed
      if (e.target.open) ui.open.add(key); else ui.open.delete(key);
      ui.remember?.();
    },
  }, h("summary", {}, summary), ...content);
}
