import { token } from '../../shared/token';

/** What the wallet remembers on this device. */
export interface WalletPreferences {
  /** Balances shown as asterisks. */
  readonly hideBalances: boolean;
}

/** Device-local wallet preferences; an unreadable store reads as the defaults, a blocked one ignores writes. */
export interface WalletPreferencesPort {
  load(): WalletPreferences;
  save(change: Partial<WalletPreferences>): void;
}
export const WalletPreferencesPort = token<WalletPreferencesPort>('WalletPreferencesPort');
