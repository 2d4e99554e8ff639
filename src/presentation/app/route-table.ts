/**
 * Every route of spec §2. `site` routes are the public site; `app` routes the trading app. Each has a
 * translated title (`routes.<id>.title`) and summary (`routes.<id>.summary`). Pages not built yet render
 * the shell page; the issue that builds a page replaces its `page` entry in `route-pages.tsx`.
 */
export interface RouteEntry {
  readonly id: string;
  readonly path: string;
}

export const SITE_ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/' },
  { id: 'team', path: '/team' },
  { id: 'proofOfReserves', path: '/proof-of-reserves' },
  { id: 'brokers', path: '/brokers' },
  { id: 'careers', path: '/careers' },
  { id: 'blog', path: '/blog' },
  { id: 'blogFind', path: '/blog/find' },
  { id: 'blogArticle', path: '/blog/:id' },
  { id: 'marketMakers', path: '/designated-market-makers' },
  { id: 'traderRecruitment', path: '/trader-recruitment' },
  { id: 'affiliates', path: '/affiliates' },
  { id: 'download', path: '/download' },
];

export const APP_ROUTES: readonly RouteEntry[] = [
  { id: 'trade', path: '/trade' },
  { id: 'tradeSymbol', path: '/trade/:symbol' },
  { id: 'markets', path: '/markets' },
  { id: 'fundingRate', path: '/markets/funding-rate' },
  { id: 'marketMovers', path: '/markets/market-movers' },
  { id: 'staking', path: '/staking' },
  { id: 'stakingEarn', path: '/staking/earn' },
  { id: 'leaderboard', path: '/leaderboard' },
  { id: 'leaderboardProfile', path: '/leaderboard/user-profile' },
  { id: 'buyCrypto', path: '/buy-crypto' },
  { id: 'myWoo', path: '/my-woo' },
  { id: 'account', path: '/account' },
  { id: 'accountAudit', path: '/account/audit' },
  { id: 'accountSpotMargin', path: '/account/spot-margin' },
  { id: 'accountOrders', path: '/account/orders' },
  { id: 'accountIdentity', path: '/account/identity-verification' },
  { id: 'accountSettings', path: '/account/settings' },
  { id: 'accountSecurity', path: '/account/security' },
  { id: 'accountApi', path: '/account/api-management' },
  { id: 'accountReferral', path: '/account/referral' },
  { id: 'accountRewards', path: '/account/reward-center' },
  { id: 'login', path: '/login' },
  { id: 'register', path: '/register' },
  { id: 'notification', path: '/notification' },
  { id: 'wallet', path: '/wallet' },
  { id: 'multiSymbol', path: '/multi-symbol' },
  { id: 'socialTrading', path: '/social-trading' },
  { id: 'socialMarketplace', path: '/social-trading/marketplace' },
  { id: 'socialStrategy', path: '/social-trading/strategy' },
  { id: 'apiReference', path: '/api-reference' },
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
