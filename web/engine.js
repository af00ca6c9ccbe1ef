// The page's handle on the Python engine running in a module worker.
//   await engine.ready            -> { version, bootMs, path: "snapshot" | "normal" }
//   await engine.snapshot         -> what became of the memory snapshot ("saved" | "skipped: …")
//   engine.debugLog               -> how the engine started (never shown to the user)
//   await engine.call(m, params)  -> the method's JSON result; rejects with an Error carrying .type
const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });

let nextId = 1;
const waiting = new Map();
let settleReady;
const ready = new Promise((resolve, reject) => { settleReady = { resolve, reject }; });
let settleSnapshot;
const snapshot = new Promise((resolve) => { settleSnapshot = resolve; });
const debugLog = [];
const keepLog = (lines) => { debugLog.splice(0, debugLog.length, ...(lines ?? [])); };

worker.addEventListener("message", (event) => {
  const msg = event.data;
  if (msg.type === "ready") {
    keepLog(msg.log);
    settleReady.resolve({ version: msg.version, bootMs: msg.bootMs, path: msg.path });
  } else if (msg.type === "snapshot") {
    keepLog(msg.log);
    settleSnapshot(msg.status);
  } else if (msg.type === "boot-error") {
    settleReady.reject(new Error(msg.message));
  } else if (msg.type === "response") {
    const reply = JSON.parse(msg.json);
    const pending = waiting.get(msg.id);
    if (!pending) return;
    waiting.delete(msg.id);
    if (reply.error) {
      const err = new Error(reply.error.message);
      err.type = reply.error.type;
      pending.reject(err);
    } else {
      pending.resolve(reply.result);
    }
  }
});
worker.addEventListener("error", (event) => {
  settleReady.reject(new Error(event.message || "the engine worker could not start"));
});

function call(method, params = {}) {
  return ready.then(() => new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, method, params });
  }));
}

export const engine = { ready, call, snapshot, debugLog };
