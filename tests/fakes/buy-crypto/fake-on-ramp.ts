import type { OnRampPort } from '../../../src/application/buy-crypto/ports/on-ramp.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import {
  fiatPrice,
  onRampQuote,
  type CardInput,
  type OnRampOffer,
  type OnRampProvider,
  type OnRampPurchase,
} from '../../../src/domain/wallet/on-ramp';

/** The on-ramp in memory: providers and USD prices set by tests, offers from the domain's arithmetic; pays are recorded. */
export class FakeOnRamp implements OnRampPort {
  providers: OnRampProvider[] = [
    { id: 'nimbus', name: 'Nimbus Pay', feePercent: '3.5', feeFixed: '0', spreadBps: 50 },
    { id: 'orbit', name: 'Orbit Ramp', feePercent: '1.9', feeFixed: '2.49', spreadBps: 120 },
  ];
  readonly usdPrices = new Map<string, string>([
    ['BTC', '60000'],
    ['USDT', '1'],
  ]);
  decimals = 6;
  readonly paid: { quoteId: number; card: CardInput }[] = [];
  /** The next call's refusal, if any. */
  refusal: TradeFailure | undefined;
  private nextId = 1;
  private offers: OnRampOffer[] = [];

  quotes(fiat: string, crypto: string, fiatAmount: string): Promise<Result<OnRampOffer[], TradeFailure>> {
    if (this.refusal) return this.fail();
    const price = fiatPrice(this.usdPrices.get(crypto) ?? '1', fiat);
    this.offers = this.providers
      .map((p) => ({
        quoteId: this.nextId++,
        provider: p.id,
        providerName: p.name,
        fiat,
        crypto,
        fiatAmount,
        expireTimestamp: 0,
        ...onRampQuote(fiatAmount, price, p, this.decimals),
      }))
      .sort((a, b) => Number(b.cryptoAmount) - Number(a.cryptoAmount));
    return Promise.resolve(ok(this.offers));
  }

  pay(quoteId: number, card: CardInput): Promise<Result<OnRampPurchase, TradeFailure>> {
    if (this.refusal) return this.fail();
    this.paid.push({ quoteId, card });
    const offer = this.offers.find((o) => o.quoteId === quoteId)!;
    return Promise.resolve(
      ok({
        id: quoteId,
        token: offer.crypto,
        amount: offer.cryptoAmount,
        createdTime: 0,
        description: `${offer.providerName} · card ****${card.number.slice(-4)}`,
      }),
    );
  }

  private fail<T>(): Promise<Result<T, TradeFailure>> {
    const failure = this.refusal!;
    this.refusal = undefined;
    return Promise.resolve(err(failure));
  }
}
