import Decimal from 'decimal.js';
import { inScope, rankByValue, type VolumeScope } from './competition';

/** Market-maker programs (`market-makers-dashboards`, `program`): the maker fills of spot or of perpetuals. */
export const MM_PROGRAMS = ['SPOT', 'FUTURES'] as const;
export type MarketMakerProgram = (typeof MM_PROGRAMS)[number];

export const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Epoch 1 starts Monday 2024-01-01 00:00 UTC; each epoch is one week (Monday to Monday, UTC). */
export const EPOCH_ORIGIN = Date.UTC(2024, 0, 1);

export function programScope(program: MarketMakerProgram): VolumeScope {
  return { spot: program === 'SPOT', futures: program === 'FUTURES' };
}

export function epochAt(time: number): number {
  return Math.floor((time - EPOCH_ORIGIN) / WEEK_MS) + 1;
}

export function epochWindow(epochId: number): { startTime: number; endTime: number } {
  const startTime = EPOCH_ORIGIN + (epochId - 1) * WEEK_MS;
  return { startTime, endTime: startTime + WEEK_MS };
}

export interface MakerFill {
  readonly symbol: string;
  readonly price: string;
  readonly quantity: string;
  readonly isMaker: boolean;
  readonly time: number;
}

export interface MakerRow<K> {
  readonly key: K;
  readonly rank: number;
  readonly makerVolume: Decimal;
  /** Share of the epoch's maker volume, a fraction rounded down to 6 decimals. */
  readonly share: Decimal;
  /** pool × share, rounded down to the cent. */
  readonly reward: Decimal;
}

/**
 * One epoch's dashboard: each account's maker volume (maker fills of the program's markets in the epoch), ranked with
 * ties as the campaigns rank (equal volumes share a rank), its share of the total and its part of the reward pool.
 */
export function makerDashboard<K extends string | number>(
  program: MarketMakerProgram,
  epochId: number,
  accounts: ReadonlyMap<K, readonly MakerFill[]>,
  pool: Decimal.Value,
): { total: Decimal; rows: MakerRow<K>[] } {
  const { startTime, endTime } = epochWindow(epochId);
  const scope = programScope(program);
  const volumes = new Map<K, Decimal>();
  for (const [key, fills] of accounts) {
    let v = new Decimal(0);
    for (const f of fills) {
      if (f.isMaker && f.time >= startTime && f.time < endTime && inScope(scope, f.symbol))
        v = v.plus(new Decimal(f.price).times(f.quantity));
    }
    if (v.gt(0)) volumes.set(key, v);
  }
  const total = [...volumes.values()].reduce((s, v) => s.plus(v), new Decimal(0));
  const ranked = rankByValue([...volumes].map(([key, value]) => ({ key, value, tieBreak: 0 })));
  const rows = ranked.map((r) => {
    const share = r.value.div(total).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    return {
      key: r.key,
      rank: r.rank,
      makerVolume: r.value,
      share,
      reward: new Decimal(pool).times(r.value).div(total).toDecimalPlaces(2, Decimal.ROUND_DOWN),
    };
  });
  return { total, rows };
}
