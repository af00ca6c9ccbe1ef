// Starting Python in the engine worker: from a memory snapshot when a good one is stored (the
// warm start), otherwise the normal boot, which then offers a snapshot for the next visit.
//
//   const engine = await bootEngine(base, log)
//     -> { handle, version, bootMs, path: "snapshot" | "normal", takeSnapshot }
//   takeSnapshot?.()  -> Promise of "saved" | "skipped: <why>"; call it before the first request
//                        is answered, so no session is ever frozen into the snapshot
//
// Any failure of the snapshot path (missing, wrong build, damaged, restore error, a broken
// interpreter after restoring) falls back to the normal boot and is written to `log` only.
import { loadPyodide, version as PYODIDE_VERSION } from "./pyodide/pyodide.mjs";
import { randomSeed } from "./seed.js";
import { peekSnapshot, removeSnapshot, snapshotKey, storeSnapshot } from "./snapshot.js";

const APP_DIR = "/home/pyodide/app";
// Bridge features imported before the snapshot is taken, so a warm start has them in memory.
// The engine too (issue 11): reopening a saved digital game waited for its import, 290-440 ms
// after engine-ready on a warm start, against 80-88 ms with it in the snapshot (the heap still
// restores). The price is paid once per deployment, on the normal boot that makes the snapshot:
// its first request waits for the imports, 180-330 ms for both features here (was the
// companion's alone).
// The engine's bundled cards too (core.games.mutant_insurrection.engine_api.warm): parsing the core set was most of the
// first engine.load of a warm start (measured in tests/browser/bench_play.py).
const PRELOAD = ["companion.live.", "engine."];

async function buildKey(base, log) {
  try {
    const r = await fetch(new URL("build.json", base));
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    const { build } = await r.json();
    if (typeof build !== "string" || !build) throw new Error("no build id");
    return snapshotKey(build, PYODIDE_VERSION);
  } catch (err) {
    log(`snapshot: off, build.json unreadable (${err?.message ?? err})`);
    return null;
  }
}


// The file system is not in a snapshot: the engine's files are unpacked on every start.
function start(pyodide, zip, restored) {
  pyodide.unpackArchive(zip, "zip", { extractDir: APP_DIR });
  if (restored) {
    // A restored interpreter shares its memory with every other restore: reseed anything
    // random the standard library may have seeded at import (the engine's seeds come from the
    // page, but nothing per-session may stay frozen in the snapshot).
    pyodide.runPython(`import sys\nif "random" in sys.modules: sys.modules["random"].seed(${randomSeed()})`);
  } else {
    pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(APP_DIR)})`);
  }
  const handle = pyodide.pyimport("core.bridge").handle;
  const hello = JSON.parse(handle(JSON.stringify({ id: 0, method: "ping", params: {} })));
  if (hello.error) throw new Error(`${hello.error.type}: ${hello.error.message}`);
  return { handle, version: hello.result.version };
}

function snapshotTaker(pyodide, key, log) {
  return () => {
    let bytes;
    try {
      const t0 = performance.now();
      pyodide.runPython(
        `from core.bridge import preload\npreload(${JSON.stringify(PRELOAD)})`);
      const t1 = performance.now();
      bytes = pyodide.makeMemorySnapshot();
      log(`snapshot: made in ${(performance.now() - t1).toFixed(0)} ms (imports ${(t1 - t0).toFixed(0)} ms)`);
    } catch (err) {
      // e.g. Python holding a JavaScript object (pyodide#5195): no snapshot this time.
      log(`snapshot: not made (${err?.message ?? err})`);
      return Promise.resolve(`skipped: ${err?.message ?? err}`);
    }
    return storeSnapshot(key, bytes, log);
  };
}

export async function bootEngine(base, log) {
  const started = performance.now();
  // Fetch the engine while Pyodide compiles: the two overlap instead of queueing.
  const engineZip = fetch(new URL("engine.zip", base)).then((r) => {
    if (!r.ok) throw new Error(`engine.zip could not be loaded (HTTP ${r.status})`);
    return r.arrayBuffer();
  });
  engineZip.catch(() => {}); // reported where it is awaited
  const indexURL = new URL("pyodide/", base).href;
  const key = await buildKey(base, log);
  const stored = key && await peekSnapshot(key, log);
  if (stored) {
    let pyodide = null;
    try {
      pyodide = await loadPyodide({ indexURL, _loadSnapshot: stored.bytes });
    } catch (err) {
      log(`snapshot: restore failed (${err?.message ?? err}); normal boot`);
    }
    if (pyodide) {
      const zip = await engineZip; // a missing engine.zip is a boot error, not the snapshot's
      try {
        const engine = start(pyodide, zip, true);
        log("snapshot: restored");
        return { ...engine, path: "snapshot", bootMs: performance.now() - started, takeSnapshot: null };
      } catch (err) {
        log(`snapshot: restored interpreter does not answer (${err?.message ?? err}); normal boot`);
      }
    }
    await removeSnapshot(log);
  }
  // unpackArchive, not micropip: the engine is pure Python with no dependencies, and skipping
  // micropip saves its download and start-up on every boot (see README, "Boot path").
  const pyodide = await loadPyodide({ indexURL, ...(key ? { _makeSnapshot: true } : {}) });
  const engine = start(pyodide, await engineZip, false);
  return {
    ...engine,
    path: "normal",
    bootMs: performance.now() - started,
    takeSnapshot: key ? snapshotTaker(pyodide, key, log) : null,
  };
}
