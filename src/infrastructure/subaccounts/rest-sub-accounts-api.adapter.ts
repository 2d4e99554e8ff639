import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { SubAccountsApiPort } from '../../application/subaccounts/ports/sub-accounts-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { WalletMode } from '../../domain/subaccounts/collateral';
import type {
  AssetTransferPage,
  CollateralOverview,
  SubAccountList,
  SubAccountMember,
  SwitchedSession,
  TransferRequest,
} from '../../domain/subaccounts/sub-account';
import type { Result } from '../../domain/shared/result';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { ApiClient } from '../http/api-client';
import { reportUnreadable } from '../http/wire.schema';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import { anything, collateralData, memberList, memberRow, switchedSession, transferAnswer, transferPage } from './sub-accounts.schema';

/** The sub-account calls over REST with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestSubAccountsApi implements SubAccountsApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, map, options);
  }

  list(): Promise<Result<SubAccountList, TradeFailure>> {
    return this.call('GET', '/usercenter/account/sub_accounts', memberList, (d) => ({ members: d.rows, limit: d.limit }));
  }

  create(nickname: string): Promise<Result<SubAccountMember, TradeFailure>> {
    return this.call('POST', '/usercenter/account/sub_accounts', memberRow, (d) => d, { body: { nickname } });
  }

  rename(applicationId: string, alias: string): Promise<Result<SubAccountMember, TradeFailure>> {
    return this.call('POST', '/usercenter/account/alias', memberRow, (d) => d, { body: { applicationId, alias } });
  }

  switchTo(applicationId: string): Promise<Result<SwitchedSession, TradeFailure>> {
    return this.call(
      'POST',
      '/usercenter/account/sub_accounts/switch',
      switchedSession,
      (d) => ({ token: d.token, userId: d.user_id, expiresAt: d.expires_at }),
      { body: { applicationId } },
    );
  }

  transfer(request: TransferRequest): Promise<Result<{ readonly id: string }, TradeFailure>> {
    const body = {
      token: request.token,
      amount: Number(request.amount),
      from: { applicationId: request.from },
      to: { applicationId: request.to },
    };
    return this.call('POST', '/v3/asset/transfer', transferAnswer, (d) => ({ id: d.id }), { body });
  }

  transfers(query: { readonly page: number; readonly size: number }): Promise<Result<AssetTransferPage, TradeFailure>> {
    return this.call(
      'GET',
      '/v3/asset/transfer/history',
      transferPage,
      (d) => {
        reportUnreadable((m, detail) => this.logger.warn(m, detail), 'GET /v3/asset/transfer/history', d.unreadable);
        return {
          rows: d.rows.map((r) => ({ ...r, updatedTime: r.updatedTime || r.createdTime })),
          total: d.meta.total,
          unreadable: d.unreadable.length,
        };
      },
      { params: { page: query.page, size: query.size } },
    );
  }

  collateral(): Promise<Result<CollateralOverview, TradeFailure>> {
    return this.call(
      'GET',
      '/usercenter/account/collateral_tokens',
      collateralData,
      (d) => ({ tokens: d.rows, walletMode: d.walletMode, collateralValue: d.collateralValue }),
      { params: { page: 1, size: 50 } },
    );
  }

  switchCollateral(token: string, enabled: boolean): Promise<Result<unknown, TradeFailure>> {
    return this.call('POST', '/usercenter/account/switch_collateral', anything, (d) => d, { body: { token, enabled } });
  }

  switchWalletMode(mode: WalletMode): Promise<Result<unknown, TradeFailure>> {
    return this.call('PUT', '/usercenter/account/wallet/switchWalletMode', anything, (d) => d, { body: { mode } });
  }
}
