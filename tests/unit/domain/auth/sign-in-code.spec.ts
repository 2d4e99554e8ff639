import { signInCodeFrom } from '../../../../src/domain/auth/sign-in-code';

describe('signInCodeFrom (what the sign-in 2FA field was typed as)', () => {
  it('reads six digits as the authenticator code, trimmed', () => {
    expect(signInCodeFrom(' 123456 ')).toEqual({ totp: '123456' });
  });

  it('reads 16 letters and digits as a recovery code in its stored form, dashes and spaces ignored', () => {
    expect(signInCodeFrom('abcd efgh jkmn pq23')).toEqual({ recoveryCode: 'ABCD-EFGH-JKMN-PQ23' });
    expect(signInCodeFrom('ABCD-EFGH-JKMN-PQ23')).toEqual({ recoveryCode: 'ABCD-EFGH-JKMN-PQ23' });
  });

  it('refuses anything else', () => {
    for (const typed of ['', '12345', '1234567', 'abcdef', 'ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN-PQ23-XXXX', '12 34 56 78'])
      expect(signInCodeFrom(typed)).toBeUndefined();
  });
});
