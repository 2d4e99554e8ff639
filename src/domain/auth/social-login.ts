import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { sameOriginPath } from '../shared/same-origin';

export type SocialProvider = 'google' | 'apple';
export type SocialMethod = 'popup' | 'oneTap' | 'picker';

/** "Social login payload". */
export interface SocialLoginPayload {
  readonly type: SocialProvider;
  readonly method: SocialMethod;
  readonly redirectUrl: string;
  readonly user: { readonly email: string; readonly accessToken: string };
}

/** The social-login cookie lives 365 days. */
export const SOCIAL_LOGIN_COOKIE_DAYS = 365;

export const SocialLoginError = { MissingEmail: 'AUTH.SOCIAL_MISSING_EMAIL', MissingAccessToken: 'AUTH.SOCIAL_MISSING_TOKEN' } as const;
export type SocialLoginError = (typeof SocialLoginError)[keyof typeof SocialLoginError];

/**
 * Social sign-in proceeds only when both the provider's email and access token are present.
 * The redirect is made safe first (see `safeRedirect`).
 */
export function buildSocialLoginPayload(
  input: {
    type: SocialProvider;
    method: SocialMethod;
    redirectUrl: string;
    email: string | null | undefined;
    accessToken: string | null | undefined;
  },
  allowedOrigins: readonly string[],
  currentOrigin: string,
): Result<SocialLoginPayload, SocialLoginError> {
  const email = input.email?.trim();
  const accessToken = input.accessToken?.trim();
  if (!email) return err(SocialLoginError.MissingEmail);
  if (!accessToken) return err(SocialLoginError.MissingAccessToken);
  const redirectUrl = safeRedirect(input.redirectUrl, allowedOrigins, currentOrigin);
  return ok({ type: input.type, method: input.method, redirectUrl, user: { email, accessToken } });
}

/**
 * No open redirect: whatever the URL parser places on this origin becomes its path; a URL on one of the configured
 * exchange hosts (http or https) is kept whole; anything else (other hosts, `//evil`, `/\\evil`, `/\t/evil`,
 * `javascript:`) becomes `/`. The decision is `sameOriginPath`'s, the one same-origin rule.
 */
export function safeRedirect(target: string | null | undefined, allowedOrigins: readonly string[], currentOrigin: string): string {
  if (!target) return '/';
  const path = sameOriginPath(target, currentOrigin);
  if (path !== null) return path;
  for (const origin of allowedOrigins) {
    if (origin === currentOrigin || !/^https?:/.test(origin)) continue;
    const onAllowedHost = sameOriginPath(target, origin);
    // Only an absolute URL names another host: a relative one was already judged against this origin.
    if (onAllowedHost !== null && /^https?:\/\//i.test(target.trim())) return `${origin}${onAllowedHost}`;
  }
  return '/';
}
