/**
 * Where the browser keeps a signed-in session: the exchange session token in a cookie (`__Host-` prefixed on https:
 * cookie-names.ts), and in local storage the user id, the session's end (epoch ms) and the browser's device id (a
 * first-party key for the sign-in's device, not a tracking id). The adapters that read and write them, and the end-to-end
 * tests that sign a member in without the form (tests/e2e/support/member.ts), take the names from here.
 */
export const AUTH_COOKIE = 'authorization';
export const USER_ID_KEY = 'userId';
export const SESSION_EXPIRY_KEY = 'sessionExpiresAt';
export const DEVICE_KEY_STORAGE = 'exchangeDeviceId';
