/**
 * Every route of spec §2. `site` routes are the public site; `app` routes the trading app. Each has a
 * translated title (`routes.<id>.title`) and summary (`routes.<id>.summary`). Pages not built yet render
 * the shell page; the issue that builds a page replaces its `page` entry in `route-pages.tsx`.
 */
export interface RouteEntry {
  readonly id: string;
  readonly path: string;
  readonly area: 'site' | 'app';
}

export const SITE_ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', area: 'site' },
  { id: 'team', path: '/team', area: 'site' },
  { id: 'proofOfReserves', path: '/proof-of-reserves', area: 'site' },
  { id: 'brokers', path: '/brokers', area: 'site' },
  { id: 'careers', path: '/careers', area: 'site' },
  { id: 'blog', path: '/blog', area: 'site' },
  { id: 'blogFind', path: '/blog/find', area: 'site' },
  { id: 'blogArticle', path: '/blog/:id', area: 'site' },
  { id: 'marketMakers', path: '/designated-market-makers', area: 'site' },
  { id: 'traderRecruitment', path: '/trader-recruitment', area: 'site' },
  { id: 'affiliates', path: '/affiliates', area: 'site' },
  { id: 'download', path: '/download', area: 'site' },
];

export const APP_ROUTES: readonly RouteEntry[] = [
  { id: 'trade', path: '/trade', area: 'app' },
  { id: 'tradeSymbol', path: '/trade/:symbol', area: 'app' },
  { id: 'markets', path: '/markets', area: 'app' },
  { id: 'fundingRate', path: '/markets/funding-rate', area: 'app' },
  { id: 'marketMovers', path: '/markets/market-movers', area: 'app' },
  { id: 'staking', path: '/staking', area: 'app' },
  { id: 'stakingEarn', path: '/staking/earn', area: 'app' },
  { id: 'leaderboard', path: '/leaderboard', area: 'app' },
  { id: 'leaderboardProfile', path: '/leaderboard/user-profile', area: 'app' },
  { id: 'buyCrypto', path: '/buy-crypto', area: 'app' },
  { id: 'myWoo', path: '/my-woo', area: 'app' },
  { id: 'account', path: '/account', area: 'app' },
  { id: 'accountAudit', path: '/account/audit', area: 'app' },
  { id: 'accountSpotMargin', path: '/account/spot-margin', area: 'app' },
  { id: 'accountOrders', path: '/account/orders', area: 'app' },
  { id: 'accountIdentity', path: '/account/identity-verification', area: 'app' },
  { id: 'accountSettings', path: '/account/settings', area: 'app' },
  { id: 'accountSecurity', path: '/account/security', area: 'app' },
  { id: 'accountApi', path: '/account/api-management', area: 'app' },
  { id: 'accountReferral', path: '/account/referral', area: 'app' },
  { id: 'accountRewards', path: '/account/reward-center', area: 'app' },
  { id: 'login', path: '/login', area: 'app' },
  { id: 'register', path: '/register', area: 'app' },
  { id: 'notification', path: '/notification', area: 'app' },
  { id: 'wallet', path: '/wallet', area: 'app' },
  { id: 'multiSymbol', path: '/multi-symbol', area: 'app' },
  { id: 'socialTrading', path: '/social-trading', area: 'app' },
  { id: 'socialMarketplace', path: '/social-trading/marketplace', area: 'app' },
  { id: 'socialStrategy', path: '/social-trading/strategy', area: 'app' },
  { id: 'apiReference', path: '/api-reference', area: 'app' },
];

export const ALL_ROUTES: readonly RouteEntry[] = [...SITE_ROUTES, ...APP_ROUTES];

/** Header navigation, in order. */
export const NAV_ITEMS: readonly { id: string; to: string }[] = [
  { id: 'markets', to: '/markets' },
  { id: 'trade', to: '/trade' },
  { id: 'futures', to: '/trade/BTC_PERP' },
  { id: 'earn', to: '/staking' },
  { id: 'copyTrading', to: '/social-trading' },
  { id: 'leaderboard', to: '/leaderboard' },
  { id: 'proofOfReserves', to: '/proof-of-reserves' },
  { id: 'blog', to: '/blog' },
];

/** Whether a navigation item is the current page (its path or anything under it). */
export const isCurrentNav = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);
