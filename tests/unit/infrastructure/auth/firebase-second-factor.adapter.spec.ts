/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { FirebaseAuthAdapter } from '../../../../src/infrastructure/auth/firebase-auth.adapter';
import { FirebaseSecondFactor } from '../../../../src/infrastructure/auth/firebase-second-factor.adapter';
import type { FirebaseAuthSettings } from '../../../../src/infrastructure/auth/firebase-setup';

const hint = { uid: 'f1', factorId: 'phone', displayName: 'Work', phoneNumber: '+*******0100', enrollmentTime: 'T' };
const user = { uid: 'u1', email: 'mia@example.com', emailVerified: true, displayName: null, getIdToken: async () => 'id-token-u1' };
const resolver = { hints: [hint], session: 'mfa-session', resolveSignIn: jest.fn(async () => ({ providerId: null, user })) };
const mfaError = Object.assign(new Error('mfa'), { code: 'auth/multi-factor-auth-required' });
const verifiers: { cleared: boolean }[] = [];
const sdk = {
  signInWithEmailAndPassword: jest.fn(async () => {
    throw mfaError;
  }),
  getMultiFactorResolver: jest.fn(() => resolver),
  RecaptchaVerifier: jest.fn(function (this: { cleared: boolean; clear: () => void }) {
    this.cleared = false;
    this.clear = () => {
      this.cleared = true;
    };
    verifiers.push(this);
  }),
  PhoneAuthProvider: Object.assign(
    jest.fn(() => ({ verifyPhoneNumber: jest.fn(async () => 'vid-1') })),
    { credential: jest.fn((id: string, code: string) => ({ id, code })) },
  ),
  PhoneMultiFactorGenerator: { assertion: jest.fn((credential: unknown) => ({ credential })) },
};
const settings: FirebaseAuthSettings = {
  options: { apiKey: 'k', projectId: 'p', authDomain: 'd' },
  emulatorUrl: 'http://127.0.0.1:9099',
  usePopups: false,
};

describe('Firebase multi-factor sign-in', () => {
  const init = jest.fn(async () => ({ auth: {} as never, sdk: sdk as never }));
  const firebase = new FirebaseAuthAdapter(settings, undefined, init);
  const factors = new FirebaseSecondFactor(firebase, undefined);

  it('turns multi-factor-auth-required into the enrolled factors, then sends the SMS and resolves the sign-in', async () => {
    const failed = await firebase.signInWithEmail('mia@example.com', 'secret-42');
    expect(failed).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'auth/multi-factor-auth-required',
        secondFactors: [{ uid: 'f1', factorId: 'phone', displayName: 'Work', phoneNumber: '+*******0100', enrolledAt: 'T' }],
      }),
    });

    expect(await factors.startSignIn('unknown')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'auth/missing-multi-factor-session' }),
    });
    expect(await factors.startSignIn('f1')).toEqual({ ok: true, value: 'vid-1' });
    // an invisible reCAPTCHA per SMS, cleared afterwards and its element removed
    expect(sdk.RecaptchaVerifier).toHaveBeenCalledWith({}, expect.any(HTMLElement), { size: 'invisible' });
    expect(verifiers.at(-1)?.cleared).toBe(true);
    expect(document.body.children).toHaveLength(0);

    const signedIn = await factors.finishSignIn('vid-1', '123456');
    expect(sdk.PhoneAuthProvider.credential).toHaveBeenCalledWith('vid-1', '123456');
    expect(resolver.resolveSignIn).toHaveBeenCalledWith({ credential: { id: 'vid-1', code: '123456' } });
    expect(signedIn).toEqual({ ok: true, value: { user: expect.objectContaining({ uid: 'u1' }), idToken: 'id-token-u1' } });
    // done: no sign-in waits any more
    expect(firebase.pendingResolver()).toBeUndefined();
  });

  it('keeps the waiting sign-in through a wrong code, so the user can try again', async () => {
    await firebase.signInWithEmail('mia@example.com', 'secret-42');
    resolver.resolveSignIn.mockRejectedValueOnce(Object.assign(new Error('bad'), { code: 'auth/invalid-verification-code' }));
    expect(await factors.finishSignIn('vid-1', '000000')).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'auth/invalid-verification-code' }),
    });
    expect(firebase.pendingResolver()).toBe(resolver);
    expect((await factors.finishSignIn('vid-1', '123456')).ok).toBe(true);
  });
});
