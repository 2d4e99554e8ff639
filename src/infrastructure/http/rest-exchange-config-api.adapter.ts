import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { ExchangeConfigApiPort } from '../../application/config/ports/exchange-config-api.port';
import { ApiClient } from './api-client';

const configSchema = z.object({
  tenantName: z.string(),
  maintenance: z.boolean(),
  announcement: z.optional(z.nullable(z.string())),
  features: z._default(z.record(z.string(), z.boolean()), {}),
});

@injectable()
export class RestExchangeConfigApi implements ExchangeConfigApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async fetch(tenantName: string) {
    const result = await this.api.get('/config/api/configs/', configSchema, { tenantName });
    if (!result.ok) return result;
    const { announcement, ...rest } = result.value;
    return { ok: true as const, value: { ...rest, announcement: announcement ?? undefined } };
  }
}
