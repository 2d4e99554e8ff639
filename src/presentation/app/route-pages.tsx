import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Pages that are built, each its own chunk so the public pages never load trading code.
 * A route missing here renders the shell page with its title.
 */
export const ROUTE_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  home: lazy(() => import('../pages/home-page')),
  team: lazy(() => import('../pages/team-page')),
  careers: lazy(() => import('../pages/careers-page')),
  traderRecruitment: lazy(() => import('../pages/trader-recruitment-page')),
  affiliates: lazy(() => import('../pages/affiliates-page')),
  brokers: lazy(() => import('../pages/brokers-page')),
  marketMakers: lazy(() => import('../pages/market-makers-page')),
  download: lazy(() => import('../pages/download-page')),
  blog: lazy(() => import('../pages/blog-page')),
  blogFind: lazy(() => import('../pages/blog-find-page')),
  blogArticle: lazy(() => import('../pages/blog-article-page')),
  proofOfReserves: lazy(() => import('../pages/proof-of-reserves-page')),
  accountAudit: lazy(() => import('../reserves/account-audit-page')),
  login: lazy(() => import('../pages/login-page')),
  register: lazy(() => import('../pages/register-page')),
  accountSettings: lazy(() => import('../pages/account-settings-page')),
  markets: lazy(() => import('../markets/markets-page')),
  fundingRate: lazy(() => import('../markets/funding-rate-page')),
  marketMovers: lazy(() => import('../markets/market-movers-page')),
};
