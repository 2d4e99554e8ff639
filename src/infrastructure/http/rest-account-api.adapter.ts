import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { AccountApiPort } from '../../application/session/ports/account-api.port';
import type { AccountInfo } from '../../domain/account/account';
import { ApiClient } from './api-client';

const accountSchema = z.object({
  user_id: z.union([z.int(), z.string().check(z.minLength(1))]),
  application_id: z.string().check(z.minLength(1)),
  main: z.boolean(),
  alias: z.string(),
  eu: z.boolean(),
  language: z.optional(z.nullable(z.string())),
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
