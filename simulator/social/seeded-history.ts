import { deriveSeed, mulberry32, type Rng } from '../market/prng';
import { fromScaled, toScaled } from '../trading/scaled';
import { DEMO_FUNDS } from '../trading/rules';
import type { DayFigures } from './trader-figures';

/** How a simulated trader picks its orders. */
export type TraderStyle = 'scalper' | 'trend' | 'contrarian' | 'hodler' | 'swing';

/** What the record is drawn from: the trader's id, style, symbols, order size (USDT) and activity. */
export interface SeededTrader {
  readonly userId: number;
  readonly style: TraderStyle;
  readonly symbols: readonly string[];
  readonly notional: number;
  readonly activity: number;
}

/** A simulated trader's seeded past: per-day figures (day numbers since the epoch), the capital they relate to. */
export interface SeededHistory {
  readonly userId: number;
  readonly days: ReadonlyMap<number, DayFigures>;
  readonly capital: bigint;
  /** Volume per base asset over those days. */
  readonly assets: ReadonlyMap<string, bigint>;
}

/** Per style: daily PnL mean and volatility as fractions of the capital, trades per day (min, max), futures or spot. */
const STYLE_PROFILE: Record<TraderStyle, { mean: number; vol: number; trades: [number, number]; futures: boolean }> = {
  scalper: { mean: 0.0004, vol: 0.01, trades: [8, 30], futures: true },
  trend: { mean: 0.001, vol: 0.022, trades: [1, 8], futures: true },
  contrarian: { mean: 0.0003, vol: 0.016, trades: [1, 10], futures: true },
  hodler: { mean: 0.0008, vol: 0.012, trades: [0, 2], futures: false },
  swing: { mean: 0.0006, vol: 0.018, trades: [0, 5], futures: false },
};

/** The capital a seeded record relates to: the USDT of the demo funds every new account is credited. */
export const SEEDED_CAPITAL = toScaled(DEMO_FUNDS.find((f) => f.token === 'USDT')?.amount ?? '10000');

/** A standard normal draw (Box–Muller). */
const normal = (rng: Rng): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

const usdt = (value: number): bigint => toScaled(value.toFixed(8));

/**
 * A simulated trader's figures for the `historyDays` days before `today` (statistics only: no fills, no ledger rows,
 * no balances). Deterministic for a seed and a trader: the trader's own stream, a skill drawn once (some win, some
 * lose), then each day a trade count, a volume around their order size and a PnL of their style's mean and volatility.
 */
export function seededHistory(trader: SeededTrader, seed: number, today: number, historyDays: number): SeededHistory {
  const rng = mulberry32(deriveSeed(seed, `social-history:${trader.userId}`));
  const profile = STYLE_PROFILE[trader.style];
  const capital = Number(fromScaled(SEEDED_CAPITAL));
  const skill = (rng() - 0.45) * 0.003;
  const days = new Map<number, DayFigures>();
  const assets = new Map<string, bigint>();
  for (let day = today - historyDays; day < today; day += 1) {
    const [lo, hi] = profile.trades;
    const trades = rng() < trader.activity ? lo + Math.floor(rng() * (hi - lo + 1)) : 0;
    if (trades === 0) continue;
    const volume = trades * trader.notional * (0.5 + rng());
    const draw = Math.max(-3, Math.min(3, normal(rng)));
    const pnl = capital * (profile.mean + skill + profile.vol * draw);
    const closes = Math.max(1, Math.round(trades / 2));
    const winShare = Math.max(0, Math.min(1, 0.5 + 0.2 * Math.sign(pnl) + (rng() - 0.5) * 0.3));
    const wins = Math.round(closes * winShare);
    days.set(day, {
      spotVolume: profile.futures ? 0n : usdt(volume),
      futuresVolume: profile.futures ? usdt(volume) : 0n,
      spotPnl: profile.futures ? 0n : usdt(pnl),
      futuresPnl: profile.futures ? usdt(pnl) : 0n,
      trades,
      closes,
      wins,
    });
    const base = trader.symbols[Math.floor(rng() * trader.symbols.length)]?.split('_')[1];
    if (base) assets.set(base, (assets.get(base) ?? 0n) + usdt(volume));
  }
  return { userId: trader.userId, days, capital: SEEDED_CAPITAL, assets };
}
