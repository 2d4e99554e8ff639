import type { ApiKey, ApiKeyPermission, CreatedApiKey } from '../../../domain/api-keys/api-key';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../trade/ports/trading-api.port';

export interface ApiKeyPage {
  readonly rows: readonly ApiKey[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** `enable_api_key_amount`: the cap, the keys held, and how many more may be created. */
export interface ApiKeyAllowance {
  readonly maxAmount: number;
  readonly usedAmount: number;
  readonly enableAmount: number;
}

export interface NewApiKey {
  readonly label: string;
  readonly permissions: readonly ApiKeyPermission[];
  readonly allowedIps: readonly string[];
}

/**
 * The API-key calls of the user centre (`/usercenter/account/…`: `list_credentials`, `enable_api_key_amount`,
 * `create_credential`, `credential/ip`, `delete_credential`), authenticated by the session; failures as the trading
 * calls'.
 */
export interface ApiKeysApiPort {
  list(query: { readonly page: number; readonly size: number }): Promise<Result<ApiKeyPage, TradeFailure>>;
  allowance(): Promise<Result<ApiKeyAllowance, TradeFailure>>;
  create(key: NewApiKey): Promise<Result<CreatedApiKey, TradeFailure>>;
  setIps(apiKey: string, allowedIps: readonly string[]): Promise<Result<ApiKey, TradeFailure>>;
  remove(apiKey: string): Promise<Result<void, TradeFailure>>;
}
export const ApiKeysApiPort = token<ApiKeysApiPort>('ApiKeysApiPort');
