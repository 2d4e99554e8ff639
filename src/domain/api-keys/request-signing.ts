import type { ApiKeyPermission } from './api-key';

/**
 * Request signing the exchange's way for v3 (trading-facts.md "Envelope, auth, limits"): headers `x-api-key`,
 * `x-api-timestamp` (epoch ms) and `x-api-signature` = hex HMAC-SHA256(secret, timestamp + METHOD + requestPath +
 * body), where requestPath is the path after the API base with its query string (`/v3/trade/orders?symbol=…`) and
 * body the JSON body exactly as sent (empty when there is none). The HMAC itself is computed by whoever holds the
 * secret (node:crypto in the simulator and the scripts, Web Crypto in a browser); this module builds what is signed.
 */

export const API_KEY_HEADER = 'x-api-key';
export const API_TIMESTAMP_HEADER = 'x-api-timestamp';
export const API_SIGNATURE_HEADER = 'x-api-signature';

/** How far a request's timestamp may be from the server's clock, either way. */
export const SIGNATURE_WINDOW_MS = 5000;

/** The string that is signed. */
export function signaturePayload(timestamp: string | number, method: string, requestPath: string, body: string | undefined): string {
  return `${timestamp}${method.toUpperCase()}${requestPath}${body ?? ''}`;
}

/**
 * What a v1 call signs (the legacy API CCXT still calls for a few private calls, e.g. `POST /v1/client/isolated_margin`
 * with a form-encoded body): its parameters — the query string of a GET, the form body of a POST/PUT/DELETE — as
 * `key=value` pairs sorted by key and joined by `&`, then `|` and the timestamp. Both the parameters exactly as sent
 * and their decoded, sorted form are accepted (CCXT sends them sorted and percent-encoded; the exchange's docs sign
 * the plain values).
 */
export function v1SignaturePayloads(timestamp: string | number, query: string, body: string | undefined): string[] {
  const sent = body !== undefined && body !== '' ? body : query;
  const pairs = [...new URLSearchParams(sent)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normalised = pairs.map(([k, v]) => `${k}=${v}`).join('&');
  return [...new Set([`${sent}|${timestamp}`, `${normalised}|${timestamp}`])];
}

/** Whether a timestamp header is a whole number of ms within the window of `now`. */
export function timestampFresh(timestamp: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - now) <= SIGNATURE_WINDOW_MS;
}

/**
 * Paths whose calls move funds out: they need WITHDRAWAL (`/v3/asset/wallet/withdraw` is the simulator's withdraw
 * call; `/v1/asset/internal_withdraw` and `/v1/asset/withdraw` the legacy ones).
 */
const WITHDRAW_PATH = /^\/v[13]\/asset\/(?:wallet\/|internal_)?withdraw(?:$|[/?])/;

/**
 * The permission one call needs: WITHDRAWAL for a withdrawal, READ for a GET (or HEAD), TRADE for any other write
 * (orders, algo orders, cancels, leverage, convert, transfers).
 */
export function permissionFor(method: string, requestPath: string): ApiKeyPermission {
  const verb = method.toUpperCase();
  if (verb !== 'GET' && verb !== 'HEAD' && WITHDRAW_PATH.test(requestPath)) return 'WITHDRAWAL';
  if (verb === 'GET' || verb === 'HEAD') return 'READ';
  return 'TRADE';
}

/** Constant-time comparison of two hex signatures of the same length (lower-cased). */
export function sameSignature(expected: string, given: string): boolean {
  const a = expected.toLowerCase();
  const b = given.toLowerCase();
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
