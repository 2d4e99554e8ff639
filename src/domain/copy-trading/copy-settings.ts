import Decimal from 'decimal.js';

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

export type SettingsProblem = { readonly field: keyof CopySettings; readonly message: string };

const between = (v: string, min: string, max: string): boolean => new Decimal(v).gte(min) && new Decimal(v).lte(max);
const valid = (v: string | undefined): boolean => v !== undefined && /^\d+(\.\d+)?$/.test(v);

/** The first rule the settings break, or undefined; `minAmount`: the lead trader's minimum copy amount. */
export function settingsProblem(s: CopySettings, minAmount = COPY_AMOUNT_MIN): SettingsProblem | undefined {
  const min = Decimal.max(minAmount, COPY_AMOUNT_MIN).toFixed();
  if (!valid(s.amount) || !between(s.amount, min, COPY_AMOUNT_MAX))
    return { field: 'amount', message: `amount must be ${min}–${COPY_AMOUNT_MAX} USDT` };
  if (s.mode === 'FIXED_RATIO' && (!valid(s.ratio) || !between(s.ratio!, COPY_RATIO_MIN, COPY_RATIO_MAX))) {
    return { field: 'ratio', message: `ratio must be ${COPY_RATIO_MIN}–${COPY_RATIO_MAX}` };
  }
  if (s.leverageMode === 'FIXED' && !(Number.isInteger(s.leverage) && s.leverage! >= 1 && s.leverage! <= COPY_LEVERAGE_MAX)) {
    return { field: 'leverage', message: `leverage must be 1–${COPY_LEVERAGE_MAX}` };
  }
  if (!valid(s.maxSlippage) || !between(s.maxSlippage, SLIPPAGE_MIN, SLIPPAGE_MAX))
    return { field: 'maxSlippage', message: 'maxSlippage must be 0.1 %–3 %' };
  if (s.maxOrderAmount !== undefined && (!valid(s.maxOrderAmount) || new Decimal(s.maxOrderAmount).lte(0)))
    return { field: 'maxOrderAmount', message: 'maxOrderAmount must be more than 0' };
  for (const f of ['takeProfit', 'stopLoss'] as const) {
    if (s[f] !== undefined && (!valid(s[f]) || new Decimal(s[f]!).lte(0))) return { field: f, message: `${f} must be more than 0` };
  }
  if (s.portfolioStopLoss !== undefined && (!valid(s.portfolioStopLoss) || !between(s.portfolioStopLoss, '0.01', '1'))) {
    return { field: 'portfolioStopLoss', message: 'portfolioStopLoss must be 1 %–100 %' };
  }
  return undefined;
}

/** Whether a profit share (fraction) is allowed: 0–30 %. */
export const profitShareAllowed = (share: string): boolean => valid(share) && between(share, '0', PROFIT_SHARE_MAX);
