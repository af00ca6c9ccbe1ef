// Module worker: boots the self-hosted Pyodide, unpacks the engine and answers JSON requests.
// It holds no rules: every request goes to core.bridge.handle, which always answers.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL("./", import.meta.url);

async function boot() {
  const started = performance.now();
  // Fetch the engine while Pyodide compiles: the two overlap instead of queueing.
  const engineZip = fetch(new URL("engine.zip", base)).then((r) => {
    if (!r.ok) throw new Error(`engine.zip could not be loaded (HTTP ${r.status})`);
    return r.arrayBuffer();
  });
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
  // unpackArchive, not micropip: the engine is pure Python with no dependencies, and skipping
  // micropip saves its download and start-up on every boot (see README, "Boot path").
  pyodide.unpackArchive(await engineZip, "zip", { extractDir: "/home/pyodide/app" });
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/app')");
  const handle = pyodide.pyimport("core.bridge").handle;
  const hello = JSON.parse(handle(JSON.stringify({ id: 0, method: "ping", params: {} })));
  if (hello.error) throw new Error(`${hello.error.type}: ${hello.error.message}`);
  return { handle, version: hello.result.version, bootMs: performance.now() - started };
}

const engine = boot();

engine.then(
  ({ version, bootMs }) => postMessage({ type: "ready", version, bootMs }),
  (err) => postMessage({ type: "boot-error", message: String(err && err.message ? err.message : err) }),
);

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
