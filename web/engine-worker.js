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
