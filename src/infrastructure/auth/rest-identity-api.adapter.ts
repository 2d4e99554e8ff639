import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { IdentityApiPort } from '../../application/auth/ports/identity-api.port';
import { ok } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';

const sessionSchema = z.object({ token: z.string().min(1), user_id: z.union([z.number().int(), z.string().min(1)]), expires_at: z.number().int() });
const coolNameSchema = z.object({ coolName: z.string().nullable() });
const ipInfoSchema = z.object({ country: z.string(), eu: z.boolean() });
const anything = z.unknown();

/** The identity calls of docs/protocol.md over the exchange REST client. */
@injectable()
export class RestIdentityApi implements IdentityApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async exchangeIdToken(idToken: string, language: string) {
    const result = await this.api.post('/usercenter/login', sessionSchema, { idToken, language });
    if (!result.ok) return result;
    return ok({ token: result.value.token, userId: String(result.value.user_id), expiresAt: result.value.expires_at });
  }

  async logout(): Promise<void> {
    await this.api.post('/usercenter/logout', anything);
  }

  async coolName() {
    const result = await this.api.get('/social-backend-ui/private/cool-names', coolNameSchema);
    return result.ok ? ok(result.value.coolName ?? undefined) : result;
  }

  async switchLanguage(language: string) {
    const result = await this.api.post('/usercenter/account/switch_language', anything, { language });
    return result.ok ? ok(undefined) : result;
  }

  async ipInfo() {
    const result = await this.api.get('/userauth/account/ip_info', ipInfoSchema);
    return result.ok ? ok({ country: result.value.country, eu: result.value.eu }) : result;
  }
}
