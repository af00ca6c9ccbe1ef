// The table companion of every game but Mutant Insurrection's: the game picker, a setup form,
// the session screen and the rules reference, all drawn from what the engine describes
// (core/table/: the games, their forms and screens as data). Routes under #/table:
//   #/table                 pick a game; saved sessions of every game, newest first
//   #/table/new/<game>      the game's setup form
//   #/table/s/<id>          a saved session (drawn from its stored screen at once)
//   #/table/rules/<game>    the game's rules reference
// Sessions are stored as kind "table": { game, session, screen, title }; each game's device
// library and last setup are kept by ./library.js.
import { html, nothing, render } from "../vendor/lit-html/lit-html.js";
import { liveSession } from "../live-session.js";
import { useKitStyles } from "../kit/styles.js";
import { datalists, defaults, fieldView, freshSeed, screenView, useLibrary } from "./widgets.js";
import {
  exportLibrary, forgetLibrary, importLibrary, keepLastSetup, keepLearnt, libraryWords, loadLastSetup, loadLibrary,
} from "./library.js";

const KIND = "table";
const APP = "table-companion";

export async function mount(root, ctx) {
  const css = Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL("./table.css", import.meta.url).href });
  document.head.append(css);
  const kitStyles = useKitStyles();
  const [page, arg] = ctx.params;
  const ui = { busy: false, error: null };
  const cleanups = [];
  let alive = true;
  const draw = (tpl) => alive && render(tpl, root);
  const fail = (err) => { ui.error = err.message; ui.busy = false; };

  draw(html`<p class="muted" role="status">Opening…</p>`);
  if (page === "s" && arg) await sessionPage(arg);
  else {
    await ctx.engine.ready;
    const games = await ctx.engine.call("table.games", {});
    const named = games.find((g) => g.id === arg);
    if (named && (page === "new" || page === "rules")) ctx.brand?.(named.name);
    if (page === "new" && arg) setupPage(named);
    else if (page === "rules" && arg) rulesPage(named);
    else pickerPage(games);
  }
  return () => { alive = false; css.remove(); kitStyles(); cleanups.forEach((f) => f()); };

  // ------------------------------------------------------------ the game picker
  function pickerPage(games) {
    let saved = [];
    try { saved = ctx.storage.list(KIND); } catch (err) { ui.error = err.message; }
    const importFile = async (file) => {
      if (!file) return;
      try {
        const text = await file.text();
        if (text.length > 8_000_000) throw new Error("That file is too large to be a saved session.");
        let data;
        try { data = JSON.parse(text); } catch { throw new Error("That file is not a saved session (it is not JSON)."); }
        if (!data || data.app !== APP || !data.session) throw new Error("That file is not a saved table session of this app.");
        const result = await ctx.engine.call("table.open", { session: data.session });
        const id = ctx.storage.newId();
        store(id, result);
        ctx.navigate(`#/table/s/${encodeURIComponent(id)}`);
      } catch (err) { fail(err); again(); }
    };
    // What the device remembers for a game, with export, import and forget.
    const libraryBox = (g) => {
      const words = libraryWords(loadLibrary(ctx.storage, g.id));
      const say = (message) => { ctx.toast(message); again(); };
      const pick = async (file) => {
        try { say(await importLibrary(ctx, g.id, file)); } catch (err) { say(err.message); }
      };
      return html`<details class="tb-library" data-library=${g.id}><summary>Remembered on this device: ${words || "nothing yet"}</summary>
        <p class="muted">What you type for ${g.name} (${g.library.join(", ")}) is offered again in the next game.</p>
        <div class="actions">
          <button type="button" class="btn" ?disabled=${!words} @click=${() => exportLibrary(ctx.storage, g.id, g.name)}>Export the library</button>
          <label class="btn" for=${`tb-lib-import-${g.id}`}>Import a library</label>
          <input type="file" id=${`tb-lib-import-${g.id}`} class="visually-hidden" accept=".json,application/json"
            @change=${(e) => pick(e.target.files[0])}>
          <button type="button" class="btn danger" ?disabled=${!words}
            @click=${() => { if (confirm(`Forget everything typed for ${g.name} on this device?`)) { forgetLibrary(ctx.storage, g.id); say("Forgotten."); } }}>Forget it</button>
        </div></details>`;
    };
    const again = () => draw(html`<div class="tb-home">
      <h1>Other games at the table</h1>
      <p class="lede">Companions for more games of the family: counters, turn steps, arithmetic and scoring, saved on this device.</p>
      <ul class="tb-games">${games.map((g) => html`<li class="tb-game">
        <h2>${g.name}</h2><p class="muted">${g.players[0]}–${g.players[1]} players</p>
        <p>${g.summary}</p>
        ${g.tracks.length ? html`<p class="muted">Tracks: ${g.tracks.join(", ")}</p>` : nothing}
        <div class="actions">
          <a class="btn primary" href=${`#/table/new/${g.id}`} data-game=${g.id}>New ${g.name} session</a>
          ${g.reference.length ? html`<a class="btn" href=${`#/table/rules/${g.id}`}>Rules</a>` : nothing}
        </div>
        ${g.library ? libraryBox(g) : nothing}</li>`)}</ul>
      <h2>Saved sessions</h2>
      ${ui.error ? html`<p class="error-box" role="alert">${ui.error}</p>` : nothing}
      <ul class="saved">${saved.length ? saved.map((s) => html`<li><a href=${`#/table/s/${encodeURIComponent(s.id)}`}>
        <span>${s.damaged ? "Damaged save" : s.title}</span>
        <time datetime=${new Date(s.updatedAt).toISOString()}>${new Date(s.updatedAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" })}</time>
      </a></li>`) : html`<li class="muted">No saved sessions yet.</li>`}</ul>
      <div class="actions">
        <label class="btn" for="tb-import">Import a session file</label>
        <input type="file" id="tb-import" class="visually-hidden" accept=".json,application/json"
          @change=${(e) => importFile(e.target.files[0])}>
        <a class="btn" href="#/">Home</a>
      </div></div>`);
    again();
  }

  // ------------------------------------------------------------ a new session
  function setupPage(game) {
    if (!game || !game.form) { draw(html`<p class="error-box">This app does not know that game.</p>`); return; }
    const library = loadLibrary(ctx.storage, game.id);
    useLibrary(library);
    // "Same as last game": the last setup typed on this device, with fresh seeds
    const last = loadLastSetup(ctx.storage, game.id);
    const blank = () => defaults(game.form.fields);
    const fromLast = () => {
      const v = blank();
      for (const f of game.form.fields) {
        if (f.kind !== "seed" && last.data && f.key in last.data) v[f.key] = structuredClone(last.data[f.key]);
        if (f.kind === "seed") v[f.key] = freshSeed();
      }
      return v;
    };
    let values = last ? fromLast() : blank();
    let asLast = Boolean(last);
    const start = async (e) => {
      e.preventDefault();
      ui.busy = true; ui.error = null; again();
      try {
        const result = await ctx.engine.call("table.new", { game: game.id, setup: game.library ? { ...values, library } : values });
        const id = ctx.storage.newId();
        store(id, result);
        keepLastSetup(ctx.storage, game.id, values);
        const note = await keepLearnt(ctx, game.id, result.library);
        if (note) ctx.toast(note);
        ctx.navigate(`#/table/s/${encodeURIComponent(id)}`);
      } catch (err) { fail(err); again(); }
    };
    const reset = (toLast) => { values = toLast ? fromLast() : blank(); asLast = toLast; again(); };
    const again = () => draw(html`<form class="tb-setup" @submit=${start}>
      <h1>New ${game.name} session</h1>
      ${datalists()}
      ${last ? html`<p class="tb-last" id="tb-last" role="status">${asLast
        ? html`Filled in as your last game (${new Date(last.updatedAt).toLocaleDateString([], { dateStyle: "medium" })}).
            <button type="button" class="btn" id="tb-blank" @click=${() => reset(false)}>Start from blank</button>`
        : html`<button type="button" class="btn" id="tb-same" @click=${() => reset(true)}>Same as last game</button>`}</p>` : nothing}
      ${game.form.fields.map((f) => fieldView(f, values, again, f.key,
        f.library && f.kind === "text" ? { library: f.library, fields: game.form.fields } : null))}
      ${ui.error ? html`<p class="error-box" role="alert" id="tb-setup-error">${ui.error}</p>` : nothing}
      <button type="submit" class="btn primary big" ?disabled=${ui.busy} id="tb-start">${game.form.submit}</button>
      <p><a href="#/table">Back</a></p></form>`);
    again();
  }

  // ------------------------------------------------------------ the rules reference
  function rulesPage(game) {
    if (!game) { draw(html`<p class="error-box">This app does not know that game.</p>`); return; }
    draw(html`<article class="tb-rules"><h1>${game.name}: rules reference</h1>
      ${game.reference.map((s) => html`<section><h2>${s.title}</h2>${s.paragraphs.map((p) => html`<p>${p}</p>`)}</section>`)}
      <p><a class="btn" href="#/table">Back</a></p></article>`);
  }

  // ------------------------------------------------------------ a session
  // The session stays open in the worker (web/live-session.js): only commands cross, and the
  // page keeps its copy of the save from the patch each answer carries.
  async function sessionPage(id) {
    let entry;
    try { entry = ctx.storage.load(KIND, id); } catch (err) { entry = null; ui.error = err.message; }
    if (!entry) {
      draw(html`<p class="error-box" role="alert">${ui.error || "This session is not on this device any more."}</p><p><a class="btn" href="#/table">Back</a></p>`);
      return;
    }
    const data = entry.data;
    let rev = entry.rev;
    let screen = data.screen;
    ctx.brand?.(String(screen?.title ?? data.title ?? "").split(" · ")[0]);
    let history = null; // loaded when the history panel opens
    useLibrary(loadLibrary(ctx.storage, data.game));
    const learn = async (answer) => {
      if (!answer?.library) return;
      const note = await keepLearnt(ctx, data.game, answer.library);
      if (note) ctx.toast(note);
      useLibrary(loadLibrary(ctx.storage, data.game));
    };
    const live = liveSession(ctx.engine, `table:${id}`, data.session, "table.live");
    cleanups.push(() => live.close());
    ui.busy = true; // the stored screen is drawn at once; taps wait for the engine
    const again = () => draw(sessionView());
    again();
    try {
      const opened = await live.open();
      screen = opened.screen;
      learn(opened);
      if (opened.dropped) {
        // the log was cut where it stopped replaying: play on from (and keep) what opened
        ui.error = opened.dropped.message;
        await live.replace(opened.session);
        ({ rev } = store(id, { session: live.save, screen }, rev));
      }
    } catch (err) { fail(err); again(); return; }
    ui.busy = false;
    again();

    async function run(change) {
      if (ui.busy) return;
      ui.busy = true; again();
      try {
        const next = await change();
        screen = next.screen;
        ui.error = null;
        if (history) history = await live.history();
        try {
          ({ rev } = store(id, { session: live.save, screen }, rev));
        } catch (err) { ui.error = `${err.message} The change is shown but not saved.`; }
        if (next.events?.length) ctx.toast(next.events.join(" "));
        learn(next);
      } catch (err) { ctx.toast(err.message); }
      ui.busy = false; again();
    }

    async function toggleHistory() {
      history = history ? null : await live.history().catch(() => []);
      again();
    }

    function exportFile() {
      const text = JSON.stringify({ app: APP, kind: "table-session", exported: new Date().toISOString(), session: live.save }, null, 1);
      const a = document.createElement("a");
      a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
      a.download = `${(data.title || "session").replace(/[^\w-]+/g, "-")}.json`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    }

    function sessionView() {
      const s = live.save;
      return html`<div class="tb-session" data-busy=${ui.busy ? "true" : "false"}>
        <h1>${screen ? screen.title : data.title}</h1>
        ${datalists()}
        ${ui.error ? html`<p class="error-box" role="alert" id="tb-error">${ui.error}</p>` : nothing}
        ${screen ? screenView(screen, (command) => run(() => live.tap(command)), ui.busy, again) : nothing}
        ${history ? html`<section class="tb-history"><h2>History</h2><ol reversed>
          ${[...history].reverse().map((h) => html`<li><small>${h.moment}</small> ${h.events.join(" ")}</li>`)}
        </ol></section>` : nothing}
        <nav class="tb-dock" aria-label="Session">
          <button type="button" class="btn" id="tb-undo" ?disabled=${ui.busy || !s.log.length} @click=${() => run(live.undo)}>Undo</button>
          <button type="button" class="btn" id="tb-redo" ?disabled=${ui.busy || !s.redo.length} @click=${() => run(live.redo)}>Redo</button>
          <button type="button" class="btn" aria-pressed=${history ? "true" : "false"} @click=${toggleHistory}>History</button>
          <button type="button" class="btn" @click=${exportFile}>Export</button>
          <a class="btn" href="#/table">Games</a>
        </nav></div>`;
    }
  }

  function store(id, result, expectRev) {
    const title = result.screen ? `${result.screen.title} · ${result.screen.status ?? ""}`.replace(/ · $/, "") : result.session.game;
    return ctx.storage.save(KIND, id, { game: result.session.game, session: result.session, screen: result.screen, title },
      { title, expectRev: expectRev ?? undefined });
  }
}

// ---------------------------------------------------------------- setup values

