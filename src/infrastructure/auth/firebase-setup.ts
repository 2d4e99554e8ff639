import type { Auth } from 'firebase/auth';
import type { AppConfig } from '../../application/shared/app-config';

/**
 * How the SDK is configured (tested): persistence in IndexedDB then local storage (the SDK polls them:
 * 800 ms / 1 s), the popup resolver only where real popups run, the emulator when the config names one.
 * Token refresh (5 min before expiry, back-off 30 s → 16 min) and popup polling stay the SDK's own.
 */
export interface FirebaseAuthSettings {
  readonly options: { readonly apiKey: string; readonly projectId: string; readonly authDomain: string };
  readonly emulatorUrl: string | null;
  readonly usePopups: boolean;
}

export function firebaseAuthSettings(config: AppConfig): FirebaseAuthSettings {
  return {
    options: { apiKey: config.firebase.apiKey, projectId: config.firebase.projectId, authDomain: config.authDomain },
    emulatorUrl: config.firebase.emulatorUrl,
    usePopups: config.firebase.emulatorUrl === null,
  };
}

/** Loads the SDK on demand (dynamic import: public pages never download it) and initialises Auth once. */
export async function initFirebaseAuth(settings: FirebaseAuthSettings): Promise<{ auth: Auth; sdk: typeof import('firebase/auth') }> {
  const [{ initializeApp, getApps }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps().find((a) => a.name === 'exchange') ?? initializeApp(settings.options, 'exchange');
  const auth = sdk.initializeAuth(app, {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    popupRedirectResolver: settings.usePopups ? sdk.browserPopupRedirectResolver : undefined,
  });
  if (settings.emulatorUrl) {
    sdk.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
    // The emulator takes phone and SMS second-factor calls without a real reCAPTCHA (offline): the SDK's mock verifier.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  return { auth, sdk };
}
