// What this device remembers between table sessions, so nothing is typed twice: the heroes'
// card facts (health, dice, a note), the plots (name, challenge, showdown set), the card
// library (missions, villains, Sentinels, threat events), the summaries of finished games and
// the team of the session last started here (its starting seats and plot, view.team).
// The engine says what to remember (view.roster, view.plot_entries, view.cards, view.summary)
// and checks what comes back (companion.clean_roster / clean_plots / clean_cards); this module
// only keeps the lists in storage, merged by name (cards: by kind and name), newest last.
//
//   const memory = deviceMemory(storage)
//   memory.roster() / memory.plots() / memory.cards() / memory.finished()  -> stored lists (unchecked)
//   memory.team() / memory.startedTeam(view)                -> the last team (companion.team_offer checks it)
//   memory.addCards(entries)                               -> an imported library, checked first
//   memory.learn(view, sessionId)                          -> after each engine view

const ID = "device";
const KINDS = { roster: "companion-roster", plots: "companion-plots", cards: "companion-cards", finished: "companion-finished" };
const TEAM = "companion-team";
const KEEP = { roster: 64, plots: 32, cards: 200, finished: 200 }; // the engine's own bounds, or more

function read(storage, kind) {
  try {
    const list = storage.load(KINDS[kind], ID)?.data?.entries;
    return Array.isArray(list) ? list : [];
  } catch {
    return []; // a damaged list only loses the suggestions
  }
}

function write(storage, kind, entries) {
  try {
    storage.save(KINDS[kind], ID, { entries: entries.slice(-KEEP[kind]) });
  } catch {
    // full or read-only storage: the session itself matters more than the suggestions
  }
}

const key = (name) => String(name ?? "").trim().toLowerCase();

// A library card's identity: its kind and its name.
export const cardKey = (e) => `${e?.kind}:${key(e?.name)}`;

// Entries replace the ones of the same name (key); the list keeps its newest last.
export function merge(list, entries, keyOf) {
  const fresh = new Set(entries.map(keyOf));
  return [...list.filter((e) => !fresh.has(keyOf(e))), ...entries];
}

export function deviceMemory(storage) {
  let seen = "";
  return {
    roster: () => read(storage, "roster"),
    plots: () => read(storage, "plots"),
    cards: () => read(storage, "cards"),
    finished: () => read(storage, "finished"),
    team() {
      try { return storage.load(TEAM, ID)?.data?.team ?? null; } catch { return null; }
    },
    // A new session was started from the setup form: its team is "last game" from now on.
    startedTeam(view) {
      try { if (view.team) storage.save(TEAM, ID, { team: view.team }); } catch { /* only the offer is lost */ }
    },
    addCards(entries) {
      write(storage, "cards", merge(read(storage, "cards"), entries, cardKey));
    },
    learn(view, sessionId) {
      const facts = JSON.stringify([view.roster ?? [], view.plot_entries ?? [], view.cards ?? [], view.summary ?? null]);
      if (facts === seen) return; // most taps change none of it
      seen = facts;
      const byName = (e) => key(e?.name);
      if (view.roster?.length) write(storage, "roster", merge(read(storage, "roster"), view.roster, byName));
      if (view.plot_entries?.length) write(storage, "plots", merge(read(storage, "plots"), view.plot_entries, byName));
      if (view.cards?.length) write(storage, "cards", merge(read(storage, "cards"), view.cards, cardKey));
      const bySession = (e) => e?.session;
      const finished = read(storage, "finished");
      if (view.summary) {
        write(storage, "finished", merge(finished, [{ ...view.summary, session: sessionId }], bySession));
      } else if (finished.some((e) => e?.session === sessionId)) {
        write(storage, "finished", finished.filter((e) => e?.session !== sessionId)); // undone
      }
    },
  };
}

// The remembered entry for a typed name, if any.
export function known(entries, name) {
  const k = key(name);
  return k ? entries.find((e) => key(e?.name) === k) ?? null : null;
}
