import { base32Encode } from '../../../../src/domain/security/totp';
import { hotp, verifyTotp } from '../../../../simulator/security/totp-crypto';

// RFC 6238 Appendix B, SHA-1 key "12345678901234567890"; the 8-digit codes of the RFC and their last 6 digits.
const KEY = Buffer.from('12345678901234567890');
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP with node:crypto (RFC 6238 test vectors)', () => {
  it.each(VECTORS)('at unix time %i the 8-digit code is %s', (seconds, code) => {
    expect(hotp(KEY, Math.floor(seconds / 30), 8)).toBe(code);
  });

  it.each(VECTORS)('at unix time %i the 6-digit code is accepted in its step and one step either side, not two', (seconds, code) => {
    const secret = base32Encode(KEY);
    const six = code.slice(-6);
    expect(verifyTotp(secret, six, seconds * 1000)).toBe(Math.floor(seconds / 30));
    expect(verifyTotp(secret, six, (seconds + 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(verifyTotp(secret, six, (seconds - 30) * 1000)).toBe(Math.floor(seconds / 30));
    expect(verifyTotp(secret, six, (seconds + 60) * 1000)).toBeUndefined();
  });

  it('refuses a code already used (its counter is not after the last one)', () => {
    const secret = base32Encode(KEY);
    expect(verifyTotp(secret, '287082', 59_000, 1)).toBeUndefined();
    expect(verifyTotp(secret, '287082', 59_000, 0)).toBe(1);
  });
});
