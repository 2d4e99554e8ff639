import { injectable } from 'inversify';
import * as z from 'zod/mini';
import type { WalletPreferences, WalletPreferencesPort } from '../../application/wallet/ports/wallet-preferences.port';

const KEY = 'woox.wallet-preferences';
const stored = z.object({ hideBalances: z.optional(z.boolean()) });
const DEFAULTS: WalletPreferences = { hideBalances: false };

/** Wallet preferences in localStorage (one JSON entry, validated on read). */
@injectable()
export class LocalStorageWalletPreferences implements WalletPreferencesPort {
  load(): WalletPreferences {
    try {
      const raw = window.localStorage.getItem(KEY);
      if (!raw) return DEFAULTS;
      const parsed = stored.safeParse(JSON.parse(raw));
      return parsed.success ? { hideBalances: parsed.data.hideBalances ?? false } : DEFAULTS;
    } catch {
      return DEFAULTS;
    }
  }

  save(change: Partial<WalletPreferences>): void {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ ...this.load(), ...change }));
    } catch {
      // a blocked store (private mode, quota): the choice lasts this visit only
    }
  }
}
