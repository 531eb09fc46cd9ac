// Seeded randomness for the heuristic's extra orders (reproducible orders; how many are tried depends on the time limit).
export function seededRandom(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}


/** A nearby order: a few swaps of neighbours in the main order (keeps the most constrained early). */
export function shuffleNear(order: number[], random: () => number): number[] {
  const out = [...order];
  for (let n = 0; n < Math.max(1, out.length / 3); n++) {
    const i = Math.floor(random() * (out.length - 1));
    const j = Math.min(out.length - 1, i + 1 + Math.floor(random() * 3));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
