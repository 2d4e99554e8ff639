import Decimal from 'decimal.js';
import { amountProblem, type AmountProblem, type AmountRule } from '../../domain/shared/amount-rule';
import { copyFieldRules, type CopyCheckedField } from '../../domain/copy-trading/copy-limits';
import type { CopyMode, LeverageMode } from '../../domain/copy-trading/copy-settings';
import type { CopyLimits, CopySettingsView } from '../../domain/copy-trading/copy-views';

/** What the copy dialog holds while the user types (percent fields in percent: '1' = 1 %). */
export interface CopyDraft {
  mode: CopyMode;
  amount: string;
  ratio: string;
  leverageMode: LeverageMode;
  leverage: string;
  symbols: string[];
  maxOrderAmount: string;
  maxSlippage: string;
  takeProfit: string;
  stopLoss: string;
  portfolioStopLoss: string;
}

export const emptyDraft = (limits?: CopyLimits): CopyDraft => ({
  mode: 'FIXED_AMOUNT',
  amount: limits ? limits.minCopyAmount : '',
  ratio: '1',
  leverageMode: 'FOLLOW',
  leverage: '5',
  symbols: [],
  maxOrderAmount: '',
  maxSlippage: '1',
  takeProfit: '',
  stopLoss: '',
  portfolioStopLoss: '',
});

/** The draft of running settings (fractions back to percents). */
export function draftOf(s: CopySettingsView): CopyDraft {
  const pct = (v: string | null) => (v === null ? '' : new Decimal(v).times(100).toFixed());
  return {
    mode: s.mode,
    amount: s.amount,
    ratio: s.ratio ?? '1',
    leverageMode: s.leverageMode,
    leverage: String(s.leverage ?? 5),
    symbols: [...s.symbols],
    maxOrderAmount: s.maxOrderAmount ?? '',
    maxSlippage: pct(s.maxSlippage),
    takeProfit: pct(s.takeProfit),
    stopLoss: pct(s.stopLoss),
    portfolioStopLoss: pct(s.portfolioStopLoss),
  };
}

/** A field's problem: the domain's amount problem (codes with parameters; the view says it with the field's label). */
export type CopyFieldError = AmountProblem;

export type CopyFormResult =
  | { readonly ok: true; readonly value: CopySettingsView }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<keyof CopyDraft, CopyFieldError>>> };

/** Validates the draft against the lead trader's bounds (the domain's amount rule per field); percents become fractions. */
export function validateCopyForm(draft: CopyDraft, limits: CopyLimits): CopyFormResult {
  const errors: Partial<Record<keyof CopyDraft, CopyFieldError>> = {};
  for (const [field, rule] of Object.entries(copyFieldRules(limits, draft)) as [CopyCheckedField, AmountRule][]) {
    const problem = amountProblem(draft[field], rule);
    if (problem) errors[field] = problem;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const fraction = (v: string) => (v.trim() === '' ? null : new Decimal(v).div(100).toFixed());
  const d = draft;
  return {
    ok: true,
    value: {
      mode: d.mode,
      amount: new Decimal(d.amount).toFixed(),
      ratio: d.mode === 'FIXED_RATIO' ? new Decimal(d.ratio).toFixed() : null,
      leverageMode: d.leverageMode,
      leverage: d.leverageMode === 'FIXED' ? Number(d.leverage) : null,
      symbols: d.symbols,
      maxOrderAmount: d.maxOrderAmount.trim() === '' ? null : new Decimal(d.maxOrderAmount).toFixed(),
      maxSlippage: fraction(d.maxSlippage)!,
      takeProfit: fraction(d.takeProfit),
      stopLoss: fraction(d.stopLoss),
      portfolioStopLoss: fraction(d.portfolioStopLoss),
    },
  };
}
