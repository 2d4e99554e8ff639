import Decimal from 'decimal.js';
import * as z from 'zod/mini';
import type { CopyMode, LeverageMode } from '../../../domain/social/copy/copy-settings';
import type { CopyLimits, CopySettingsView } from '../../../domain/social/copy/copy-views';

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
  mode: 'FIXED_AMOUNT', amount: limits ? limits.minCopyAmount : '', ratio: '1', leverageMode: 'FOLLOW', leverage: '5', symbols: [], maxOrderAmount: '',
  maxSlippage: '1', takeProfit: '', stopLoss: '', portfolioStopLoss: '',
});

/** The draft of running settings (fractions back to percents). */
export function draftOf(s: CopySettingsView): CopyDraft {
  const pct = (v: string | null) => (v === null ? '' : new Decimal(v).times(100).toFixed());
  return {
    mode: s.mode, amount: s.amount, ratio: s.ratio ?? '1', leverageMode: s.leverageMode, leverage: String(s.leverage ?? 5), symbols: [...s.symbols],
    maxOrderAmount: s.maxOrderAmount ?? '', maxSlippage: pct(s.maxSlippage), takeProfit: pct(s.takeProfit), stopLoss: pct(s.stopLoss), portfolioStopLoss: pct(s.portfolioStopLoss),
  };
}

/** A field's problem: a translation key and its values (the view says it). */
export interface CopyFieldError {
  readonly code: 'required' | 'number' | 'range' | 'positive' | 'available';
  readonly min?: string;
  readonly max?: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;
const issue = (e: CopyFieldError) => ({ error: JSON.stringify(e) });
const inRange = (min: string, max: string) => z.string().check(
  z.trim(), z.minLength(1, issue({ code: 'required' })), z.regex(DECIMAL, issue({ code: 'number' })),
  z.refine((v) => !DECIMAL.test(v) || (new Decimal(v).gte(min) && new Decimal(v).lte(max)), issue({ code: 'range', min, max })),
);
const optionalPositive = z.string().check(z.trim(), z.refine((v) => v === '' || (DECIMAL.test(v) && new Decimal(v).gt(0)), issue({ code: 'positive' })));
const optionalRange = (min: string, max: string) => z.string().check(z.trim(), z.refine((v) => v === '' || (DECIMAL.test(v) && new Decimal(v).gte(min) && new Decimal(v).lte(max)), issue({ code: 'range', min, max })));

function schemaFor(limits: CopyLimits, draft: CopyDraft) {
  const pct = (v: string) => new Decimal(v).times(100).toFixed();
  const maxAmount = Decimal.min(limits.maxCopyAmount, Decimal.max(limits.available, 0)).toFixed();
  return z.object({
    amount: inRange(limits.minCopyAmount, limits.maxCopyAmount).check(z.refine((v) => !DECIMAL.test(v) || new Decimal(v).lte(limits.available), issue({ code: 'available', max: maxAmount }))),
    ratio: draft.mode === 'FIXED_RATIO' ? inRange(limits.minRatio, limits.maxRatio) : z.string(),
    leverage: draft.leverageMode === 'FIXED' ? inRange('1', String(limits.maxLeverage)).check(z.regex(/^\d+$/, issue({ code: 'range', min: '1', max: String(limits.maxLeverage) }))) : z.string(),
    maxOrderAmount: optionalPositive,
    maxSlippage: inRange(pct(limits.minSlippage), pct(limits.maxSlippage)),
    takeProfit: optionalPositive,
    stopLoss: optionalPositive,
    portfolioStopLoss: optionalRange('1', '100'),
  });
}

export type CopyFormResult =
  | { readonly ok: true; readonly value: CopySettingsView }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<keyof CopyDraft, CopyFieldError>>> };

/** Validates the draft against the lead trader's bounds; percents become fractions. */
export function validateCopyForm(draft: CopyDraft, limits: CopyLimits): CopyFormResult {
  const parsed = schemaFor(limits, draft).safeParse(draft);
  if (!parsed.success) {
    const errors: Partial<Record<keyof CopyDraft, CopyFieldError>> = {};
    for (const i of parsed.error.issues) {
      const field = String(i.path[0]) as keyof CopyDraft;
      errors[field] ??= JSON.parse(i.message) as CopyFieldError;
    }
    return { ok: false, errors };
  }
  const fraction = (v: string) => (v.trim() === '' ? null : new Decimal(v).div(100).toFixed());
  const d = draft;
  return {
    ok: true,
    value: {
      mode: d.mode, amount: new Decimal(d.amount).toFixed(), ratio: d.mode === 'FIXED_RATIO' ? new Decimal(d.ratio).toFixed() : null, leverageMode: d.leverageMode,
      leverage: d.leverageMode === 'FIXED' ? Number(d.leverage) : null, symbols: d.symbols, maxOrderAmount: d.maxOrderAmount.trim() === '' ? null : new Decimal(d.maxOrderAmount).toFixed(),
      maxSlippage: fraction(d.maxSlippage)!, takeProfit: fraction(d.takeProfit), stopLoss: fraction(d.stopLoss), portfolioStopLoss: fraction(d.portfolioStopLoss),
    },
  };
}
