/** Header navigation, in order (the routes themselves are in the one route table, src/capabilities). */
export const NAV_ITEMS: readonly { id: string; to: string }[] = [
  { id: 'markets', to: '/markets' },
  { id: 'trade', to: '/trade' },
  { id: 'futures', to: '/trade/BTC_PERP' },
  { id: 'earn', to: '/staking' },
  { id: 'copyTrading', to: '/social-trading/marketplace' },
  { id: 'leaderboard', to: '/leaderboard' },
  { id: 'proofOfReserves', to: '/proof-of-reserves' },
  { id: 'blog', to: '/blog' },
];

/** Whether a navigation item is the current page (its path or anything under it). */
export const isCurrentNav = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);
