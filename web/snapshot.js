// Pyodide memory snapshots, kept in IndexedDB: a warm start that skips CPython's own start-up
// and the engine's imports (about 0.2 x a bare boot instead of 1 x).
//
//   snapshotKey(build, pyodideVersion)  -> the key a snapshot is valid for
//   peekSnapshot(key, log)              -> { bytes: Promise<Uint8Array> } or null (none stored,
//                                          another build); the promise rejects if it is damaged
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
const META = `${SCOPE}#index`; // { key, length }: small, read first

// Pyodide's snapshot header: uint32 magic, uint32 header length (pyodide.asm.mjs).
const MAGIC = 1886286592;
// A heap that grew past Pyodide's initial 30 MiB cannot be restored (pyodide issue #6254:
// "offset is out of bounds" while copying it back), so such a snapshot is never stored.
export const MAX_RESTORABLE_HEAP = 30 * 1024 * 1024;

export function snapshotKey(build, pyodideVersion) {
  return `${build}|pyodide-${pyodideVersion}`;
}

function openOnce() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => {
      const db = req.result;
      if (db.objectStoreNames.contains(STORE)) { resolve(db); return; }
      db.close();
      reject(Object.assign(new Error("the snapshot database has no snapshot store"), { name: "NotFoundError" }));
    };
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("the snapshot database is blocked by another tab"));
  });
}

// A database of another version (another build wrote it, or a store is missing) would refuse
// every read and write for good, so every visit would boot cold: it is deleted and made anew.
let recreated = false;
async function openDb() {
  try {
    return await openOnce();
  } catch (err) {
    if (err?.name !== "VersionError" && err?.name !== "NotFoundError") throw err;
  }
  await new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(DB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error("the snapshot database is held open by another tab"));
  });
  recreated = true;
  return openOnce();
}

export const databaseRecreated = () => recreated;

// A checksum of the whole snapshot (FNV-1a over its 32-bit words, ~20 ms for 30 MB): a heap
// damaged on disk is never restored, even when its header looks right.
export function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 16777619);
  return `${(h >>> 0).toString(16)}:${bytes.byteLength}`;
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

// Looks at the small index record only, then starts reading the bytes without waiting: the
// read (~0.1-0.2 s for 30 MB here) overlaps Pyodide fetching and compiling its wasm, because
// loadPyodide takes a promise for _loadSnapshot and awaits it only when it needs the memory.
// The promise rejects, with the reason, if the bytes turn out unusable.
export async function peekSnapshot(key, log) {
  let meta;
  try {
    meta = await withStore("readonly", (store) => store.get(META));
  } catch (err) {
    log(`snapshot: storage cannot be read (${err?.message ?? err})`);
    return null;
  }
  if (!meta) { log("snapshot: none stored"); return null; }
  if (meta.key !== key) {
    log(`snapshot: stored for ${meta.key}, this is ${key}; removed`);
    await removeSnapshot(log);
    return null;
  }
  const bytes = readSnapshot(key, log);
  bytes.catch(() => {}); // handled where it is awaited (loadPyodide)
  return { bytes };
}

async function readSnapshot(key, log) {
  const t0 = performance.now();
  let wrong;
  let bytes = null;
  try {
    const record = await withStore("readonly", (store) => store.get(SCOPE));
    bytes = record?.bytes instanceof ArrayBuffer ? new Uint8Array(record.bytes) : null;
    if (!record) wrong = "it is missing";
    else if (record.key !== key) wrong = `it was made for ${record.key}`;
    else if (bytes === null || bytes.byteLength !== record.length) wrong = "it is truncated";
    else wrong = checkSnapshot(bytes) ?? (record.sum !== checksum(bytes) ? "its checksum does not match" : null);
  } catch (err) {
    wrong = `storage cannot be read (${err?.message ?? err})`;
  }
  if (wrong) {
    log(`snapshot: not used, ${wrong}; removed`);
    await removeSnapshot(log);
    throw new Error(`the stored snapshot is not usable: ${wrong}`);
  }
  log(`snapshot: read in ${(performance.now() - t0).toFixed(0)} ms`);
  return bytes;
}

export async function storeSnapshot(key, bytes, log) {
  const wrong = checkSnapshot(bytes);
  if (wrong) { log(`snapshot: not stored, ${wrong}`); return `skipped: ${wrong}`; }
  // A standalone copy: the snapshot may be a view into a larger buffer.
  const copy = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes.buffer : bytes.slice().buffer;
  const record = { key, length: bytes.byteLength, bytes: copy, sum: checksum(new Uint8Array(copy)), madeAt: Date.now() };
  try {
    await withStore("readwrite", (store) => {
      store.put(record, SCOPE);
      return store.put({ key, length: record.length }, META); // written together or not at all
    });
  } catch (err) {
    // Storage full (QuotaExceededError) or unavailable: the normal boot stays as it is.
    log(`snapshot: not stored (${err?.name ?? "error"}: ${err?.message ?? err})`);
    await removeSnapshot(log);
    return `skipped: ${err?.name ?? "error"}`;
  }
  if (recreated) log("snapshot: the database was of another version; made anew");
  log(`snapshot: stored ${(bytes.byteLength / 1048576).toFixed(1)} MB for ${key}`);
  return "saved";
}

export async function removeSnapshot(log) {
  try {
    await withStore("readwrite", (store) => {
      store.delete(SCOPE);
      return store.delete(META);
    });
  } catch (err) {
    log(`snapshot: could not be removed (${err?.message ?? err})`);
  }
}
