import { createHmac, randomBytes } from 'node:crypto';
import { base32Decode, base32Encode, counterBytes, matchCounter, truncate } from '../../src/domain/security/totp';

/** RFC 6238 TOTP with HMAC-SHA1 (node:crypto) over the domain's pure counter, truncation and window. */
export function hotp(secret: Uint8Array, counter: number, digits = 6): string {
  return truncate(createHmac('sha1', secret).update(counterBytes(counter)).digest(), digits);
}

/** A new 160-bit secret in base32 (what the authenticator app is given). */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The counter a 6-digit code of the base32 `secret` matches at `nowMs` (±1 step, after `lastUsed`), or undefined. */
export function verifyTotp(secret: string, code: string, nowMs: number, lastUsed = -1): number | undefined {
  const key = base32Decode(secret);
  if (!key) return undefined;
  return matchCounter(code, nowMs, (c) => hotp(key, c), lastUsed);
}
