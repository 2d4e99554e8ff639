import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { OnRampPort } from '../../application/buy-crypto/ports/on-ramp.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import type { CardInput, OnRampOffer, OnRampPurchase } from '../../domain/wallet/on-ramp';
import { ApiClient } from '../http/api-client';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { tradeCall } from '../http/trade-call';

/** Wire shapes of the simulator's on-ramp (docs/protocol.md "Buy crypto"). */
const code = z.string().check(z.minLength(1), z.maxLength(10));
const money = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const offers = z.object({
  rows: z
    .array(
      z.object({
        quoteId: z.int().check(z.gte(1)),
        provider: z.string().check(z.maxLength(40)),
        providerName: z.string().check(z.maxLength(80)),
        fiat: code,
        crypto: code,
        fiatAmount: money,
        fee: money,
        net: money,
        rate: money,
        cryptoAmount: money,
        expireTimestamp: timestamp,
      }),
    )
    .check(z.maxLength(20)),
});
const purchase = z.object({
  id: z.int().check(z.gte(1)),
  token: code,
  amount: signedDecimal,
  createdTime: timestamp,
  sourceAddress: z.string().check(z.maxLength(200)),
});

/** The simulator's card on-ramp over REST (quotes public, paying with the session's bearer). */
@injectable()
export class RestOnRamp implements OnRampPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  quotes(fiat: string, crypto: string, fiatAmount: string): Promise<Result<OnRampOffer[], TradeFailure>> {
    return tradeCall(this.api, 'GET', '/v3/asset/onramp/quotes', offers, (d) => d.rows, { params: { fiat, crypto, fiatAmount } });
  }

  pay(quoteId: number, card: CardInput): Promise<Result<OnRampPurchase, TradeFailure>> {
    return tradeCall(
      this.api,
      'POST',
      '/v3/asset/onramp/pay',
      purchase,
      (d) => ({ id: d.id, token: d.token, amount: d.amount, createdTime: d.createdTime, description: d.sourceAddress }),
      { body: { quoteId, card } },
    );
  }
}
