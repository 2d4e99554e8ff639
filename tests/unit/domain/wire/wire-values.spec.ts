import {
  readCount,
  readDecimal,
  readFlag,
  readId,
  readPageMeta,
  readTimestampMs,
  splitNetworkToken,
} from '../../../../src/domain/wire/wire-values';

describe("the real API's scalars, in every recorded period", () => {
  it('reads ids as their exact digits, never through an unsafe number', () => {
    expect(readId(60780315704)).toBe('60780315704');
    expect(readId('25110415390200329')).toBe('25110415390200329'); // above 2^53: only a string keeps it
    expect(readId('007')).toBe('7');
    expect(readId(2 ** 53 + 2)).toBeUndefined();
    expect(readId(-1)).toBeUndefined();
    expect(readId('12a')).toBeUndefined();
    expect(readId(1.5)).toBeUndefined();
  });

  it('reads times as integer milliseconds from ms numbers, ms strings and seconds in decimal strings', () => {
    expect(readTimestampMs(1751871779855)).toBe(1751871779855);
    expect(readTimestampMs('1762270743567')).toBe(1762270743567);
    expect(readTimestampMs('1752055173.630')).toBe(1752055173630);
    expect(readTimestampMs('1711198014.126')).toBe(1711198014126);
    expect(readTimestampMs('1752055173')).toBe(1752055173000);
    expect(readTimestampMs('0')).toBe(0);
    expect(readTimestampMs(0)).toBe(0);
    expect(readTimestampMs('soon')).toBeUndefined();
    expect(readTimestampMs(-5)).toBeUndefined();
    expect(readTimestampMs(null)).toBeUndefined();
  });

  it('reads decimals from numbers and strings, exponent form included, as plain strings', () => {
    expect(readDecimal(87.86)).toBe('87.86');
    expect(readDecimal('96.83793449')).toBe('96.83793449');
    expect(readDecimal('5.00000000')).toBe('5');
    expect(readDecimal(-1.445e-5)).toBe('-0.00001445');
    expect(readDecimal('-0.00000386')).toBe('-0.00000386');
    expect(readDecimal(1e-7)).toBe('0.0000001');
    expect(readDecimal('NaN')).toBeUndefined();
    expect(readDecimal('')).toBeUndefined();
    expect(readDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(readDecimal('1e999')).toBeUndefined();
    expect(readDecimal(null)).toBeUndefined();
  });

  it('reads flags as booleans, 0/1 and their strings', () => {
    expect([readFlag(true), readFlag(1), readFlag('1'), readFlag('true')]).toEqual([true, true, true, true]);
    expect([readFlag(false), readFlag(0), readFlag('0'), readFlag('false')]).toEqual([false, false, false, false]);
    expect(readFlag('yes')).toBeUndefined();
  });

  it('reads counts and both spellings of a page', () => {
    expect(readCount('25')).toBe(25);
    expect(readCount(3.5)).toBeUndefined();
    expect(readPageMeta({ total: 11, recordsPerPage: 1, currentPage: 1 })).toEqual({ total: 11, recordsPerPage: 1, currentPage: 1 });
    expect(readPageMeta({ total: 1, records_per_page: 25, current_page: 1 })).toEqual({ total: 1, recordsPerPage: 25, currentPage: 1 });
    expect(readPageMeta({ total: '46', recordsPerPage: '1', currentPage: '1' })).toEqual({ total: 46, recordsPerPage: 1, currentPage: 1 });
    expect(readPageMeta({ total: 1 })).toBeUndefined();
  });

  it('splits a network-qualified wallet token into token and network', () => {
    expect(splitNetworkToken('TRON_USDT')).toEqual({ token: 'USDT', network: 'TRON' });
    expect(splitNetworkToken('ARB_USDCNATIVE')).toEqual({ token: 'USDC', network: 'ARB' });
    expect(splitNetworkToken('USDT')).toEqual({ token: 'USDT' });
  });
});
