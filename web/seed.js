// Random seeds come from the browser; the engine records them so a replay shows the same dice.
// Below 2**53, so the seed is exact as a JSON number.
export function randomSeed() {
  const [hi, lo] = crypto.getRandomValues(new Uint32Array(2));
  return (hi & 0x1fffff) * 0x100000000 + lo;
}
