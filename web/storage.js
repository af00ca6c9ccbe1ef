// Saved things in localStorage, by kind ("companion", later "game") and id.
//
//   list(kind)                       -> [{ id, title, updatedAt, rev, damaged }] newest first
//   load(kind, id)                   -> { data, title, updatedAt, rev, writeId } or null when absent
//   raw(kind, id)                    -> the stored text as it is (to rescue a damaged save)
//   save(kind, id, data, { title, expectWrite, expectRev }) -> { updatedAt, rev, writeId, inPlace }
//   remove(kind, id)
//   watch(kind, id, onChange)        -> stop(); onChange(entry | null) when another tab writes it
//   writable()                       -> null, or the StorageError saving would meet (read-only)
//   newId()
//
// Every write carries a random writeId (and the writeId it replaced as base), so two tabs that
// write within the same millisecond are still told apart: save() with expectWrite refuses to
// overwrite a copy it has not seen (compare-and-swap), and watch() reports every write but the
// tab's own.
//
// A save never destroys the last good copy: the new copy goes to a temporary key, is read back
// and compared, and only then replaces the real key (a failed setItem leaves the old value in
// place). When there is no room for that second copy, the entry is written over itself in one
// setItem (which either fully happens or leaves the old value) and the result says inPlace.
// Errors are StorageError with .type "quota", "unavailable", "readonly", "corrupt" or "conflict".
import { jsonProblem } from "./limits.js";

const PREFIX = "mi:";
const TEMP = "mi-tmp:";

export class StorageError extends Error {
  constructor(type, message, cause) {
    super(message);
    this.name = "StorageError";
    this.type = type;
    if (cause) this.cause = cause;
  }
}

const key = (kind, id) => `${PREFIX}${kind}:${id}`;
const tempKey = (kind, id) => `${TEMP}${kind}:${id}`;

function isQuota(err) {
  return err instanceof DOMException && (
    err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED" ||
    err.code === 22 || err.code === 1014);
}

const UNAVAILABLE = "This browser is not letting the app store anything (private mode or blocked site data). " +
  "Your session lives only in this tab.";
const READONLY = "This browser lets the app read its saved sessions but not change them (storage is read-only), " +
  "so changes made here won't be kept after this tab closes.";

// localStorage can be missing, or throw on access (blocked cookies, some private modes).
function readArea() {
  try {
    const ls = globalThis.localStorage;
    if (!ls) throw new Error("no localStorage");
    void ls.length;
    return ls;
  } catch (err) {
    throw new StorageError("unavailable", UNAVAILABLE, err);
  }
}

// Reading may work where writing does not (read-only storage): saving finds out here.
function writeArea() {
  const ls = readArea();
  try {
    const probe = `${TEMP}probe`;
    ls.setItem(probe, "1");
    ls.removeItem(probe);
  } catch (err) {
    if (isQuota(err)) return ls; // full, but writable in place: saving will say what it can do
    throw new StorageError("readonly", READONLY, err);
  }
  return ls;
}

export function writable() {
  try { writeArea(); return null; } catch (err) { return err; }
}

function parse(raw, kind, id) {
  if (raw === null) throw new StorageError("corrupt", "This saved session is missing.");
  const why = jsonProblem(raw);
  if (why) throw new StorageError("corrupt", `This saved session is damaged and cannot be read. ${why}`);
  try {
    const entry = JSON.parse(raw);
    if (!entry || typeof entry !== "object" || entry.id !== id || entry.kind !== kind ||
        typeof entry.updatedAt !== "number" || !("data" in entry)) {
      throw new Error("missing fields");
    }
    return entry;
  } catch (err) {
    throw new StorageError("corrupt", "This saved session is damaged and cannot be read.", err);
  }
}

// The real key, or else the verified spare a crash between the two writes leaves behind: the
// list and the opener both read through here, so they agree on what is readable.
function readEntry(ls, kind, id) {
  const main = ls.getItem(key(kind, id));
  const spare = ls.getItem(tempKey(kind, id));
  if (main === null && spare === null) return null;
  try {
    return parse(main, kind, id);
  } catch (err) {
    if (spare !== null) {
      try { return parse(spare, kind, id); } catch { /* fall through to the first error */ }
    }
    throw main === null ? new StorageError("corrupt", "This saved session is damaged and cannot be read.") : err;
  }
}

export function list(kind) {
  const ls = readArea();
  const ids = new Set();
  for (const prefix of [`${PREFIX}${kind}:`, `${TEMP}${kind}:`]) {
    for (let i = 0; i < ls.length; i++) {
      const k = ls.key(i);
      if (k && k.startsWith(prefix)) ids.add(k.slice(prefix.length));
    }
  }
  const out = [];
  for (const id of ids) {
    try {
      const entry = readEntry(ls, kind, id);
      if (entry) out.push({ id, title: String(entry.title ?? ""), updatedAt: entry.updatedAt, rev: entry.rev ?? 0, damaged: false });
    } catch {
      out.push({ id, title: "Damaged save", updatedAt: 0, rev: 0, damaged: true });
    }
  }
  return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

export function load(kind, id) {
  const entry = readEntry(readArea(), kind, id);
  if (entry) entry.writeId = entry.writeId ?? null; // entries of earlier builds have none
  return entry;
}

export function raw(kind, id) {
  const ls = readArea();
  return ls.getItem(key(kind, id)) ?? ls.getItem(tempKey(kind, id));
}

function writeId() {
  return newId().slice(0, 12);
}

// expectWrite: the writeId this tab last wrote or read (null: an entry of an earlier build);
// undefined overwrites whatever is there (the player chose to keep this tab's copy).
// expectRev: the older check by revision number (the table games' screen); it cannot tell two
// writes of the same revision apart, expectWrite can.
export function save(kind, id, data, { title = "", expectWrite, expectRev } = {}) {
  const ls = writeArea();
  let current = null;
  try { current = load(kind, id); } catch { current = null; } // a damaged copy may be replaced
  if (current && ((expectWrite !== undefined && current.writeId !== expectWrite) ||
                  (expectRev !== undefined && (current.rev ?? 0) !== expectRev))) {
    const err = new StorageError("conflict",
      "This session was changed in another tab or window since this one last saved.");
    err.entry = current;
    throw err;
  }
  const rev = current ? (current.rev ?? 0) : 0;
  const entry = {
    kind, id, title: String(title), updatedAt: Date.now(), rev: rev + 1,
    writeId: writeId(), base: current ? current.writeId : null, data,
  };
  const text = JSON.stringify(entry);
  const tmp = tempKey(kind, id);
  const done = (inPlace) => ({ updatedAt: entry.updatedAt, rev: entry.rev, writeId: entry.writeId, inPlace });
  try {
    try {
      ls.setItem(tmp, text);
    } catch (err) {
      if (!isQuota(err)) throw err;
      // No room for a second full copy: one setItem over the entry either replaces it whole
      // or leaves the last good copy as it was.
      try { ls.removeItem(tmp); } catch { /* nothing there */ }
      ls.setItem(key(kind, id), text);
      if (ls.getItem(key(kind, id)) !== text) {
        throw new StorageError("corrupt", "The browser did not store the save correctly.");
      }
      return done(true);
    }
    if (ls.getItem(tmp) !== text) {
      throw new StorageError("corrupt", "The browser did not store the save correctly; the last good copy is kept.");
    }
    ls.setItem(key(kind, id), text);
  } catch (err) {
    if (err instanceof StorageError) throw err;
    if (isQuota(err)) {
      throw new StorageError("quota",
        "Storage is full: this change is kept in this tab only, and the last good save is untouched. " +
        "Delete old sessions or export this one to free space.", err);
    }
    throw new StorageError("unavailable", `Saving failed: ${err.message}`, err);
  } finally {
    try { ls.removeItem(tmp); } catch { /* nothing more to do */ }
  }
  return done(false);
}

export function remove(kind, id) {
  const ls = readArea();
  ls.removeItem(key(kind, id));
  ls.removeItem(tempKey(kind, id));
}

// The "storage" event fires in every other tab of this origin when a key changes. The entry
// handed on is what is stored now (read again, not the event's value, which may be stale when
// several tabs write at once).
export function watch(kind, id, onChange) {
  const k = key(kind, id);
  const listener = (event) => {
    if (event.key !== k && event.key !== null) return; // null: storage was cleared
    let entry = null;
    try { entry = load(kind, id); } catch { entry = null; }
    onChange(entry);
  };
  addEventListener("storage", listener);
  return () => removeEventListener("storage", listener);
}

// What each kind of entry takes in localStorage: { kind: { entries, bytes } }, spare copies
// counted with their kind (bytes: UTF-16, two a character, keys included). For the settings page.
export function usage() {
  const ls = readArea();
  const out = {};
  for (let i = 0; i < ls.length; i++) {
    const k = ls.key(i);
    const m = k && (k.startsWith(PREFIX) || k.startsWith(TEMP)) ? /^[^:]+:([^:]+):/.exec(k) : null;
    if (!m) continue;
    const used = (out[m[1]] ??= { entries: 0, bytes: 0 });
    if (k.startsWith(PREFIX)) used.entries += 1;
    used.bytes += 2 * (k.length + (ls.getItem(k) ?? "").length);
  }
  return out;
}

export function newId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// What a screen says when save() reports inPlace (no room for the spare copy): one sentence for
// every screen, naming what was written ("change", "move") and what to delete ("sessions").
export function inPlaceNote(what, things) {
  return `Storage is almost full: there was no room for the usual spare copy, so this ${what} was written directly over the previous save (which is kept whole if a write fails). Delete old ${things} or export this one to make room.`;
}

export const storage = { list, load, raw, save, remove, watch, writable, usage, newId, inPlaceNote, StorageError };
