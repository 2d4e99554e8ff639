import Cookies from 'js-cookie';
import * as z from 'zod/mini';
import type { SocialLoginCookiePort } from '../../application/auth/ports/social-login-cookie.port';
import { SOCIAL_LOGIN_COOKIE_DAYS, type SocialLoginPayload } from '../../domain/auth/social-login';
import { hostCookieName, isHttpsPage } from '../storage/cookie-names';

export const SOCIAL_LOGIN_COOKIE = 'social-login';

/**
 * Browsers drop a cookie over 4096 bytes (name, value and attributes) without a word: the handoff stays well under,
 * giving up its redirect (then `/`) before it would give up the sign-in.
 */
export const MAX_HANDOFF_COOKIE_BYTES = 3800;

/** Cookie attributes of the handoff: Secure, SameSite=Strict, 365 days, whole site. */
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

/** The bytes a cookie costs the browser's 4 KB budget: its name and its value as js-cookie encodes it. */
const cookieBytes = (name: string, value: string): number => new TextEncoder().encode(name + encodeURIComponent(value)).length;

/** The handoff cookie through js-cookie (a jar can be passed in tests); `__Host-social-login` on https. */
export class CookieSocialLogin implements SocialLoginCookiePort {
  readonly name: string;

  constructor(
    private readonly jar: CookieJar = Cookies,
    https: boolean = isHttpsPage(),
  ) {
    this.name = hostCookieName(SOCIAL_LOGIN_COOKIE, https);
  }

  /** False when even without its redirect the payload is too large to be kept (the caller reports it). */
  save(payload: SocialLoginPayload): boolean {
    const candidates = [payload, { ...payload, redirectUrl: '/' }];
    const value = candidates.map((p) => JSON.stringify(p)).find((v) => cookieBytes(this.name, v) <= MAX_HANDOFF_COOKIE_BYTES);
    if (value === undefined) return false;
    this.jar.set(this.name, value, { ...SOCIAL_LOGIN_COOKIE_ATTRIBUTES });
    return true;
  }

  read(): SocialLoginPayload | undefined {
    const raw = this.jar.get(this.name);
    if (!raw) return undefined;
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // falls through: an unreadable handoff is removed below
    }
    this.clear(); // a handoff that cannot be used must not sit there for a year
    return undefined;
  }

  clear(): void {
    this.jar.remove(this.name, { path: '/', secure: true, sameSite: 'strict' });
  }
}
