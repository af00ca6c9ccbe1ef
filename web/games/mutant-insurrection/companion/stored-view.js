// The last view the screen drew for a saved session, stored beside the save so a reopened
// session is on screen at first paint, before Python is ready.
//
//   storeView(storage, id, rev, view)   after each save of revision `rev`
//   storedView(storage, id, rev)        -> that view, or null when missing or not of this `rev`
//   forgetView(storage, id)
//
// The view is kept under its own kind ("companion-view"), not inside the save: saves stay
// setup + log, exactly what export, import and other tabs read. A view is only used for the
// revision it was drawn for, so a stale one (another tab saved since) is never shown.

const KIND = "companion-view";

export function storeView(storage, id, rev, view) {
  try {
    storage.save(KIND, id, { rev, view });
  } catch {
    // Only the instant first paint is lost: the engine draws the session when it is ready.
  }
}

export function storedView(storage, id, rev) {
  try {
    const data = storage.load(KIND, id)?.data;
    if (!data || data.rev !== rev || !data.view || typeof data.view !== "object") return null;
    return data.view;
  } catch {
    return null;
  }
}

export function forgetView(storage, id) {
  try { storage.remove(KIND, id); } catch { /* nothing to keep */ }
}
