import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { DepositApiPort } from '../../application/deposit/ports/deposit-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import type { DepositAddress, DepositNetwork, TokenInfo, WalletTransferList } from '../../domain/wallet/deposit-records';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { ApiClient } from '../http/api-client';
import { reportUnreadable } from '../http/wire.schema';
import { tradeCall } from '../http/trade-call';
import { transferRowOf, walletHistoryPage } from '../wallet/wallet-history.schema';
import { addressData, anyData, assetStatusData, networkRows, tokenConfigRows, tokenInfoRows } from './deposit.schema';
import type { AssetStatus } from '../../domain/wallet/asset-status';
import type { TokenConfig } from '../../domain/wallet/token-config';

/** The deposit calls over REST with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestDepositApi implements DepositApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  private async call<T, R>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options: { params?: Record<string, string | number>; body?: unknown } = {},
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, map, options);
  }

  tokenConfig(): Promise<Result<TokenConfig[], TradeFailure>> {
    return this.call('GET', '/instrument/v4/public/token_config', tokenConfigRows, (d) =>
      d.rows.map((r) => ({
        token: r.token,
        networks: r.networks,
        allowDeposit: r.allow_deposit === 1,
        allowWithdraw: r.allow_withdraw === 1,
      })),
    );
  }

  assetStatus(): Promise<Result<AssetStatus, TradeFailure>> {
    return this.call('GET', '/asset/', assetStatusData, (d) => ({
      status: d.status,
      ...(d.message ? { message: d.message } : {}),
      ...(d.estimatedEndTime ? { estimatedEndTime: d.estimatedEndTime } : {}),
    }));
  }

  networks(token: string): Promise<Result<DepositNetwork[], TradeFailure>> {
    return this.call('GET', `/instrument/v4/public/network/${encodeURIComponent(token)}`, networkRows, (d) =>
      d.rows.map((r) => ({
        network: r.network,
        protocol: r.protocol,
        name: r.name,
        allowDeposit: r.allow_deposit === 1,
        minimumDeposit: r.minimum_deposit ?? '0',
        confirmations: r.confirmations ?? 0,
        needMemo: r.need_memo ?? false,
        ...(r.suspend_reason === undefined ? {} : { suspendReason: r.suspend_reason }),
      })),
    );
  }

  /** Real, recorded (fetchDepositAddress): `{address, extra}`. */
  address(token: string, network: string): Promise<Result<DepositAddress, TradeFailure>> {
    return this.call('GET', '/v3/asset/wallet/deposit', addressData, (d) => ({ address: d.address, extra: d.extra }), {
      params: { token, network },
    });
  }

  /** Real, recorded (fetchDeposits): the wallet history's deposits, as the exchange's own client asks for them. */
  history(): Promise<Result<WalletTransferList, TradeFailure>> {
    return this.call(
      'GET',
      '/v3/asset/wallet/history',
      walletHistoryPage,
      (d) => {
        reportUnreadable((m, detail) => this.logger.warn(m, detail), 'GET /v3/asset/wallet/history', d.unreadable);
        return { rows: d.rows.map(transferRowOf), unreadable: d.unreadable.length };
      },
      { params: { tokenSide: 'DEPOSIT', type: 'BALANCE', size: 50 } },
    );
  }

  tokenInfo(token: string): Promise<Result<TokenInfo | undefined, TradeFailure>> {
    return this.call(
      'GET',
      '/instrument/v4/public/token_info',
      tokenInfoRows,
      (d) => {
        const row = d.rows.find((r) => r.token === token);
        return (
          row && {
            token: row.token,
            fullName: row.fullname || row.token,
            decimals: row.decimals,
            spot: row.spot,
            perp: row.perp,
            baseTick: row.baseTick,
          }
        );
      },
      { params: { type: 'ALL' } },
    );
  }

  simulate(token: string, network: string, amount: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', '/v3/asset/wallet/dev/deposit', anyData, () => undefined, { body: { token, network, amount } });
  }
}
