import { inject, injectable } from 'inversify';
import { labelProblem, normalisePermissions, type ApiKey, type CreatedApiKey } from '../../domain/api-keys/api-key';
import { validateIpList } from '../../domain/api-keys/ip-list';
import { err, type Result } from '../../domain/shared/result';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { ApiKeysApiPort, type ApiKeyAllowance, type ApiKeyPage, type NewApiKey } from './ports/api-keys-api.port';
import type { SafeCheck } from '../../domain/security/security-records';

const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });

/** The user's API keys: list, allowance, create, edit the IP list, delete. Bad input is refused before any call. */
@injectable()
export class ManageApiKeys {
  constructor(@inject(ApiKeysApiPort) private readonly api: ApiKeysApiPort) {}

  list(page: number, size: number, subUserId?: number): Promise<Result<ApiKeyPage, TradeFailure>> {
    return this.api.list(subUserId === undefined ? { page, size } : { page, size, subUserId });
  }

  allowance(subUserId?: number): Promise<Result<ApiKeyAllowance, TradeFailure>> {
    return this.api.allowance(subUserId);
  }

  create(key: NewApiKey, check?: SafeCheck): Promise<Result<CreatedApiKey, TradeFailure>> {
    if (labelProblem(key.label)) return Promise.resolve(err(refused('label: is not valid')));
    const permissions = normalisePermissions(key.permissions);
    if (!permissions) return Promise.resolve(err(refused('permissions: are not valid')));
    const ips = validateIpList(key.allowedIps);
    if (!ips.ok) return Promise.resolve(err(refused('allowedIps: are not valid')));
    return this.api.create(
      {
        label: key.label.trim(),
        permissions,
        allowedIps: ips.entries,
        ...(key.subUserId === undefined ? {} : { subUserId: key.subUserId }),
      },
      check,
    );
  }

  setIps(apiKey: string, allowedIps: readonly string[], check?: SafeCheck): Promise<Result<ApiKey, TradeFailure>> {
    const ips = validateIpList(allowedIps);
    if (!ips.ok) return Promise.resolve(err(refused('allowedIps: are not valid')));
    return this.api.setIps(apiKey, ips.entries, check);
  }

  remove(apiKey: string, check?: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.api.remove(apiKey, check);
  }
}
