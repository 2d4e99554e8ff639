/**
 * The pure part of RFC 6238 (TOTP) and RFC 4226 (HOTP): base32 secrets, the time step counter, dynamic truncation and
 * the ±1 step window. The HMAC itself is computed by whoever holds a crypto library (the simulator: node:crypto).
 */

/** RFC 6238 defaults the authenticator apps use: 30-second steps, 6 digits; one step either side is accepted. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW_STEPS = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (the form otpauth:// URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); undefined when a character is not base32. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The RFC 6238 counter T = floor(unix seconds / step). */
export function totpCounter(nowMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(nowMs / 1000 / stepSeconds);
}

/** The counter as the 8-byte big-endian message HMAC is computed over. */
export function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let rest = counter;
  for (let i = 7; i >= 0; i -= 1) {
    bytes[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226 §5.3 dynamic truncation of an HMAC to a zero-padded code of `digits` digits. */
export function truncate(hmac: Uint8Array, digits = TOTP_DIGITS): string {
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = (hmac[offset] & 0x7f) * 2 ** 24 + (hmac[offset + 1] << 16) + (hmac[offset + 2] << 8) + hmac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The counters a code typed at `nowMs` may belong to: the current step and one either side, current first. */
export function windowCounters(nowMs: number, window = TOTP_WINDOW_STEPS): number[] {
  const current = totpCounter(nowMs);
  const out = [current];
  for (let d = 1; d <= window; d += 1) out.push(current - d, current + d);
  return out;
}

/**
 * Which counter of the window `code` matches (`codeAt(counter)` computes the expected code), or undefined. A code whose
 * counter is not after `lastUsedCounter` is refused: a code is good once (RFC 6238 §5.2).
 */
export function matchCounter(code: string, nowMs: number, codeAt: (counter: number) => string, lastUsedCounter = -1): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  return windowCounters(nowMs).find((c) => c > lastUsedCounter && codeAt(c) === code);
}

/** The otpauth:// URI authenticator apps scan (Key Uri Format). */
export function otpauthUri(secret: string, accountName: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
}
