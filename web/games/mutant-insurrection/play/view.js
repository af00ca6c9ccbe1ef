// The digital game: #/play (its home), #/play/new[/<share>] (new game), #/play/g/<id> (a saved
// game), #/play/rules. A controller holds the engine's latest answer and the screen state (tab,
// selected dice, open panels: never game state), and redraw() patches the screen with lit-html,
// so focus and scroll survive every tap. The engine decides everything; this module sends taps,
// saves what comes back and lays it out.
import { html, nothing, render } from "../../../vendor/lit-html/lit-html.js";
import { randomSeed } from "../../../seed.js";
import { downloadText, readText } from "../../../files.js";
import { PACK_MAX_BYTES } from "../../../limits.js";
import { keepAwake } from "../../../wake-lock.js";
import { cardSheet } from "../../../kit/cards.js";
import { revealTracker } from "../../../kit/motion.js";
import { useKitStyles } from "../../../kit/styles.js";
import { PHASES, board, threatStrip } from "./board.js";
import { decisionDock, decisionKey } from "./decision.js";
import { coachMark, readTour, TOUR_PREF, tourStep } from "./tour.js";
import { boardChange, conflictNotice, droppedNotice, endPanel, homeScreen, logPanel, newGameScreen, replayedNotice, rulesPanel } from "./screens.js";
import {
  KIND, PACK, SaveError, checkData, entryData, exportText, importGame, parseShare, shareUrl, title,
} from "./saves.js";

// Whether the player asked to see the odds in the dice tray (off until they do).
const ODDS_PREF = "play-screen";
function readOddsPref(storage) {
  try { return Boolean(storage.load(ODDS_PREF, "odds")?.data?.on); } catch { return false; }
}
// Whether the player folded the dock to one line (kept per device; open until they do).
function readDockPref(storage) {
  try { return storage.load(ODDS_PREF, "dock")?.data?.open !== false; } catch { return true; }
}
// How many events the feed keeps from one answer (a long automatic stretch: the newest).
const FEED_MAX = 12;
// What a tap itself did is on the screen already (the dice, the hero on the card): the feed
// tells the rest — what the rules did after it.
const OWN_MOVES = new Set(["deploy", "attempt", "assist", "roll", "reroll", "spend"]);

export async function mount(root, ctx) {
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = new URL("./play.css", import.meta.url).href;
  document.head.append(css);
  root.classList.add("pl-root");
  const c = new Controller(root, ctx);
  const [where, arg] = ctx.params ?? [];
  c.cleanups.push(() => css.remove(), useKitStyles());
  try {
    if (where === "new") await c.showNew(arg);
    else if (where === "g" && arg) await c.openGame(arg);
    else if (where === "rules") c.showRules();
    else c.showHome();
  } catch (err) {
    c.fail(err.message);
  }
  return () => c.destroy();
}

class Controller {
  constructor(root, ctx) {
    this.root = root;
    this.ctx = ctx;
    this.cleanups = [];
    this.screen = "loading";
    this.game = null; // { gid, saveId, view, setup, rev, canUndo, canRedo }
    this.events = [];
    this.ui = {
      tab: "board", selected: [], preview: null, why: "", busy: false, live: false, query: "",
      ruleFocus: null, logGroup: "all", saveError: "", notice: "", wake: "", share: "",
      listError: "", importError: "", formError: "", error: "", packError: "", packNote: "", dropped: "", replayed: null, conflict: null,
      odds: readOddsPref(ctx.storage), oddsInfo: null,
      dockOpen: readDockPref(ctx.storage), suggestion: null, feed: [], deployHero: null, menu: false,
      tour: readTour(ctx.storage), sheet: null, fresh: new Set(),
    };
    this.reveal = revealTracker(); // cards revealed and dice rolled by the last answer
    this.batch = { undo: 1, redo: 1 }; // a suggested payment is undone and redone whole
    this.shownKey = null; // the decision whose card was last brought into sight
    this.act = this.actions();
  }

  destroy() {
    for (const fn of this.cleanups.splice(0)) { try { fn(); } catch { /* leaving anyway */ } }
    if (this.game?.gid) this.ctx.engine.call("engine.close", { game: this.game.gid }).catch(() => {});
  }

  redraw() {
    const r = this.root;
    const v = this.game?.view;
    if (v?.outcome) r.dataset.gameOutcome = v.outcome.result; else delete r.dataset.gameOutcome;
    r.dataset.busy = this.ui.busy || !this.ui.live ? "true" : "false";
    r.dataset.screen = this.screen;
    // what a test or a bench reads: the decision, the card it is about, the round
    r.dataset.decision = v?.decision?.kind ?? "";
    r.dataset.focusCard = (this.screen === "game" && this.ui.tab === "board" && v?.decision?.focus?.card) || "";
    r.dataset.round = v ? String(v.round) : "";
    render(this.template(), r);
    if (this.screen === "game") this.keepFocusInSight();
  }

  // A notice the player must answer first: another tab's copy, a save that did not replay
  // whole, a save replayed under newer rules.
  answerPending() {
    return Boolean(this.ui.conflict || this.ui.dropped || this.ui.replayed);
  }

  // The card a decision is about stays in sight: when the decision changes (or the dock folds
  // or opens), the board's copy is scrolled between the sticky bar and the dock, and the dock
  // is scrolled to its top where its own copy is.
  keepFocusInSight() {
    const v = this.game?.view;
    if (!v?.decision || this.ui.tab !== "board") return;
    // a notice the player must answer (two tabs, a replayed save) keeps the screen where it is
    if (this.answerPending()) return;
    const key = `${decisionKey(v)}:${this.ui.dockOpen}`;
    const dock = this.root.querySelector(".pl-dock");
    if (dock && key !== this.shownKey) dock.scrollTop = 0; // a new decision: the dock from its top
    this.shownKey = key;
    // the dock's own copy of the card: scrolled into the dock's view when the feed or a long
    // suggestion pushed it below the dock's edge
    const own = dock?.querySelector("[data-focus]");
    if (own) {
      const d = dock.getBoundingClientRect();
      const f = own.getBoundingClientRect();
      const bottom = Math.min(d.bottom, window.innerHeight) - 6;
      if (f.bottom > bottom) dock.scrollTop += Math.min(f.bottom - bottom, f.top - d.top - 6);
    }
    const card = this.root.querySelector(".pl-focus-card");
    if (!card) return;
    const bar = this.root.querySelector(".pl-bar")?.getBoundingClientRect();
    const top = (bar?.bottom ?? 0) + 6;
    const landscape = dock && dock.getBoundingClientRect().left > card.getBoundingClientRect().right;
    const bottom = dock && !landscape ? dock.getBoundingClientRect().top - 6 : window.innerHeight;
    const box = card.getBoundingClientRect();
    const middle = (box.top + box.bottom) / 2;
    if (middle > top + 8 && middle < bottom - 8 && box.top >= top - 1) return;
    const room = bottom - top;
    // the whole card when it fits, else its top part (its name and objectives come first)
    const target = box.height <= room ? top + (room - box.height) / 2 : top;
    window.scrollBy({ top: box.top - target, behavior: "instant" });
  }

  template() {
    const { ui, act } = this;
    if (this.screen === "loading") return html`<p class="muted" role="status">Starting the engine…</p>`;
    if (this.screen === "error") {
      return html`<div class="pl-home"><h1>This game cannot be opened</h1>
        <p class="error-box" role="alert" id="pl-error">${ui.error}</p>
        <div class="actions"><a class="btn primary" href="#/play">Saved games</a>
        ${this.damagedId ? html`<button type="button" class="btn" @click=${act.downloadDamaged}>Download the damaged save</button>
          <button type="button" class="btn" @click=${act.deleteDamaged}>Delete it</button>` : nothing}</div></div>`;
    }
    if (this.screen === "home") return homeScreen(this.list(), ui, act, this.packs());
    if (this.screen === "new") return newGameScreen(this.catalog, this.form, ui, act, this.packList);
    if (this.screen === "rules") return html`<div class="pl-home">${rulesPanel(ui, act)}<p><a href="#/play">Back</a></p></div>`;
    return this.gameTemplate();
  }

  gameTemplate() {
    const { ui, act } = this;
    const g = this.game;
    const v = g.view;
    const tab = (id, label) => html`<button type="button" role="tab" class="pl-tab" id=${`pl-tab-${id}`}
      aria-selected=${ui.tab === id ? "true" : "false"} @click=${() => act.tab(id)}>${label}</button>`;
    // what the last answer brought onto the table: a new mission or card flips, a new face rolls
    ui.fresh = this.reveal(v, [...v.missions.map((m) => m.id), v.decision?.focus ? `focus:${v.decision.focus.card}` : "",
      ...(v.attempt?.pool ?? []).map((x) => `die:${x.id}:${x.face.join(":")}`)]);
    let panel;
    if (ui.tab === "log") panel = logPanel(this.events, ui, act);
    else if (ui.tab === "rules") panel = rulesPanel(ui, act);
    else panel = board(v, act, undefined, { deployHero: ui.deployHero, fresh: ui.fresh, focusOnBoard: !ui.dockOpen && Boolean(v.decision?.focus?.mission) });
    // no coach mark over a notice the player must answer first (two tabs, a replayed save)
    const notice = this.answerPending() || ui.saveError;
    const step = ui.tab === "board" && !v.outcome && !notice ? tourStep(g.setup, v, ui.tour) : null;
    return html`<div class="pl-game" data-tab=${ui.tab}>
      <h1 class="visually-hidden">Mutant Insurrection: ${title(v)}</h1>
      ${ui.live ? nothing : html`<p class="pl-note" role="status">Your saved board is shown; the engine is starting…</p>`}
      ${ui.saveError ? html`<p class="error-box" role="alert" id="pl-save-error">${ui.saveError}</p>` : nothing}
      ${ui.saveWarning ? html`<p class="pl-note" role="status" id="pl-save-warning">${ui.saveWarning}</p>` : nothing}
      ${ui.notice ? html`<p class="pl-note" role="status">${ui.notice}</p>` : nothing}
      ${ui.dropped ? droppedNotice(ui.dropped, act) : nothing}
      ${ui.replayed ? replayedNotice(ui.replayed, act) : nothing}
      ${ui.conflict ? conflictNotice(ui.conflict, act) : nothing}
      <div class="pl-bar">
        <button type="button" class="btn" id="pl-undo" ?disabled=${!g.canUndo || ui.busy} @click=${act.undo} aria-label="Undo">↶</button>
        <div role="tablist" aria-label="Game sections" class="pl-tabs">${tab("board", "Board")}${tab("log", "Log")}${tab("rules", "Rules")}</div>
        <button type="button" class="btn" id="pl-redo" ?disabled=${!g.canRedo || ui.busy} @click=${act.redo} aria-label="Redo">↷</button>
        <button type="button" class="btn pl-menu-btn" id="pl-menu-btn" aria-expanded=${ui.menu ? "true" : "false"} aria-controls="pl-menu"
          @click=${act.toggleMenu} aria-label="Game menu">☰</button>
        ${threatStrip(v)}
      </div>
      <div class="pl-menu" id="pl-menu" ?hidden=${!ui.menu}>
        <div class="actions">
          <button type="button" class="btn" id="pl-export" @click=${act.exportFile}>Export this game</button>
          <button type="button" class="btn" id="pl-share" @click=${act.share}>Share this setup</button>
          <a class="btn" href="#/play">Saved games</a>
          <a class="btn" href="#/settings" id="pl-settings">Settings</a>
        </div>
        ${ui.share ? html`<label class="pl-field">Link to this game's setup
          <input type="text" readonly id="pl-share-url" .value=${ui.share} @focus=${(e) => e.target.select()}></label>` : nothing}
        <p class="muted" id="pl-wake">${ui.wake}</p>
      </div>
      ${v.outcome ? endPanel(v, act) : nothing}
      <div class="pl-panel" role="tabpanel" aria-labelledby=${`pl-tab-${ui.tab}`}>${panel}</div>
      ${v.outcome || ui.tab !== "board" ? nothing : decisionDock(v, ui, act)}
      ${step ? coachMark(step, act) : nothing}
      ${cardSheet(ui.sheet, act.closeSheet)}
    </div>`;
  }

  // ------------------------------------------------------------------ screens

  list() {
    try {
      this.ui.listError = "";
      return this.ctx.storage.list(KIND).map((item) => {
        if (item.damaged) return item;
        try {
          const entry = this.ctx.storage.load(KIND, item.id);
          return { ...item, summary: entry?.data?.summary ?? null };
        } catch {
          return { ...item, damaged: true };
        }
      });
    } catch (err) {
      this.ui.listError = `Saved games cannot be read: ${err.message}`;
      return [];
    }
  }

  showHome() {
    this.screen = "home";
    this.ui.live = true;
    this.redraw();
  }

  showRules() {
    this.screen = "rules";
    this.ui.live = true;
    this.redraw();
  }

  async showNew(share) {
    this.redraw();
    await this.ctx.engine.ready;
    const shared = parseShare(share);
    try {
      await this.ensurePack(shared?.content);
      this.catalog = await this.ctx.engine.call("engine.catalog", shared?.content ? { content: shared.content } : {});
    } catch (err) {
      this.ui.formError = `This link needs a content pack this device does not have: ${err.message}.`;
      this.catalog = await this.ctx.engine.call("engine.catalog", {});
    }
    this.packList = this.packs();
    const rec = this.catalog.recommended;
    this.form = shared && !this.ui.formError
      ? { heroes: shared.heroes, difficulty: shared.difficulty, plot: shared.plot ?? rec.plot, seed: String(shared.seed), shared: true }
      : { heroes: [...rec.heroes], difficulty: rec.difficulty, plot: rec.plot, seed: "", shared: false };
    if (share && !shared) this.ui.formError = "This share link is not complete; choose the game yourself.";
    this.screen = "new";
    this.ui.live = true;
    this.redraw();
  }

  async openGame(id) {
    const { storage, engine } = this.ctx;
    let data;
    try {
      const entry = storage.load(KIND, id);
      if (!entry) throw new SaveError("There is no saved game here: it may have been deleted.");
      data = checkData(entry.data);
      this.game = { gid: null, saveId: id, view: data.view, setup: data.setup, rev: entry.rev, writeId: entry.writeId ?? null, canUndo: false, canRedo: false };
    } catch (err) {
      this.damagedId = err instanceof SaveError || err.type === "corrupt" ? id : null;
      this.fail(`${err.message} Your other saved games are not affected.`);
      return;
    }
    // the stored board at once; the engine catches up behind it
    this.screen = "game";
    this.redraw();
    performance.mark("game-stored-drawn");
    await engine.ready;
    let r;
    try {
      await this.ensurePack(data.setup?.content);
      performance.mark("game-load-sent");
      r = await engine.call("engine.load", { save: data.save });
      performance.mark("game-load-answered");
    } catch (err) {
      this.damagedId = id;
      this.fail(`This saved game cannot be opened: ${err.message}. It is kept as it was.`);
      return;
    }
    this.game.gid = r.game;
    this.ui.live = true;
    // Some moves of the save no longer replay (an older rules version, a damaged log): say what
    // was dropped, and keep the original so it can still be saved to a file.
    if (r.dropped) {
      this.ui.dropped = r.dropped.message;
      try { this.original = storage.raw(KIND, id); } catch { this.original = null; }
    } else if (r.replayed) {
      // Saved under older rules and replayed under today's: when the board is not the one the
      // player left (outcome, round, threat), say so and let them keep the old result.
      const changed = boardChange(data.summary, r.view);
      if (changed) this.ui.replayed = { ...r.replayed, ...changed };
    }
    this.take(r, false);
    this.watchOtherTabs();
    performance.mark("game-live"); // the reopened game answers taps (bench: tests/browser/bench_play.py)
    this.cleanups.push(keepAwake((text) => { this.ui.wake = text; this.redraw(); }));
  }

  // A game on an imported content pack needs the pack in the engine first (packs are stored
  // by their content id under storage kind "pack").
  async ensurePack(contentId) {
    if (!contentId) return;
    let entry = null;
    try { entry = this.ctx.storage.load(PACK, contentId); } catch { entry = null; }
    // checked when it was imported: the bounds and schema again, not the dry run
    if (entry) await this.ctx.engine.call("engine.content_pack", { text: entry.data.text, checked: true });
  }

  packs() {
    try { return this.ctx.storage.list(PACK).filter((p) => !p.damaged); } catch { return []; }
  }

  fail(message) {
    this.screen = "error";
    this.ui.error = message;
    this.ui.live = true;
    this.redraw();
  }

  // ------------------------------------------------------------------ engine answers

  take(r, save = true) {
    const g = this.game;
    const was = g.view;
    g.view = r.view;
    g.canUndo = r.can_undo;
    g.canRedo = r.can_redo;
    Object.assign(this.ui, { selected: [], preview: null, why: "" });
    // what this answer did, newest first (an undo or a reopened game starts a fresh feed)
    const feed = r.events ? r.events.filter((e) => !OWN_MOVES.has(e.type)) : [];
    if (r.events && was && was.phase !== r.view.phase && r.view.phase !== "setup" && PHASES[r.view.phase]) {
      feed.push({ type: "phase", text: `${PHASES[r.view.phase]} phase.`, detail: [] }); // the phase changed
    }
    this.ui.feed = feed.slice(-FEED_MAX).reverse();
    const d = r.view.decision;
    if (d?.kind === "deploy") {
      const waiting = [...new Set(d.options.map((o) => o.id.split("@")[0]))];
      if (!waiting.includes(this.ui.deployHero)) this.ui.deployHero = waiting[0] ?? null;
    }
    if (save && r.save) this.autosave(r.save);
    if (this.ui.tab === "log") this.loadEvents();
    this.redraw();
    this.refreshOdds();
    this.refreshSuggestion();
  }

  // The engine's suggestion for this decision (engine.suggest), asked after the board is
  // drawn so a tap never waits for it; kept only for the decision it was made for.
  async refreshSuggestion() {
    const v = this.game?.view;
    const key = decisionKey(v);
    if (!v?.decision || !this.game.gid) return;
    if (this.ui.suggestion?.key === key) return;
    let s;
    try {
      s = { key, ...(await this.ctx.engine.call("engine.suggest", { game: this.game.gid })) };
    } catch (err) {
      s = { key, error: err.message };
    }
    if (decisionKey(this.game?.view) === key) { this.ui.suggestion = s; this.redraw(); }
  }

  // Exact odds and the best reroll (core/games/mutant_insurrection/odds, odds.game), shown only when the player asked for
  // them; recomputed for each selection of dice to reroll.
  async refreshOdds() {
    const ui = this.ui;
    // a decision about the dice: the roll (rerolls or only abilities left) or an ability's reroll
    const d = this.game?.view.decision;
    const rolling = d?.kind === "roll" || d?.options.some((o) => o.id === "reroll");
    if (!ui.odds || !rolling) {
      if (ui.oddsInfo) { ui.oddsInfo = null; this.redraw(); }
      return;
    }
    const dice = [...ui.selected];
    try {
      const info = await this.ctx.engine.call("odds.game", { game: this.game.gid, ...(dice.length ? { reroll: dice } : {}) });
      // null: no open objective is left to roll for (or the decision is not about the dice)
      if (String(ui.selected) === String(dice)) { ui.oddsInfo = info ?? { none: true }; this.redraw(); }
    } catch (err) {
      ui.oddsInfo = { error: err.message };
      this.redraw();
    }
  }

  autosave(saveText, { overwrite = false } = {}) {
    const g = this.game;
    g.unsaved = saveText;
    if (this.ui.conflict && !overwrite) return; // never over the other tab's copy without asking
    const data = entryData(saveText, g.view, g.setup);
    try {
      const expectWrite = overwrite || g.rev === undefined ? undefined : g.writeId;
      const { rev, writeId, inPlace } = this.ctx.storage.save(KIND, g.saveId, data, { title: title(g.view), expectWrite });
      Object.assign(g, { rev, writeId, unsaved: null });
      this.ui.saveError = "";
      this.ui.saveWarning = inPlace
        ? this.ctx.storage.inPlaceNote("move", "games")
        : "";
    } catch (err) {
      if (err.type === "conflict") {
        let other = null;
        try { other = this.ctx.storage.load(KIND, g.saveId); } catch (e) { this.unreadable(e.message); return; }
        this.otherCopy(other).catch((e) => this.unreadable(e.message));
        return;
      }
      this.ui.saveError = `${err.message} Play goes on; the game is kept in this tab.`;
    }
  }

  // Two tabs on one game (issue 23, defect 1). Every write carries a write id; another tab's
  // copy made on top of the one this tab has, while this tab has nothing unsaved, is followed;
  // moves made in both at the same moment are never merged or lost in silence: the player
  // sees both and chooses which copy to keep.
  watchOtherTabs() {
    const g = this.game;
    if (!g?.saveId) return;
    this.cleanups.push(this.ctx.storage.watch(KIND, g.saveId,
      (entry) => this.otherCopy(entry).catch((e) => this.unreadable(e.message))));
  }

  // Another tab's copy met this tab's moves but cannot be read or compared here: the moves stay
  // in this tab, and the player is told how to keep them.
  unreadable(why) {
    this.ui.saveError = `Another tab saved this game too, and its copy cannot be used here (${why}). Your moves are kept in this tab only: export the game to keep them.`;
    this.redraw();
  }

  // Play on from another tab's stored copy: the engine opens it, this tab's game is closed.
  async adopt(entry, notice) {
    const g = this.game;
    const r = await this.ctx.engine.call("engine.load", { save: checkData(entry.data).save });
    if (r.dropped) { // not all of it replays here: following it would lose the rest
      this.ctx.engine.call("engine.close", { game: r.game }).catch(() => {});
      throw new Error(`not all of its moves replay here. ${r.dropped.message}`);
    }
    const old = g.gid;
    Object.assign(g, { gid: r.game, rev: entry.rev, writeId: entry.writeId, unsaved: null });
    this.ctx.engine.call("engine.close", { game: old }).catch(() => {});
    this.ui.notice = notice;
    this.take(r, false);
  }

  async otherCopy(entry) {
    const g = this.game;
    if (!g || !entry || entry.writeId === g.writeId) return;
    // a move of this tab is on its way: its save meets this copy (compare-and-swap) and comes
    // back here as a conflict, so nothing is decided now
    if (this.ui.busy) return;
    let data;
    try {
      data = checkData(entry.data);
    } catch (err) {
      if (g.unsaved) throw err; // this tab's moves met it: said by the caller, never silent
      return; // only watched: a damaged write is not a copy to follow
    }
    if (entry.base === g.writeId && !g.unsaved && !this.ui.conflict) {
      this.ui.busy = true; // no move on the old copy while the other one is being opened
      this.redraw();
      // on failure this copy stays; its next save meets the other one
      await this.adopt(entry, "Updated from another tab.").catch(() => {});
      this.ui.busy = false;
      this.redraw();
      return;
    }
    this.ui.busy = true; // no move while the two copies are compared
    let mineText;
    try {
      mineText = g.unsaved ?? (await this.ctx.engine.call("engine.save", { game: g.gid })).save;
    } finally {
      this.ui.busy = false;
    }
    const mine = JSON.parse(mineText).actions;
    const theirs = JSON.parse(data.save).actions;
    let common = 0;
    while (common < mine.length && common < theirs.length && JSON.stringify(mine[common]) === JSON.stringify(theirs[common])) common++;
    this.ui.conflict = { entry, mine: mine.length - common, theirs: theirs.length - common };
    this.redraw();
    // at the top of the screen, clear of the dock: the player must see it to choose
    this.root.querySelector("#pl-conflict")?.scrollIntoView({ block: "start" });
  }

  async call(method, params) {
    this.ui.busy = true;
    this.ui.why = "";
    this.redraw();
    try {
      const since = this.game.view.log_length;
      const r = await this.ctx.engine.call(method, { game: this.game.gid, save: true, since, ...params });
      this.ui.busy = false;
      // what the next Undo takes back: a whole payment as one step (undo and redo set their own)
      if (method !== "engine.undo" && method !== "engine.redo") this.batch = { undo: r.applied ?? 1, redo: 1 };
      this.take(r);
      return r;
    } catch (err) {
      this.ui.busy = false;
      this.ui.why = `That is not possible: ${err.message}.`;
      this.redraw();
      return null;
    }
  }

  async loadEvents() {
    if (!this.game?.gid) return;
    const r = await this.ctx.engine.call("engine.events", { game: this.game.gid, since: 0 });
    this.events = r.events;
    this.redraw();
  }

  async previewReroll() {
    const dice = [...this.ui.selected];
    if (!dice.length) { this.ui.preview = null; this.redraw(); return; }
    try {
      const p = await this.ctx.engine.call("engine.reroll_preview", { game: this.game.gid, dice });
      if (String(this.ui.selected) === String(dice)) { this.ui.preview = p; this.redraw(); }
    } catch (err) {
      this.ui.preview = { text: err.message, villainy: [] };
      this.redraw();
    }
  }

  // ------------------------------------------------------------------ taps

  actions() {
    const c = this;
    const ui = this.ui;
    return {
      sheet(card) { ui.sheet = card; c.redraw(); },
      closeSheet() { if (ui.sheet) { ui.sheet = null; c.redraw(); } },
      tab(id) {
        ui.tab = id;
        if (id === "log") c.loadEvents();
        c.redraw();
      },
      rules(id) {
        if (c.screen === "game") ui.tab = "rules";
        ui.query = "";
        ui.ruleFocus = id;
        c.redraw();
        const el = c.root.querySelector(`#rule-${id}`);
        el?.scrollIntoView({ block: "start" });
        el?.focus({ preventScroll: true });
      },
      query(text) { ui.query = text; c.redraw(); },
      logGroup(group) { ui.logGroup = group; c.redraw(); },
      choose(id) { return c.call("engine.apply", { action: id }); },
      toggleDie(id) {
        const i = ui.selected.indexOf(id);
        if (i >= 0) ui.selected.splice(i, 1); else ui.selected.push(id);
        ui.selected.sort((a, b) => a - b);
        ui.why = "";
        c.redraw();
        if (c.game.view.decision?.options.some((o) => o.id === "reroll")) c.previewReroll();
        c.refreshOdds();
      },
      toggleOdds() {
        ui.odds = !ui.odds;
        try { c.ctx.storage.save(ODDS_PREF, "odds", { on: ui.odds }); } catch { /* a preference */ }
        ui.oddsInfo = null;
        c.redraw();
        c.refreshOdds();
      },
      reroll() { return c.call("engine.apply", { action: { id: "reroll", dice: [...ui.selected] } }); },
      // the suggestion: one action, or a whole payment (undone and redone as one step)
      async takeSuggestion() {
        const s = ui.suggestion;
        if (!s?.actions?.length || s.key !== decisionKey(c.game.view)) return null;
        if (s.actions.length === 1) return c.call("engine.apply", { action: s.actions[0] });
        return c.call("engine.apply_many", { actions: s.actions });
      },
      // a whole objective paid at once (its dice, then its damage): undone as one step
      pay(actions) { return c.call("engine.apply_many", { actions }); },
      toggleDock() {
        ui.dockOpen = !ui.dockOpen;
        try { c.ctx.storage.save(ODDS_PREF, "dock", { open: ui.dockOpen }); } catch { /* a preference */ }
        c.redraw();
      },
      toggleMenu() { ui.menu = !ui.menu; c.redraw(); },
      dismissFeed() { ui.feed = []; c.redraw(); },
      toggleFeed() { ui.feedOpen = !ui.feedOpen; c.redraw(); },
      deployHero(id) { ui.deployHero = id; c.redraw(); },
      tourNext(id) {
        ui.tour = { ...ui.tour, seen: [...new Set([...ui.tour.seen, id])] };
        try { c.ctx.storage.save(ODDS_PREF, TOUR_PREF, ui.tour); } catch { /* a preference */ }
        c.redraw();
      },
      tourSkip() {
        ui.tour = { ...ui.tour, skipped: true, again: false };
        try { c.ctx.storage.save(ODDS_PREF, TOUR_PREF, ui.tour); } catch { /* a preference */ }
        c.redraw();
      },
      tourAgain() {
        ui.tour = { seen: [], skipped: false, again: true };
        try { c.ctx.storage.save(ODDS_PREF, TOUR_PREF, ui.tour); } catch { /* a preference */ }
        c.ctx.toast("The tour shows again in your next game.");
        c.redraw();
      },
      async spend(req) {
        const dice = [...ui.selected];
        // no dice chosen: the engine pays it when only one die (or one set alike) fits
        if (!dice.length) return c.call("engine.spend_auto", { req });
        ui.busy = true; // no second tap while the engine checks this spend
        c.redraw();
        let why;
        try {
          ({ why_not: why } = await c.ctx.engine.call("engine.check_spend", { game: c.game.gid, dice, req }));
        } catch (err) {
          why = err.message;
        }
        ui.busy = false;
        if (why) {
          ui.why = `That spend is not possible: ${why}.`;
          c.redraw();
          return null;
        }
        return c.call("engine.apply", { action: { id: "spend", req, dice } });
      },
      async undo() {
        const steps = c.batch.undo;
        const r = await c.call("engine.undo", { steps });
        if (r) c.batch = { undo: 1, redo: steps };
        return r;
      },
      async redo() {
        const steps = c.batch.redo;
        const r = await c.call("engine.redo", { steps });
        if (r) c.batch = { undo: steps, redo: 1 };
        return r;
      },
      cancel() { return c.call("engine.cancel", {}); },
      exportFile() {
        const g = c.game;
        c.ctx.engine.call("engine.save", { game: g.gid }).then(({ save }) => {
          downloadText(exportText(entryData(save, g.view, g.setup)), `mutant-insurrection-game-${g.saveId.slice(0, 8)}.json`);
        }, (err) => c.ctx.toast(`Export failed: ${err.message}`));
      },
      share() {
        ui.share = shareUrl(c.game.setup);
        navigator.clipboard?.writeText(ui.share).then(() => c.ctx.toast("Link copied."), () => {});
        ui.menu = true;
        c.redraw();
      },
      async importFile(file) {
        ui.importError = "";
        try {
          const id = await importGame(await readText(file), c.ctx);
          c.ctx.navigate(`#/play/g/${encodeURIComponent(id)}`);
        } catch (err) {
          ui.importError = `This file cannot be imported: ${err.message}`;
          c.redraw();
        }
      },
      downloadOriginal() {
        downloadText(c.original ?? "", `mutant-insurrection-original-${c.game.saveId.slice(0, 8)}.json`);
      },
      playOn() { ui.dropped = ""; ui.replayed = null; c.redraw(); },
      async useOther() {
        const entry = ui.conflict?.entry;
        if (!entry) return;
        ui.conflict = null;
        try {
          await c.adopt(entry, "This tab now shows the other tab's copy.");
        } catch (err) {
          ui.saveError = `The other tab's copy cannot be opened: ${err.message}.`;
          c.redraw();
        }
      },
      async keepMine() {
        ui.conflict = null;
        const save = c.game.unsaved ?? (await c.ctx.engine.call("engine.save", { game: c.game.gid })).save;
        c.autosave(save, { overwrite: true });
        ui.notice = "This tab's copy was kept; the other tab follows it.";
        c.redraw();
      },
      // the stored copy is left exactly as it was (nothing is saved before a move): leave it
      keepOld() { ui.replayed = null; c.ctx.navigate("#/play"); },
      downloadDamaged() {
        const text = c.ctx.storage.raw(KIND, c.damagedId) ?? "";
        downloadText(text, `mutant-insurrection-damaged-${c.damagedId.slice(0, 8)}.json`);
      },
      deleteDamaged() {
        if (!confirm("Delete this damaged saved game? This cannot be undone.")) return;
        c.ctx.storage.remove(KIND, c.damagedId);
        c.ctx.navigate("#/play");
      },
      async importPack(file) {
        ui.packError = "";
        ui.packNote = "Checking the content pack: its cards, then a few test games…";
        c.redraw();
        let pack;
        let text;
        try {
          text = await readText(file, { maxBytes: PACK_MAX_BYTES, noun: "a content pack" });
          pack = await c.ctx.engine.call("engine.content_pack", { text });
        } catch (err) {
          ui.packNote = "";
          ui.packError = `This content pack cannot be used: ${err.message}`;
          c.redraw();
          return;
        }
        const ready = `The content pack “${pack.name}” is ready: ${pack.heroes} heroes, ${pack.plots} plots.`;
        try {
          c.ctx.storage.save(PACK, pack.id, { text }, { title: pack.name });
          ui.packNote = `${ready} Choose it under New game.`;
        } catch {
          // the pack is good; only this device could not keep it (nothing else is affected)
          ui.packNote = "";
          ui.packError = `The content pack “${pack.name}” is good, but this device has no room to keep it (${Math.ceil(text.length / 1024)} KB): free some room, then import it again.`;
        }
        c.redraw();
      },
      async content(id) {
        try {
          await c.ensurePack(id);
          c.catalog = await c.ctx.engine.call("engine.catalog", id ? { content: id } : {});
          const rec = c.catalog.recommended;
          Object.assign(c.form, { heroes: [...rec.heroes], difficulty: rec.difficulty, plot: rec.plot });
          ui.formError = "";
        } catch (err) {
          ui.formError = `That content pack cannot be used: ${err.message}.`;
        }
        c.redraw();
      },
      // new game form
      toggleHero(id) {
        const f = c.form;
        f.heroes = f.heroes.includes(id) ? f.heroes.filter((x) => x !== id) : [...f.heroes, id];
        f.guided = false;
        ui.formError = "";
        c.redraw();
      },
      set(key, value) { c.form[key] = value; ui.formError = ""; if (key !== "seed") c.form.guided = false; c.redraw(); },
      recommended() {
        const rec = c.catalog.recommended;
        Object.assign(c.form, { heroes: [...rec.heroes], difficulty: rec.difficulty, plot: rec.plot, guided: true });
        ui.formNote = "Filled in: the recommended first game. It starts with a short tour of the board.";
        c.redraw();
      },
      async start() {
        const f = c.form;
        const cat = c.catalog;
        if (f.heroes.length < cat.min_heroes || f.heroes.length > cat.max_heroes) {
          ui.formError = `Choose ${cat.min_heroes} to ${cat.max_heroes} heroes (solo play uses two); ${f.heroes.length} chosen.`;
          c.redraw();
          return;
        }
        const text = String(f.seed).trim();
        if (text && !/^\d{1,15}$/.test(text)) {
          ui.formError = "The seed is a whole number (up to 15 digits), or leave it empty for a random game.";
          c.redraw();
          return;
        }
        const setup = {
          heroes: [...f.heroes], difficulty: f.difficulty, plot: f.plot,
          seed: text ? Number(text) : randomSeed(), content: cat.content,
          ...(f.guided ? { guided: true } : {}),
        };
        ui.busy = true;
        c.redraw();
        let r;
        try {
          r = await c.ctx.engine.call("engine.new", { ...setup, save: true });
          setup.content = JSON.parse(r.save).setup.content;
        } catch (err) {
          ui.busy = false;
          ui.formError = `The game could not start: ${err.message}.`;
          c.redraw();
          return;
        }
        ui.busy = false;
        const id = c.ctx.storage.newId();
        c.game = { gid: r.game, saveId: id, view: r.view, setup, rev: undefined, writeId: null, canUndo: false, canRedo: false };
        c.watchOtherTabs();
        c.screen = "game";
        ui.live = true;
        history.replaceState(null, "", `#/play/g/${encodeURIComponent(id)}`);
        c.take(r);
        window.scrollTo(0, 0); // a new game opens at its top: the threat and the first missions
        c.cleanups.push(keepAwake((t) => { ui.wake = t; c.redraw(); }));
      },
    };
  }
}
