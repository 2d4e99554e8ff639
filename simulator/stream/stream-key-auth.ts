import { statusAt } from '../../src/domain/api-keys/api-key';
import { ipAllowed } from '../../src/domain/api-keys/ip-list';
import { sameSignature, SIGNATURE_WINDOW_MS, timestampFresh } from '../../src/domain/api-keys/request-signing';
import { hmacHex, INVALID_KEY, WRONG_FORMAT } from '../api-keys/api-keys';
import type { ApiKeyRecord } from '../api-keys/api-key-repository';

/** What the `auth` frame of the private v2 stream carries (`params`), and the connection's address. */
export interface StreamKeyCredentials {
  readonly apikey: string;
  readonly sign: string;
  readonly timestamp: string;
  readonly clientIp: string;
}

export type StreamKeyResult = { readonly ok: true; readonly userId: number } | { readonly ok: false; readonly message: string };

export type StreamKeyAuth = (credentials: StreamKeyCredentials) => Promise<StreamKeyResult>;

/** The payload signed for the private stream: `"|" + timestamp` (as CCXT pro signs it). */
export const streamSignaturePayload = (timestamp: string): string => `|${timestamp}`;

/**
 * API-key authentication of the private v2 stream: sign = hex HMAC-SHA256(secret, "|" + timestamp), the timestamp
 * (epoch ms) within the REST window of the server's clock, the key known, not expired, the connection's address in
 * its allow-list and READ among its permissions. The wording of a refusal is the REST one (-1001 / -1002) with why.
 */
export function streamKeyAuth(keys: { find(apiKey: string): Promise<ApiKeyRecord | undefined> }, clock: () => number): StreamKeyAuth {
  const refused = (message: string): StreamKeyResult => ({ ok: false, message });
  return async ({ apikey, sign, timestamp, clientIp }) => {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(apikey)) return refused(`${WRONG_FORMAT} (apikey)`);
    if (!/^[0-9a-fA-F]{64}$/.test(sign)) return refused(`${WRONG_FORMAT} (sign must be 64 hex characters)`);
    const now = clock();
    if (!timestampFresh(timestamp, now))
      return refused(`${WRONG_FORMAT} (timestamp must be within ${SIGNATURE_WINDOW_MS} ms of the server time ${now})`);
    const key = await keys.find(apikey);
    if (!key) return refused(`${INVALID_KEY} (unknown key)`);
    if (!sameSignature(hmacHex(key.secret, streamSignaturePayload(timestamp)), sign))
      return refused(`${WRONG_FORMAT} (signature mismatch)`);
    if (statusAt(key, now) === 'EXPIRED') return refused(`${INVALID_KEY} (the key has expired)`);
    if (!ipAllowed(key.allowedIps, clientIp)) return refused(`${INVALID_KEY} (IP ${clientIp} is not in the key's allow-list)`);
    if (!key.permissions.includes('READ')) return refused(`${INVALID_KEY} (the private stream needs the READ permission)`);
    return { ok: true, userId: key.userId };
  };
}
