// The page's handle on the Python engine running in a module worker.
//   await engine.ready                  -> { version, bootMs, path: "snapshot" | "normal" }
//   await engine.snapshot               -> what became of the memory snapshot ("saved" | "skipped: …")
//   engine.debugLog                     -> how the engine started (never shown to the user)
//   await engine.call(m, params, opts)  -> the method's JSON result; rejects with an Error carrying
//                                          .type (the Python error's class, or one of the Engine*
//                                          types below). opts.timeoutMs overrides CALL_TIMEOUT_MS.
//
// Every call is answered: by the engine, by a timeout (EngineTimeout: the worker is then restarted,
// since a call that never returns may have left it stuck), or by the worker's death
// (EngineRestarted: a new worker is started). Requests travel as JSON text made here, so data that
// cannot be sent (nested too deeply, cyclic) is refused at once with a sentence (EngineInput).

export const CALL_TIMEOUT_MS = 20_000;

let worker;
let ready;
let settleReady;
let nextId = 1;
const waiting = new Map(); // id -> { resolve, reject, timer }
let settleSnapshot;
const snapshot = new Promise((resolve) => { settleSnapshot = resolve; }); // the first boot's
const debugLog = [];
const keepLog = (lines) => { debugLog.splice(0, debugLog.length, ...(lines ?? [])); };

function engineError(type, message) {
  const err = new Error(message);
  err.type = type;
  return err;
}

// ---------------------------------------------------------------- worker life (start, restart)

function start() {
  ready = new Promise((resolve, reject) => { settleReady = { resolve, reject }; });
  ready.catch(() => {}); // a failed boot is reported by whoever awaits it
  worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  worker.addEventListener("message", onMessage);
  worker.addEventListener("error", (event) => {
    event.preventDefault?.();
    const message = event.message || "the engine worker could not start";
    settleReady.reject(new Error(message));
    if (booted) restart("EngineRestarted", `The engine stopped (${message}) and was restarted. Your last change was not applied: try it again.`);
  });
}

let booted = false;

// Ends the current worker, answers every waiting call with an error, and boots a fresh worker.
function restart(type, message) {
  try { worker.terminate(); } catch { /* already gone */ }
  for (const [id, pending] of waiting) {
    clearTimeout(pending.timer);
    pending.reject(engineError(type, message));
    waiting.delete(id);
  }
  booted = false;
  start();
}

// ---------------------------------------------------------------- answers

function onMessage(event) {
  const msg = event.data;
  if (msg.type === "ready") {
    booted = true;
    keepLog(msg.log);
    settleReady.resolve({ version: msg.version, bootMs: msg.bootMs, path: msg.path });
  } else if (msg.type === "snapshot") {
    keepLog(msg.log);
    settleSnapshot(msg.status);
  } else if (msg.type === "boot-error") {
    settleReady.reject(new Error(msg.message));
  } else if (msg.type === "response") {
    const pending = waiting.get(msg.id);
    if (!pending) return;
    waiting.delete(msg.id);
    clearTimeout(pending.timer);
    let reply;
    try { reply = JSON.parse(msg.json); } catch { reply = { error: { type: "EngineError", message: "The engine's answer could not be read." } }; }
    if (reply.error) pending.reject(engineError(reply.error.type, reply.error.message));
    else pending.resolve(reply.result);
  } else if (msg.type === "fatal") {
    // The interpreter itself failed (not a Python error): start again on a clean one.
    restart("EngineRestarted", `The engine stopped (${msg.message}) and was restarted. Your last change was not applied: try it again.`);
  }
}

// ---------------------------------------------------------------- calls

function encode(id, method, params) {
  try {
    return JSON.stringify({ id, method, params });
  } catch (err) {
    const deep = err instanceof RangeError;
    throw engineError("EngineInput", deep
      ? "This data is nested too deeply to be handed to the engine."
      : `This data cannot be handed to the engine (${err.message}).`);
  }
}

function call(method, params = {}, { timeoutMs = CALL_TIMEOUT_MS } = {}) {
  return ready.then(() => new Promise((resolve, reject) => {
    const id = nextId++;
    const json = encode(id, method, params); // throws -> this promise rejects at once
    const timer = Number.isFinite(timeoutMs) ? setTimeout(() => {
      if (!waiting.has(id)) return;
      waiting.delete(id);
      const span = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`;
      reject(engineError("EngineTimeout", `The engine did not answer within ${span}, so it was restarted. Your last change was not applied: try it again.`));
      restart("EngineRestarted", "The engine was restarted after another request took too long. Your last change was not applied: try it again.");
    }, timeoutMs) : 0;
    waiting.set(id, { resolve, reject, timer });
    worker.postMessage({ id, json });
  }));
}

start();

export const engine = {
  get ready() { return ready; }, // a new promise after a restart
  call,
  snapshot,
  debugLog,
};
