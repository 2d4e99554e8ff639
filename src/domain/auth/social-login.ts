import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';

export type SocialProvider = 'google' | 'apple';
export type SocialMethod = 'popup' | 'oneTap' | 'picker';

/** Spec §3 "Social login payload". */
export interface SocialLoginPayload {
  readonly type: SocialProvider;
  readonly method: SocialMethod;
  readonly redirectUrl: string;
  readonly user: { readonly email: string; readonly accessToken: string };
}

/** Spec §9: the social-login cookie lives 365 days. */
export const SOCIAL_LOGIN_COOKIE_DAYS = 365;

export const SocialLoginError = { MissingEmail: 'AUTH.SOCIAL_MISSING_EMAIL', MissingAccessToken: 'AUTH.SOCIAL_MISSING_TOKEN' } as const;
export type SocialLoginError = (typeof SocialLoginError)[keyof typeof SocialLoginError];

/**
 * Spec §1/§5: social sign-in proceeds only when both the provider's email and access token are present.
 * The redirect is made safe first (see `safeRedirect`).
 */
export function buildSocialLoginPayload(input: {
  type: SocialProvider; method: SocialMethod; redirectUrl: string; email: string | null | undefined; accessToken: string | null | undefined;
}, allowedOrigins: readonly string[], currentOrigin: string): Result<SocialLoginPayload, SocialLoginError> {
  const email = input.email?.trim();
  const accessToken = input.accessToken?.trim();
  if (!email) return err(SocialLoginError.MissingEmail);
  if (!accessToken) return err(SocialLoginError.MissingAccessToken);
  const redirectUrl = safeRedirect(input.redirectUrl, allowedOrigins, currentOrigin);
  return ok({ type: input.type, method: input.method, redirectUrl, user: { email, accessToken } });
}

/**
 * No open redirect: a same-origin path (or a URL on this origin or one of the configured exchange hosts)
 * is kept; anything else (other hosts, `//evil`, `javascript:`) becomes `/`.
 */
export function safeRedirect(target: string | null | undefined, allowedOrigins: readonly string[], currentOrigin: string): string {
  if (!target) return '/';
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return '/';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '/';
  if (url.origin === currentOrigin) return `${url.pathname}${url.search}${url.hash}`;
  return allowedOrigins.includes(url.origin) ? url.toString() : '/';
}
