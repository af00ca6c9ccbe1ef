// The setup form of a new table session. The engine supplies every number (heroes per player
// count, decks, flips, starting threat); this module only collects the choices.
import { h, randomSeed } from "./dom.js";
import { jsonProblem, sizeProblem } from "../limits.js";

const FIRST_PICKS = ["Wolverine", "Storm", "Cyclops", "Rogue", "Jubilee", "Beast"];

export function renderSetup(root, options, { onCreate, onImport }) {
  const form = {
    players: 3,
    names: FIRST_PICKS.slice(),
    health: FIRST_PICKS.map(() => options.limits.health.default),
    difficulty: "normal",
    decks: new Set(), // empty: picked at random, as the rulebook does
  };
  const wrap = h("div", { class: "mi-setup" });
  root.replaceChildren(wrap);

  const paint = () => {
    const info = options.players[String(form.players)];
    const error = h("p", { class: "error-box", role: "alert", hidden: true });
    const importError = h("p", { class: "error-box", role: "alert", hidden: true });
    const heroRows = [];
    for (let i = 0; i < info.heroes; i++) {
      const nameId = `mi-hero-${i}`;
      heroRows.push(h("div", { class: "mi-hero-row" },
        h("label", { for: nameId }, `Hero ${i + 1}`),
        h("input", {
          id: nameId, type: "text", value: form.names[i], list: "mi-box-heroes", maxlength: options.limits.name_length,
          autocomplete: "off", autocapitalize: "words", spellcheck: false,
          oninput: (e) => { form.names[i] = e.target.value; },
        }),
        stepper(`Health of hero ${i + 1}`, form.health[i], options.limits.health, (v) => { form.health[i] = v; }),
      ));
    }
    const deckCount = info.decks;
    const chosen = form.decks;
    const deckNote = chosen.size === 0
      ? `${deckCount} of ${options.continents.length} decks, picked at random when you start.`
      : `${chosen.size} of ${deckCount} decks chosen.`;

    wrap.replaceChildren(
      h("h1", {}, "New table session"),
      h("p", { class: "lede" }, "Enter the table once; from then on every tap is saved and can be undone."),
      h("form", {
        class: "mi-form", novalidate: true,
        onsubmit: async (e) => {
          e.preventDefault();
          const setup = {
            players: form.players,
            heroes: form.names.slice(0, info.heroes).map((name, i) => ({ name, health: form.health[i] })),
            difficulty: form.difficulty,
            seed: randomSeed(),
          };
          if (chosen.size) setup.decks = [...chosen];
          const button = e.submitter ?? e.target.querySelector("button[type=submit]");
          button.disabled = true;
          try {
            await onCreate(setup);
          } catch (err) {
            showError(error, err.message);
            button.disabled = false;
          }
        },
      },
        fieldset("Players at the table",
          h("div", { class: "mi-seg mi-seg-tight", role: "group", "aria-label": "Players" },
            Object.keys(options.players).map(Number).map((n) => h("button", {
              type: "button", "aria-pressed": String(n === form.players),
              onclick: () => { form.players = n; form.decks.clear(); paint(); },
            }, String(n)))),
          h("p", { class: "muted" }, info.note)),
        fieldset("Heroes and their health", ...heroRows,
          h("p", { class: "muted" }, "Health is printed on each power card; check it once here.")),
        fieldset("Difficulty",
          h("div", { class: "mi-seg", role: "group", "aria-label": "Difficulty" },
            options.difficulties.map((d) => h("button", {
              type: "button", "aria-pressed": String(d.id === form.difficulty),
              onclick: () => { form.difficulty = d.id; paint(); },
            }, h("span", {}, d.label), h("small", {}, `threat ${d.threat}`))))),
        fieldset("Continent decks",
          h("div", { class: "mi-chips", role: "group", "aria-label": "Continent decks" },
            options.continents.map((c) => h("button", {
              type: "button", "aria-pressed": String(chosen.has(c)),
              onclick: () => { chosen.has(c) ? chosen.delete(c) : chosen.add(c); paint(); },
            }, c))),
          h("p", { class: "muted" }, deckNote, " ",
            `Flip ${info.flips === 1 ? "one mission" : "two missions"} at setup.`)),
        error,
        h("button", { type: "submit", class: "btn primary big mi-start" }, "Start session"),
      ),
      h("details", { class: "mi-import" },
        h("summary", {}, "Open a session file"),
        h("p", { class: "muted" }, "A file exported from this app (on any device)."),
        h("input", {
          type: "file", accept: "application/json,.json", "aria-label": "Session file",
          onchange: async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            let data;
            // Bounded before it is read or parsed: too large or nested too deeply is said in words.
            const problem = sizeProblem(file.size) ?? jsonProblem(await file.text());
            if (problem) {
              showError(importError, `"${file.name}" cannot be opened: ${problem.replace("a session", "a session file")} Nothing was changed.`);
              return;
            }
            try {
              data = JSON.parse(await file.text());
            } catch {
              showError(importError, `"${file.name}" is not a session file exported from this app (it is not JSON). Nothing was changed.`);
              return;
            }
            try {
              importError.hidden = true;
              await onImport(data);
            } catch (err) {
              showError(importError, `"${file.name}" cannot be opened: ${err.message} Nothing was changed.`);
            }
          },
        }),
        importError),
      h("datalist", { id: "mi-box-heroes" }, options.heroes.map((n) => h("option", { value: n }))),
    );
  };
  paint();
}

function fieldset(legend, ...children) {
  return h("fieldset", {}, h("legend", {}, legend), ...children);
}

function showError(box, message) {
  box.textContent = message;
  box.hidden = false;
}

// A number with big minus and plus buttons (typing works too); the bounds come from the engine.
export function stepper(label, value, { min, max }, onChange) {
  const input = h("input", {
    type: "number", inputmode: "numeric", min, max, value, "aria-label": label,
    onchange: () => {
      const v = Math.min(max, Math.max(min, Number.parseInt(input.value, 10) || min));
      input.value = v;
      onChange(v);
    },
  });
  const bump = (d) => () => {
    const v = Math.min(max, Math.max(min, (Number.parseInt(input.value, 10) || min) + d));
    input.value = v;
    onChange(v);
  };
  return h("span", { class: "mi-stepper" },
    h("button", { type: "button", "aria-label": `Less: ${label}`, onclick: bump(-1) }, "−"),
    input,
    h("button", { type: "button", "aria-label": `More: ${label}`, onclick: bump(1) }, "+"));
}
