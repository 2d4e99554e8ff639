import {
  AMOUNT_MAX_INTEGER_DIGITS,
  amountProblem,
  pastedDecimalText,
  sanitizeDecimalText,
} from '../../../../src/domain/shared/amount-rule';

describe('amountProblem', () => {
  it('an empty field is a problem only when the amount is required', () => {
    expect(amountProblem('  ')).toBeUndefined();
    expect(amountProblem('', { required: true })).toEqual({ code: 'required' });
  });

  it('letters and half numbers are not a number; -50 and 0 are not positive', () => {
    expect(amountProblem('abc')).toEqual({ code: 'notANumber' });
    expect(amountProblem('1.2.3')).toEqual({ code: 'notANumber' });
    expect(amountProblem('1e5')).toEqual({ code: 'notANumber' });
    expect(amountProblem('-50', { min: '10' })).toEqual({ code: 'notPositive' });
    expect(amountProblem('0.000')).toEqual({ code: 'notPositive' });
  });

  it('a 10,000-digit number is too large, not "must be a positive number"', () => {
    expect(amountProblem('9'.repeat(10_000), { decimals: 8, available: '5' })).toEqual({ code: 'tooLarge' });
    expect(amountProblem(`${'9'.repeat(AMOUNT_MAX_INTEGER_DIGITS)}.5`)).toBeUndefined();
    expect(amountProblem(`1${'0'.repeat(AMOUNT_MAX_INTEGER_DIGITS)}`)).toEqual({ code: 'tooLarge' });
    expect(amountProblem(`000${'9'.repeat(AMOUNT_MAX_INTEGER_DIGITS)}`)).toBeUndefined();
  });

  it('0.0000001 names the precision, then the minimum', () => {
    expect(amountProblem('0.0000001', { decimals: 6, min: '0.001' })).toEqual({ code: 'decimals', decimals: 6 });
    expect(amountProblem('0.0000001', { decimals: 8, min: '0.001' })).toEqual({ code: 'belowMin', min: '0.001' });
  });

  it('1,000 BTC with 2 available and a product maximum of 100: not enough balance, the balance is the real limit', () => {
    expect(amountProblem('1000', { decimals: 8, min: '0.0001', max: '100', available: '2' })).toEqual({
      code: 'insufficient',
      available: '2',
    });
    expect(amountProblem('150', { max: '100', available: '500' })).toEqual({ code: 'aboveMax', max: '100' });
    expect(amountProblem('100', { max: '100', available: '100' })).toBeUndefined();
    expect(amountProblem('1', { available: '-3' })).toEqual({ code: 'insufficient', available: '0' });
  });

  it('limits are written plainly (no exponent)', () => {
    expect(amountProblem('0.00000001', { min: '1e-7' })).toEqual({ code: 'belowMin', min: '0.0000001' });
  });
});

describe('sanitizeDecimalText', () => {
  it('keeps digits and the first point', () => {
    expect(sanitizeDecimalText('12abc.5.6')).toBe('12.56');
    expect(sanitizeDecimalText('-50')).toBe('50');
    expect(sanitizeDecimalText('1,234.5')).toBe('1234.5');
    expect(sanitizeDecimalText('  0.25 BTC')).toBe('0.25');
  });

  it("takes the locale's comma as the decimal separator and its points as grouping", () => {
    expect(sanitizeDecimalText('0,5', ',')).toBe('0.5');
    expect(sanitizeDecimalText('1\u00a0234,56', ',')).toBe('1234.56');
    expect(sanitizeDecimalText('1.234,56', ',')).toBe('1234.56');
    expect(sanitizeDecimalText('0.5', ',')).toBe('0.5');
    expect(sanitizeDecimalText('1,2,3', ',')).toBe('1.23');
  });
});

describe('pastedDecimalText', () => {
  it('reads both groupings whatever the language: the last separator is the decimal one', () => {
    expect(pastedDecimalText('1,234.56', ',')).toBe('1234.56');
    expect(pastedDecimalText('1.234,56', '.')).toBe('1234.56');
    expect(pastedDecimalText('1,5', ',')).toBe('1.5');
    expect(pastedDecimalText('1,234', '.')).toBe('1234');
    expect(pastedDecimalText('BTC 0.5\n', '.')).toBe('0.5');
  });
});
