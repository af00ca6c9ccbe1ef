// Module worker: boots the engine (engine-boot.js: from a memory snapshot when it can) and
// answers JSON requests. It holds no rules: every request goes to core.bridge.handle, which
// always answers.
import { bootEngine } from "./engine-boot.js";

const base = new URL("./", import.meta.url);

// The debug log: how the engine started and what became of the snapshot. Never shown to the
// user; the page keeps it as engine.debugLog (and console.debug prints it).
const debugLog = [];
const log = (line) => {
  debugLog.push(line);
  console.debug(`[engine] ${line}`);
};

const engine = bootEngine(base, log).then((booted) => {
  const { version, bootMs, path } = booted;
  postMessage({ type: "ready", version, bootMs, path, log: [...debugLog] });
  // Taken now, before the first request is answered (requests wait for `engine`), so the
  // snapshot never holds a session; storing it runs in the background.
  const stored = booted.takeSnapshot ? booted.takeSnapshot() : Promise.resolve(`skipped: ${path} boot`);
  stored.then((status) => postMessage({ type: "snapshot", status, log: [...debugLog] }));
  return booted;
});

engine.catch((err) => postMessage({ type: "boot-error", message: String(err && err.message ? err.message : err) }));

// ---------------------------------------------------------------- the message guard (issue 8)
// Every request gets exactly one answer, an error one if need be; whatever the handler throws
// (the request text, the interpreter) never leaves the page waiting. A failure of the
// interpreter itself (not a Python error, which the bridge answers as data) also tells the page
// to start a fresh worker.

function errorReply(id, type, message) {
  return JSON.stringify({ id, error: { type, message } });
}

async function answer(data) {
  const id = data && typeof data === "object" ? data.id : undefined;
  let handle;
  try {
    ({ handle } = await engine);
  } catch (err) {
    return { type: "response", id, json: errorReply(id, "EngineUnavailable", String(err && err.message ? err.message : err)) };
  }
  let request;
  try {
    // The page sends the request as JSON text; an object (older callers) is encoded here.
    request = typeof data.json === "string" ? data.json : JSON.stringify({ id, method: data.method, params: data.params });
  } catch (err) {
    return { type: "response", id, json: errorReply(id, "EngineInput", "This data cannot be handed to the engine (it is nested too deeply or malformed).") };
  }
  try {
    const json = handle(request);
    return { type: "response", id, json: typeof json === "string" ? json : errorReply(id, "EngineError", "The engine gave no answer.") };
  } catch (err) {
    const message = String(err && err.message ? err.message : err).slice(0, 300);
    postMessage({ type: "fatal", message });
    return { type: "response", id, json: errorReply(id, "EngineRestarted", `The engine stopped (${message}) and is being restarted. Try again.`) };
  }
}

addEventListener("message", async (event) => {
  let reply;
  try {
    reply = await answer(event.data);
  } catch (err) {
    const id = event.data && typeof event.data === "object" ? event.data.id : undefined;
    reply = { type: "response", id, json: errorReply(id, "EngineError", String(err)) };
  }
  postMessage(reply);
});

addEventListener("messageerror", () => {
  // A message that could not be received has no readable id: the page's timeout answers it.
});
