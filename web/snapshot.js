// Pyodide memory snapshots, kept in IndexedDB: a warm start that skips CPython's own start-up
// and the engine's imports (about 0.2 x a bare boot instead of 1 x).
//
//   snapshotKey(build, pyodideVersion)  -> the key a snapshot is valid for
//   findSnapshot(key, log)              -> Uint8Array, or null (missing, wrong build, damaged)
//   checkSnapshot(bytes)                -> null when restorable, otherwise the reason
//   storeSnapshot(key, bytes, log)      -> "saved" or the reason it was not
//   removeSnapshot(log)                 -> forget this scope's snapshot
//
// The options that make and load a snapshot are private to Pyodide (_makeSnapshot,
// _loadSnapshot, makeMemorySnapshot; Pyodide 314.0.7): tests/browser/test_snapshot.py fails
// loudly if an upgrade drops them. Every failure here means "boot normally"; the user is never
// told, the debug log is (see engine-worker.js).
//
// Stored raw, not gzipped: measured on these machines, restoring 31 MB straight from memory
// took ~250 ms against ~410 ms through DecompressionStream (6.4 MB gzipped), so compression
// costs more than the smaller read saves.

const DB_NAME = "mi-pyodide-snapshot";
const STORE = "snapshots";
// One snapshot per deployment (scope): a new build or Pyodide replaces it under the same key.
const SCOPE = new URL("./", import.meta.url).href;

// Pyodide's snapshot header: uint32 magic, uint32 header length (pyodide.asm.mjs).
const MAGIC = 1886286592;
// A heap that grew past Pyodide's initial 30 MiB cannot be restored (pyodide issue #6254:
// "offset is out of bounds" while copying it back), so such a snapshot is never stored.
export const MAX_RESTORABLE_HEAP = 30 * 1024 * 1024;

export function snapshotKey(build, pyodideVersion) {
  return `${build}|pyodide-${pyodideVersion}`;
}

function openDb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("the snapshot database is blocked by another tab"));
  });
}

async function withStore(mode, fn) {
  const db = await openDb();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const result = fn(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(result.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error("the snapshot transaction was aborted"));
    });
  } finally {
    db.close();
  }
}

export function checkSnapshot(bytes) {
  if (!(bytes instanceof Uint8Array) || bytes.byteLength < 64 || bytes.byteLength % 4) {
    return "it is not a snapshot (wrong size)";
  }
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, 2);
  if (head[0] !== MAGIC) return "it is not a snapshot (wrong magic number)";
  const heap = bytes.byteLength - head[1];
  if (head[1] < 48 || heap <= 0) return "its header is damaged";
  if (heap > MAX_RESTORABLE_HEAP) {
    return `its heap (${(heap / 1048576).toFixed(1)} MiB) is larger than Pyodide can restore ` +
      `(${MAX_RESTORABLE_HEAP / 1048576} MiB, pyodide#6254)`;
  }
  return null;
}

export async function findSnapshot(key, log) {
  let record;
  try {
    record = await withStore("readonly", (store) => store.get(SCOPE));
  } catch (err) {
    log(`snapshot: storage cannot be read (${err?.message ?? err})`);
    return null;
  }
  if (!record) { log("snapshot: none stored"); return null; }
  if (record.key !== key) {
    log(`snapshot: stored for ${record.key}, this is ${key}; removed`);
    await removeSnapshot(log);
    return null;
  }
  const bytes = record.bytes instanceof ArrayBuffer ? new Uint8Array(record.bytes) : null;
  const wrong = bytes === null || bytes.byteLength !== record.length
    ? "it is truncated" : checkSnapshot(bytes);
  if (wrong) {
    log(`snapshot: not used, ${wrong}; removed`);
    await removeSnapshot(log);
    return null;
  }
  return bytes;
}

export async function storeSnapshot(key, bytes, log) {
  const wrong = checkSnapshot(bytes);
  if (wrong) { log(`snapshot: not stored, ${wrong}`); return `skipped: ${wrong}`; }
  // A standalone copy: the snapshot may be a view into a larger buffer.
  const copy = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes.buffer : bytes.slice().buffer;
  const record = { key, length: bytes.byteLength, bytes: copy, madeAt: Date.now() };
  try {
    await withStore("readwrite", (store) => store.put(record, SCOPE));
  } catch (err) {
    // Storage full (QuotaExceededError) or unavailable: the normal boot stays as it is.
    log(`snapshot: not stored (${err?.name ?? "error"}: ${err?.message ?? err})`);
    await removeSnapshot(log);
    return `skipped: ${err?.name ?? "error"}`;
  }
  log(`snapshot: stored ${(bytes.byteLength / 1048576).toFixed(1)} MB for ${key}`);
  return "saved";
}

export async function removeSnapshot(log) {
  try {
    await withStore("readwrite", (store) => store.delete(SCOPE));
  } catch (err) {
    log(`snapshot: could not be removed (${err?.message ?? err})`);
  }
}
