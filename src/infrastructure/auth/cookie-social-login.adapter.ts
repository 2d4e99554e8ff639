import Cookies from 'js-cookie';
import * as z from 'zod/mini';
import type { SocialLoginCookiePort } from '../../application/auth/ports/social-login-cookie.port';
import { SOCIAL_LOGIN_COOKIE_DAYS, type SocialLoginPayload } from '../../domain/auth/social-login';

export const SOCIAL_LOGIN_COOKIE = 'social-login';

/** Cookie attributes of the handoff (spec §1/§9): Secure, SameSite=Strict, 365 days, whole site. */
export const SOCIAL_LOGIN_COOKIE_ATTRIBUTES = { secure: true, sameSite: 'strict', expires: SOCIAL_LOGIN_COOKIE_DAYS, path: '/' } as const;

const payloadSchema = z.object({
  type: z.enum(['google', 'apple']),
  method: z.enum(['popup', 'oneTap', 'picker']),
  redirectUrl: z.string(),
  user: z.object({ email: z.string().check(z.minLength(1)), accessToken: z.string().check(z.minLength(1)) }),
});

/** The part of js-cookie the adapter uses. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: Record<string, unknown>): unknown;
  remove(name: string, attributes?: Record<string, unknown>): void;
}

/** The handoff cookie through js-cookie (a jar can be passed in tests). */
export class CookieSocialLogin implements SocialLoginCookiePort {
  constructor(private readonly jar: CookieJar = Cookies) {}

  save(payload: SocialLoginPayload): void {
    this.jar.set(SOCIAL_LOGIN_COOKIE, JSON.stringify(payload), { ...SOCIAL_LOGIN_COOKIE_ATTRIBUTES });
  }

  read(): SocialLoginPayload | undefined {
    const raw = this.jar.get(SOCIAL_LOGIN_COOKIE);
    if (!raw) return undefined;
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  clear(): void {
    this.jar.remove(SOCIAL_LOGIN_COOKIE, { path: '/' });
  }
}
