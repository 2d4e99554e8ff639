import type { WalletPreferences, WalletPreferencesPort } from '../../../src/application/wallet/ports/wallet-preferences.port';

/** Wallet preferences in memory, as the device would keep them. */
export class FakeWalletPreferences implements WalletPreferencesPort {
  value: WalletPreferences = { hideBalances: false };

  load(): WalletPreferences {
    return this.value;
  }

  save(change: Partial<WalletPreferences>): void {
    this.value = { ...this.value, ...change };
  }
}
