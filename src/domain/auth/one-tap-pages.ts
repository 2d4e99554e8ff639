/** Spec §1/§2: the public pages that offer one-tap to visitors who are not logged in. */
const ONE_TAP_PAGES: readonly RegExp[] = [
  /^\/$/, /^\/blog(\/.*)?$/, /^\/proof-of-reserves\/?$/, /^\/affiliates\/?$/, /^\/brokers\/?$/,
  /^\/designated-market-makers\/?$/, /^\/team\/?$/,
];

/**
 * Where one-tap sign-in lands from `pathname`: home goes to `/trade`, the other one-tap pages back to
 * themselves; `undefined` means this page offers no one-tap.
 */
export function oneTapRedirect(pathname: string): string | undefined {
  if (!ONE_TAP_PAGES.some((page) => page.test(pathname))) return undefined;
  return pathname === '/' ? '/trade' : pathname;
}
