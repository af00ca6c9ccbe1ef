// The home screen, drawn before Python: "Resume" for the session played last (of any kind),
// the saved games and sessions of every game, newest first (each with its game named, and a
// digital game with its plot, round, threat and heroes), and the game picker (dist/games.json,
// written by build.py from core/table/catalog.py). Everything typed by a player is put into
// text nodes, never into markup.
import { storage } from "./storage.js";

const el = (tag, { dataset, ...props } = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  Object.assign(node.dataset, dataset);
  node.append(...children.filter((c) => c != null));
  return node;
};

let games = null; // the catalog, fetched once
async function catalog() {
  if (!games) {
    games = fetch(new URL("./games.json", import.meta.url)).then((r) => (r.ok ? r.json() : []), () => []);
  }
  return games;
}

// Where a saved entry of each storage kind opens.
const OPEN = {
  companion: (id) => `#/companion/${encodeURIComponent(id)}`,
  game: (id) => `#/play/g/${encodeURIComponent(id)}`,
  table: (id) => `#/table/s/${encodeURIComponent(id)}`,
};

const when = (ms) => new Date(ms).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
const text = (x) => (typeof x === "string" ? x : "");
const num = (x) => (Number.isInteger(x) ? x : null);

// What a saved entry is, in words, from what its kind stores beside it: a digital game its
// summary (web/games/mutant-insurrection/play/saves.js), a table companion session the last view it drew
// (web/games/mutant-insurrection/companion/stored-view.js). Anything missing or odd is left out, never guessed.
//   -> { finished, where: "round 3, threat 7" | "", plot: "" | name, heroes: "" | "Storm, Rogue" }
// Read once per revision of an entry (Resume and the list both ask; a save can be large).
const known = new Map();
function details(item) {
  const key = `${item.kind}:${item.id}:${item.rev}:${item.updatedAt}`;
  if (!known.has(key)) known.set(key, readDetails(item));
  return known.get(key);
}

function readDetails(item) {
  let where = "";
  let plot = "";
  let heroes = "";
  let finished = false;
  let cards = "";
  try {
    if (item.kind === "game") {
      const s = storage.load("game", item.id)?.data?.summary;
      if (s && typeof s === "object") {
        finished = Boolean(s.outcome);
        where = place(num(s.round), num(s.threat));
        heroes = Array.isArray(s.heroes) ? s.heroes.map(text).filter(Boolean).join(", ") : "";
        plot = text(s.plot);
        cards = text(s.cards);  // set only when the game plays an older edition of the cards
        if (finished) where = s.outcome === "won" ? "won" : "lost";
      }
    } else if (item.kind === "companion") {
      const v = storage.load("companion-view", item.id)?.data?.view;
      if (v && typeof v === "object") {
        where = place(num(v.round), num(v.threat?.value));
        finished = Boolean(v.outcome);
      }
    }
  } catch { /* a damaged entry: its title alone */ }
  return { finished, where, plot, heroes, cards };
}

function place(round, threat) {
  const parts = [];
  if (round !== null) parts.push(round === 0 ? "setup" : `round ${round}`);
  if (threat !== null) parts.push(`threat ${threat}`);
  return parts.join(", ");
}

// Every saved entry of every kind, newest first; problems reading storage as sentences.
function entries() {
  const items = [];
  const problems = [];
  for (const kind of Object.keys(OPEN)) {
    try {
      items.push(...storage.list(kind).map((item) => ({ ...item, kind })));
    } catch (err) {
      problems.push(err.message);
    }
  }
  items.sort((a, b) => b.updatedAt - a.updatedAt);
  return { items, problems: [...new Set(problems)] };
}

async function gameNames() {
  return Object.fromEntries((await catalog()).filter((g) => g.storage !== "table").map((g) => [g.storage, g.name]));
}

export async function renderGames(list) {
  const all = await catalog();
  list.replaceChildren(...all.map((g) => el("li", { className: "game-pick" },
    el("a", { href: g.href, className: "game-link", dataset: { game: g.id } },
      el("strong", { textContent: g.name }),
      el("small", { textContent: `${g.players[0]}–${g.players[1]} players · ${g.summary}` }),
      g.tracks.length ? el("small", { className: "muted", textContent: `Tracks ${g.tracks.join(", ")}` }) : null))));
}

// The big "Resume" button: the session played last, unless it is over or damaged.
export async function renderResume(button) {
  const names = await gameNames();
  const { items } = entries();
  const last = items.find((item) => !item.damaged);
  const info = last && details(last);
  if (!last || info.finished) {
    button.hidden = true;
    return;
  }
  const game = last.kind === "table" ? null : names[last.kind];
  button.href = OPEN[last.kind](last.id);
  button.dataset.kind = last.kind;
  button.replaceChildren(
    el("span", { className: "resume-what", textContent: info.where ? `Resume — ${info.where}` : "Resume" }),
    el("small", { textContent: [info.plot, info.heroes, info.plot ? null : last.title || "Untitled session", game].filter(Boolean).join(" · ") }),
  );
  button.hidden = false;
}

export async function renderSaved(list) {
  const names = await gameNames();
  const { items, problems } = entries();
  const notes = problems.map((m) => el("li", { className: "error-box", textContent: `Saved sessions cannot be read: ${m}` }));
  // Read-only storage (issue 8): the sessions open, but changes to them won't be kept.
  const readOnly = problems.length ? null : storage.writable();
  if (readOnly) {
    notes.push(el("li", { className: "error-box", id: "storage-note", textContent: items.length
      ? "These sessions can be opened, but this browser is not letting the app change them: changes made now won't be kept."
      : readOnly.message }));
  }
  if (!items.length) {
    list.replaceChildren(...notes, notes.length ? null : el("li", { className: "muted", textContent: "No saved games yet." }));
    return;
  }
  list.replaceChildren(...notes, ...items.map((item) => {
    // a table session's title names its game; the others are named from the catalog
    const game = item.kind === "table" ? null : names[item.kind];
    const info = item.damaged ? { where: "", plot: "", heroes: "" } : details(item);
    const facts = [info.heroes, info.where].filter(Boolean).join(" · ");
    return el("li", {}, el("a", { href: OPEN[item.kind](item.id), dataset: { kind: item.kind } },
      el("div", {},
        el("span", { className: "saved-name", textContent: (info.plot || item.title || "Untitled session") + (item.damaged ? " (damaged)" : "") }),
        facts ? el("small", { className: "saved-facts", textContent: facts }) : null,
        info.cards ? el("small", { className: "saved-cards", textContent: `Plays on ${info.cards}` }) : null,
        game ? el("small", { className: "saved-game", textContent: game }) : null),
      item.updatedAt ? el("time", { dateTime: new Date(item.updatedAt).toISOString(), textContent: when(item.updatedAt) }) : null));
  }));
}

// "Import a game file" on the home screen: the same import as the digital game's home
// (web/games/mutant-insurrection/play/saves.js importGame), then the imported game opens.
export function homeImport(input, box, { engine, navigate }) {
  input.addEventListener("change", async () => {
    const file = input.files[0];
    input.value = "";
    box.hidden = true;
    try {
      const [{ readText }, { importGame }] = await Promise.all([import("./files.js"), import("./games/mutant-insurrection/play/saves.js")]);
      const content = await readText(file);
      await engine.ready;
      const id = await importGame(content, { engine, storage });
      navigate(`#/play/g/${encodeURIComponent(id)}`);
    } catch (err) {
      box.textContent = `This file cannot be imported: ${err.message}`;
      box.hidden = false;
    }
  });
}
