// The shell: paints the home screen at once, boots the engine in the background, routes by hash,
// registers the service worker and offers a reload when a new version is waiting.
import { engine } from "./engine.js";
import { storage } from "./storage.js";

const $ = (id) => document.getElementById(id);
const html = document.documentElement;
const main = $("main");
const home = $("home");

// Screens, loaded on first use. Each module exports mount(root, ctx) -> optional unmount().
const ROUTES = {
  companion: () => import("./companion/view.js"),
  play: () => import("./play/view.js"),
  table: () => import("./table/view.js"),
};

// ---------------------------------------------------------------- engine status

performance.mark("shell-start");
engine.ready.then(
  ({ version, path }) => {
    performance.mark("engine-ready");
    html.dataset.engine = "ready";
    html.dataset.engineVersion = version;
    html.dataset.engineBoot = path; // "snapshot" or "normal": for tests and the benchmark
    $("engine-text").textContent = `Engine ${version} ready`;
  },
  (err) => {
    html.dataset.engine = "failed";
    $("engine-text").textContent = "Engine failed to start";
    const box = document.createElement("p");
    box.className = "error-box";
    box.id = "engine-error";
    box.textContent = `The rules engine could not start: ${err.message}. Reload the page to try again.`;
    main.prepend(box);
  },
);

// ---------------------------------------------------------------- toast

let toastTimer = 0;
function toast(message) {
  const el = $("toast");
  el.textContent = message;
  el.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { el.hidden = true; }, 4000);
}

// ---------------------------------------------------------------- home: saved sessions

async function renderSaved() {
  const list = $("saved");
  let items;
  try {
    items = storage.list("companion");
  } catch (err) {
    list.replaceChildren(Object.assign(document.createElement("li"), {
      className: "error-box",
      textContent: `Saved sessions cannot be read: ${err.message}`,
    }));
    return;
  }
  if (!items.length) {
    list.replaceChildren(Object.assign(document.createElement("li"), { className: "muted", textContent: "No saved sessions yet." }));
    return;
  }
  list.replaceChildren(...items.map((item) => {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = `#/companion/${encodeURIComponent(item.id)}`;
    const title = document.createElement("span");
    title.textContent = (item.title || "Untitled session") + (item.damaged ? " (damaged)" : "");
    const when = document.createElement("time");
    const date = new Date(item.updatedAt);
    when.dateTime = date.toISOString();
    when.textContent = date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
    a.append(title, when);
    li.append(a);
    return li;
  }));
}

// ---------------------------------------------------------------- routing

let current = null; // { unmount, root }

async function route() {
  const [name, ...rest] = location.hash.replace(/^#\/?/, "").split("/");
  if (current) {
    try { current.unmount?.(); } catch (err) { console.error(err); }
    current.root.remove();
    current = null;
  }
  const load = ROUTES[name];
  if (!load) {
    home.hidden = false;
    renderSaved();
    return;
  }
  home.hidden = true;
  const root = document.createElement("section");
  root.className = `screen screen-${name}`;
  main.append(root);
  current = { root, unmount: null };
  try {
    const mod = await load();
    const ctx = { engine, storage, navigate, toast, params: rest.map(decodeURIComponent) };
    if (current?.root === root) current.unmount = await mod.mount(root, ctx);
  } catch (err) {
    const box = document.createElement("p");
    box.className = "error-box";
    box.textContent = `This screen could not open: ${err.message}`;
    root.replaceChildren(box);
  }
  main.focus({ preventScroll: true });
}

function navigate(hash) {
  if (location.hash === hash) route(); else location.hash = hash;
}

addEventListener("hashchange", route);
route();

// ---------------------------------------------------------------- service worker and updates

function offerUpdate(worker) {
  const banner = $("update");
  banner.hidden = false;
  $("update-reload").onclick = () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
    worker.postMessage({ type: "SKIP_WAITING" });
  };
}

if ("serviceWorker" in navigator) {
  // Register once the engine has booted, so precaching never competes with the first boot.
  const register = () => navigator.serviceWorker.register("./sw.js").then((reg) => {
    if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg.waiting);
    reg.addEventListener("updatefound", () => {
      const incoming = reg.installing;
      incoming?.addEventListener("statechange", () => {
        if (incoming.state === "installed" && navigator.serviceWorker.controller) offerUpdate(incoming);
      });
    });
  }).catch((err) => console.warn("service worker not registered:", err));
  engine.ready.then(register, register);
}

window.__mi = { engine, toast };
