import { resolveAppConfig } from '../../../../src/infrastructure/config/load-app-config';
import { FirebaseAuthAdapter } from '../../../../src/infrastructure/auth/firebase-auth.adapter';
import { firebaseAuthSettings, initFirebaseAuth } from '../../../../src/infrastructure/auth/firebase-setup';

const sdk = {
  initializeAuth: jest.fn(() => ({ currentUser: null, settings: { appVerificationDisabledForTesting: false } })),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
  browserPopupRedirectResolver: 'popup-resolver',
  signInWithCredential: jest.fn(async () => ({
    providerId: 'google.com',
    user: { uid: 'u1', email: 'gina@example.com', emailVerified: true, displayName: 'Gina', getIdToken: async () => 'id-token-u1' },
  })),
  signInWithPopup: jest.fn(),
  validatePassword: jest.fn(),
  GoogleAuthProvider: { credential: jest.fn((idToken: string) => ({ providerId: 'google.com', idToken })) },
};
jest.mock('firebase/auth', () => sdk);
jest.mock('firebase/app', () => ({ getApps: () => [], initializeApp: jest.fn(() => ({ name: 'exchange' })) }));

function config(environment: 'local' | 'production') {
  const result = resolveAppConfig({ environment });
  if (!result.ok) throw new Error(result.error.join());
  return result.value;
}

describe('Firebase auth set-up', () => {
  beforeEach(() => jest.clearAllMocks());

  it('local: connects the emulator, persists in IndexedDB then local storage, loads no popup resolver', async () => {
    const settings = firebaseAuthSettings(config('local'));
    expect(settings).toMatchObject({ emulatorUrl: 'http://127.0.0.1:9099', usePopups: false, options: { projectId: 'demo-exchange' } });
    const { auth } = await initFirebaseAuth(settings);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(
      { name: 'exchange' },
      { persistence: ['indexedDB', 'local'], popupRedirectResolver: undefined },
    );
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', { disableWarnings: true });
    // the emulator takes SMS (second factor, phone sign-in) without a real reCAPTCHA: the SDK's mock verifier
    expect(auth.settings.appVerificationDisabledForTesting).toBe(true);
  });

  it('hosted: real popups through the SDK resolver, no emulator', async () => {
    const settings = firebaseAuthSettings(config('production'));
    expect(settings.usePopups).toBe(true);
    const { auth } = await initFirebaseAuth(settings);
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: ['indexedDB', 'local'],
      popupRedirectResolver: 'popup-resolver',
    });
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
    expect(auth.settings.appVerificationDisabledForTesting).toBe(false);
  });

  it('local Google sign-in uses the picker and signInWithCredential with the emulator claims', async () => {
    const picker = { pick: jest.fn(async () => ({ sub: 'google-gina', email: 'gina@example.com', name: 'Gina' })) };
    const adapter = new FirebaseAuthAdapter(firebaseAuthSettings(config('local')), picker);
    const result = await adapter.signInWithGoogle();
    expect(picker.pick).toHaveBeenCalledWith('google.com');
    expect(sdk.GoogleAuthProvider.credential).toHaveBeenCalledWith(
      JSON.stringify({ sub: 'google-gina', email: 'gina@example.com', email_verified: true, name: 'Gina' }),
    );
    expect(result).toEqual({
      ok: true,
      value: { user: expect.objectContaining({ uid: 'u1', email: 'gina@example.com' }), idToken: 'id-token-u1' },
    });
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
  });

  it('a closed picker is a cancelled popup request', async () => {
    const adapter = new FirebaseAuthAdapter(firebaseAuthSettings(config('local')), { pick: async () => undefined });
    expect(await adapter.signInWithGoogle()).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'auth/cancelled-popup-request' }),
    });
  });

  it('falls back to the default policy (6) when the server gives none', async () => {
    sdk.validatePassword.mockRejectedValueOnce(new Error('no policy'));
    const adapter = new FirebaseAuthAdapter(firebaseAuthSettings(config('production')), undefined);
    expect(await adapter.validatePassword('abc')).toEqual({ isValid: false, minLength: 6, meetsMinLength: false });
  });

  it('does not ask the Auth emulator for a password policy it does not serve (finding 23)', async () => {
    sdk.validatePassword.mockClear();
    const adapter = new FirebaseAuthAdapter(firebaseAuthSettings(config('local')), undefined);
    expect(await adapter.validatePassword('abc')).toEqual({ isValid: false, minLength: 6, meetsMinLength: false });
    expect(await adapter.validatePassword('abcdef')).toEqual({ isValid: true, minLength: 6, meetsMinLength: true });
    expect(sdk.validatePassword).not.toHaveBeenCalled();
  });

  it('does not keep a failed load of the SDK (finding 19): the next call loads it again', async () => {
    let attempts = 0;
    const init = jest.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { auth: { authStateReady: async () => undefined, currentUser: null } as never, sdk: sdk as never };
    });
    const adapter = new FirebaseAuthAdapter(firebaseAuthSettings(config('production')), undefined, init);
    await expect(adapter.idToken()).rejects.toThrow('dynamically imported');
    await expect(adapter.idToken()).resolves.toBeUndefined();
    expect(init).toHaveBeenCalledTimes(2);
  });
});
