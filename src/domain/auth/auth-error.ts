/** Sign-in error codes of the auth SDK the app tells apart; everything else is `other`. */
export const KNOWN_AUTH_ERRORS = [
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/popup-closed-by-user',
  'auth/unauthorized-domain',
  'auth/network-request-failed',
  'auth/invalid-api-key',
  'auth/user-token-expired',
  'auth/user-mismatch',
  'auth/login-blocked',
  'auth/multi-factor-auth-required',
  'auth/account-exists-with-different-credential',
] as const;

/** Codes whose message the form shows next to a field instead of a toast. */
export const FIELD_ERRORS: Readonly<Record<string, 'email' | 'password'>> = {
  'auth/invalid-email': 'email',
  'auth/email-already-in-use': 'email',
  'auth/user-not-found': 'email',
  'auth/wrong-password': 'password',
  'auth/invalid-credential': 'password',
  'auth/invalid-login-credentials': 'password',
  'auth/weak-password': 'password',
  'auth/password-does-not-meet-requirements': 'password',
};

export type AuthErrorHandling =
  | { readonly kind: 'log' }
  | { readonly kind: 'secondFactor'; readonly key: string }
  | { readonly kind: 'field'; readonly field: 'email' | 'password'; readonly key: string }
  | { readonly kind: 'toast'; readonly key: string };

/**
 * A cancelled popup request is only logged; form errors go to their field; every other code
 * gets a toast, the generic one unless the code has its own message.
 */
export function authErrorHandling(code: string): AuthErrorHandling {
  if (code === 'auth/cancelled-popup-request') return { kind: 'log' };
  // A second factor is asked for (the sign-in's second step), not a generic toast
  if (code === 'auth/multi-factor-auth-required') return { kind: 'secondFactor', key: 'errors.generic' };
  const field = FIELD_ERRORS[code];
  if (field) return { kind: 'field', field, key: `errors.${code.replace('auth/', '')}` };
  if (code === 'auth/popup-closed-by-user' || code === 'auth/network-request-failed' || code === 'auth/too-many-requests') {
    return { kind: 'toast', key: `errors.${code.replace('auth/', '')}` };
  }
  return { kind: 'toast', key: 'errors.generic' };
}
