import { randomInt } from 'node:crypto';

/** A source of uniform numbers in [0, 1). Deterministic when built from a seed. */
export type Rng = () => number;

/** mulberry32: a tiny, fast, seedable 32-bit generator (good enough for a market simulation). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from SIM_SEED: an integer is used as is, any other text is hashed (FNV-1a). */
export function seedFrom(text: string): number {
  if (/^\d+$/.test(text)) return Number(BigInt(text) % 4294967296n);
  return fnv1a(text);
}

/** An independent seed for a named stream (so one stream's use does not shift another's numbers). */
export function deriveSeed(seed: number, label: string): number {
  return fnv1a(`${seed >>> 0}:${label}`);
}

export function randomSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

/** A standard normal number (Box–Muller). */
export function gaussian(rng: Rng): number {
  const u = Math.max(rng(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** A Poisson-distributed count with mean `lambda` (Knuth; fine for small means). */
export function poisson(rng: Rng, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = rng();
  while (p > limit && k < 1000) {
    k += 1;
    p *= rng();
  }
  return k;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
