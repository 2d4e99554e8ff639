import type { ApiKey, ApiKeyPermission, CreatedApiKey } from '../../../domain/api-keys/api-key';
import type { SafeCheck } from '../../../domain/security/security-records';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

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
  /** A sub-account of the family (its key acts as it); absent: the session's own account. */
  readonly subUserId?: number;
}

/**
 * The API-key calls of the user centre (`/usercenter/account/…`: `list_credentials`, `enable_api_key_amount`,
 * `create_credential`, `credential/ip`, `delete_credential`), authenticated by the session; failures as the trading
 * calls'.
 */
export interface ApiKeysApiPort {
  /** One page of the keys of the session's account, or of one sub-account of its family (`subUserId`). */
  list(query: { readonly page: number; readonly size: number; readonly subUserId?: number }): Promise<Result<ApiKeyPage, TradeFailure>>;
  allowance(subUserId?: number): Promise<Result<ApiKeyAllowance, TradeFailure>>;
  /** The changes carry the 2FA code when the main account has 2FA on (`check`). */
  create(key: NewApiKey, check?: SafeCheck): Promise<Result<CreatedApiKey, TradeFailure>>;
  setIps(apiKey: string, allowedIps: readonly string[], check?: SafeCheck): Promise<Result<ApiKey, TradeFailure>>;
  remove(apiKey: string, check?: SafeCheck): Promise<Result<void, TradeFailure>>;
}
export const ApiKeysApiPort = token<ApiKeysApiPort>('ApiKeysApiPort');
