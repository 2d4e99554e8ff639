import Decimal from 'decimal.js';

/**
 * The rules of a typed amount (withdraw, convert, transfer, copy, earn…), as codes with parameters: the view
 * translates them and names the field with its own label; no message here names an internal field.
 */
export type AmountProblem =
  | { readonly code: 'required' }
  | { readonly code: 'notANumber' }
  | { readonly code: 'tooLarge' }
  | { readonly code: 'notPositive' }
  | { readonly code: 'decimals'; readonly decimals: number }
  | { readonly code: 'belowMin'; readonly min: string }
  | { readonly code: 'insufficient'; readonly available: string }
  | { readonly code: 'aboveMax'; readonly max: string };

export type AmountProblemCode = AmountProblem['code'];

/** Every code, for tests that walk the translations. */
export const AMOUNT_PROBLEM_CODES: readonly AmountProblemCode[] = [
  'required',
  'notANumber',
  'tooLarge',
  'notPositive',
  'decimals',
  'belowMin',
  'insufficient',
  'aboveMax',
];

/** More integer digits than any amount of any token can have (1e18): "too large", whatever the other limits. */
export const AMOUNT_MAX_INTEGER_DIGITS = 18;

export interface AmountRule {
  /** Decimals the amount may have (more is refused, never rounded). */
  readonly decimals?: number;
  /** The smallest amount allowed (inclusive). */
  readonly min?: string;
  /** The largest amount allowed by the product (inclusive). */
  readonly max?: string;
  /** What the user holds of it: checked before `max`, so 1,000 BTC says "not enough balance" where the balance is the limit. */
  readonly available?: string;
  /** Whether an empty field is a problem (otherwise an empty field has none: the form is just not filled yet). */
  readonly required?: boolean;
}

const SIGNED_DECIMAL = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * The first problem of `text` (as typed, '.' as the decimal separator) under `rule`, in the order a user fixes them:
 * empty, not a number, absurdly long, not positive, too many decimals, below the minimum, more than the balance, more
 * than the product allows. Undefined when the amount is fine.
 */
export function amountProblem(text: string, rule: AmountRule = {}): AmountProblem | undefined {
  const value = text.trim();
  if (value === '') return rule.required ? { code: 'required' } : undefined;
  if (!SIGNED_DECIMAL.test(value)) return { code: 'notANumber' };
  const amount = new Decimal(value);
  if (amount.lte(0)) return { code: 'notPositive' };
  const integerDigits = value.replace(/^[-+]/, '').split('.')[0].replace(/^0+/, '').length;
  if (integerDigits > AMOUNT_MAX_INTEGER_DIGITS) return { code: 'tooLarge' };
  if (rule.decimals !== undefined && amount.decimalPlaces() > rule.decimals) return { code: 'decimals', decimals: rule.decimals };
  if (rule.min !== undefined && amount.lt(rule.min)) return { code: 'belowMin', min: new Decimal(rule.min).toFixed() };
  if (rule.available !== undefined && amount.gt(rule.available))
    return { code: 'insufficient', available: Decimal.max(0, rule.available).toFixed() };
  if (rule.max !== undefined && amount.gt(rule.max)) return { code: 'aboveMax', max: new Decimal(rule.max).toFixed() };
  return undefined;
}

/**
 * What a decimal field keeps of typed or pasted text: digits and one decimal separator ('.' or the locale's, kept as
 * '.'); grouping and any other character (letters, signs, spaces) are dropped. With ',' as the decimal separator,
 * "1 234,5" and "1.234,5" → "1234.5" (a '.' is grouping once the text holds the locale's separator), "0.5" → "0.5";
 * with '.', "1,234.5" → "1234.5".
 */
export function sanitizeDecimalText(raw: string, decimalSeparator = '.'): string {
  const mapped =
    decimalSeparator === '.' || !raw.includes(decimalSeparator) ? raw : raw.split('.').join('').split(decimalSeparator).join('.');
  let out = '';
  let seenPoint = false;
  for (const ch of mapped) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * A pasted amount read on its own: when it holds both '.' and ',', the last of them is the decimal separator and the
 * other grouping ("1,234.56" and "1.234,56" → "1234.56" in any language); otherwise as typed text.
 */
export function pastedDecimalText(pasted: string, decimalSeparator = '.'): string {
  const point = pasted.lastIndexOf('.');
  const comma = pasted.lastIndexOf(',');
  if (point >= 0 && comma >= 0)
    return sanitizeDecimalText(point > comma ? pasted.split(',').join('') : pasted.split('.').join('').replace(',', '.'));
  return sanitizeDecimalText(pasted, decimalSeparator);
}
