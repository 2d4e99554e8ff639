import { challengeRefusal } from '../../../../src/domain/security/challenge-refusal';

describe('challengeRefusal', () => {
  it("reads the exchange's wrong-code and wrong-password answers", () => {
    expect(challengeRefusal('totp: wrong code (4 tries left)')).toEqual({ field: 'totp', triesLeft: 4 });
    expect(challengeRefusal('password: wrong password (1 try left)')).toEqual({ field: 'password', triesLeft: 1 });
    expect(challengeRefusal('recoveryCode: wrong recovery code (2 tries left)')).toEqual({ field: 'recoveryCode', triesLeft: 2 });
    expect(challengeRefusal('totp: wrong code; locked for 15 minutes')).toEqual({ field: 'totp', lockedMinutes: 15 });
  });

  it('reads the trade password the order, convert and copy calls carry as a password', () => {
    expect(challengeRefusal('tradePassword: wrong password (3 tries left)')).toEqual({ field: 'password', triesLeft: 3 });
    expect(challengeRefusal('tradePassword: wrong password; locked for 15 minutes')).toEqual({ field: 'password', lockedMinutes: 15 });
  });

  it("reads the withdrawal email code's answers: wrong (with the tries or the lock), and no longer good", () => {
    expect(challengeRefusal('emailCode: wrong code (3 tries left)')).toEqual({ field: 'emailCode', triesLeft: 3 });
    expect(challengeRefusal('emailCode: wrong code; locked for 15 minutes')).toEqual({ field: 'emailCode', lockedMinutes: 15 });
    expect(challengeRefusal('emailCode: the code has expired or was not sent; ask for a new one')).toEqual({
      field: 'emailCode',
      stale: true,
    });
    expect(challengeRefusal('emailCode: the code was already used; ask for a new one')).toEqual({ field: 'emailCode', stale: true });
    expect(challengeRefusal('emailCode: the email code is required')).toEqual({ field: 'emailCode', stale: true });
  });

  it('leaves any other refusal alone', () => {
    expect(challengeRefusal('Too many wrong codes: try again in 12 minutes')).toBeUndefined();
    expect(challengeRefusal('amount: must be greater than 0')).toBeUndefined();
  });
});
