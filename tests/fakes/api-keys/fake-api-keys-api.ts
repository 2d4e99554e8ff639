import type { ApiKeyAllowance, ApiKeyPage, ApiKeysApiPort, NewApiKey } from '../../../src/application/api-keys/ports/api-keys-api.port';
import type { TradeFailure } from '../../../src/application/trade/ports/trading-api.port';
import { expiryOf, keysLeft, type ApiKey, type CreatedApiKey } from '../../../src/domain/api-keys/api-key';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const notFound: TradeFailure = { kind: 'refused', code: -1006, message: 'apiKey: no such API key', status: 404 };

/** The user centre's key calls in memory, with the simulator's rules (cap, 90-day expiry without IPs) on the test's clock. */
export class FakeApiKeysApi implements ApiKeysApiPort {
  cap = 20;
  readonly keys: ApiKey[] = [];
  /** Every create call that reached the exchange. */
  readonly creates: NewApiKey[] = [];
  private next = 1;

  constructor(private readonly now: () => number) {}

  async list(query: { readonly page: number; readonly size: number }): Promise<Result<ApiKeyPage, TradeFailure>> {
    const rows = [...this.keys].reverse();
    return ok({ rows: rows.slice((query.page - 1) * query.size, query.page * query.size), total: rows.length, page: query.page, size: query.size });
  }

  async allowance(): Promise<Result<ApiKeyAllowance, TradeFailure>> {
    return ok({ maxAmount: this.cap, usedAmount: this.keys.length, enableAmount: keysLeft(this.cap, this.keys.length) });
  }

  async create(key: NewApiKey): Promise<Result<CreatedApiKey, TradeFailure>> {
    this.creates.push(key);
    if (this.keys.length >= this.cap) return err({ kind: 'refused', code: -1005, message: `apiKey: at most ${this.cap} API keys per account`, status: 400 });
    const n = this.next++;
    const created: CreatedApiKey = {
      apiKey: `key${String(n).padStart(8, '0')}`, secret: `SECRET${String(n).padStart(26, '0')}`, label: key.label, userId: 1, accountName: 'trader1',
      permissions: key.permissions, allowedIps: key.allowedIps, createdTime: this.now(), expireTime: expiryOf(this.now(), key.allowedIps),
    };
    const { secret: _secret, ...stored } = created;
    this.keys.push(stored);
    return ok(created);
  }

  async setIps(apiKey: string, allowedIps: readonly string[]): Promise<Result<ApiKey, TradeFailure>> {
    const i = this.keys.findIndex((k) => k.apiKey === apiKey);
    if (i < 0) return err(notFound);
    this.keys[i] = { ...this.keys[i], allowedIps, expireTime: expiryOf(this.now(), allowedIps) };
    return ok(this.keys[i]);
  }

  async remove(apiKey: string): Promise<Result<void, TradeFailure>> {
    const i = this.keys.findIndex((k) => k.apiKey === apiKey);
    if (i < 0) return err(notFound);
    this.keys.splice(i, 1);
    return ok(undefined);
  }
}
