// A small seeded PRNG for the sales desk benchmark's records, so two runs seed the same inbox.

/** mulberry32: a small seeded PRNG, so two runs seed the same inbox. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  /** One of the choices, each as likely as its weight (the second element). */
  const weighted = <C extends readonly [unknown, number, ...unknown[]]>(choices: readonly C[]): C => {
    let r = next() * choices.reduce((sum, c) => sum + c[1], 0);
    for (const choice of choices) {
      r -= choice[1];
      if (r < 0) return choice;
    }
    return choices.at(-1)!;
  };
  return { next, pick, weighted, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof prng>;
