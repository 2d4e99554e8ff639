import { token } from '../../shared/token';
import type { Unsubscribe } from '../../shared/token';

/** Google one-tap (Identity Services) in hosted environments; does not cancel on an outside tap. */
export interface OneTapPort {
  /** False where one-tap cannot run (local, offline): the app shows its own one-tap card instead. */
  available(): boolean;
  /** Shows the prompt; `onCredential` receives the Google ID token. Returns a way to dismiss it. */
  prompt(onCredential: (googleIdToken: string) => void): Unsubscribe;
}
export const OneTapPort = token<OneTapPort>('OneTapPort');
