import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { availableProducts } from '../../src/domain/account/account-settings';
import { ApiError } from '../http/api-error';
import { matchedRoute } from '../http/canonical-route';
import { requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';

/** The exchange's "request rejected by the internal module" code, answered for a product the account may not use. */
export const PRODUCT_REFUSED = -1012;

const symbolBody = z.object({ symbol: z.string().max(64).optional() });

/**
 * The product rule enforced, not only displayed (`availableProducts` in
 * src/domain/account/account-settings.ts): an EU account places no perpetual order or algo order (session or API
 * key) and starts no copy (copy trading is derivatives), -1012 naming the rule. Decided on the matched route
 * (docs/adr/0023). Restricted regions (the account-centre's chosen region) are still display-only here.
 */
export function registerProductGate(api: FastifyInstance, deps: { accounts: AccountRepository; clock: () => number }): void {
  api.addHook('preHandler', async (request) => {
    const route = matchedRoute(request);
    if (!route) return;
    const call = `${route.method} ${route.url}`;
    const isOrder = call === 'POST /api/v3/trade/order' || call === 'POST /api/v3/trade/algoOrder';
    const isCopy = call === 'POST /api/copy-trading-gateway/private/copies';
    if (!isOrder && !isCopy) return;
    const parsed = symbolBody.safeParse(request.body ?? {});
    const symbol = parsed.success ? (parsed.data.symbol ?? '') : '';
    if (isOrder && !symbol.startsWith('PERP_')) return;
    const account = await requireAccount(request, deps.accounts, deps.clock()).catch(() => undefined);
    if (!account) return; // the route answers -1002
    const products = availableProducts({ eu: account.eu, restrictedRegion: false });
    if (isOrder && !products.perpetuals) {
      throw new ApiError(PRODUCT_REFUSED, `${symbol}: perpetual futures are not offered to EU accounts; spot, convert and earn are`, 400);
    }
    if (isCopy && !products.copyTrading) {
      throw new ApiError(PRODUCT_REFUSED, 'Copy trading (perpetual futures) is not offered to EU accounts', 400);
    }
  });
}
