import type { Result } from '../../../domain/shared/result';
import type { LedgerPage, LedgerQuery } from '../../../domain/wallet/ledger';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../trade/ports/trading-api.port';

/** The wallet's calls (`/v3/asset/token/history`), authenticated by the session; failures as the trading calls'. */
export interface WalletApiPort {
  /** One page of the ledger, newest first. */
  ledger(query: LedgerQuery & { readonly page: number; readonly size: number }): Promise<Result<LedgerPage, TradeFailure>>;
}
export const WalletApiPort = token<WalletApiPort>('WalletApiPort');
