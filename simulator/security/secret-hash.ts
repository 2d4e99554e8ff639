import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options?: { N: number }) => Promise<Buffer>;
/** scrypt's cost for recovery codes: 80 random bits need no more than 2^12 to be out of reach offline; ten per enable. */
const RECOVERY_SCRYPT = { N: 4096 };
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * A recovery code's stored form: scrypt with the account's own random salt (one derivation per check, whichever of
 * the ten codes is typed). States written before salts were added have none and keep their SHA-256 rows until replaced.
 */
export async function recoveryHash(code: string, salt: string | undefined): Promise<string> {
  if (salt === undefined) return sha256(code);
  return (await scryptAsync(code, Buffer.from(salt, 'hex'), 32, RECOVERY_SCRYPT)).toString('hex');
}

/** A trade or withdraw password's stored form: `<salt hex>:<scrypt hex>`, with a fresh random salt. */
export async function passwordHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(password, salt, 32)).toString('hex')}`;
}

/** Whether `password` is the one stored as `stored` (`passwordHash`), compared in constant time. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), 32);
  return timingSafeEqual(actual, Buffer.from(hash, 'hex'));
}
