import type { Rng } from '../market/prng';
import type { SnapshotEntry } from './audit-leaves';
import { RESERVE_TOKENS, TOKEN_SCALE, usdtPrice } from './reserve-tokens';

/** Accounts the simulator creates with balances on first start (sub-accounts have `main: false`). */
export const SEED_ACCOUNTS: readonly { alias: string; main: boolean; kind: 'whale' | 'retail' | 'zero' | 'negative' }[] = [
  { alias: 'por-alice', main: true, kind: 'whale' },
  { alias: 'por-alice-sub', main: false, kind: 'retail' },
  { alias: 'por-bob', main: true, kind: 'retail' },
  { alias: 'por-carol', main: true, kind: 'retail' },
  { alias: 'por-carol-sub', main: false, kind: 'retail' },
  { alias: 'por-dave', main: true, kind: 'whale' },
  { alias: 'por-erin-empty', main: true, kind: 'zero' },
  { alias: 'por-frank-margin', main: true, kind: 'negative' },
];

/** A balance of about `usdt` dollars of `token`, with the token's decimals. */
export function amountWorth(token: string, usdt: number, rng: Rng): string {
  const scale = TOKEN_SCALE[token] ?? 6;
  const units = Math.max(1, Math.round((usdt / usdtPrice(token)) * 10 ** scale * (0.5 + rng())));
  return fromUnits(BigInt(units), scale);
}

function fromUnits(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Realistic balances for one seeded account kind: whales hold many tokens, the empty one zeros, one is short USDT. */
export function seedBalances(kind: (typeof SEED_ACCOUNTS)[number]['kind'], rng: Rng): Record<string, string> {
  if (kind === 'zero') return { BTC: '0', USDT: '0.000000' };
  if (kind === 'negative') return { USDT: '-1520.500000', ETH: '0' };
  const count = kind === 'whale' ? 6 : 2 + Math.floor(rng() * 2);
  const size = kind === 'whale' ? 400_000 : 2_500;
  const out: Record<string, string> = {};
  for (const token of pick(RESERVE_TOKENS, count, rng)) out[token] = amountWorth(token, size * rng(), rng);
  return out;
}

/** The rest of the exchange's users (not accounts of this simulator): deterministic from the audit seed. */
export function otherUsers(count: number, rng: Rng): SnapshotEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const balances: Record<string, string> = {};
    for (const token of pick(RESERVE_TOKENS, 1 + Math.floor(rng() * 3), rng))
      balances[token] = amountWorth(token, 50 + 20_000 * rng() ** 3, rng);
    return { userId: 5_000_001 + i, nonce: pseudoUuid(rng), balances };
  });
}

function pick<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  return out;
}

function pseudoUuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
