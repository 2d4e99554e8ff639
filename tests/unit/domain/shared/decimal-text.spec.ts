import Decimal from 'decimal.js';
import { canonicalDecimalText, integerDigitsWritten } from '../../../../src/domain/shared/decimal-text';
import { readDecimal } from '../../../../src/domain/wire/wire-values';
import { numericStringToDecimal } from '../../../../src/infrastructure/market/market-frame.schema';
import { createRng } from '../../infrastructure/market/market-frame.generator';

/** A plain decimal with zeros where canonical forms differ: leading, trailing, a zero whole, a minus on zero. */
function plainText(random: () => number, maxInteger: number): string {
  const digit = () => String(Math.floor(random() * 10));
  const zeros = (n: number) => '0'.repeat(n);
  const integerLength = 1 + Math.floor(random() * maxInteger);
  let integer = Array.from({ length: integerLength }, digit).join('');
  if (random() < 0.3) integer = zeros(Math.min(3, maxInteger - 1)) + integer.slice(Math.min(3, maxInteger - 1));
  if (random() < 0.15) integer = zeros(integerLength);
  let text = integer.slice(0, maxInteger);
  if (random() < 0.7) {
    let fraction = Array.from({ length: 1 + Math.floor(random() * 12) }, digit).join('');
    if (random() < 0.4) fraction += zeros(1 + Math.floor(random() * 4));
    if (random() < 0.1) fraction = zeros(fraction.length);
    text += `.${fraction}`;
  }
  return random() < 0.3 ? `-${text}` : text;
}

describe('a plain decimal in canonical text, without a Decimal', () => {
  it('drops leading zeros, trailing zeros and a minus on zero, as decimal.js writes it', () => {
    expect(canonicalDecimalText('0065.500')).toBe('65.5');
    expect(canonicalDecimalText('65625.7')).toBe('65625.7');
    expect(canonicalDecimalText('-0.00')).toBe('0');
    expect(canonicalDecimalText('-0')).toBe('0');
    expect(canonicalDecimalText('000')).toBe('0');
    expect(canonicalDecimalText('0.000100')).toBe('0.0001');
    expect(canonicalDecimalText('-12.0')).toBe('-12');
    expect(canonicalDecimalText('-0.05')).toBe('-0.05');
    expect(canonicalDecimalText('123456789012345678901234567890.000000000000000000000000000001')).toBe(
      '123456789012345678901234567890.000000000000000000000000000001',
    );
  });

  it('is undefined for any text that is not a plain decimal', () => {
    for (const text of ['', '-', '.5', '5.', '1e5', '+1', ' 1', '1 ', '1.2.3', 'NaN', '0x10', '1,5', '--1'])
      expect(canonicalDecimalText(text)).toBeUndefined();
  });

  it('writes every plain decimal of a seeded sample exactly as decimal.js does', () => {
    const random = createRng(20261127).next;
    for (let i = 0; i < 5000; i++) {
      const text = plainText(random, 20);
      expect([text, canonicalDecimalText(text)]).toEqual([text, new Decimal(text).toFixed()]);
    }
  });

  it('counts the integer digits as written', () => {
    expect(integerDigitsWritten('-0012.5')).toBe(4);
    expect(integerDigitsWritten('7')).toBe(1);
    expect(integerDigitsWritten('999999999999999.99')).toBe(15);
  });
});

describe('the wire readers, with the text-only path below 1e15', () => {
  // What both readers answered when every value went through a Decimal.
  const throughDecimal = (text: string, signed: boolean) => {
    const value = new Decimal(text);
    if (!signed && value.isNeg()) return undefined;
    return value.abs().lte(1e15) ? value.toFixed() : undefined;
  };

  it('answer every plain decimal of a seeded sample as they did through a Decimal, at the 1e15 bound too', () => {
    const random = createRng(7).next;
    const texts = Array.from({ length: 5000 }, () => plainText(random, 16));
    texts.push('1000000000000000', '1000000000000000.0', '1000000000000000.1', '999999999999999.999', '0999999999999999.9');
    for (const text of texts) {
      expect([text, readDecimal(text)]).toEqual([text, throughDecimal(text, true)]);
      if (!text.startsWith('-')) expect([text, numericStringToDecimal(text)]).toEqual([text, throughDecimal(text, false)]);
    }
  });

  it('answer numbers and exponent forms as before', () => {
    expect(readDecimal(65625.7)).toBe('65625.7');
    expect(readDecimal('-1.445e-05')).toBe('-0.00001445');
    expect(readDecimal(1e-7)).toBe('0.0000001');
    expect(readDecimal(2e15)).toBeUndefined();
    expect(numericStringToDecimal('-1')).toBeUndefined();
  });
});
