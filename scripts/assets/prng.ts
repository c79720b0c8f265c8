/**
 * Seeded randomness for the illustrations. Every image takes its seed from its own file name, so a
 * re-run draws exactly the same picture and one image can be regenerated without shifting others.
 */

/** FNV-1a over UTF-16 code units: tiny, stable across Node versions, good enough to spread seeds. */
export const hashString = (text: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export type Rng = {
  /** Uniform in [0, 1). */
  next: () => number
  range: (min: number, max: number) => number
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
  shuffle: <T>(items: readonly T[]) => T[]
  /** An independent stream, so adding a draw in one part of a picture does not reshuffle the rest. */
  fork: (label: string) => Rng
}

/** mulberry32: 32-bit state, full period over 2^32, fast and deterministic in plain JS numbers. */
export const createRng = (seed: number | string): Rng => {
  let state = typeof seed === "string" ? hashString(seed) : seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick() needs at least one item")
      return items[Math.floor(next() * items.length)]
    },
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy
    },
    fork: (label) => createRng(hashString(`${state}:${label}`)),
  }
  return rng
}
