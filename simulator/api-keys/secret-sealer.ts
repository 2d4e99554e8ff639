import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * API secrets at rest: the exchange must hold the secret itself to verify HMAC signatures, so it
 * cannot be hashed; it is sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the data directory's server
 * secret (`${dataDir}/server-secret`, mode 600, created on first start). A dump of the database alone gives sealed
 * values only. Values written before sealing (no `sealed:v1:` prefix) are still read as they are.
 */
export interface SecretSealer {
  seal(secret: string): string;
  open(stored: string): string;
}

const PREFIX = 'sealed:v1:';

export function sealerFrom(serverSecret: Buffer): SecretSealer {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'woo-simulator api-key secrets', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/** The data directory's server secret: read from `${dataDir}/server-secret`, else created there (mode 600). */
export function serverSecretIn(dataDir: string): Buffer {
  const file = join(dataDir, 'server-secret');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  const secret = randomBytes(32);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600 });
  return secret;
}
