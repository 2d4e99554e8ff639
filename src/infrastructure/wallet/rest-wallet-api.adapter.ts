import { inject, injectable } from 'inversify';
import type { TradeFailure } from '../../application/trade/ports/trading-api.port';
import type { WalletApiPort } from '../../application/wallet/ports/wallet-api.port';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok, type Result } from '../../domain/shared/result';
import type { LedgerPage, LedgerQuery } from '../../domain/wallet/ledger';
import { ApiClient } from '../http/api-client';
import { tradeFailureOf } from '../trade/rest-trading-api.adapter';
import { ledgerPage } from './wallet.schema';

/** The wallet's REST calls with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestWalletApi implements WalletApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async ledger(query: LedgerQuery & { readonly page: number; readonly size: number }): Promise<Result<LedgerPage, TradeFailure>> {
    const params: Record<string, string | number> = { page: query.page, size: query.size };
    if (query.token) params.token = query.token;
    if (query.type) params.type = query.type;
    if (query.startTime !== undefined) params.startTime = query.startTime;
    if (query.endTime !== undefined) params.endTime = query.endTime;
    try {
      const result = await this.api.call('GET', '/v3/asset/token/history', ledgerPage, { params });
      if (!result.ok) return err(tradeFailureOf(result.error));
      return ok({
        rows: result.value.rows.map((r) => ({ id: r.id, token: r.token, type: r.type, amount: r.amount, balanceAfter: r.balanceAfter ?? undefined, createdTime: r.createdTime })),
        total: result.value.meta.total,
      });
    } catch {
      return err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
    }
  }
}
