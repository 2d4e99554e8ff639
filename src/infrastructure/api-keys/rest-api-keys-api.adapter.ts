import { inject, injectable } from 'inversify';
import type { ApiKeyAllowance, ApiKeyPage, ApiKeysApiPort, NewApiKey } from '../../application/api-keys/ports/api-keys-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { ApiKey, CreatedApiKey } from '../../domain/api-keys/api-key';
import type { SafeCheck } from '../../domain/security/security-records';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';
import { allowanceData, createdCredential, credentialPage, credentialRow, deletedData } from './api-keys.schema';

type Row = typeof credentialRow._zod.output;

const keyOf = (r: Row): ApiKey => ({
  apiKey: r.apiKey,
  label: r.label,
  userId: r.userId,
  accountName: r.accountName,
  permissions: r.permissions,
  allowedIps: r.allowedIPs,
  createdTime: r.createdTime,
  expireTime: r.expireTime,
});

const BASE = '/usercenter/account';
const sub = (subUserId: number | undefined): Record<string, number> => (subUserId === undefined ? {} : { subUserId });
/** The 2FA fields of a change (absent when the account has no 2FA). */
const codes = (check: SafeCheck | undefined): Record<string, string> => ({
  ...(check?.totp ? { totp: check.totp } : {}),
  ...(check?.recoveryCode ? { recoveryCode: check.recoveryCode } : {}),
});

/** The user centre's API-key calls over REST with the session's bearer. */
@injectable()
export class RestApiKeysApi implements ApiKeysApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  list(query: { readonly page: number; readonly size: number; readonly subUserId?: number }): Promise<Result<ApiKeyPage, TradeFailure>> {
    return tradeCall(
      this.api,
      'GET',
      `${BASE}/list_credentials`,
      credentialPage,
      (d) => ({
        rows: d.rows.map(keyOf),
        total: d.meta.total,
        page: d.meta.currentPage,
        size: d.meta.recordsPerPage,
      }),
      { params: { page: query.page, size: query.size, ...sub(query.subUserId) } },
    );
  }

  allowance(subUserId?: number): Promise<Result<ApiKeyAllowance, TradeFailure>> {
    return tradeCall(this.api, 'GET', `${BASE}/enable_api_key_amount`, allowanceData, (d) => d, { params: sub(subUserId) });
  }

  create(key: NewApiKey, check?: SafeCheck): Promise<Result<CreatedApiKey, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${BASE}/create_credential`, createdCredential, (d) => ({ ...keyOf(d), secret: d.secret }), {
      body: { label: key.label, permissions: key.permissions, allowedIps: key.allowedIps, ...sub(key.subUserId), ...codes(check) },
    });
  }

  setIps(apiKey: string, allowedIps: readonly string[], check?: SafeCheck): Promise<Result<ApiKey, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${BASE}/credential/ip`, credentialRow, keyOf, { body: { apiKey, allowedIps, ...codes(check) } });
  }

  remove(apiKey: string, check?: SafeCheck): Promise<Result<void, TradeFailure>> {
    return tradeCall(this.api, 'DELETE', `${BASE}/delete_credential`, deletedData, () => undefined, {
      params: { apiKey, ...codes(check) },
    });
  }
}
