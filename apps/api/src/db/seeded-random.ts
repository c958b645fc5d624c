/**
 * A small seeded pseudo-random generator (mulberry32) for demo data: the same seed gives the same
 * numbers on every machine and run, so the demo population is the same wherever it is made.
 * Not for anything secret.
 */
export interface TSeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with the weight beside it (weights need not sum to 1). */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

export function seededRandom(seed: number): TSeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    chance: (p) => next() < p,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [value, weight] of choices) {
        left -= weight;
        if (left < 0) return value;
      }
      return choices[choices.length - 1]![0];
    },
  };
}
