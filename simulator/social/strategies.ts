import { STRATEGIES, STRATEGY_PRODUCTS, type Strategy } from '../../src/domain/social/strategy';
import { ONE } from '../trading/scaled';
import type { SimulatedTrader } from './simulated-traders';
import { wireNumber, type SocialMetrics } from './social-metrics';

const MAJORS = new Set(['BTC', 'ETH']);
const baseOf = (symbol: string) => symbol.split('_')[1] ?? '';

/**
 * The strategy a simulated trader follows (simulator-defined, docs/protocol.md "Social"): spot traders 'spot';
 * perpetual traders on altcoins only 'altcoins'; the others on BTC or ETH 'default-v2' (futures-v2) when they scalp,
 * 'default' (futures-v1) when they trade trends or against them.
 */
export function strategyOf(trader: SimulatedTrader): Strategy {
  if (trader.symbols.every((s) => s.startsWith('SPOT_'))) return 'spot';
  if (!trader.symbols.some((s) => MAJORS.has(baseOf(s)))) return 'altcoins';
  return trader.style === 'scalper' ? 'default-v2' : 'default';
}

export interface StrategyRow {
  strategy: Strategy;
  product: string;
  /** Traders of the strategy with a trade in the window. */
  traders: number;
  /** Traders of the strategy in all. */
  population: number;
  pnl: number;
  /** Σ PnL ÷ Σ deposited capital of the traders with a trade (a fraction). */
  roi: number;
  volume: number;
  /** Traders with a positive PnL ÷ traders with a trade (null when none traded). */
  winningShare: number | null;
  topTraders: { uuid: string; coolName: string; pnl: number; roi: number }[];
}

/** Each strategy's figures over the window from its simulated traders' fills (spot for 'spot', perpetuals otherwise). */
export function strategyRows(metrics: SocialMetrics, traders: readonly SimulatedTrader[], periodDays: number): StrategyRow[] {
  const members = new Map<Strategy, SimulatedTrader[]>(STRATEGIES.map((s) => [s, []]));
  for (const t of traders) members.get(strategyOf(t))!.push(t);
  return STRATEGIES.map((strategy) => {
    const group = members.get(strategy)!;
    const ids = new Set(group.map((t) => t.userId));
    const totals = metrics.totals(periodDays, strategy === 'spot' ? 'SPOT' : 'FUTURES').filter((w) => ids.has(w.userId));
    let pnl = 0n;
    let volume = 0n;
    let capital = 0n;
    for (const w of totals) {
      pnl += w.pnl;
      volume += w.volume;
      capital += metrics.figures.get(w.userId)?.capital ?? 0n;
    }
    const byId = new Map(group.map((t) => [t.userId, t]));
    const top = [...totals].sort((a, b) => (a.pnl === b.pnl ? a.userId - b.userId : a.pnl > b.pnl ? -1 : 1)).slice(0, 3);
    return {
      strategy,
      product: STRATEGY_PRODUCTS[strategy],
      traders: totals.length,
      population: group.length,
      pnl: wireNumber(pnl),
      roi: capital > 0n ? wireNumber((pnl * ONE) / capital) : 0,
      volume: wireNumber(volume),
      winningShare: totals.length > 0 ? Number((totals.filter((w) => w.pnl > 0n).length / totals.length).toFixed(4)) : null,
      topTraders: top.map((w) => ({
        uuid: byId.get(w.userId)!.uuid,
        coolName: byId.get(w.userId)!.coolName,
        pnl: wireNumber(w.pnl),
        roi: wireNumber(w.roi),
      })),
    };
  });
}
