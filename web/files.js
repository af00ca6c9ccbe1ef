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

// The text of a file picked in an <input type=file>; rejects with a sentence a player can read
// that names what the file was meant to be ("a saved game", "a content pack").
export function readText(file, { maxBytes = 5_000_000, noun = "a saved game" } = {}) {
  if (!file) return Promise.reject(new Error("No file was chosen."));
  if (file.size > maxBytes) {
    const mb = (n) => `${(n / 1048576).toFixed(1)} MB`;
    return Promise.reject(new Error(`That file is too large to be ${noun} (${mb(file.size)}; at most ${mb(maxBytes)}).`));
  }
  return file.text().catch(() => { throw new Error("That file could not be read."); });
}
