import type { FastifyInstance } from 'fastify';
import { availableProducts, type AvailableProducts } from '../../src/domain/account/account-settings';
import { ApiError } from '../http/api-error';
import { matchedRoute } from '../http/canonical-route';
import { requireAccount } from '../http/request-input';
import { KYC_REGIONS } from '../kyc/kyc-regions';
import type { AccountRepository } from '../store/account-repository';
import { PRODUCT_REFUSED } from '../security/product-gate';
import { ipCountry } from './ip-country';

/** The calls that open a product (placing, converting, subscribing, copying): closing, cancelling and redeeming stay open. */
const PRODUCT_OF_CALL: Readonly<Record<string, { product: keyof AvailableProducts; name: string }>> = {
  'POST /api/v3/trade/order': { product: 'spot', name: 'Trading' },
  'POST /api/v3/trade/algoOrder': { product: 'spot', name: 'Trading' },
  'POST /api/v3/convert/rft': { product: 'convert', name: 'Convert' },
  'POST /api/v3/earn/subscribe': { product: 'earn', name: 'Earn' },
  'POST /api/v3/staking/stake': { product: 'earn', name: 'Staking' },
  'POST /api/copy-trading-gateway/private/copies': { product: 'copyTrading', name: 'Copy trading' },
};

export interface RegionGateDeps {
  readonly accounts: AccountRepository;
  readonly clock: () => number;
  /** The region the account chose in the account centre (`switch_region`), if any. */
  readonly chosenRegion: (userId: number) => Promise<string | undefined>;
}

/** The restricted region of a call: the account's chosen region, else where its address is; undefined when neither is. */
export function restrictedRegion(chosen: string | undefined, ip: string): { code: string; name: string } | undefined {
  const region = KYC_REGIONS.find((r) => r.code === chosen);
  if (region?.restricted) return { code: region.code, name: region.name };
  const here = ipCountry(ip);
  const where = KYC_REGIONS.find((r) => r.code === here.country);
  return where?.restricted ? { code: where.code, name: where.name } : undefined;
}

/**
 * The restricted regions' rule enforced on the API, as the EU's perpetuals rule is (security/product-gate.ts): an
 * account whose chosen region or whose address is in a restricted region (kyc-regions.ts: Cuba, Iran, North Korea,
 * Syria, the United States) opens no product (`availableProducts`: no spot or perpetual order, no convert, no earn or
 * staking, no copy), -1012 naming the rule and the region. Its funds stay reachable: cancels, redemptions, unstakes
 * and withdrawals are not gated. Decided on the matched route (docs/adr/0023).
 */
export function registerRegionGate(api: FastifyInstance, deps: RegionGateDeps): void {
  api.addHook('preHandler', async (request) => {
    const route = matchedRoute(request);
    const gated = route ? PRODUCT_OF_CALL[`${route.method} ${route.url}`] : undefined;
    if (!gated) return;
    const account = await requireAccount(request, deps.accounts, deps.clock()).catch(() => undefined);
    if (!account) return; // the route answers -1002
    const region = restrictedRegion(await deps.chosenRegion(account.userId), request.ip);
    if (!region || availableProducts({ eu: account.eu, restrictedRegion: true })[gated.product]) return;
    throw new ApiError(
      PRODUCT_REFUSED,
      `${gated.name} is not offered in restricted regions (${region.name}): ${region.code} accounts may only cancel, redeem and withdraw`,
      400,
    );
  });
}
