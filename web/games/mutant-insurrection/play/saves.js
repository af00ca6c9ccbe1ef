// Saved digital games: the stored entry, export files and share links. Storage itself (a write
// never destroys the last good copy, quota, private mode, other tabs) is web/storage.js.
//
// A stored game (storage kind "game") is { format, save, view, setup, summary }: `save` is the
// engine's own save (setup + action log + checkpoint, versioned by the engine's schema), `view`
// the last view, drawn at once when the game is reopened while the engine boots.

export const KIND = "game";
export const PACK = "pack"; // imported content packs, by content id: { text }
export const FORMAT = 1;
const APP = "mutant-insurrection";

export class SaveError extends Error {}

// What the saved-games list shows, taken from a view.
export function summary(view) {
  return {
    plot: view.plot?.name ?? "",
    round: view.round,
    threat: view.threat,
    heroes: view.heroes.filter((h) => !h.knocked_out).map((h) => h.name),
    outcome: view.outcome?.result ?? null,
    // an older edition of the cards (a game keeps the cards it started with): said on home
    cards: view.cards && view.cards.current === false ? view.cards.label : null,
  };
}

export function title(view) {
  return `${view.heroes.filter((h) => !h.knocked_out).map((h) => h.name).join(", ")} — ${view.plot?.name ?? "game"}`;
}

export function entryData(save, view, setup) {
  return { format: FORMAT, save, view, setup, summary: summary(view) };
}

// Check a stored entry's data; throws SaveError with a sentence a player can read.
export function checkData(data) {
  if (!data || typeof data !== "object") throw new SaveError("This saved game is damaged and cannot be read.");
  if (typeof data.format !== "number") throw new SaveError("This saved game is damaged: it has no format number.");
  if (data.format > FORMAT) {
    throw new SaveError(`This game was saved by a newer version of the app (format ${data.format}); this version reads up to format ${FORMAT}. Update the app to open it.`);
  }
  if (typeof data.save !== "string") throw new SaveError("This saved game is damaged: the game itself is missing.");
  return data;
}

// ------------------------------------------------------------------ export and import files

export function exportText(data) {
  return JSON.stringify({ app: APP, kind: KIND, format: FORMAT, exported: new Date().toISOString(),
    setup: data.setup, save: JSON.parse(data.save) }, null, 1);
}

// The engine save inside an exported file; throws SaveError (the file's text is never shown as
// markup: messages go into text nodes).
export function importSave(text) {
  let file;
  try { file = JSON.parse(text); } catch { throw new SaveError("That file is not a saved game (it is not JSON)."); }
  if (!file || typeof file !== "object" || file.app !== APP || file.kind !== KIND) {
    throw new SaveError("That file is not a saved game of this app.");
  }
  if (typeof file.format !== "number" || file.format > FORMAT) {
    throw new SaveError(`That file was made by a newer version of the app (format ${file.format}); this version reads up to format ${FORMAT}.`);
  }
  if (!file.save || typeof file.save !== "object") throw new SaveError("That file holds no game.");
  return JSON.stringify(file.save);
}

// Import an exported game file's text (the game's home and the app's home both use this): the
// engine opens the game, refusing a file it cannot read, and it is stored as a new saved game.
// Resolves with the new game's storage id; rejects with a sentence a player can read.
export async function importGame(text, { engine, storage }) {
  const save = importSave(text);
  const r = await engine.call("engine.load", { save });
  engine.call("engine.close", { game: r.game }).catch(() => {});
  const { heroes, difficulty, plot, seed, content } = JSON.parse(save).setup;
  const id = storage.newId();
  storage.save(KIND, id, entryData(save, r.view, { heroes, difficulty, plot, seed, content }), { title: title(r.view) });
  return id;
}

// ------------------------------------------------------------------ share links

// A new game's setup as a link fragment: #/play/new/h=wolverine.storm&d=normal&p=brotherhood&s=7
export function shareHash(setup) {
  const q = new URLSearchParams({
    h: setup.heroes.join("."), d: setup.difficulty, p: setup.plot, s: String(setup.seed),
  });
  if (setup.content) q.set("c", setup.content);
  return `#/play/new/${q.toString()}`;
}

export function shareUrl(setup) {
  return new URL(shareHash(setup), location.href).href;
}

// The setup a share fragment names, or null; the engine still validates it when the game starts.
export function parseShare(text) {
  if (!text) return null;
  const q = new URLSearchParams(text);
  const heroes = (q.get("h") || "").split(".").filter(Boolean);
  const seed = Number(q.get("s"));
  if (!heroes.length || !Number.isSafeInteger(seed) || seed < 0) return null;
  return { heroes, difficulty: q.get("d") || "normal", plot: q.get("p") || null, seed, content: q.get("c") || null };
}
