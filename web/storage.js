// Saved things in localStorage, by kind ("companion", later "game") and id.
//
//   list(kind)                       -> [{ id, title, updatedAt, rev, damaged }] newest first
//   load(kind, id)                   -> { data, title, updatedAt, rev } or null when absent
//   raw(kind, id)                    -> the stored text as it is (to rescue a damaged save)
//   save(kind, id, data, { title, expectRev }) -> { updatedAt, rev }
//   remove(kind, id)
//   watch(kind, id, onChange)        -> stop(); onChange(entry | null) when another tab writes it
//   newId()
//
// A save never destroys the last good copy: the new copy goes to a temporary key, is read back
// and compared, and only then replaces the real key (a failed setItem leaves the old value in
// place). Errors are StorageError with .type "quota", "unavailable", "corrupt" or "conflict".

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

// localStorage can be missing, or throw on access (blocked cookies, some private modes).
function area() {
  let ls;
  try {
    ls = globalThis.localStorage;
    if (!ls) throw new Error("no localStorage");
    const probe = `${TEMP}probe`;
    ls.setItem(probe, "1");
    ls.removeItem(probe);
  } catch (err) {
    if (isQuota(err)) return ls; // full, but readable: saving will say so
    throw new StorageError("unavailable",
      "This browser is not letting the app store anything (private mode or blocked site data). " +
      "Your session lives only in this tab.", err);
  }
  return ls;
}

function parse(raw, kind, id) {
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

export function list(kind) {
  const ls = area();
  const out = [];
  const prefix = `${PREFIX}${kind}:`;
  for (let i = 0; i < ls.length; i++) {
    const k = ls.key(i);
    if (!k || !k.startsWith(prefix)) continue;
    const id = k.slice(prefix.length);
    try {
      const entry = parse(ls.getItem(k), kind, id);
      out.push({ id, title: String(entry.title ?? ""), updatedAt: entry.updatedAt, rev: entry.rev ?? 0, damaged: false });
    } catch {
      out.push({ id, title: "Damaged save", updatedAt: 0, rev: 0, damaged: true });
    }
  }
  return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

export function load(kind, id) {
  const ls = area();
  const raw = ls.getItem(key(kind, id));
  const spare = ls.getItem(tempKey(kind, id));
  if (raw === null && spare === null) return null;
  try {
    return parse(raw, kind, id);
  } catch (err) {
    // A crash between writing the temporary copy and switching leaves a verified spare.
    if (spare !== null) {
      try { return parse(spare, kind, id); } catch { /* fall through to the first error */ }
    }
    throw err;
  }
}

export function raw(kind, id) {
  const ls = area();
  return ls.getItem(key(kind, id)) ?? ls.getItem(tempKey(kind, id));
}

export function save(kind, id, data, { title = "", expectRev } = {}) {
  const ls = area();
  let current = null;
  try { current = load(kind, id); } catch { current = null; } // a damaged copy may be replaced
  const rev = current ? (current.rev ?? 0) : 0;
  if (expectRev !== undefined && current && rev !== expectRev) {
    throw new StorageError("conflict",
      "This session was changed in another tab or window since this one last saved.");
  }
  const entry = { kind, id, title: String(title), updatedAt: Date.now(), rev: rev + 1, data };
  const text = JSON.stringify(entry);
  const tmp = tempKey(kind, id);
  try {
    ls.setItem(tmp, text);
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
  return { updatedAt: entry.updatedAt, rev: entry.rev };
}

export function remove(kind, id) {
  const ls = area();
  ls.removeItem(key(kind, id));
  ls.removeItem(tempKey(kind, id));
}

// The "storage" event fires in every other tab of this origin when a key changes.
export function watch(kind, id, onChange) {
  const k = key(kind, id);
  const listener = (event) => {
    if (event.key !== k && event.key !== null) return; // null: storage was cleared
    let entry = null;
    try { entry = event.newValue === null ? null : parse(event.newValue, kind, id); } catch { entry = null; }
    onChange(entry);
  };
  addEventListener("storage", listener);
  return () => removeEventListener("storage", listener);
}

export function newId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export const storage = { list, load, raw, save, remove, watch, newId, StorageError };
