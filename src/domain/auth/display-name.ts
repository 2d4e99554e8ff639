import type { AccountInfo } from '../account/account';

/** Main accounts show the cool name (public nickname); other accounts, or a main one without one, the alias. */
export function displayName(account: Pick<AccountInfo, 'main' | 'alias'>, coolName: string | undefined): string {
  return account.main && coolName ? coolName : account.alias;
}
