import { injectable } from 'inversify';
import type { DeviceKeyPort } from '../../application/auth/ports/sign-in-code.port';
import { DEVICE_ID_PATTERN } from '../../domain/auth/sign-in-code';
import { DEVICE_KEY_STORAGE } from '../storage/session-storage-keys';

const randomKey = (): string => {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * One random id per browser in local storage, made on first use; without storage (blocked) one per page load. It is
 * no fingerprint: nothing about the browser is read, so it needs no tracking consent.
 */
@injectable()
export class LocalDeviceKey implements DeviceKeyPort {
  private fallback: string | undefined;

  deviceKey(): string {
    const storage = localStorageOrNone();
    const kept = storage?.getItem(DEVICE_KEY_STORAGE);
    if (kept && DEVICE_ID_PATTERN.test(kept)) return kept;
    const made = this.fallback ?? randomKey();
    try {
      storage?.setItem(DEVICE_KEY_STORAGE, made);
    } catch {
      // storage full or blocked: this page load keeps its id
    }
    this.fallback = made;
    return made;
  }
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
