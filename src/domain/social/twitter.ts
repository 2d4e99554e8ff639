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
  | { readonly kind: 'approved'; readonly oauthToken: string; readonly oauthVerifier: string }
  | { readonly kind: 'denied' };

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
 * Whether an authorization URL from the exchange leads to the configured Twitter page (`twitterAuthorizeUrl` of the
 * environment) and nowhere else: the configured address followed by its query, nothing else before it.
 */
export function isTrustedAuthorizeUrl(url: string, configured: string): boolean {
  return url.startsWith(`${configured}?`) && !/[\s\\]/.test(url);
}
