import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../shared/refusal';

/**
 * Copy trading's settings. A copy follows one lead trader's perpetual orders with `amount` USDT
 * set aside for it (the copy's investment, what AUM sums). Bounds as the real exchange states them.
 */
export type CopyMode = 'FIXED_AMOUNT' | 'FIXED_RATIO';
export type LeverageMode = 'FOLLOW' | 'FIXED';

export const COPY_AMOUNT_MIN = '10';
export const COPY_AMOUNT_MAX = '200000';
export const COPY_RATIO_MIN = '0.01';
export const COPY_RATIO_MAX = '100';
export const SLIPPAGE_MIN = '0.001';
export const SLIPPAGE_MAX = '0.03';
export const PROFIT_SHARE_MAX = '0.3';
export const COPY_LEVERAGE_MAX = 50;
/** The portfolio stop loss's lowest fraction of the amount (its highest is all of it). */
const PORTFOLIO_STOP_MIN = '0.01';

export interface CopySettings {
  readonly mode: CopyMode;
  /** USDT set aside for the copy: 10–200,000 (also the base of the portfolio stop loss). */
  readonly amount: string;
  /** FIXED_RATIO: the copier's quantity is the lead's × ratio. */
  readonly ratio?: string;
  readonly leverageMode: LeverageMode;
  /** FIXED: the leverage of every copied position (1–50). */
  readonly leverage?: number;
  /** The perpetual symbols copied (empty: every symbol the lead trades). */
  readonly symbols: readonly string[];
  /** The largest notional (USDT) of one copied order; absent: no cap besides the amount. */
  readonly maxOrderAmount?: string;
  /** Max entry slippage as a fraction, 0.001–0.03. */
  readonly maxSlippage: string;
  /** Close a copied position when its unrealised PnL reaches +takeProfit × its entry notional (fraction). */
  readonly takeProfit?: string;
  /** Close a copied position when its unrealised PnL reaches −stopLoss × its entry notional (fraction). */
  readonly stopLoss?: string;
  /** Stop the copy (closing its positions) when its PnL reaches −portfolioStopLoss × amount (fraction, 0–1). */
  readonly portfolioStopLoss?: string;
}

/** The field a rule is about and why it is refused (a code the view translates; the exchange words it in English). */
export type SettingsProblem = { readonly field: keyof CopySettings; readonly refusal: Refusal };

/** A fraction as the percent a refusal names (0.001 → 0.1). */
const percent = (fraction: string) => num(new Decimal(fraction).times(100));

const between = (v: string, min: string, max: string): boolean => new Decimal(v).gte(min) && new Decimal(v).lte(max);
const valid = (v: string | undefined): boolean => v !== undefined && /^\d+(\.\d+)?$/.test(v);

/** The first rule the settings break, or undefined; `minAmount`: the lead trader's minimum copy amount. */
export function settingsProblem(s: CopySettings, minAmount = COPY_AMOUNT_MIN): SettingsProblem | undefined {
  const min = Decimal.max(minAmount, COPY_AMOUNT_MIN).toFixed();
  if (!valid(s.amount) || !between(s.amount, min, COPY_AMOUNT_MAX))
    return { field: 'amount', refusal: refusal('copy.amountRange', { min: num(min), max: num(COPY_AMOUNT_MAX) }) };
  if (s.mode === 'FIXED_RATIO' && (!valid(s.ratio) || !between(s.ratio!, COPY_RATIO_MIN, COPY_RATIO_MAX))) {
    return { field: 'ratio', refusal: refusal('copy.ratioRange', { min: num(COPY_RATIO_MIN), max: num(COPY_RATIO_MAX) }) };
  }
  if (s.leverageMode === 'FIXED' && !(Number.isInteger(s.leverage) && s.leverage! >= 1 && s.leverage! <= COPY_LEVERAGE_MAX)) {
    return { field: 'leverage', refusal: refusal('copy.leverageRange', { max: num(COPY_LEVERAGE_MAX) }) };
  }
  if (!valid(s.maxSlippage) || !between(s.maxSlippage, SLIPPAGE_MIN, SLIPPAGE_MAX))
    return { field: 'maxSlippage', refusal: refusal('copy.slippageRange', { min: percent(SLIPPAGE_MIN), max: percent(SLIPPAGE_MAX) }) };
  if (s.maxOrderAmount !== undefined && (!valid(s.maxOrderAmount) || new Decimal(s.maxOrderAmount).lte(0)))
    return { field: 'maxOrderAmount', refusal: refusal('copy.maxOrderNotPositive') };
  for (const [f, code] of [
    ['takeProfit', 'copy.takeProfitNotPositive'],
    ['stopLoss', 'copy.stopLossNotPositive'],
  ] as const) {
    if (s[f] !== undefined && (!valid(s[f]) || new Decimal(s[f]!).lte(0))) return { field: f, refusal: refusal(code) };
  }
  if (s.portfolioStopLoss !== undefined && (!valid(s.portfolioStopLoss) || !between(s.portfolioStopLoss, PORTFOLIO_STOP_MIN, '1'))) {
    return {
      field: 'portfolioStopLoss',
      refusal: refusal('copy.portfolioStopLossRange', { min: percent(PORTFOLIO_STOP_MIN), max: percent('1') }),
    };
  }
  return undefined;
}

/** Whether a profit share (fraction) is allowed: 0–30 %. */
export const profitShareAllowed = (share: string): boolean => valid(share) && between(share, '0', PROFIT_SHARE_MAX);
