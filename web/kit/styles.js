// The kit's stylesheet, added once to the page by whichever screen draws with the kit first
// and removed when the last one leaves (screens load their styles on mount: the home screen's
// first paint never waits for it).
let users = 0;
let link = null;

/** Adds kit.css to the page; returns the function that gives it back. */
export function useKitStyles() {
  users += 1;
  if (!link) {
    link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL("./kit.css", import.meta.url).href });
    document.head.append(link);
  };
  let given = false;
  return () => {
    if (given) return;
    given = true;
    users -= 1;
    if (!users) { link?.remove(); link = null; }
  };
}
