import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { IdentityApiPort } from '../../application/auth/ports/identity-api.port';
import { signInThrottled } from '../../domain/auth/sign-in-throttle';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';

const nonEmpty = z.string().check(z.minLength(1));
const sessionSchema = z.object({ token: nonEmpty, user_id: z.union([z.int(), nonEmpty]), expires_at: z.int() });
const coolNameSchema = z.object({ coolName: z.nullable(z.string()) });
const ipInfoSchema = z.object({ country: z.string(), eu: z.boolean() });
const anything = z.unknown();

/** The identity calls of docs/protocol.md over the exchange REST client. */
@injectable()
export class RestIdentityApi implements IdentityApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  /** A refusal for the sign-in rate limit (HTTP 429) says how long to wait (its `Retry-After`). */
  async exchangeIdToken(idToken: string, language: string) {
    const result = await this.api.call('POST', '/usercenter/login', sessionSchema, { body: { idToken, language } });
    if (!result.ok) return err(result.error.error === ErrorCode.TooManyRequests ? signInThrottled(result.error.retryAfterSec) : result.error.error);
    return ok({ token: result.value.token, userId: String(result.value.user_id), expiresAt: result.value.expires_at });
  }

  async logout(token: string, everywhere = false): Promise<void> {
    await this.api.post(everywhere ? '/usercenter/logout_all' : '/usercenter/logout', anything, undefined, { bearer: token });
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
