/**
 * A small seeded PRNG (mulberry32) with the helpers the catalogue generator needs.
 * Never Math.random: the same seed must always give the same catalogue.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** Shuffles in place (Fisher–Yates) and returns the array. */
  shuffle<T>(items: T[]): T[];
  /** An independent generator derived from this one's seed and a label. */
  fork(label: string | number): Rng;
}

/** 32-bit FNV-1a of a string, for deriving sub-seeds. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  const base = seed >>> 0;
  let state = base;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError("pick from an empty list");
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, w] of items) total += w;
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError("weighted pick from an empty list");
      return last[0];
    },
    sample<T>(items: readonly T[], count: number): T[] {
      if (count * 8 < items.length) {
        // few from many: rejection-sample indices instead of copying the list
        const picked = new Set<number>();
        const out: T[] = [];
        while (out.length < count) {
          const i = Math.floor(next() * items.length);
          if (picked.has(i)) continue;
          picked.add(i);
          out.push(items[i] as T);
        }
        return out;
      }
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        const tmp = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = tmp;
      }
      return copy.slice(0, n);
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = items[i] as T;
        items[i] = items[j] as T;
        items[j] = tmp;
      }
      return items;
    },
    fork: (label) => createRng(hash32(`${base}:${label}`)),
  };
  return rng;
}
