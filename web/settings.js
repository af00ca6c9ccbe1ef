// Settings and about (#/settings): the device's theme and motion (web/theme.js stores and applies
// them before the first paint), what the saved games take on this device and whether the
// browser keeps it, and the app's, engine's and rules' versions (build.json, written by build.py,
// so they show before Python is ready). Drawn with lit-html; holds no rules.
import { html, nothing, render } from "./vendor/lit-html/lit-html.js";

const THEMES = [["system", "Follow this device"], ["light", "Light"], ["dark", "Dark"]];
const MOTIONS = [["system", "Follow this device"], ["reduce", "Reduce motion"]];
// storage kinds, in words (web/storage.js kinds; anything else counts as screen memory)
const SAVES = { game: "Digital games", companion: "Table companion sessions", table: "Other games' sessions", "table-library": "Other games' libraries of typed cards", "table-setup": "Other games' last setups", pack: "Content packs" };

const size = (bytes) => {
  if (bytes < 1000) return `${bytes} bytes`;
  const [unit, div] = bytes < 1e6 ? ["kB", 1e3] : bytes < 1e9 ? ["MB", 1e6] : ["GB", 1e9];
  return `${Math.round((bytes / div) * 10) / 10} ${unit}`;
};
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;

export async function mount(root, ctx) {
  const prefs = globalThis.miPrefs;
  const state = { prefs: prefs?.read() ?? { theme: "system", motion: "system" }, about: null, engine: "starting", estimate: null, persisted: null, note: "" };
  const draw = () => render(view(state, act, ctx.storage), root);
  const act = {
    set(key, value) {
      state.prefs = prefs ? prefs.write({ [key]: value }) : { ...state.prefs, [key]: value };
      draw();
    },
    async keep() {
      let granted = false;
      try { granted = await navigator.storage.persist(); } catch { granted = false; }
      state.persisted = granted;
      state.note = granted ? "" : "The browser did not agree to keep the app's data for sure; it keeps it while there is room.";
      draw();
    },
  };
  draw();
  fetch(new URL("./build.json", import.meta.url), { cache: "no-store" }).then((r) => r.json()).then(
    (about) => { state.about = about; draw(); }, () => { state.about = {}; draw(); });
  ctx.engine.ready.then(({ version }) => { state.engine = version; draw(); }, () => { state.engine = "failed"; draw(); });
  try {
    state.estimate = await navigator.storage?.estimate?.() ?? null;
    state.persisted = await navigator.storage?.persisted?.() ?? null;
  } catch { /* no estimate in this browser: the saves' own figures stay */ }
  draw();
  return () => render(nothing, root);
}

function choice(name, legend, options, current, act) {
  return html`<fieldset class="set-choice">
    <legend>${legend}</legend>
    ${options.map(([value, label]) => html`<label class="set-radio">
      <input type="radio" name=${name} value=${value} .checked=${current === value} @change=${() => act.set(name, value)}>
      <span>${label}</span></label>`)}
  </fieldset>`;
}

function storageSection(state, storage, act) {
  let used;
  try { used = storage.usage(); } catch (err) {
    return html`<p class="error-box" id="set-storage-error">${err.message}</p>`;
  }
  const rows = Object.entries(SAVES).filter(([kind]) => used[kind]?.entries).map(([kind, label]) => html`<li>
    <span>${label}</span><span>${count(used[kind].entries, "entry", "entries")} · ${size(used[kind].bytes)}</span></li>`);
  const saves = Object.keys(SAVES).reduce((n, k) => n + (used[k]?.bytes ?? 0), 0);
  const other = Object.entries(used).filter(([k]) => !(k in SAVES)).reduce((n, [, u]) => n + u.bytes, 0);
  const est = state.estimate;
  return html`
    <p id="set-saves-size">Saved games and sessions take <strong>${size(saves)}</strong> on this device${other ? `, and the screens' memory (last boards, preferences) ${size(other)}` : ""}.</p>
    ${rows.length ? html`<ul class="set-list">${rows}</ul>` : html`<p class="muted">Nothing is saved yet.</p>`}
    ${est?.usage ? html`<p class="muted">With the app's offline files, the browser counts ${size(est.usage)} used${est.quota ? ` of about ${size(est.quota)} it allows this site` : ""}.</p>` : nothing}
    ${state.persisted === true ? html`<p>✔ This browser keeps the app's data even when space runs low.</p>` : nothing}
    ${state.persisted === false ? html`<p>The browser may clear the app's data when space runs low. Export the games you want to keep, or ask it to keep them.</p>
      <button type="button" class="btn" id="set-persist" @click=${act.keep}>Ask the browser to keep the data</button>` : nothing}
    ${state.note ? html`<p class="muted" role="status">${state.note}</p>` : nothing}`;
}

function view(state, act, storage) {
  const about = state.about;
  const engine = state.engine === "starting" ? "starting…" : state.engine === "failed" ? "could not start" : `${state.engine}, ready`;
  return html`<div class="settings">
    <h1>Settings and about</h1>
    <section aria-labelledby="set-look">
      <h2 id="set-look">Display</h2>
      <p class="muted">Remembered on this device only.</p>
      ${choice("theme", "Theme", THEMES, state.prefs.theme, act)}
      ${choice("motion", "Motion", MOTIONS, state.prefs.motion, act)}
    </section>
    <section aria-labelledby="set-storage">
      <h2 id="set-storage">Storage</h2>
      ${storageSection(state, storage, act)}
    </section>
    <section aria-labelledby="set-about">
      <h2 id="set-about">About</h2>
      <dl class="set-about">
        <dt>App version</dt><dd id="set-version">${about ? about.version ?? "unknown" : "…"}</dd>
        <dt>Rules version</dt><dd id="set-rules">${about ? about.rules_version ?? "unknown" : "…"}</dd>
        <dt>Rules engine</dt><dd id="set-engine">${engine}</dd>
        <dt>Build</dt><dd id="set-build">${about?.build ? String(about.build).slice(0, 12) : "…"}</dd>
      </dl>
      <p class="muted">Everything runs in this browser: no account, no server, nothing sent anywhere. Saved games made under an older rules version open under the current rules, and say so if a move no longer applies.</p>
    </section>
    <div class="actions"><a class="btn" href="#/">Home</a><a class="btn" href="#/play/rules">Rules reference</a></div>
  </div>`;
}
