import Decimal from 'decimal.js';
import type { AmountRule } from '../shared/amount-rule';
import type { CopyMode, LeverageMode } from './copy-settings';
import type { CopyLimits } from './copy-views';

/** The copy form's numeric fields that have a rule. */
export type CopyCheckedField =
  'amount' | 'ratio' | 'leverage' | 'maxOrderAmount' | 'maxSlippage' | 'takeProfit' | 'stopLoss' | 'portfolioStopLoss';

/** The portfolio stop loss, in percent of the copy's amount. */
export const PORTFOLIO_STOP_LOSS_PERCENT = { min: '1', max: '100' } as const;

/**
 * Each numeric field's rule against the lead trader's bounds, percent fields in percent ('1' = 1 %): the amount
 * within the product's minimum and maximum and what the member holds (the balance is checked before the maximum, so
 * more than is held reads "not enough"); the ratio only when copying by ratio; a fixed leverage a whole number from 1
 * to the lead's maximum; the slippage within the lead's bounds; the portfolio stop loss from 1 % to 100 %.
 */
export function copyFieldRules(
  limits: CopyLimits,
  choice: { readonly mode: CopyMode; readonly leverageMode: LeverageMode },
): Partial<Record<CopyCheckedField, AmountRule>> {
  const pct = (v: string) => new Decimal(v).times(100).toFixed();
  return {
    amount: { required: true, min: limits.minCopyAmount, available: limits.available, max: limits.maxCopyAmount },
    ...(choice.mode === 'FIXED_RATIO' ? { ratio: { required: true, min: limits.minRatio, max: limits.maxRatio } } : {}),
    ...(choice.leverageMode === 'FIXED' ? { leverage: { required: true, decimals: 0, min: '1', max: String(limits.maxLeverage) } } : {}),
    maxOrderAmount: {},
    maxSlippage: { required: true, min: pct(limits.minSlippage), max: pct(limits.maxSlippage) },
    takeProfit: {},
    stopLoss: {},
    portfolioStopLoss: { min: PORTFOLIO_STOP_LOSS_PERCENT.min, max: PORTFOLIO_STOP_LOSS_PERCENT.max },
  };
}
