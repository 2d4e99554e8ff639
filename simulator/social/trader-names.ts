import { createHash } from 'node:crypto';
import type { Rng } from '../market/prng';

const ADJECTIVES = [
  'Swift',
  'Silent',
  'Lucky',
  'Brave',
  'Cosmic',
  'Frosty',
  'Golden',
  'Hidden',
  'Iron',
  'Jolly',
  'Keen',
  'Lunar',
  'Mighty',
  'Neon',
  'Orbit',
  'Polar',
  'Quiet',
  'Rapid',
  'Solar',
  'Turbo',
  'Ultra',
  'Vivid',
  'Wild',
  'Zen',
  'Amber',
  'Bold',
  'Crimson',
  'Dusty',
  'Electric',
  'Fuzzy',
  'Glacier',
  'Hyper',
  'Indigo',
  'Jade',
  'Kinetic',
  'Laser',
];
const NOUNS = [
  'Falcon',
  'Otter',
  'Tiger',
  'Whale',
  'Badger',
  'Comet',
  'Dragon',
  'Eagle',
  'Fox',
  'Gecko',
  'Heron',
  'Ibis',
  'Jaguar',
  'Koala',
  'Lynx',
  'Mantis',
  'Narwhal',
  'Owl',
  'Panda',
  'Quokka',
  'Raven',
  'Shark',
  'Toucan',
  'Viper',
  'Walrus',
  'Yak',
  'Zebra',
  'Bison',
  'Cobra',
  'Dingo',
  'Ferret',
  'Hawk',
  'Lemur',
  'Moose',
  'Puma',
  'Stork',
];

/**
 * `count` distinct cool names for the simulated traders (adjective + animal, a number when the pair is taken), all
 * valid cool names (3–20 letters and digits). Deterministic for a given generator.
 */
export function traderNames(count: number, rng: Rng): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  while (names.length < count) {
    const base = ADJECTIVES[Math.floor(rng() * ADJECTIVES.length)]! + NOUNS[Math.floor(rng() * NOUNS.length)]!;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}${n}`;
    taken.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** A trader's public id: a UUID-shaped SHA-256 of the account id (stable across restarts, not the account id). */
export function uuidOf(userId: number): string {
  const h = createHash('sha256').update(`social-profile:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
