import type { ComponentType } from 'react';
import { trackedLazy, type TrackedLazy } from '../shared/tracked-lazy';
import { ALL_ROUTES } from './route-table';

type PageModule = { default: ComponentType };

/**
 * Pages that are built, each its own chunk so the public pages never load trading code.
 * A route missing here renders the shell page with its title.
 */
const PAGE_LOADERS: Readonly<Record<string, () => Promise<PageModule>>> = {
  home: () => import('../pages/home-page'),
  team: () => import('../pages/team-page'),
  careers: () => import('../pages/careers-page'),
  traderRecruitment: () => import('../pages/trader-recruitment-page'),
  affiliates: () => import('../pages/affiliates-page'),
  brokers: () => import('../pages/brokers-page'),
  marketMakers: () => import('../pages/market-makers-page'),
  download: () => import('../pages/download-page'),
  blog: () => import('../pages/blog-page'),
  blogFind: () => import('../pages/blog-find-page'),
  blogArticle: () => import('../pages/blog-article-page'),
  proofOfReserves: () => import('../pages/proof-of-reserves-page'),
  accountAudit: () => import('../reserves/account-audit-page'),
  login: () => import('../pages/login-page'),
  register: () => import('../pages/register-page'),
  accountSettings: () => import('../pages/account-settings-page'),
  markets: () => import('../markets/markets-page'),
  fundingRate: () => import('../markets/funding-rate-page'),
  marketMovers: () => import('../markets/market-movers-page'),
};

/**
 * Pages built from the light UI kit (src/presentation/ui), and `/markets`, whose route module is a light placeholder
 * that loads its antd view after the first paint (docs/adr/0012-app-pages-speed.md). Every other page is built from
 * antd and renders inside an AntdScope, which loads antd with it (docs/adr/0010-light-public-shell.md).
 */
export const LIGHT_PAGES: ReadonlySet<string> = new Set(['home', 'blog', 'blogFind', 'blogArticle', 'proofOfReserves', 'team', 'careers', 'traderRecruitment', 'affiliates', 'markets']);

const PAGES: Readonly<Record<string, TrackedLazy<ComponentType>>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([id, load]) => [id, trackedLazy(load)]),
);

/** The page component of a route id (the module once preloaded, else a lazy one); undefined if not built. */
export const pageComponent = (id: string): ComponentType | undefined => PAGES[id]?.current();

const pattern = (path: string): RegExp => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/**
 * Starts loading the chunk of the page at `pathname` at boot, alongside the translations. Resolves when it is
 * loaded (or failed: the route's lazy() reports a failure when it renders).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = ALL_ROUTES.find((r) => pattern(r.path).test(pathname));
  const page = route && PAGES[route.id];
  if (page) await page.load().then(() => undefined, () => undefined);
}
