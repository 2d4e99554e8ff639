import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { AccountApiPort } from '../../application/session/ports/account-api.port';
import type { AccountInfo } from '../../domain/account/account';
import { ApiClient } from './api-client';

const accountSchema = z.object({
  user_id: z.union([z.number().int(), z.string().min(1)]),
  application_id: z.string().min(1),
  main: z.boolean(),
  alias: z.string(),
  eu: z.boolean(),
  language: z.string().nullable().optional(),
});

export function toAccountInfo(raw: z.infer<typeof accountSchema>): AccountInfo {
  return {
    userId: String(raw.user_id),
    applicationId: raw.application_id,
    main: raw.main,
    alias: raw.alias,
    eu: raw.eu,
    language: raw.language ?? undefined,
  };
}

@injectable()
export class RestAccountApi implements AccountApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async accountInfo() {
    const result = await this.api.get('/usercenter/account/info', accountSchema);
    return result.ok ? { ok: true as const, value: toAccountInfo(result.value) } : result;
  }
}
