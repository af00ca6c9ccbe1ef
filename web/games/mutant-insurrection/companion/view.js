// The table companion screen: #/companion (new session) and #/companion/<id> (a saved one).
// The engine owns the rules and the session; this module sends taps, saves what comes back,
// keeps the screen awake and tells the user when saving is not possible.
import { downloadText } from "../../../files.js";
import { keepAwake } from "../../../wake-lock.js";
import { html, nothing, render } from "../../../vendor/lit-html/lit-html.js";
import { jsonProblem, sizeProblem } from "../../../limits.js";
import { liveSession } from "../../../live-session.js";
import { useKitStyles } from "../../../kit/styles.js";
import { oddsController, oddsPrefs, savedOdds } from "./odds.js";
import { sessionScreen, TABS } from "./session-screen.js";
import { setupDraft, setupFrom, setupScreen } from "./setup-form.js";
import { cardKey, deviceMemory, merge } from "./memory.js";
import { forgetView, storedView, storeView } from "./stored-view.js";
import { plural } from "./widgets.js";

const KIND = "companion";
const PREFS = "companion-screen";
const TAB_IDS = TABS.map(([id]) => id);

// Every state of this screen is drawn into `root` with lit-html, which patches what changed:
// focus, scroll and half-typed fields survive a tap.
const show = (root, template) => render(template, root);

const errorBox = (message, link = html`<a class="btn" href="#/">Back to all sessions</a>`) =>
  html`<div class="error-box" role="alert"><p>${message}</p>${link}</div>`;

export async function mount(root, ctx) {
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = new URL("./companion.css", import.meta.url).href;
  document.head.append(css);
  root.classList.add("mi-root");
  show(root, html`<p class="muted mi-loading" role="status">Starting the engine…</p>`);

  const cleanups = [() => css.remove(), useKitStyles()];
  const unmount = () => { for (const fn of cleanups.splice(0)) fn(); };
  try {
    const id = ctx.params?.[0];
    // A saved session is drawn from its stored view at once; only a new one waits for Python.
    if (id) await openSaved(root, ctx, id, cleanups);
    else await openSetup(root, ctx, cleanups);
  } catch (err) {
    show(root, html`<p class="error-box" role="alert">${err.message}</p>`);
  }
  // Left before the engine answered: the shell will not call unmount, so tidy up here.
  if (!root.isConnected) unmount();
  return unmount;
}

async function openSetup(root, ctx, cleanups) {
  await ctx.engine.ready;
  const options = await ctx.engine.call("companion.options", {});
  const memory = deviceMemory(ctx.storage);
  // What this device remembers, checked by the engine before it is offered (a damaged or
  // hand-edited list loses only its bad entries).
  const [roster, plots, stats, team] = await Promise.all([
    ctx.engine.call("companion.clean_roster", { roster: memory.roster() }).catch(() => ({ entries: [] })),
    ctx.engine.call("companion.clean_plots", { plots: memory.plots() }).catch(() => ({ entries: [] })),
    ctx.engine.call("companion.finished_stats", { summaries: memory.finished() }).catch(() => null),
    ctx.engine.call("companion.team_offer", { team: memory.team(), roster: memory.roster(), plots: memory.plots() })
      .catch(() => ({ offer: null })),
  ]);
  const known = { roster: roster.entries, plots: plots.entries, stats, team: team.offer };
  const start = async (result) => {
    const id = ctx.storage.newId();
    let rev;
    try {
      ({ rev } = ctx.storage.save(KIND, id, result.session, { title: result.view.title }));
    } catch (err) {
      // No storage: play on in memory, and say so. The session owns `root` from here: the
      // setup form's late answers (its check, the end of create) must not draw over it.
      handedOver = true;
      runSession(root, ctx, { id, save: result.session, view: result.view, rev: null, saveError: err }, cleanups);
      return;
    }
    storeView(ctx.storage, id, rev, result.view);
    ctx.navigate(`#/companion/${encodeURIComponent(id)}`);
  };
  const form = setupDraft(options, known);
  let handedOver = false;
  const paint = () => { if (!handedOver) show(root, setupScreen(options, known, form, handlers)); };
  // The engine lists what the form still lacks, before Start (a burst of typing asks once).
  let asked = "";
  let checkTimer = 0;
  const check = () => {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(async () => {
      const setup = setupFrom(form, options);
      const key = JSON.stringify(setup);
      if (key === asked) return;
      asked = key;
      try {
        const { problems } = await ctx.engine.call("companion.check_setup", { setup });
        if (asked !== key) return;
        form.problems = problems;
      } catch { form.problems = []; }
      if (root.isConnected) paint();
    }, 120);
  };
  const handlers = {
    repaint: () => { paint(); check(); },
    changed: check,
    async create(setup) {
      form.busy = true;
      form.error = "";
      paint();
      try {
        const result = await ctx.engine.call("companion.new", { setup: { ...setup, started_at: Date.now() } });
        memory.startedTeam(result.view);
        await start(result);
      } catch (err) {
        form.error = err.message;
      }
      form.busy = false;
      if (root.isConnected) paint();
    },
    async importFile(file) {
      form.importError = "";
      // Bounded before it is read or parsed: too large or nested too deeply is said in words.
      const text = sizeProblem(file.size) ? null : await file.text();
      const problem = sizeProblem(file.size) ?? jsonProblem(text);
      let data = null;
      if (problem) {
        form.importError = `"${file.name}" cannot be opened: ${problem.replace("a session", "a session file")} Nothing was changed.`;
      } else {
        try { data = JSON.parse(text); } catch {
          form.importError = `"${file.name}" is not a session file exported from this app (it is not JSON). Nothing was changed.`;
        }
      }
      if (data !== null) {
        try {
          await start(await ctx.engine.call("companion.load", { data }));
        } catch (err) {
          form.importError = `"${file.name}" cannot be opened: ${err.message} Nothing was changed.`;
        }
      }
      if (root.isConnected) paint();
    },
  };
  paint();
  check();
}


// An imported card library: bounded and parsed here, checked card by card by the engine; a
// file with no good card changes nothing, and every left-out card is named by its place.
async function importCards(ctx, memory, ui, file) {
  const refused = (why) => ({
    ok: false,
    text: `"${file.name}" cannot be imported: ${why[0].toLowerCase()}${why.slice(1).replace("a session", "a file")} Nothing was changed.`,
  });
  if (sizeProblem(file.size)) return refused(sizeProblem(file.size));
  const text = await file.text();
  const problem = jsonProblem(text);
  if (problem) return refused(problem);
  let data;
  try { data = JSON.parse(text); } catch { return refused("it is not a card library exported from this app (it is not JSON)."); }
  let checked;
  try { checked = await ctx.engine.call("companion.clean_cards", { cards: data }); } catch (err) { return refused(err.message); }
  if (!checked.entries.length) return refused(checked.problems[0] ?? "it holds no card.");
  memory.addCards(checked.entries);
  ui.cards = merge(ui.cards, checked.entries, cardKey);
  const n = checked.entries.length;
  const left = checked.problems.length ? ` Left out: ${checked.problems.join(" ")}` : "";
  return { ok: !left, text: `Imported ${n} ${n === 1 ? "card" : "cards"} from "${file.name}".${left}` };
}

function deleteSession(ctx, id, question) {
  if (!window.confirm(question)) return;
  try {
    ctx.storage.remove(KIND, id);
    ctx.storage.remove(PREFS, id);
  } catch (err) { ctx.toast(err.message); return; }
  forgetView(ctx.storage, id);
  ctx.navigate("#/");
}

// A save that cannot be opened stays untouched until the user chooses: keep its text in a file,
// delete it, or go back.
function damaged(root, ctx, id, message) {
  let text = null;
  try { text = ctx.storage.raw(KIND, id); } catch { text = null; }
  const download = () => downloadText(text, `mutant-insurrection-damaged-${id.slice(0, 8)}.json`);
  const remove = () => deleteSession(ctx, id, "Delete this damaged session from this device? This cannot be undone.");
  show(root, html`<div class="error-box mi-damaged" role="alert">
    <p>${message}</p>
    <p>The saved copy was left as it is. You can keep its text in a file (to send to us or open later) or delete it.</p>
    <div class="mi-row">
      ${text !== null ? html`<button type="button" @click=${download}>Save its text to a file</button>
        <button type="button" class="mi-danger" @click=${remove}>Delete it</button>` : nothing}
      <a class="btn" href="#/">Back to all sessions</a>
    </div></div>`);
}

async function openSaved(root, ctx, id, cleanups) {
  let entry;
  try {
    entry = ctx.storage.load(KIND, id);
  } catch (err) {
    if (err.type === "corrupt") damaged(root, ctx, id, err.message);
    else show(root, errorBox(err.message));
    return;
  }
  if (!entry) {
    show(root, errorBox("This session is not saved on this device (it may have been deleted).",
      html`<a class="btn" href="#/companion">Start a new session</a>`));
    return;
  }
  runSession(root, ctx, { id, save: entry.data, view: storedView(ctx.storage, id, entry.rev), rev: entry.rev, writeId: entry.writeId }, cleanups);
}

// The session runs in the worker (live-session.js); the page draws what comes back. Until the
// engine has opened it, the stored view is on screen and taps wait in order in `busy`.
function runSession(root, ctx, start, cleanups) {
  const id = start.id;
  const live = liveSession(ctx.engine, id, start.save);
  const memory = deviceMemory(ctx.storage);
  let view = start.view;
  let rev = start.rev;
  let saveError = start.saveError ?? ctx.storage.writable?.() ?? null; // read-only: said at once
  let saveWarning = null; // saved, but not the usual safe way (no room for a spare copy)
  let dropped = null; // what opening could not replay (issue 8), until the player plays on
  let conflict = null; // another tab's copy we could not merge, while we wait for the user's choice
  // Which stored copy this tab last wrote or read (its writeId), and the log length of each copy
  // it knows: another tab's copy is merged from the last copy both tabs had.
  let known = start.writeId ?? null;
  const seen = new Map([[known, start.save?.log?.length ?? 0]]);
  let closing = false; // the screen is being left: a last save, nothing else
  let dirty = false; // this tab has taps that are not (yet) in the copy `known`
  let lastEvents = [];
  let opened = false;
  let waiting = 0; // taps made before the engine opened the session, applied in order after
  const ui = {
    tab: "table", open: new Set(), pool: { red: 0, yellow: 2, blue: 2 }, confirm: null, wake: "",
    physical: false, entered: [], // the table's own dice: the faces tapped in so far
    odds: oddsPrefs(null), roller: null, sheet: false, overview: false,
    scoreboard: false, turns: {}, picker: null, // the whole-table scoreboard (panel-scoreboard.js)
    roster: memory.roster(), // remembered heroes, for a replacement's one tap (the engine checks)
    cards: [], // the card library, once the engine has checked the stored copy
    flip: null, // the flip sheet's deck (and deploying hero), while it is open
    libraryNote: null,
  };
  // Screen preferences (open tab, open sections, dice pool) come back with the session;
  // losing them is harmless. Read once a view (stored or fresh) gives the limits.
  let prefsRead = false;
  const readPrefs = () => {
    prefsRead = true;
    try {
      const prefs = ctx.storage.load(PREFS, id)?.data;
      if (prefs && TAB_IDS.includes(prefs.tab)) ui.tab = prefs.tab;
      if (Array.isArray(prefs?.open)) ui.open = new Set(prefs.open.filter((k) => typeof k === "string"));
      ui.odds = oddsPrefs(prefs?.odds);
      ui.physical = prefs?.physical === true;
      if (typeof prefs?.logFilter === "string") ui.logFilter = prefs.logFilter; // the Log's filter
      ui.scoreboard = prefs?.scoreboard === true;
      if (prefs?.turns && typeof prefs.turns === "object") {
        ui.turns = Object.fromEntries(Object.entries(prefs.turns).filter(([, t]) => [0, 90, 180, 270].includes(t)));
      }
      if (prefs?.pool) {
        for (const c of ["red", "yellow", "blue"]) {
          const n = prefs.pool[c];
          if (Number.isInteger(n) && n >= 0 && n <= view.limits.dice_per_color) ui.pool[c] = n;
        }
      }
    } catch { /* defaults */ }
  };
  const savePrefs = () => {
    try { ctx.storage.save(PREFS, id, {
      tab: ui.tab, pool: ui.pool, physical: Boolean(ui.physical), logFilter: ui.logFilter ?? "all", open: [...ui.open],
      odds: savedOdds(ui.odds), scoreboard: ui.scoreboard, turns: ui.turns,
    }); } catch { /* not worth a warning */ }
  };
  ui.remember = savePrefs;

  const wrote = (saved) => {
    ({ rev } = saved);
    known = saved.writeId;
    seen.set(known, live.save.log.length);
    dirty = false;
    saveError = null;
    saveWarning = saved.inPlace
      ? ctx.storage.inPlaceNote("change", "sessions")
      : null;
    storeView(ctx.storage, id, rev, view);
  };

  // Saves this tab's copy unless another tab wrote one this tab has not seen (compare-and-swap
  // on the write id); then the two are merged in the tap queue (see sync). overwrite: the
  // player chose to keep this tab's copy.
  const persist = ({ overwrite = false } = {}) => {
    if (conflict) return; // never overwrite the other tab's copy without asking
    try {
      wrote(ctx.storage.save(KIND, id, live.save, { title: view.title, expectWrite: overwrite || rev === null ? undefined : known }));
      // A session that began in memory (no storage then) is still at the setup's address: it
      // now gets one a reload can find. Only from that address: a player who has just left
      // (the hash already changed, its hashchange not yet handled) must not be pulled back.
      if (!closing && root.isConnected && /^#\/companion\/?$/.test(location.hash)) {
        history.replaceState(null, "", `#/companion/${encodeURIComponent(id)}`);
      }
    } catch (err) {
      if (err.type !== "conflict") { saveError = err; return; }
      busy = busy.then(() => sync());
    }
  };

  // Another tab's copy arrived (its storage event, or a save that met it). Made on top of this
  // tab's latest copy: followed. Made on the same copy as this tab's taps (taps at the same
  // instant): this tab's taps are applied again on top of it, so neither tab's is lost. When
  // that cannot be done (an undo here, a tap no longer legal): both are shown and the player
  // chooses.
  const sync = async (depth = 0) => {
    let other = null; // what is stored now, not what an event or a refused save saw earlier
    try { other = ctx.storage.load(KIND, id); } catch { other = null; }
    if (other && other.writeId === known) return;
    if (!other || !Array.isArray(other.data?.log) || depth > 4) {
      conflict = { entry: other, mine: null, theirs: null };
      paint();
      return;
    }
    const mine = [...live.save.log];
    const theirs = other.data.log;
    const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
    let common = 0;
    while (common < mine.length && common < theirs.length && same(mine[common], theirs[common])) common++;
    if (other.base === known && !dirty) {
      try {
        view = (await live.replace(other.data)).view;
        rev = other.rev; known = other.writeId; seen.set(known, live.save.log.length);
        storeView(ctx.storage, id, rev, view);
        lastEvents = ["Updated from another tab."];
      } catch {
        conflict = { entry: other, mine: null, theirs: null };
      }
      paint();
      return;
    }
    const ancestor = seen.get(other.base);
    const ownTaps = mine.slice(common);
    if (ancestor === undefined || common < ancestor || !ownTaps.length) {
      // an undo here took back entries of the copy both tabs had: a change too, never "0"
      const undone = ancestor === undefined ? 0 : Math.max(0, ancestor - common);
      conflict = { entry: other, mine: mine.length - common + undone, undone, theirs: theirs.length - common };
      paint();
      return;
    }
    const before = live.save;
    let result;
    try {
      result = await live.replace(other.data);
      for (const command of ownTaps) result = await live.tap(command);
    } catch {
      try { await live.replace(before); } catch { /* this tab's copy stays on the page */ }
      conflict = { entry: other, mine: ownTaps.length, theirs: theirs.length - common };
      paint();
      return;
    }
    view = result.view;
    rev = other.rev; known = other.writeId; seen.set(known, theirs.length);
    const n = ownTaps.length;
    lastEvents = [`Another tab changed this session at the same moment: ${n === 1 ? "your tap was" : `your ${n} taps were`} added after its change.`];
    try {
      wrote(ctx.storage.save(KIND, id, live.save, { title: view.title, expectWrite: known }));
    } catch (err) {
      if (err.type === "conflict") { await sync(depth + 1); return; }
      saveError = err;
    }
    paint();
  };
  // Saving (a JSON copy of the whole log) waits until the tap's frame is drawn, and a burst of
  // taps is saved once; leaving the page saves at once.
  const saver = deferredSave(() => {
    const hadConflict = conflict;
    const hadWarning = saveWarning;
    persist();
    if (saveError || (conflict && !hadConflict) || saveWarning !== hadWarning) paint();
  });
  cleanups.push(() => { closing = true; saver.flush(); });

  // The first step in the queue opens the session in the worker; taps queue behind it.
  ctx.engine.call("companion.clean_cards", { cards: memory.cards() })
    .then((r) => { ui.cards = merge(r.entries, ui.cards, cardKey); paint(); })
    .catch(() => { /* only the suggestions are lost */ });
  let busy = live.open().then((result) => {
    view = result.view;
    dropped = view.notice ?? null;
    opened = true;
    root.dataset.engine = "ready";
    if (!prefsRead) readPrefs();
    paint();
    return true;
  }, (err) => {
    if (err.type === "SaveVersionError") {  // a newer app's save: fine, just not readable here
      show(root, errorBox(`${err.message} The saved copy was left as it is.`));
    } else {
      damaged(root, ctx, id, err.message);
    }
    return false;
  });
  const sessionOpened = busy;

  // Rapid taps queue up: each one is applied to the session the previous one produced.
  const call = (change, reveal) => {
    if (!opened) { waiting += 1; paint(); }
    busy = busy.then(async () => {
      if (!(await sessionOpened)) return;
      try {
        const result = await change();
        view = result.view;
        lastEvents = result.events;
        dropped = null;
        dirty = true;
        saver.schedule();
        paint();
        if (reveal) root.querySelector(reveal)?.scrollIntoView({ block: "nearest" });
        if (result.announce) ctx.toast(result.announce);
        return true;
      } catch (err) {
        lastEvents = [];
        ctx.toast(err.message);
        paint();
        return false;
      } finally {
        if (waiting) waiting -= 1;
      }
    });
    return busy; // resolves to whether the change was made (a refused tap: false)
  };

  const act = {
    // Each tap carries its time: the session's clock (game timer, summary) replays from it.
    cmd: (command, reveal) => call(() => live.tap({ ...command, at: Date.now() }), reveal),
    undo: () => call(() => live.undo()),
    redo: () => call(() => live.redo()),
    tab: (tab) => {
      ui.tab = tab;
      savePrefs();
      paint();
      window.scrollTo({ top: 0 });
      root.querySelector(`#mi-tab-${tab}`)?.focus({ preventScroll: true });
    },
    repaint: () => { savePrefs(); paint(); },
    // the whole-table scoreboard in place of the session screen (kept over a reload)
    scoreboard: (open) => {
      ui.scoreboard = open;
      ui.picker = null;
      ui.sheet = false;
      savePrefs();
      paint();
      window.scrollTo({ top: 0 });
      root.querySelector(open ? "[data-k=sb-exit]" : "[data-k=scoreboard]")?.focus({ preventScroll: true });
    },
    odds: (change) => { change(ui.odds); savePrefs(); paint(); },
    home: () => ctx.navigate("#/"),
    exportFile: () => downloadText(JSON.stringify(live.save, null, 1), `mutant-insurrection-${id.slice(0, 8)}.json`),
    flip: (flip) => { ui.flip = flip; paint(); root.querySelector("[data-k=flip-sheet] input")?.focus(); },
    exportCards: async () => {
      const { file } = await ctx.engine.call("companion.clean_cards", { cards: ui.cards });
      downloadText(JSON.stringify(file, null, 1), "mutant-insurrection-cards.json");
    },
    importCards: async (file) => {
      ui.libraryNote = await importCards(ctx, memory, ui, file);
      paint();
    },
    remove: () => {
      saver.now(); // a pending save must not bring the session back after it is deleted
      deleteSession(ctx, id, "Delete this table session from this device? This cannot be undone.");
    },
  };

  const saveOriginal = () => {
    let text = null;
    try { text = ctx.storage.raw(KIND, id); } catch { text = null; }
    downloadText(text ?? JSON.stringify(start.save), `mutant-insurrection-original-${id.slice(0, 8)}.json`);
  };
  const useOther = async () => {
    const entry = conflict.entry ?? ctx.storage.load(KIND, id);
    conflict = null;
    if (!entry) { persist({ overwrite: true }); paint(); return; }
    try {
      const result = await live.replace(entry.data);
      view = result.view; rev = entry.rev;
      known = entry.writeId; seen.set(known, live.save.log.length); dirty = false;
      storeView(ctx.storage, id, rev, view);
    } catch (err) { ctx.toast(err.message); }
    paint();
  };
  const keepMine = () => {
    conflict = null;
    persist({ overwrite: true }); // on purpose
    paint();
  };

  const notices = () => {
    const both = conflict && conflict.mine !== null && conflict.mine !== undefined
      ? ` This tab has ${plural(conflict.mine, "change")} the other copy lacks${conflict.undone
        ? ` (${conflict.undone === 1 ? "an undo" : `${conflict.undone} undos`})` : ""}; the other copy has ${plural(conflict.theirs, "change")} this tab lacks.`
      : "";
    const taps = waiting === 1 ? "1 tap is" : `${waiting} taps are`;
    return html`
      ${dropped ? html`<div class="mi-notice error-box mi-opened" role="alert"><p>${dropped}</p>
        <div class="mi-row">
          <button type="button" @click=${saveOriginal}>Save the original to a file</button>
          <button type="button" @click=${() => { dropped = null; paint(); }}>Play on from here</button>
        </div></div>` : nothing}
      ${conflict ? html`<div class="mi-notice error-box" role="alert">
        <p>This session was changed in another tab or window. Saving here is paused so nothing is lost.${both}</p>
        <div class="mi-row">
          <button type="button" class="primary" @click=${useOther}>Use the other copy</button>
          <button type="button" @click=${keepMine}>Keep this one</button>
        </div></div>` : nothing}
      ${saveError ? html`<div class="mi-notice error-box" role="alert"><p>${saveError.message}</p>
        <div class="mi-row">
          <button type="button" @click=${() => { persist(); paint(); }}>Try saving again</button>
          <button type="button" @click=${act.exportFile}>Export to a file</button>
        </div></div>` : nothing}
      ${saveWarning && !saveError ? html`<div class="mi-notice error-box mi-warning" role="status"><p>${saveWarning}</p></div>` : nothing}
      ${opened ? nothing : html`<p class="mi-notice mi-waiting" role="status">${waiting
        ? `Starting the engine… ${taps} kept and will be applied in order.`
        : "Starting the engine… This is your table as you left it; taps are kept and applied in order."}</p>`}
      <p class="mi-status" role="status" aria-live="polite">${lastEvents.join(" ")}</p>`;
  };

  let painted = 0;
  const paint = () => {
    if (!view) return; // nothing stored to show yet: "Starting the engine…" stays
    if (!root.isConnected && painted) return;
    if (opened && !conflict) memory.learn(view, id);
    if (view.cards?.length) ui.cards = merge(ui.cards, view.cards, cardKey);
    show(root, sessionScreen(view, ui, act, notices()));
    odds.refresh(view);
    if (!painted++) {
      performance.mark("session-visible");
      // a session opens at its top (the setup's Start button, or the home list, was far down)
      window.scrollTo({ top: 0 });
    }
    // For the benchmark and the tests: what was drawn, from the stored view or the engine.
    document.dispatchEvent(new CustomEvent("mi:painted", { detail: { opened } }));
  };
  const odds = oddsController(ctx.engine, ui, paint);

  // Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) on a tablet's keyboard, never while typing in a field.
  const onKey = (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.target.closest?.("input, select, textarea")) return;
    const key = e.key.toLowerCase();
    if (key === "z" && !e.shiftKey && view?.can_undo) act.undo();
    else if (((key === "z" && e.shiftKey) || key === "y") && view?.can_redo) act.redo();
    else return;
    e.preventDefault();
  };
  document.addEventListener("keydown", onKey);
  cleanups.push(() => document.removeEventListener("keydown", onKey));

  // Another tab writing this session: merged or followed in order with this tab's taps (see
  // sync), reading what is stored when it is this tab's turn (several tabs may have written).
  cleanups.push(ctx.storage.watch(KIND, id, () => {
    busy = busy.then(async () => {
      if (!(await sessionOpened)) return;
      saver.now(); // this tab's pending save first (a conflict it meets is merged by sync)
      await sync();
    });
  }));
  cleanups.push(keepAwake((text) => {
    ui.wake = text;
    paint();
  }));
  cleanups.push(() => live.close());
  // The game timer is drawn from the view's clock and the page's time: a tick a minute.
  const tick = setInterval(() => { if (view?.timer?.running) paint(); }, 30_000);
  cleanups.push(() => clearInterval(tick));
  root.dataset.engine = "waiting";
  if (view) readPrefs();
  paint();
  return sessionOpened;
}

// Run `save` once after the next frame is drawn, however many times it is scheduled before;
// `now` runs a pending save at once; `flush` also stops listening (the screen is closed).
function deferredSave(save) {
  let pending = false;
  const run = () => {
    if (!pending) return;
    pending = false;
    const start = performance.now();
    save();
    performance.clearMeasures("companion-save"); // only the latest is kept, for the benchmark
    performance.measure("companion-save", { start });
  };
  const onHide = () => { if (document.visibilityState === "hidden") run(); };
  addEventListener("pagehide", run);
  document.addEventListener("visibilitychange", onHide);
  return {
    schedule() {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => setTimeout(run, 0));
      setTimeout(run, 250); // no frames in a hidden tab: save anyway
    },
    now: run,
    flush() {
      run();
      removeEventListener("pagehide", run);
      document.removeEventListener("visibilitychange", onHide);
    },
  };
}

