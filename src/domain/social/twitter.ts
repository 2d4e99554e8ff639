/** A linked Twitter profile (`twitter/profiles/me`). */
export interface TwitterProfile {
  readonly twitterId: string;
  readonly handle: string;
  readonly name: string;
  readonly profileImageUrl: string | null;
  readonly linkedTime: number;
}

/** What Twitter's authorize page sent back to the app: approved (token and verifier) or cancelled. */
export type TwitterCallback =
  { readonly kind: 'approved'; readonly oauthToken: string; readonly oauthVerifier: string } | { readonly kind: 'denied' };

const TOKEN = /^[A-Za-z0-9_-]{1,100}$/;

/** The callback's parameters (`oauth_token` + `oauth_verifier`, or `denied`), or undefined when the URL carries none. */
export function twitterCallbackOf(params: { get(name: string): string | null }): TwitterCallback | undefined {
  if (params.get('denied') !== null) return { kind: 'denied' };
  const oauthToken = params.get('oauth_token');
  const oauthVerifier = params.get('oauth_verifier');
  if (oauthToken === null || oauthVerifier === null || !TOKEN.test(oauthToken) || !TOKEN.test(oauthVerifier)) return undefined;
  return { kind: 'approved', oauthToken, oauthVerifier };
}

/**
 * Twitter's OAuth authorize page for an environment (`twitter/oauth/authorization-url` must point there): the real one
 * for hosted environments, the simulator's own page locally. Kept here, not in the environment table, which is in
 * every page's first script.
 */
export function twitterAuthorizeUrl(environment: string): string {
  return environment === 'local' ? '/api/twitter-sim/oauth/authorize' : 'https://api.twitter.com/oauth/authorize';
}

/**
 * Whether an authorization URL from the exchange leads to the environment's Twitter page (`twitterAuthorizeUrl`) and
 * nowhere else: that address followed by its query, nothing else before it.
 */
export function isTrustedAuthorizeUrl(url: string, configured: string): boolean {
  return url.startsWith(`${configured}?`) && !/[\s\\]/.test(url);
}
