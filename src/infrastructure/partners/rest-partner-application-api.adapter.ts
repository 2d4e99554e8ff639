import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PartnerApplicationApiPort } from '../../application/partners/ports/partner-application-api.port';
import type { PartnerApplication } from '../../domain/partners/partner-application';
import { ApiClient } from '../http/api-client';

const receiptSchema = z.object({ id: z.union([z.int(), z.string().check(z.minLength(1))]), status: z.string() });

/** The wire body (docs/protocol.md "Partner applications"): snake_case, telegram without @. */
export function toWireBody(a: PartnerApplication): Record<string, unknown> {
  const common = {
    company_name: a.companyName,
    contact_name: a.contactName,
    email: a.email,
    telegram: a.telegram,
    website: a.website,
    country: a.country,
    message: a.message,
  };
  return a.kind === 'broker'
    ? { ...common, client_count: a.clientCount }
    : { ...common, markets: [...a.markets], monthly_volume_usd: a.monthlyVolumeUsd };
}

@injectable()
export class RestPartnerApplicationApi implements PartnerApplicationApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async submit(application: PartnerApplication) {
    const path = application.kind === 'broker' ? '/usercenter/pre/broker' : '/usercenter/pre/market_maker';
    const result = await this.api.post(path, receiptSchema, toWireBody(application));
    return result.ok ? { ok: true as const, value: { id: String(result.value.id) } } : result;
  }
}
