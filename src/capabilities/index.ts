import { type CapabilityManifest, matchRoute, type RouteDef } from '../domain/navigation/route';
import { DEFAULT_NAMESPACE } from '../domain/shared/locale';
import { account } from './account';
import { apiKeys } from './api-keys';
import { admin } from './admin';
import { blog } from './blog';
import { buyCrypto } from './buy-crypto';
import { campaigns } from './campaigns';
import { convert } from './convert';
import { copyTrading } from './copy-trading';
import { deposit } from './deposit';
import { earn } from './earn';
import { features } from './features';
import { identity } from './identity';
import { kyc } from './kyc';
import { listing } from './listing';
import { market } from './market';
import { memberTrading } from './member-trading';
import { partners } from './partners';
import { reserves } from './reserves';
import { rewards } from './rewards';
import { security } from './security';
import { site } from './site';
import { social } from './social';
import { spotMargin } from './spot-margin';
import { subaccounts } from './subaccounts';
import { trade } from './trade';
import { wallet } from './wallet';
import { withdraw } from './withdraw';

/**
 * The capabilities of the app, one line each: the composition root's list (docs/architecture.md, "How to add a
 * capability"). Each names its routes, its locale namespaces and whether it has a DI module
 * (`src/di/modules/<id>.module.ts`). Nothing here imports a framework, so the light shell, the build, the simulator
 * and the tests all read it.
 */
export const CAPABILITIES: readonly CapabilityManifest[] = [
  site,
  identity,
  market,
  reserves,
  blog,
  partners,
  trade,
  memberTrading,
  spotMargin,
  wallet,
  convert,
  deposit,
  withdraw,
  buyCrypto,
  account,
  kyc,
  security,
  apiKeys,
  subaccounts,
  social,
  copyTrading,
  campaigns,
  admin,
  earn,
  listing,
  features,
  rewards,
];

/** The one route table: every capability's routes. */
export const ROUTES: readonly RouteDef[] = CAPABILITIES.flatMap((capability) => capability.routes);

/** Every locale namespace, in the order the capabilities list them (`common`, the default, first). */
export const NAMESPACES: readonly string[] = [...new Set(CAPABILITIES.flatMap((capability) => capability.namespaces))];

/** The capabilities that have a DI module. */
export const MODULE_IDS: readonly string[] = CAPABILITIES.filter((capability) => capability.module).map((capability) => capability.id);

/**
 * The locale namespaces the page at `pathname` first paints with (create-browser-i18n.ts): the default one, its
 * capability's and the others its page reads (`RouteDef.reads`); a path no route answers, the site's (its 404 page).
 */
export function firstNamespaces(pathname: string): readonly string[] {
  const route = matchRoute(ROUTES, pathname);
  const owner = route && CAPABILITIES.find((capability) => capability.routes.includes(route));
  return [...new Set([DEFAULT_NAMESPACE, ...(owner ? owner.namespaces : site.namespaces), ...(route?.reads ?? [])])];
}
