import { authErrorHandling } from '../../../../src/domain/auth/auth-error';
import {
  codeSent,
  emulatorCodeLinks,
  factorLabel,
  normalisePhone,
  phoneProblem,
  resendWait,
  secondFactorStart,
  smsCodeValid,
  stepError,
  type SecondFactor,
} from '../../../../src/domain/auth/second-factor';

const factor = (over: Partial<SecondFactor> = {}): SecondFactor => ({
  uid: 'f1',
  factorId: 'phone',
  displayName: null,
  phoneNumber: '+15555550100',
  enrolledAt: '',
  ...over,
});

describe('second-factor rules', () => {
  it.each([
    ['+15555550100', undefined, '+15555550100'],
    [' +1 (555) 555-0100 ', undefined, '+15555550100'],
    ['+44 7700.900.123', undefined, '+447700900123'],
    ['', 'empty', ''],
    ['5555550100', 'format', '5555550100'],
    ['+0555550100', 'format', '+0555550100'],
    ['+123456', 'format', '+123456'],
    ['+1234567', undefined, '+1234567'],
    ['+1234567890123456', 'format', '+1234567890123456'],
    ['+1555abc0100', 'format', '+1555abc0100'],
  ])('phone %j → problem %j (normalised %j)', (input, problem, normalised) => {
    expect(phoneProblem(input)).toBe(problem);
    expect(normalisePhone(input)).toBe(normalised);
  });

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('SMS code %j valid: %s', (code, valid) => {
    expect(smsCodeValid(code)).toBe(valid);
  });

  it.each([
    [factor({ displayName: 'Work phone' }), 'Work phone'],
    [factor({ displayName: '  ' }), '•••• 0100'],
    [factor({ phoneNumber: '+*******0199' }), '•••• 0199'],
    [factor({ phoneNumber: null }), 'phone'],
  ])('labels a factor %#', (f, label) => {
    expect(factorLabel(f)).toBe(label);
  });

  it('moves from choosing a factor to a sent code, only for a listed factor, with a 30 s resend wait', () => {
    const start = secondFactorStart([factor()]);
    expect(codeSent(start, 'unknown', 'vid', 0)).toBe(start);
    const sent = codeSent(start, 'f1', 'vid-1', 1_000);
    expect(sent).toEqual({ kind: 'codeSent', factors: [factor()], factorUid: 'f1', verificationId: 'vid-1', sentAt: 1_000 });
    expect(resendWait(sent, 1_000)).toBe(30);
    expect(resendWait(sent, 30_999)).toBe(1);
    expect(resendWait(sent, 31_000)).toBe(0);
    expect(resendWait(start, 0)).toBe(0);
  });

  it.each([
    ['auth/invalid-verification-code', { field: 'code', key: 'errors.invalid-verification-code' }],
    ['auth/code-expired', { field: 'code', key: 'errors.code-expired' }],
    ['auth/invalid-phone-number', { field: 'phone', key: 'errors.invalid-phone-number' }],
    ['auth/unverified-email', { key: 'errors.unverified-email' }],
    ['auth/too-many-requests', { key: 'errors.too-many-requests' }],
    ['auth/internal-error', { key: 'errors.generic' }],
  ])('shows %s as %j', (code, shown) => {
    expect(stepError(code)).toEqual(shown);
  });

  it('makes multi-factor-auth-required a second step, not a toast; other spec codes stay generic', () => {
    expect(authErrorHandling('auth/multi-factor-auth-required')).toEqual({ kind: 'secondFactor', key: 'errors.generic' });
    expect(authErrorHandling('auth/user-mismatch')).toEqual({ kind: 'toast', key: 'errors.generic' });
  });

  it('links the emulator codes only when there is an emulator', () => {
    expect(emulatorCodeLinks('http://127.0.0.1:9099/', 'demo-exchange')).toEqual({
      sms: 'http://127.0.0.1:9099/emulator/v1/projects/demo-exchange/verificationCodes',
      email: 'http://127.0.0.1:9099/emulator/v1/projects/demo-exchange/oobCodes',
    });
    expect(emulatorCodeLinks(null, 'woox-prod')).toBeUndefined();
  });
});
