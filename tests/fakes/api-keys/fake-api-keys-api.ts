import type { ApiKeyAllowance, ApiKeyPage, ApiKeysApiPort, NewApiKey } from '../../../src/application/api-keys/ports/api-keys-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type { SafeCheck } from '../../../src/domain/security/security-records';
import { expiryOf, keysLeft, type ApiKey, type CreatedApiKey } from '../../../src/domain/api-keys/api-key';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const notFound: TradeFailure = { kind: 'refused', code: -1006, message: 'apiKey: no such API key', status: 404 };
const refused = (message: string): TradeFailure => ({ kind: 'refused', code: -1005, message, status: 400 });
/** The session's own account in the fake. */
export const OWN_USER_ID = 1;

/** The user centre's key calls in memory, with the simulator's rules (cap, 90-day expiry without IPs) on the test's clock. */
export class FakeApiKeysApi implements ApiKeysApiPort {
  cap = 20;
  readonly keys: ApiKey[] = [];
  /** Every create call that reached the exchange. */
  readonly creates: NewApiKey[] = [];
  /** The main account has 2FA on: changes need the code 123456 (the security fake's). */
  totp = false;
  /** The 2FA codes each change carried, in order (`create 123456`, `setIps -`). */
  readonly checks: string[] = [];
  private next = 1;

  constructor(private readonly now: () => number) {}

  /** The simulator's 2FA rule: nothing without 2FA, else a right code (the wording of the security centre). */
  private refusal(what: string, check: SafeCheck | undefined): TradeFailure | undefined {
    this.checks.push(`${what} ${check?.totp ?? '-'}`);
    if (!this.totp) return undefined;
    if (!check?.totp) return refused('totp: the 2FA code is required');
    return check.totp === '123456' ? undefined : refused('totp: wrong code (4 tries left)');
  }

  async list(query: {
    readonly page: number;
    readonly size: number;
    readonly subUserId?: number;
  }): Promise<Result<ApiKeyPage, TradeFailure>> {
    const rows = this.keys.filter((k) => k.userId === (query.subUserId ?? OWN_USER_ID)).reverse();
    return ok({
      rows: rows.slice((query.page - 1) * query.size, query.page * query.size),
      total: rows.length,
      page: query.page,
      size: query.size,
    });
  }

  async allowance(subUserId?: number): Promise<Result<ApiKeyAllowance, TradeFailure>> {
    const used = this.keys.filter((k) => k.userId === (subUserId ?? OWN_USER_ID)).length;
    return ok({ maxAmount: this.cap, usedAmount: used, enableAmount: keysLeft(this.cap, used) });
  }

  async create(key: NewApiKey, check?: SafeCheck): Promise<Result<CreatedApiKey, TradeFailure>> {
    this.creates.push(key);
    if (key.subUserId !== undefined && !this.totp)
      return err(refused('subUserId: API keys of a sub-account need 2FA on the main account; turn it on in the security centre first'));
    const refusal = this.refusal('create', check);
    if (refusal) return err(refusal);
    const userId = key.subUserId ?? OWN_USER_ID;
    if (this.keys.filter((k) => k.userId === userId).length >= this.cap)
      return err({ kind: 'refused', code: -1005, message: `apiKey: at most ${this.cap} API keys per account`, status: 400 });
    const n = this.next++;
    const created: CreatedApiKey = {
      apiKey: `key${String(n).padStart(8, '0')}`,
      secret: `SECRET${String(n).padStart(26, '0')}`,
      label: key.label,
      userId,
      accountName: userId === OWN_USER_ID ? 'trader1' : `sub${userId}`,
      permissions: key.permissions,
      allowedIps: key.allowedIps,
      createdTime: this.now(),
      expireTime: expiryOf(this.now(), key.allowedIps),
    };
    const { secret: _secret, ...stored } = created;
    this.keys.push(stored);
    return ok(created);
  }

  async setIps(apiKey: string, allowedIps: readonly string[], check?: SafeCheck): Promise<Result<ApiKey, TradeFailure>> {
    const i = this.keys.findIndex((k) => k.apiKey === apiKey);
    if (i < 0) return err(notFound);
    const refusal = this.refusal('setIps', check);
    if (refusal) return err(refusal);
    this.keys[i] = { ...this.keys[i], allowedIps, expireTime: expiryOf(this.now(), allowedIps) };
    return ok(this.keys[i]);
  }

  async remove(apiKey: string, check?: SafeCheck): Promise<Result<void, TradeFailure>> {
    const i = this.keys.findIndex((k) => k.apiKey === apiKey);
    if (i < 0) return err(notFound);
    const refusal = this.refusal('remove', check);
    if (refusal) return err(refusal);
    this.keys.splice(i, 1);
    return ok(undefined);
  }
}
