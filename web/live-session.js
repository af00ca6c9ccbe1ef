// The page's side of a session held open in the engine worker: Mutant Insurrection's companion
// (prefix "companion.live", core/games/mutant_insurrection/companion/live_api.py) or any other game's (prefix
// "table.live", core/table/api.py).
//
//   const live = liveSession(engine, key, save, prefix)
//   await live.open()                 -> { view, events } (validates and replays the save once)
//   await live.tap(command)           -> { view, events, announce }   only the command is sent
//   await live.undo() / live.redo()
//   await live.replace(otherSave)     -> opens another copy (a second tab's) instead
//   live.save                         -> the save as it stands (setup + log + redo), to store
//
// The worker answers each change with a patch of the save's lists, so the page keeps its copy
// without the whole session crossing the worker boundary on every tap. If the worker does not
// hold the session as the page knows it (it restarted, say), it answers SessionNotOpen and the
// session is opened again from the page's copy, then the call is made once more.

function patchList(list, [keep, added]) {
  list.length = keep;
  list.push(...added);
}

export function liveSession(engine, key, save, prefix = "companion.live") {
  let current = save;
  const at = () => [current.log.length, current.redo.length];

  // When opening could not replay the whole save (issue 8: taps dropped), the worker hands back
  // the session as it opened it; the page's copy follows, so later patches line up.
  const open = async () => {
    const result = await engine.call(`${prefix}.open`, { key, data: current });
    if (result.session) current = result.session;
    return result;
  };

  const change = async (method, extra = {}) => {
    const send = () => engine.call(`${prefix}.${method}`, { key, at: at(), ...extra });
    let result;
    try {
      result = await send();
    } catch (err) {
      if (err.type !== "SessionNotOpen") throw err;
      await open();
      result = await send();
    }
    patchList(current.log, result.patch.log);
    patchList(current.redo, result.patch.redo);
    return result;
  };

  return {
    get save() { return current; },
    open,
    tap: (command) => change("tap", { command }),
    undo: () => change("undo"),
    redo: () => change("redo"),
    async replace(other) {
      const previous = current;
      current = other;
      try {
        return await open();
      } catch (err) {
        current = previous; // the other copy cannot be read: keep playing this one
        throw err;
      }
    },
    history: () => engine.call(`${prefix}.history`, { key }),
    close: () => engine.call(`${prefix}.close`, { key }).catch(() => {}),
  };
}
