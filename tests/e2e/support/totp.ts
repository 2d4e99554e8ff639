import { createHmac } from 'node:crypto';

/**
 * What an authenticator app computes (RFC 6238 over RFC 4226: HMAC-SHA1, 30-second steps, 6 digits), written here
 * with node:crypto and nothing of the app's or the simulator's code, so an e2e test checks them from outside.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(secret: string): Buffer {
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((ch) => {
      const index = BASE32.indexOf(ch);
      if (index < 0) throw new Error(`not base32: ${ch}`);
      return index.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code for the time step `counter` (T = floor(unix seconds / 30)). */
export function totpAt(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The current time step. */
export const totpStep = (nowMs = Date.now()): number => Math.floor(nowMs / 30_000);
