// Bounds checked before any imported or stored text is parsed: a document nested thousands of
// levels deep (or of many megabytes) would otherwise exhaust the stack of the parser, of the
// message passing to the engine worker or of the engine itself. The same bounds as core/limits.py.
//
//   jsonProblem(text) -> null, or a sentence saying why the text is refused ("It is nested ...")

export const MAX_DEPTH = 64;
// A content pack's own bounds: the same as core/games/mutant_insurrection/content/packs.py
// (MAX_BYTES, MAX_DEPTH; a test keeps them equal), checked by the engine on every reading.
export const PACK_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_CHARS = 8_000_000;

export function sizeProblem(chars) {
  if (chars <= MAX_CHARS) return null;
  return `It is too large (${(chars / 1e6).toFixed(1)} MB; a session is at most ${MAX_CHARS / 1e6} MB).`;
}

export function jsonProblem(text) {
  const big = sizeProblem(text.length);
  if (big) return big;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      if (++depth > MAX_DEPTH) return `It is nested too deeply (more than ${MAX_DEPTH} levels) to be a session.`;
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return null;
}
