import {
  base32Decode,
  base32Encode,
  counterBytes,
  matchCounter,
  otpauthUri,
  totpCounter,
  truncate,
  windowCounters,
} from '../../../../src/domain/security/totp';

describe('TOTP, the pure part', () => {
  it('base32 round-trips (RFC 4648 vectors)', () => {
    const bytes = (s: string) => Uint8Array.from(Buffer.from(s));
    expect(base32Encode(bytes('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(bytes('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(Buffer.from(base32Decode('mzxw 6ytb oi==')!).toString()).toBe('foobar');
    expect(base32Decode('MZ1W')).toBeUndefined();
  });

  it('truncates an HMAC as RFC 4226 §5.4 shows', () => {
    const hmac = Uint8Array.from(Buffer.from('1f8698690e02ca16618550ef7f19da8e945b555a', 'hex'));
    expect(truncate(hmac)).toBe('872921');
    expect(truncate(hmac, 8)).toBe('57872921');
  });

  it.each([
    [59_000, 1],
    [1_111_111_109_000, 37_037_036],
    [29_999, 0],
    [30_000, 1],
  ])('at %i ms the counter is %i', (ms, counter) => {
    expect(totpCounter(ms)).toBe(counter);
  });

  it('writes the counter as 8 big-endian bytes', () => {
    expect([...counterBytes(37_037_036)]).toEqual([0, 0, 0, 0, 2, 53, 35, 236]);
  });

  it('accepts the current step and one either side, each code once', () => {
    expect(windowCounters(60_000)).toEqual([2, 1, 3]);
    const codeAt = (c: number) => String(100000 + c);
    expect(matchCounter('100001', 60_000, codeAt)).toBe(1);
    expect(matchCounter('100003', 60_000, codeAt)).toBe(3);
    expect(matchCounter('100004', 60_000, codeAt)).toBeUndefined();
    expect(matchCounter('100002', 60_000, codeAt, 2)).toBeUndefined();
    expect(matchCounter('10002', 60_000, codeAt)).toBeUndefined();
  });

  it('builds the otpauth URI apps scan', () => {
    expect(otpauthUri('ABC', 'a@b.c', 'WOO X')).toBe(
      'otpauth://totp/WOO%20X%3Aa%40b.c?secret=ABC&issuer=WOO%20X&algorithm=SHA1&digits=6&period=30',
    );
  });
});
