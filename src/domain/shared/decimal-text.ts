/** A plain decimal in text: an optional minus, digits, an optional fraction. */
const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal's canonical text, as decimal.js' `toFixed()` writes it: no leading zeros in the integer part, no
 * trailing zeros in the fraction, no minus on a zero (`"0065.500"` → `"65.5"`, `"-0.00"` → `"0"`); undefined for any
 * other text. Exact at any length (the digits are kept, not read into a number), and string work only: the readers of
 * the market's feeds and answers see thousands of figures a second, a Decimal each was most of their time.
 */
export function canonicalDecimalText(text: string): string | undefined {
  const match = PLAIN.exec(text);
  if (!match) return undefined;
  const [, minus, integer, fraction = ''] = match;
  let start = 0;
  while (start < integer.length - 1 && integer.charCodeAt(start) === 48) start += 1;
  let end = fraction.length;
  while (end > 0 && fraction.charCodeAt(end - 1) === 48) end -= 1;
  const whole = start === 0 ? integer : integer.slice(start);
  const digits = end === 0 ? whole : `${whole}.${fraction.slice(0, end)}`;
  return minus && digits !== '0' ? `-${digits}` : digits;
}

/** The number of digits of a plain decimal's integer part as written, leading zeros included (`"-0012.5"` → 4). */
export function integerDigitsWritten(text: string): number {
  const dot = text.indexOf('.');
  const end = dot < 0 ? text.length : dot;
  return text.charCodeAt(0) === 45 ? end - 1 : end;
}
