import type { Result } from '../../../domain/shared/result';
import type { LedgerPage, LedgerQuery } from '../../../domain/wallet/ledger';
import type { WalletInfo } from '../../../domain/wallet/wallet-info';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/**
 * The wallet's calls (`/v3/asset/token/history`, `usercenter/account/wallet/info`, `usercenter/account/check_has_deposit`),
 * authenticated by the session; failures as the trading calls'.
 */
export interface WalletApiPort {
  /** One page of the ledger, newest first. */
  ledger(query: LedgerQuery & { readonly page: number; readonly size: number }): Promise<Result<LedgerPage, TradeFailure>>;
  /** The account's wallet summed up: tokens held, ledger records, open positions. */
  info(): Promise<Result<WalletInfo, TradeFailure>>;
  /** Whether a deposit was ever credited (the demo funds do not count). */
  hasDeposit(): Promise<Result<boolean, TradeFailure>>;
}
export const WalletApiPort = token<WalletApiPort>('WalletApiPort');
