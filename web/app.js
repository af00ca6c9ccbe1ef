// The shell: paints the home screen at once, boots the engine in the background, routes by hash,
// registers the service worker and offers a reload when a new version is waiting.
import { engine } from "./engine.js";
import { homeImport, renderGames, renderResume, renderSaved } from "./home.js";
import { installHint } from "./install.js";
import { storage } from "./storage.js";

const $ = (id) => document.getElementById(id);
const html = document.documentElement;
const main = $("main");
const home = $("home");

// Screens, loaded on first use. Each module exports mount(root, ctx) -> optional unmount().
const ROUTES = {
  companion: () => import("./games/mutant-insurrection/companion/view.js"),
  play: () => import("./games/mutant-insurrection/play/view.js"),
  settings: () => import("./settings.js"),
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
    $("engine-text").textContent = "Engine ready"; // its version: #/settings
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

// The game picker and every game's saved sessions: web/home.js (drawn before Python).
const showHome = () => {
  renderResume($("resume"));
  renderSaved($("saved"));
  renderGames($("games"));
};
homeImport($("home-import"), $("home-import-error"), { engine, navigate: (hash) => navigate(hash) });
installHint($("install"), $("install-button"));

// ---------------------------------------------------------------- routing

let current = null; // { unmount, root }

// The header names the game on screen (another game's companion is not Mutant Insurrection).
const BRAND = "Mutant Insurrection";
const brandText = document.querySelector(".brand span");
function brand(text) {
  const name = text || BRAND;
  if (brandText) brandText.textContent = name;
  document.title = name === BRAND ? BRAND : `${name} · ${BRAND} companion`;
}

async function route() {
  const [name, ...rest] = location.hash.replace(/^#\/?/, "").split("/");
  brand(null);
  if (current) {
    try { current.unmount?.(); } catch (err) { console.error(err); }
    current.root.remove();
    current = null;
  }
  const load = ROUTES[name];
  if (!load) {
    home.hidden = false;
    showHome();
    return;
  }
  home.hidden = true;
  const root = document.createElement("section");
  root.className = `screen screen-${name}`;
  main.append(root);
  current = { root, unmount: null };
  try {
    const mod = await load();
    const ctx = { engine, storage, navigate, toast, brand, params: rest.map(decodeURIComponent) };
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

// Once a new version controls this page, every tab reloads onto it (the tab whose Reload was
// tapped, and every other tab that showed the offer or not), so no tab runs the old code
// against the new version's files.
const hadController = Boolean(navigator.serviceWorker?.controller);
let reloading = false;
function reloadOnce() {
  if (reloading) return;
  reloading = true;
  location.reload();
}

let reloadAsked = false;

function offerUpdate(reg) {
  const banner = $("update");
  banner.hidden = false;
  $("update-reload").onclick = () => {
    reloadAsked = true; // this tab reloads on the controller change, controlled before or not
    const waiting = reg.waiting;
    if (waiting) waiting.postMessage({ type: "SKIP_WAITING" }); // controllerchange reloads
    else reloadOnce(); // already activated from another tab
  };
}

// ---- offline storage (issue 8): is there room to precache the build? say so, never loop.
const SW_FAILED = "mi-offline:failed"; // set when an install failed; cleared when one succeeds

function offlineNote(text, actions = []) {
  let box = $("offline-note");
  if (!box) {
    box = document.createElement("div");
    box.id = "offline-note";
    box.className = "banner offline-note";
    box.setAttribute("role", "status");
    $("update").after(box);
  }
  const p = document.createElement("p");
  p.textContent = text;
  box.replaceChildren(p, ...actions);
  box.hidden = false;
}

function button(label, onclick) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "btn";
  b.textContent = label;
  b.onclick = onclick;
  return b;
}

async function offlineRoom() {
  let need = 0;
  try { need = (await (await fetch("build.json", { cache: "no-store" })).json()).bytes || 0; } catch { need = 0; }
  let free = Infinity;
  try {
    const { quota, usage } = await navigator.storage.estimate();
    if (Number.isFinite(quota)) free = quota - (usage || 0);
  } catch { /* no estimate: try the install and watch it */ }
  return { need, free };
}

const mb = (bytes) => Math.max(1, Math.ceil(bytes / 1e6));

function sayNoRoom(need, free, retry) {
  const room = Number.isFinite(free) ? ` This browser gives the app about ${mb(Math.max(0, free))} MB here.` : "";
  offlineNote(
    `Offline use needs about ${mb(need)} MB of storage.${room} The app works while online, but it is not installed for offline use yet.`,
    [
      button("Ask for more room", async () => {
        let granted = false;
        try { granted = await navigator.storage.persist(); } catch { granted = false; }
        const now = await offlineRoom();
        if (now.free >= now.need * 1.1) retry();
        else offlineNote(granted
          ? "The browser keeps the app's data now, but still gives it too little room. Free some space (other sites' data, old sessions) and try again."
          : "The browser did not give the app more room. Free some space (other sites' data, old sessions) and try again.",
        [button("Try again", retry)]);
      }),
      button("Try again", retry),
    ],
  );
}

// An install that ends "redundant" without ever being installed failed (most often the quota).
function watchInstall(reg, need) {
  const incoming = reg.installing;
  if (!incoming) return;
  let installed = false;
  incoming.addEventListener("statechange", () => {
    if (incoming.state === "installed" || incoming.state === "activated") {
      installed = true;
      try { localStorage.removeItem(SW_FAILED); } catch { /* fine */ }
      $("offline-note")?.setAttribute("hidden", "");
      if (incoming.state === "installed" && navigator.serviceWorker.controller) offerUpdate(reg);
    } else if (incoming.state === "redundant" && !installed) {
      offlineRoom().then(({ free }) => sayNoRoom(need, free, () => registerWorker(true)));
    }
  });
}

async function registerWorker(force = false) {
  const controlled = Boolean(navigator.serviceWorker.controller);
  const { need, free } = await offlineRoom();
  let failedBefore = false;
  try { failedBefore = localStorage.getItem(SW_FAILED) !== null; } catch { failedBefore = false; }
  // Not installed yet and no room, or the last install ran out of room (the estimate is not
  // always the quota the cache meets): don't download the whole build again on every visit;
  // say what is needed, and install when the player asks.
  if (!controlled && !force && (free < need * 1.1 || failedBefore)) {
    sayNoRoom(need, free, () => registerWorker(true));
    return;
  }
  try {
    const reg = await navigator.serviceWorker.register("./sw.js");
    if (reg.waiting && navigator.serviceWorker.controller) offerUpdate(reg);
    if (reg.installing) watchInstall(reg, need);
    reg.addEventListener("updatefound", () => watchInstall(reg, need));
  } catch (err) {
    console.warn("service worker not registered:", err);
  }
}

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type !== "install-failed" || event.data.name !== "QuotaExceededError") return;
    try { localStorage.setItem(SW_FAILED, JSON.stringify({ at: Date.now(), why: event.data.message })); } catch { /* fine */ }
  });
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // a tab that had a controller takes the new build; so does the tab whose Reload was tapped
    // (the tab the app was installed in had none when it loaded: the first claim is no update)
    if (hadController || reloadAsked) reloadOnce();
  });
  // Register once the engine has booted, so precaching never competes with the first boot.
  const register = () => registerWorker();
  engine.ready.then(register, register);
}

window.__mi = { engine, toast };
