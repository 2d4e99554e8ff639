import Decimal from 'decimal.js';
import { canonicalDecimalText, integerDigitsWritten } from '../shared/decimal-text';

/**
 * How the real exchange's REST answers encode scalar values. Its encoding changed over time, and each period was
 * recorded (docs/protocol.md "Wire periods"):
 * - 2025-07: decimals as JSON numbers (positions and public data as strings), private times as seconds in decimal
 *   strings (`"1752049062.496"`);
 * - 2025-10 to 2026-01: every scalar as a string, times as milliseconds in strings (`"1762270743567"`);
 * - 2026-08: decimals as numbers (or strings where the endpoint always used strings), times as integer milliseconds.
 * One reader per kind of value accepts every period, so nothing above the adapters knows which one answered.
 */

/** Anything larger is not an amount, price or count the exchange can mean. */
export const WIRE_MAX_MAGNITUDE = 1e15;
/** Seconds below this, milliseconds above: 1e11 s is the year 5138, 1e11 ms is 1973. */
const SECONDS_BELOW = 1e11;
const PLAIN_DECIMAL = /^-?\d{1,16}(\.\d{1,30})?$/;
const EXPONENT_DECIMAL = /^-?\d(\.\d{1,30})?e[-+]?\d{1,3}$/i;
const DIGITS = /^\d{1,30}$/;
const SECONDS_TEXT = /^\d{1,13}(\.\d{1,6})?$/;

/**
 * An id as the exact decimal string the exchange sent. Ids above 2^53 (withdrawals: `"25110415390200329"`) only keep
 * their digits as strings, so a number is accepted only while it is a safe integer; never read an id into a number.
 */
export function readId(value: unknown): string | undefined {
  if (typeof value === 'string') return DIGITS.test(value) ? value.replace(/^0+(?=\d)/, '') : undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
  return undefined;
}

/**
 * A time as integer milliseconds since the epoch: a number or a string of milliseconds, or seconds as a decimal
 * string or number (`"1752055173.630"` → 1752055173630). `0` and `"0"` (never) stay 0.
 */
export function readTimestampMs(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && SECONDS_TEXT.test(value)) {
    if (value.includes('.')) return secondsTextToMs(value);
    n = Number(value);
  } else return undefined;
  if (!Number.isFinite(n) || n < 0 || n > WIRE_MAX_MAGNITUDE * 1000) return undefined;
  return n < SECONDS_BELOW ? Math.round(n * 1000) : Math.round(n);
}

function secondsTextToMs(text: string): number | undefined {
  const ms = new Decimal(text).times(1000).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const n = ms.toNumber();
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * A signed decimal (a JSON number or a numeric string, exponent form included: `-1.445e-05`) as a plain decimal
 * string (`"-0.00001445"`), exact to the digits sent; undefined for anything else (`"NaN"`, `""`, `1e999`).
 */
export function readDecimal(value: unknown): string | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') text = value.trim();
  else return undefined;
  const plain = PLAIN_DECIMAL.test(text);
  // Fewer than 16 digits before the point: below 1e15 whatever they are, so the text alone says it all.
  if (plain && integerDigitsWritten(text) < 16) return canonicalDecimalText(text);
  if (!plain && !EXPONENT_DECIMAL.test(text)) return undefined;
  const decimal = new Decimal(text);
  return decimal.abs().lte(WIRE_MAX_MAGNITUDE) ? decimal.toFixed() : undefined;
}

/** A flag as the exchange writes one: `true`/`false`, `1`/`0`, or the same as strings. */
export function readFlag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** A whole count (a page number, a total, a leverage): a number or a string of digits. */
export function readCount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && DIGITS.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
}

/** A page of a list: the real API names its fields `recordsPerPage`/`currentPage` or `records_per_page`/`current_page`. */
export interface WirePage {
  readonly total: number;
  readonly recordsPerPage: number;
  readonly currentPage: number;
}

export function readPageMeta(value: unknown): WirePage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const meta = value as Record<string, unknown>;
  const total = readCount(meta.total);
  const recordsPerPage = readCount(meta.recordsPerPage ?? meta.records_per_page);
  const currentPage = readCount(meta.currentPage ?? meta.current_page);
  if (total === undefined || recordsPerPage === undefined || currentPage === undefined) return undefined;
  return { total, recordsPerPage, currentPage };
}

/**
 * A wallet token as the exchange names it: a network-qualified token (`TRON_USDT`, `ARB_USDCNATIVE`) is the token
 * on that network; a plain one (`USDT`) has no network in its name.
 */
export interface NetworkToken {
  readonly token: string;
  readonly network?: string;
}

/** Known spellings of a network-qualified token's asset that differ from the asset's symbol. */
const NATIVE_SUFFIX = /NATIVE$/;

export function splitNetworkToken(balanceToken: string): NetworkToken {
  const at = balanceToken.indexOf('_');
  if (at <= 0 || at === balanceToken.length - 1) return { token: balanceToken };
  const network = balanceToken.slice(0, at);
  const rest = balanceToken.slice(at + 1);
  return { token: NATIVE_SUFFIX.test(rest) && rest.length > 6 ? rest.replace(NATIVE_SUFFIX, '') : rest, network };
}
