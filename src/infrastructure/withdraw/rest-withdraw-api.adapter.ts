import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { AddressBookState, WithdrawApiPort, WithdrawRequest } from '../../application/withdraw/ports/withdraw-api.port';
import type { AccountTokenConfig } from '../../domain/wallet/account-token-config';
import type { SavedAddress } from '../../domain/wallet/address-book';
import type { Result } from '../../domain/shared/result';
import type { TransferPage, TransferQuery, WithdrawNetwork } from '../../domain/wallet/transfer-history';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { ApiClient } from '../http/api-client';
import { reportUnreadable } from '../http/wire.schema';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import { transferRowOf, walletHistoryPage } from '../wallet/wallet-history.schema';
import {
  accountTokenConfigRows,
  addressBookData,
  anyData,
  emailCodeAnswer,
  savedAddress,
  withdrawAnswer,
  withdrawNetworkRows,
} from './withdraw.schema';

/** The withdrawal and address book calls over REST with the session's bearer. */
@injectable()
export class RestWithdrawApi implements WithdrawApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options: CallOptions = {},
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, map, options);
  }

  networks(token: string): Promise<Result<WithdrawNetwork[], TradeFailure>> {
    return this.call('GET', `/instrument/v4/public/network/${encodeURIComponent(token)}`, withdrawNetworkRows, (d) =>
      d.rows.map((r) => ({
        network: r.network,
        protocol: r.protocol,
        name: r.name,
        allowWithdraw: r.allow_withdraw === 1,
        minimumWithdrawal: r.minimum_withdrawal,
        withdrawalFee: r.withdrawal_fee,
        needMemo: r.need_memo ?? false,
        ...(r.suspend_reason === undefined ? {} : { suspendReason: r.suspend_reason }),
      })),
    );
  }

  accountTokenConfig(): Promise<Result<AccountTokenConfig[], TradeFailure>> {
    return this.call('GET', '/usercenter/account/token_config', accountTokenConfigRows, (d) =>
      d.rows.map((r) => ({
        token: r.token,
        allowDeposit: r.allow_deposit === 1,
        allowWithdraw: r.allow_withdraw === 1,
        ...(r.deposit_reason === null ? {} : { depositReason: r.deposit_reason }),
        ...(r.withdraw_reason === null ? {} : { withdrawReason: r.withdraw_reason }),
        ...(r.withdraw_locked_until === null ? {} : { withdrawLockedUntil: r.withdraw_locked_until }),
      })),
    );
  }

  /** Answers the exchange's id exactly (`"25110415390200329"`: a string above 2^53). */
  withdraw(
    request: WithdrawRequest,
    challenge: Readonly<Record<string, string>> = {},
  ): Promise<Result<{ withdrawId: string }, TradeFailure>> {
    return this.call('POST', '/v3/asset/wallet/withdraw', withdrawAnswer, (d) => ({ withdrawId: d.withdrawId }), {
      body: { ...challenge, ...request },
    });
  }

  sendEmailCode(): Promise<Result<{ resendAfterMs: number; expiresAt: number }, TradeFailure>> {
    return this.call(
      'POST',
      '/v3/asset/wallet/withdraw/email_code',
      emailCodeAnswer,
      (d) => ({ resendAfterMs: d.resendAfterMs, expiresAt: d.expiresAt }),
      { body: {} },
    );
  }

  cancel(withdrawId: string): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', '/v3/asset/wallet/withdraw', anyData, () => undefined, { params: { withdrawId } });
  }

  history(query: TransferQuery & { readonly page: number; readonly size: number }): Promise<Result<TransferPage, TradeFailure>> {
    const params: Record<string, string | number> = { page: query.page, size: query.size };
    if (query.token) params.token = query.token;
    if (query.tokenSide) params.tokenSide = query.tokenSide;
    if (query.startTime !== undefined) params.startTime = query.startTime;
    if (query.endTime !== undefined) params.endTime = query.endTime;
    return this.call(
      'GET',
      '/v3/asset/wallet/history',
      walletHistoryPage,
      (d) => {
        reportUnreadable((m, detail) => this.logger.warn(m, detail), 'GET /v3/asset/wallet/history', d.unreadable);
        return { rows: d.rows.map(transferRowOf), total: d.meta.total, unreadable: d.unreadable.length };
      },
      { params },
    );
  }

  addressBook(): Promise<Result<AddressBookState, TradeFailure>> {
    return this.call('GET', '/v3/asset/wallet/addressBook', addressBookData, (d) => d);
  }

  saveAddress(input: Omit<SavedAddress, 'id' | 'createdTime'>): Promise<Result<SavedAddress, TradeFailure>> {
    return this.call('POST', '/v3/asset/wallet/addressBook', savedAddress, (d) => d, { body: input });
  }

  removeAddress(id: number): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', '/v3/asset/wallet/addressBook', anyData, () => undefined, { params: { id } });
  }

  setWhitelist(enabled: boolean): Promise<Result<void, TradeFailure>> {
    return this.call('PUT', '/v3/asset/wallet/addressBook/whitelist', anyData, () => undefined, { body: { enabled } });
  }
}
