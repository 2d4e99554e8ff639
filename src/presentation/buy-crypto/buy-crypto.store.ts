import type { AmountProblem } from '../../domain/shared/amount-rule';
import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { OnRampPort } from '../../application/buy-crypto/ports/on-ramp.port';
import { ClockPort } from '../../application/shared/ports/clock.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Refusal } from '../../domain/shared/refusal';
import {
  FIATS,
  ON_RAMP_CRYPTOS,
  cardProblem,
  fiatAmountProblem,
  type CardField,
  type CardInput,
  type OnRampOffer,
  type OnRampPurchase,
} from '../../domain/wallet/on-ramp';

export type BuyStep = 'quote' | 'pay' | 'paid';

/**
 * /buy-crypto: fiat, crypto and amount → the providers' offers (best first) → the card step (checked before it is
 * sent) → paid, the crypto credited to the wallet.
 */
@injectable()
export class BuyCryptoStore {
  readonly fiats: readonly string[] = Object.keys(FIATS);
  readonly cryptos: readonly string[] = ON_RAMP_CRYPTOS;
  fiat = 'USD';
  crypto = 'BTC';
  amount = '100';
  offers: readonly OnRampOffer[] = [];
  loading = false;
  failure: TradeFailure | undefined = undefined;
  chosen: OnRampOffer | undefined = undefined;
  step: BuyStep = 'quote';
  card: CardInput = { number: '', expiry: '', cvc: '', holder: '' };
  /** Whether the user tried to pay (card problems show from then on). */
  tried = false;
  paying = false;
  purchase: OnRampPurchase | undefined = undefined;
  private request = 0;

  constructor(
    @inject(OnRampPort) private readonly api: OnRampPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable(this, {
      fiat: observable,
      crypto: observable,
      amount: observable,
      offers: observableRef,
      loading: observable,
      failure: observableRef,
      chosen: observableRef,
      step: observable,
      card: observableRef,
      tried: observable,
      paying: observable,
      purchase: observableRef,
      amountProblem: computed,
      cardProblem: computed,
      setFiat: action,
      setCrypto: action,
      setAmount: action,
      choose: action,
      setCard: action,
      back: action,
      restart: action,
    });
  }

  get amountProblem(): AmountProblem | undefined {
    return fiatAmountProblem(this.amount);
  }

  get cardProblem(): { field: CardField; refusal: Refusal } | undefined {
    return cardProblem(this.card, new Date(this.clock.now()));
  }

  setFiat(fiat: string): void {
    this.fiat = fiat;
    this.offers = [];
  }

  setCrypto(crypto: string): void {
    this.crypto = crypto;
    this.offers = [];
  }

  setAmount(amount: string): void {
    this.amount = amount;
    this.offers = [];
  }

  /** Asks every provider for an offer on the current fiat, crypto and amount. */
  async loadOffers(): Promise<void> {
    if (this.amountProblem) return;
    const request = ++this.request;
    runInAction(() => Object.assign(this, { loading: true, failure: undefined }));
    const result = await this.api.quotes(this.fiat, this.crypto, this.amount.trim());
    if (request !== this.request) return;
    runInAction(() => {
      this.loading = false;
      if (result.ok) this.offers = result.value;
      else Object.assign(this, { offers: [], failure: result.error });
    });
  }

  choose(quoteId: number): void {
    this.chosen = this.offers.find((o) => o.quoteId === quoteId);
    if (this.chosen) Object.assign(this, { step: 'pay', tried: false, failure: undefined });
  }

  setCard(field: CardField, value: string): void {
    this.card = { ...this.card, [field]: value };
  }

  back(): void {
    Object.assign(this, { step: 'quote', chosen: undefined, failure: undefined });
  }

  /** Pays the chosen offer; an expired offer sends the user back to fresh offers. */
  async pay(): Promise<void> {
    runInAction(() => (this.tried = true));
    const offer = this.chosen;
    if (!offer || this.cardProblem || this.paying) return;
    runInAction(() => Object.assign(this, { paying: true, failure: undefined }));
    const result = await this.api.pay(offer.quoteId, this.card);
    runInAction(() => {
      this.paying = false;
      if (result.ok) Object.assign(this, { purchase: result.value, step: 'paid', card: { number: '', expiry: '', cvc: '', holder: '' } });
      else this.failure = result.error;
    });
  }

  restart(): void {
    Object.assign(this, { step: 'quote', chosen: undefined, purchase: undefined, offers: [], failure: undefined, tried: false });
  }
}
