import type { TransferStore } from '../subaccounts/transfer.store';

/**
 * A sub-account cannot withdraw (docs/adr/0024): its withdraw page offers the way out instead — the family's transfer
 * dialog opened from this sub-account to the main account, for `token`, with what is available prefilled. False when
 * the family cannot be read or has no main account to move to.
 */
export async function openMoveToMain(transfer: TransferStore, token: string): Promise<boolean> {
  await transfer.accounts.load();
  const main = transfer.accounts.members.find((m) => m.main);
  const current = transfer.accounts.current;
  if (!main || !current || current.main) return false;
  transfer.show();
  transfer.setFrom(current.applicationId);
  transfer.setTo(main.applicationId);
  transfer.setToken(token);
  transfer.fillMax();
  return true;
}
