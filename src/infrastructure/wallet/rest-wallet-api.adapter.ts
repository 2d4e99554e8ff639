import { inject, injectable } from 'inversify';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { WalletApiPort } from '../../application/wallet/ports/wallet-api.port';
import type { Result } from '../../domain/shared/result';
import type { LedgerPage, LedgerQuery } from '../../domain/wallet/ledger';
import type { WalletInfo } from '../../domain/wallet/wallet-info';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import { hasDepositData, ledgerPage, walletInfoData } from './wallet.schema';

/** The wallet's REST calls with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestWalletApi implements WalletApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  ledger(query: LedgerQuery & { readonly page: number; readonly size: number }): Promise<Result<LedgerPage, TradeFailure>> {
    const params: Record<string, string | number> = { page: query.page, size: query.size };
    if (query.token) params.token = query.token;
    if (query.type) params.type = query.type;
    if (query.startTime !== undefined) params.startTime = query.startTime;
    if (query.endTime !== undefined) params.endTime = query.endTime;
    return tradeCall(
      this.api,
      'GET',
      '/v3/asset/token/history',
      ledgerPage,
      (d) => ({
        rows: d.rows.map((r) => ({
          id: r.id,
          token: r.token,
          type: r.type,
          amount: r.amount,
          balanceAfter: r.balanceAfter ?? undefined,
          createdTime: r.createdTime,
        })),
        total: d.meta.total,
      }),
      { params },
    );
  }

  info(): Promise<Result<WalletInfo, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/usercenter/account/wallet/info', walletInfoData, (d) => ({
      walletMode: d.walletMode,
      tokens: d.tokens,
      hasDeposit: d.hasDeposit,
      ledgerRows: d.ledgerRows,
      openPositions: d.openPositions,
      updatedTime: d.updatedTime,
    }));
  }

  /** The spec's path (`usercenter/account/check_has_deposit`). */
  hasDeposit(): Promise<Result<boolean, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/usercenter/account/check_has_deposit', hasDepositData, (d) => d.hasDeposit);
  }
}
