// What this device remembers for the table games (core/table/library.py): each game's library
// of things typed once ({kind: {name: record}}: Lands, cards, X-Men, characters…) and the last
// setup typed ("same as last game"). Both live in the app's storage (web/storage.js) under
// kinds of their own, one entry per game. The engine merges (table.library.merge) and checks
// an imported file (table.library.check): the page holds no rules about what a record is.
import { downloadText, readText } from "../files.js";

const LIBRARY = "table-library";
const LAST = "table-setup";

export function loadLibrary(storage, game) {
  try { return storage.load(LIBRARY, game)?.data ?? {}; } catch { return {}; }
}

// How many records a library holds, in words ("12 cards, 4 lands"), or "" when empty.
export function libraryWords(lib) {
  return Object.entries(lib).filter(([, recs]) => Object.keys(recs).length)
    .map(([kind, recs]) => `${Object.keys(recs).length} ${kind}`).join(", ");
}

// Merge what a session learnt into the device's copy. A storage problem is said, never thrown:
// the session itself is saved apart and loses nothing.
export async function keepLearnt(ctx, game, learnt) {
  if (!learnt) return null;
  try {
    const device = loadLibrary(ctx.storage, game);
    const next = await ctx.engine.call("table.library.merge", { device, learnt });
    if (JSON.stringify(next) !== JSON.stringify(device)) ctx.storage.save(LIBRARY, game, next, { title: game });
    return null;
  } catch (err) {
    return `The library of typed cards could not be saved on this device: ${err.message}`;
  }
}

export function exportLibrary(storage, game, name) {
  const library = loadLibrary(storage, game);
  const text = JSON.stringify({ app: "table-companion", kind: "table-library", game, exported: new Date().toISOString(), library }, null, 1);
  downloadText(text, `${name.replace(/[^\w-]+/g, "-")}-library.json`);
}

// Read a library file, check it through the game's own setup, and merge it in. Resolves to a
// sentence for the player (what was added, or what is wrong with the file).
export async function importLibrary(ctx, game, file) {
  const text = await readText(file, { maxBytes: 2_000_000, noun: "a library file" });
  let data;
  try { data = JSON.parse(text); } catch { throw new Error("That file is not a library file (it is not JSON)."); }
  if (!data || data.kind !== "table-library" || typeof data.library !== "object") throw new Error("That file is not a library file of this app.");
  if (data.game !== game) throw new Error("That library file is for another game.");
  const checked = await ctx.engine.call("table.library.check", { game, library: data.library });
  const device = loadLibrary(ctx.storage, game);
  const next = await ctx.engine.call("table.library.merge", { device, learnt: checked });
  ctx.storage.save(LIBRARY, game, next, { title: game });
  return `Library imported: ${libraryWords(checked) || "nothing this game can use"}.`;
}

export function forgetLibrary(storage, game) {
  storage.remove(LIBRARY, game);
}

// The last setup typed for a game, without its library (that is kept apart) and its seeds
// (a new game rolls fresh ones).
export function loadLastSetup(storage, game) {
  try { return storage.load(LAST, game) ?? null; } catch { return null; }
}

export function keepLastSetup(storage, game, values) {
  const { library, ...setup } = values;
  try { storage.save(LAST, game, setup, { title: game }); } catch { /* a convenience: never in the way */ }
}
