import { injectable } from 'inversify';
import type { SessionExpiryPort } from '../../application/auth/ports/session-expiry.port';
import { SESSION_EXPIRY_KEY } from '../storage/session-storage-keys';

/** The exchange session's expiry (epoch ms) in local storage, next to the stored user id. */
@injectable()
export class LocalSessionExpiry implements SessionExpiryPort {
  expiresAt(): number | undefined {
    const raw = storage()?.getItem(SESSION_EXPIRY_KEY);
    const value = raw ? Number(raw) : NaN;
    return Number.isFinite(value) ? value : undefined;
  }

  save(expiresAt: number): void {
    storage()?.setItem(SESSION_EXPIRY_KEY, String(expiresAt));
  }

  clear(): void {
    storage()?.removeItem(SESSION_EXPIRY_KEY);
  }
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
