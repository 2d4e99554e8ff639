import { inject, injectable } from 'inversify';
import type { ApiKeyAllowance, ApiKeyPage, ApiKeysApiPort, NewApiKey } from '../../application/api-keys/ports/api-keys-api.port';
import type { TradeFailure } from '../../application/trade/ports/trading-api.port';
import type { ApiKey, CreatedApiKey } from '../../domain/api-keys/api-key';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../trade/trade-call';
import { allowanceData, createdCredential, credentialPage, credentialRow, deletedData } from './api-keys.schema';

type Row = typeof credentialRow._zod.output;

const keyOf = (r: Row): ApiKey => ({
  apiKey: r.apiKey, label: r.label, userId: r.userId, accountName: r.accountName, permissions: r.permissions, allowedIps: r.allowedIPs,
  createdTime: r.createdTime, expireTime: r.expireTime,
});

const BASE = '/usercenter/account';

/** The user centre's API-key calls over REST with the session's bearer. */
@injectable()
export class RestApiKeysApi implements ApiKeysApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  list(query: { readonly page: number; readonly size: number }): Promise<Result<ApiKeyPage, TradeFailure>> {
    return tradeCall(this.api, 'GET', `${BASE}/list_credentials`, credentialPage, (d) => ({
      rows: d.rows.map(keyOf), total: d.meta.total, page: d.meta.currentPage, size: d.meta.recordsPerPage,
    }), { params: { page: query.page, size: query.size } });
  }

  allowance(): Promise<Result<ApiKeyAllowance, TradeFailure>> {
    return tradeCall(this.api, 'GET', `${BASE}/enable_api_key_amount`, allowanceData, (d) => d);
  }

  create(key: NewApiKey): Promise<Result<CreatedApiKey, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${BASE}/create_credential`, createdCredential, (d) => ({ ...keyOf(d), secret: d.secret }), {
      body: { label: key.label, permissions: key.permissions, allowedIps: key.allowedIps },
    });
  }

  setIps(apiKey: string, allowedIps: readonly string[]): Promise<Result<ApiKey, TradeFailure>> {
    return tradeCall(this.api, 'POST', `${BASE}/credential/ip`, credentialRow, keyOf, { body: { apiKey, allowedIps } });
  }

  remove(apiKey: string): Promise<Result<void, TradeFailure>> {
    return tradeCall(this.api, 'DELETE', `${BASE}/delete_credential`, deletedData, () => undefined, { params: { apiKey } });
  }
}
