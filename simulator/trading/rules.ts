import Decimal from 'decimal.js';
import type { TradingRules } from '../../src/domain/trade/orders/trading-rules';
import { maintenanceRatioFor, type LeverageTier } from '../../src/domain/trade/perps/leverage';
import { LEVERAGE_TIERS, leverageTiersOf } from '../market/instrument-extras-routes';
import type { Instrument } from '../market/instruments';
import { instrumentInfoRow } from '../market/views';
import { gridStep, GridText, ONE, ratioOf, SCALE, type GridStep } from './scaled';

/** The price band ratio rounded as `/v3/public/instruments` prints it. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** A number as a plain decimal string (no exponent): 1e-7 → "0.0000001". */
export const plain = (value: number): string => new Decimal(value).toFixed();

/** The `/v3/public/instruments` row's trading rules of an instrument (decimal strings). */
export function tradingRulesOf(instrument: Instrument): TradingRules {
  const info = instrumentInfoRow(instrument);
  return {
    symbol: instrument.symbol,
    quoteTick: plain(info.quote_tick),
    baseTick: plain(info.base_tick),
    quoteMin: plain(info.quote_min),
    quoteMax: plain(info.quote_max),
    baseMin: plain(info.base_min),
    baseMax: plain(info.base_max),
    minNotional: plain(info.min_notional),
    bidCapRatio: plain(round2(1 + info.price_range)),
    bidFloorRatio: plain(round2(1 - info.price_range)),
    askCapRatio: plain(round2(1 + info.price_range)),
    askFloorRatio: plain(round2(1 - info.price_range)),
  };
}

/** A symbol's rules with its integer grid: prices in ticks, sizes in lots (base steps). */
export interface SymbolRules {
  readonly instrument: Instrument;
  readonly rules: TradingRules;
  readonly perp: boolean;
  readonly tick: Decimal;
  readonly step: Decimal;
  /** One quote unit (one tick × one lot) in the quote token. */
  readonly unit: Decimal;
  /** The same grid for the scaled-integer ledger and the quick check (`quick-check.ts`). */
  readonly grid: SymbolGrid;
  /** Perpetuals: the leverage tiers `/instrument/v4/public/leverageLimitations` serves (empty for spot). */
  readonly tiers: readonly LeverageTier[];
}

/** The served leverage tiers of an instrument in the domain's terms (decimal strings). */
export function tiersOf(instrument: Instrument): LeverageTier[] {
  return leverageTiersOf(instrument).map((t) => ({
    maxNotional: plain(t.maxNotional),
    maxLeverage: t.maxLeverage,
    maintenanceMarginRatio: plain(t.maintenanceMarginRatio),
  }));
}

/** The trading rules on the integer grid: limits in ticks, lots and quote units (tick × lot), band ratios as integers. */
export interface SymbolGrid {
  readonly tick: GridStep;
  readonly step: GridStep;
  /** Prices (ticks) and sizes (lots) as decimal strings. */
  readonly price: GridText;
  readonly size: GridText;
  /** One quote unit in scaled units (ledger), and 10^-(tick dp + step dp) in scaled units (`tick.int × step.int` units). */
  readonly unitScaled: bigint;
  readonly unitPow: bigint;
  readonly minTicks: number;
  readonly maxTicks: number;
  readonly minLots: number;
  readonly maxLots: number;
  /** The minimum notional in quote units, and twice it (for a notional at the mid, (bid + ask) / 2 × lots). */
  readonly minUnits: number;
  readonly minUnits2: number;
  readonly bid: { readonly cap: { int: number; pow: number }; readonly floor: { int: number; pow: number } };
  readonly ask: { readonly cap: { int: number; pow: number }; readonly floor: { int: number; pow: number } };
}

const ceilDiv = (a: Decimal, b: Decimal): number => a.div(b).toDecimalPlaces(0, Decimal.ROUND_CEIL).toNumber();
const floorDiv = (a: Decimal, b: Decimal): number => a.div(b).toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber();

export function symbolRules(instrument: Instrument): SymbolRules {
  const rules = tradingRulesOf(instrument);
  const tick = new Decimal(rules.quoteTick);
  const step = new Decimal(rules.baseTick);
  const unit = tick.times(step);
  const t = gridStep(tick);
  const s = gridStep(step);
  const grid: SymbolGrid = {
    tick: t,
    step: s,
    price: new GridText(t),
    size: new GridText(s),
    unitScaled: (t.scaled * s.scaled) / ONE,
    unitPow: 10n ** BigInt(SCALE - t.dp - s.dp),
    minTicks: ceilDiv(new Decimal(rules.quoteMin), tick),
    maxTicks: floorDiv(new Decimal(rules.quoteMax), tick),
    minLots: ceilDiv(new Decimal(rules.baseMin), step),
    maxLots: floorDiv(new Decimal(rules.baseMax), step),
    minUnits: ceilDiv(new Decimal(rules.minNotional), unit),
    minUnits2: ceilDiv(new Decimal(rules.minNotional).times(2), unit),
    bid: { cap: ratioOf(rules.bidCapRatio), floor: ratioOf(rules.bidFloorRatio) },
    ask: { cap: ratioOf(rules.askCapRatio), floor: ratioOf(rules.askFloorRatio) },
  };
  const perp = instrument.type === 'PERP';
  return { instrument, rules, perp, tick, step, unit, grid, tiers: perp ? tiersOf(instrument) : [] };
}

/**
 * The maintenance margin ratio of a position's notional: the leverage tier it falls in, of the symbol's tiers when
 * given (`SymbolRules.tiers`), else of the default tiers (the same for every symbol today).
 */
export function maintenanceRatio(notional: Decimal, tiers?: readonly LeverageTier[]): string {
  return maintenanceRatioFor(tiers ?? DEFAULT_TIERS, notional);
}
const DEFAULT_TIERS: readonly LeverageTier[] = LEVERAGE_TIERS.map((t) => ({
  maxNotional: plain(t.maxNotional),
  maxLeverage: t.maxLeverage,
  maintenanceMarginRatio: plain(t.maintenanceMarginRatio),
}));

/** Default fee rates in basis points (`/v3/trade/tradingFee`). */
export const DEFAULT_FEES = { makerFee: '2', takerFee: '5' } as const;
/** Default account leverage for perpetuals (cross margin). */
export const DEFAULT_LEVERAGE = 10;
/** What a new account is credited once, as DEPOSIT ledger entries. */
export const DEMO_FUNDS: readonly { token: string; amount: string }[] = [
  { token: 'USDT', amount: '10000' },
  { token: 'BTC', amount: '0.1' },
  { token: 'ETH', amount: '1' },
];
