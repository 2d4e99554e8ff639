import { DEFAULT_SETTINGS, type AccountSettings } from '../../src/domain/account/account-settings';
import type { Account } from '../store/account-repository';
import type { AccountCentreRepository } from './account-centre-repository';

/** Reads an account's settings (stored over the defaults; language from the account) and writes a change. */
export class AccountSettingsService {
  constructor(private readonly repository: AccountCentreRepository) {}

  async read(account: Account): Promise<AccountSettings> {
    const stored = (await this.repository.settings(account.userId)) ?? {};
    return { ...DEFAULT_SETTINGS, ...stored, language: account.language ?? stored.language ?? DEFAULT_SETTINGS.language };
  }

  async change(account: Account, change: Partial<AccountSettings>): Promise<AccountSettings> {
    const next = { ...(await this.read(account)), ...change };
    await this.repository.saveSettings(account.userId, next);
    return next;
  }
}
