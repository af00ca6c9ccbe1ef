// Files in and out of the page: a download of some text, and reading a chosen file as text.

export function downloadText(text, name) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// The text of a file picked in an <input type=file>; rejects with a sentence a player can read.
export function readText(file, { maxBytes = 5_000_000 } = {}) {
  if (!file) return Promise.reject(new Error("No file was chosen."));
  if (file.size > maxBytes) return Promise.reject(new Error("That file is too large to be a saved game."));
  return file.text().catch(() => { throw new Error("That file could not be read."); });
}
