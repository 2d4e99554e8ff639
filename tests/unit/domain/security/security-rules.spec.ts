import {
  CODE_LOCK_MS,
  NO_ATTEMPTS,
  afterRightCode,
  afterWrongCode,
  antiPhishingProblem,
  isLocked,
  normaliseRecoveryCode,
  recoveryCodeFrom,
  securityLevel,
  securityPasswordProblem,
  triesLeft,
} from '../../../../src/domain/security/security-rules';

describe('anti-phishing code rule', () => {
  it.each([
    ['Fish2024', undefined],
    ['ABCDEFG1', undefined],
    ['aB3aB3aB3aB3aB3aB3aB', undefined],
    ['Fish202', 'length'],
    ['aB3aB3aB3aB3aB3aB3aB3', 'length'],
    ['Fish 2024', 'characters'],
    ['Fish-2024', 'characters'],
    ['fish2024', 'uppercase'],
    ['FishCode', 'digit'],
  ])('%s → %s', (code, problem) => expect(antiPhishingProblem(code)).toBe(problem));
});

describe('trade and withdraw password rule', () => {
  it.each([
    ['Trade123', undefined],
    ['Tr4de-pass!', undefined],
    ['Tr4de', 'length'],
    [`Aa1${'x'.repeat(30)}`, 'length'],
    ['Trade 123', 'spaces'],
    ['trade123', 'uppercase'],
    ['TRADE123', 'lowercase'],
    ['TradeABC', 'digit'],
  ])('%s → %s', (password, problem) => expect(securityPasswordProblem(password)).toBe(problem));
});

describe('code lock: 5 wrong codes lock the action for 15 minutes', () => {
  const t0 = 1_000_000;
  it('counts down the tries and locks on the fifth wrong code', () => {
    let a = NO_ATTEMPTS;
    for (let i = 1; i <= 4; i += 1) {
      a = afterWrongCode(a, t0 + i);
      expect([a.failures, triesLeft(a), isLocked(a, t0 + i)]).toEqual([i, 5 - i, false]);
    }
    a = afterWrongCode(a, t0 + 5);
    expect(a).toEqual({ failures: 0, lockedUntil: t0 + 5 + CODE_LOCK_MS });
    expect(isLocked(a, t0 + 5 + CODE_LOCK_MS - 1)).toBe(true);
    expect(isLocked(a, t0 + 5 + CODE_LOCK_MS)).toBe(false);
  });
  it('a right code clears the count', () => {
    expect(afterRightCode()).toEqual(NO_ATTEMPTS);
  });
  it('a wrong code after the lock ended starts a new count of one', () => {
    const locked = { failures: 0, lockedUntil: t0 };
    expect(afterWrongCode(locked, t0)).toEqual({ failures: 1, lockedUntil: t0 });
  });
});

describe('recovery codes and the security level', () => {
  it('forms XXXX-XXXX-XXXX-XXXX codes (80 bits) without look-alike characters and normalises typed ones', () => {
    // 16 letters of the 32-letter alphabet (5 bits each: 80 bits); byte b gives letter b mod 32
    expect(recoveryCodeFrom(Uint8Array.from([0, 1, 2, 3, 31, 32, 33, 255, 4, 5, 6, 7, 8, 9, 10, 11]))).toBe('ABCD-9AB9-EFGH-JKLM');
    expect(normaliseRecoveryCode(' abcd9ab9efghjklm ')).toBe('ABCD-9AB9-EFGH-JKLM');
    expect(normaliseRecoveryCode('abcd-9ab9-efgh-jklm')).toBe('ABCD-9AB9-EFGH-JKLM');
    expect(() => recoveryCodeFrom(new Uint8Array(8))).toThrow('a recovery code needs 16 random bytes');
  });
  it.each([
    [{ otpauth: false, antiPhishingCode: true, tradePwd: true, withdrawPwd: true }, 'low', ['otpauth']],
    [{ otpauth: true, antiPhishingCode: false, tradePwd: true, withdrawPwd: false }, 'medium', ['antiPhishingCode', 'withdrawPwd']],
    [{ otpauth: true, antiPhishingCode: true, tradePwd: true, withdrawPwd: true }, 'high', []],
  ])('%o → %s', (overview, level, missing) => expect(securityLevel(overview)).toEqual({ level, missing }));
});
