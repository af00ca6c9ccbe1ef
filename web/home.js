// The home screen, drawn before Python: the game picker (dist/games.json, written by build.py
// from core/table/catalog.py) and the saved sessions of every game, newest first, each with
// its game named. Everything typed by a player is put into text nodes, never into markup.
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

export async function renderGames(list) {
  const all = await catalog();
  list.replaceChildren(...all.map((g) => el("li", { className: "game-pick" },
    el("a", { href: g.href, className: "game-link", dataset: { game: g.id } },
      el("strong", { textContent: g.name }),
      el("small", { textContent: `${g.players[0]}–${g.players[1]} players · ${g.summary}` }),
      g.tracks.length ? el("small", { className: "muted", textContent: `Tracks ${g.tracks.join(", ")}` }) : null))));
}

export async function renderSaved(list) {
  const names = Object.fromEntries((await catalog()).filter((g) => g.storage !== "table").map((g) => [g.storage, g.name]));
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
  const notes = [...new Set(problems)].map((m) => el("li", { className: "error-box", textContent: `Saved sessions cannot be read: ${m}` }));
  // Read-only storage (issue 8): the sessions open, but changes to them won't be kept.
  const readOnly = problems.length ? null : storage.writable();
  if (readOnly) {
    notes.push(el("li", { className: "error-box", id: "storage-note", textContent: items.length
      ? "These sessions can be opened, but this browser is not letting the app change them: changes made now won't be kept."
      : readOnly.message }));
  }
  if (!items.length) {
    list.replaceChildren(...notes, notes.length ? null : el("li", { className: "muted", textContent: "No saved sessions yet." }));
    return;
  }
  list.replaceChildren(...notes, ...items.map((item) => {
    const date = new Date(item.updatedAt);
    // a table session's title names its game; the others are named from the catalog
    const game = item.kind === "table" ? null : names[item.kind];
    return el("li", {}, el("a", { href: OPEN[item.kind](item.id), dataset: { kind: item.kind } },
      el("div", {},
        el("span", { textContent: (item.title || "Untitled session") + (item.damaged ? " (damaged)" : "") }),
        game ? el("small", { className: "saved-game", textContent: game }) : null),
      el("time", {
        dateTime: date.toISOString(),
        textContent: date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" }),
      })));
  }));
}
