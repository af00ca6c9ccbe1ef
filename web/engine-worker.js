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

addEventListener("message", async (event) => {
  const { id, method, params } = event.data;
  let handle;
  try {
    ({ handle } = await engine);
  } catch (err) {
    postMessage({ type: "response", id, json: JSON.stringify({ id, error: { type: "EngineUnavailable", message: String(err) } }) });
    return;
  }
  postMessage({ type: "response", id, json: handle(JSON.stringify({ id, method, params })) });
});
