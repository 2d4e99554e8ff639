import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { IdentityApiPort } from '../../application/auth/ports/identity-api.port';
import { signInThrottled } from '../../domain/auth/sign-in-throttle';
import { ErrorCode } from '../../domain/shared/error-code';
import { err, ok } from '../../domain/shared/result';
import type { SafeCheck } from '../../domain/security/security-records';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';

const nonEmpty = z.string().check(z.minLength(1));
const sessionSchema = z.object({ token: nonEmpty, user_id: z.union([z.int(), nonEmpty]), expires_at: z.int() });
const pendingSchema = z.object({
  two_factor_required: z.literal(true),
  ticket: nonEmpty,
  user_id: z.union([z.int(), nonEmpty]),
  expires_at: z.int(),
});
const loginSchema = z.union([sessionSchema, pendingSchema]);
const coolNameSchema = z.object({ coolName: z.nullable(z.string()) });
const ipInfoSchema = z.object({ country: z.string(), eu: z.boolean() });
const anything = z.unknown();

/** The identity calls of docs/protocol.md over the exchange REST client. */
@injectable()
export class RestIdentityApi implements IdentityApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  /** A refusal for the sign-in rate limit (HTTP 429) says how long to wait (its `Retry-After`). */
  async exchangeIdToken(idToken: string, language: string, deviceId?: string) {
    const result = await this.api.call('POST', '/usercenter/login', loginSchema, {
      body: { idToken, language, ...(deviceId ? { deviceId } : {}) },
    });
    if (!result.ok)
      return err(result.error.error === ErrorCode.TooManyRequests ? signInThrottled(result.error.retryAfterSec) : result.error.error);
    const answer = result.value;
    if ('ticket' in answer) return ok({ ticket: answer.ticket, expiresAt: answer.expires_at });
    return ok({ token: answer.token, userId: String(answer.user_id), expiresAt: answer.expires_at });
  }

  confirmSignIn(ticket: string, code: SafeCheck, deviceId?: string) {
    const body = {
      ticket,
      ...(code.totp ? { totp: code.totp } : {}),
      ...(code.recoveryCode ? { recoveryCode: code.recoveryCode } : {}),
      ...(deviceId ? { deviceId } : {}),
    };
    return tradeCall(
      this.api,
      'POST',
      '/usercenter/login/two_factor',
      sessionSchema,
      (d) => ({ token: d.token, userId: String(d.user_id), expiresAt: d.expires_at }),
      { body },
    );
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
