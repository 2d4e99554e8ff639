import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { tradingRouteContext } from '../trading/route-inputs';
import type { OnRamp } from './on-ramp';
import { historyRow } from './wallet-routes';
import { documented } from '../api-docs/api-operation';
import { anyObject, rowsOf } from '../api-docs/answers';

const code = z.string().regex(/^[A-Z]{3,5}$/, 'must be a currency code');
const quoteQuery = z.object({ fiat: code, crypto: code, fiatAmount: z.string().max(20) });
const payBody = z.object({
  quoteId: z.number().int().positive(),
  card: z.object({ number: z.string().max(30), expiry: z.string().max(10), cvc: z.string().max(4), holder: z.string().max(100) }),
});

/**
 * Buy crypto under /api (simulator-defined; docs/protocol.md "Buy crypto"): `GET /v3/asset/onramp/quotes` (public),
 * `POST /v3/asset/onramp/pay` and `GET /v3/asset/onramp/purchases` (bearer session).
 */
export function registerOnRampRoutes(
  app: FastifyInstance,
  deps: { onRamp: OnRamp; accounts: AccountRepository; control: ControlState; clock: () => number },
): void {
  const { onRamp } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.get(
    '/v3/asset/onramp/quotes',
    documented({ tag: 'Asset', summary: 'Card purchase quotes (simulated on-ramp)', auth: 'public', query: quoteQuery, data: rowsOf() }),
    async (request) => {
      const q = parseQuery(quoteQuery, request.query);
      return ok({ rows: onRamp.quote(q.fiat, q.crypto, q.fiatAmount) });
    },
  );

  app.post(
    '/v3/asset/onramp/pay',
    documented({ tag: 'Asset', summary: 'Pay a quote with a card (simulated)', auth: 'private', body: payBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      open();
      const body = parseQuery(payBody, request.body);
      return ok(historyRow(await onRamp.pay(userId, body.quoteId, body.card)));
    },
  );

  app.get(
    '/v3/asset/onramp/purchases',
    documented({ tag: 'Asset', summary: 'Card purchases', auth: 'private', data: rowsOf() }),
    async (request) => {
      const userId = await user(request);
      return ok({ rows: onRamp.purchases(userId).map(historyRow) });
    },
  );
}
