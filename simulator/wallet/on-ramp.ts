import Decimal from 'decimal.js';
import type { AmountProblem } from '../../src/domain/shared/amount-rule';
import {
  FIATS,
  cardProblem,
  fiatAmountProblem,
  fiatPrice,
  onRampQuote,
  type CardInput,
  type OnRampProvider,
} from '../../src/domain/wallet/on-ramp';
import { ApiError, ErrorCodes } from '../http/api-error';
import { englishRefusal } from '../http/refusal-english';
import type { TradingEngine } from '../trading/trading-engine';
import { chainFacts, depositAddress } from './deposit-address';
import type { Deposits } from './deposits';
import type { WalletTransferRecord } from './wallet-records';

/** The simulated card payment providers (fictional): fee percent, fixed fee in the fiat, spread on the price. */

/** A fiat amount's problem as the exchange words it on the wire. */
function fiatAmountEnglish(problem: AmountProblem, fiat: string): string {
  if (problem.code === 'belowMin') return `The minimum is ${problem.min} ${fiat}.`;
  if (problem.code === 'aboveMax') return `The maximum is ${problem.max} ${fiat}.`;
  return 'Enter an amount with at most 2 decimals.';
}

export const ON_RAMP_PROVIDERS: readonly OnRampProvider[] = [
  { id: 'nimbus', name: 'Nimbus Pay', feePercent: '3.5', feeFixed: '0', spreadBps: 50 },
  { id: 'orbit', name: 'Orbit Ramp', feePercent: '1.9', feeFixed: '2.49', spreadBps: 120 },
  { id: 'harbor', name: 'Harbor Card', feePercent: '2.5', feeFixed: '0.99', spreadBps: 80 },
];
/** Crypto the on-ramp sells. */
export const ON_RAMP_CRYPTOS = ['BTC', 'ETH', 'SOL', 'USDT'] as const;
export const ON_RAMP_QUOTE_TTL_MS = 60_000;
/** The network of a card purchase's history row (a DEPOSIT row, so it shows with the deposits). */
export const CARD_NETWORK = 'CARD';

export interface OnRampQuote {
  readonly quoteId: number;
  readonly provider: string;
  readonly providerName: string;
  readonly fiat: string;
  readonly crypto: string;
  readonly fiatAmount: string;
  readonly fee: string;
  readonly net: string;
  readonly rate: string;
  readonly cryptoAmount: string;
  readonly expireTimestamp: number;
}

interface StoredQuote extends OnRampQuote {
  used: boolean;
  /** Who paid it and the purchase it made: the same payer submitting again gets that purchase back. */
  paid?: { readonly userId: number; readonly record: WalletTransferRecord };
}

/**
 * The cards the simulated providers accept: test numbers only (as a provider's sandbox does), never a real card.
 * 4242… and 5555…4444 pay; any other number, even a valid one, is refused.
 */
export const TEST_CARDS: readonly string[] = ['4242424242424242', '5555555555554444', '4000056655665556'];
/** What one account may buy by card in a UTC day, in USD (per purchase: ON_RAMP_MIN…ON_RAMP_MAX of the fiat). */
export const ON_RAMP_DAILY_LIMIT_USD = '20000';
const DAY_MS = 86_400_000;
/** The fiat amount and code of a card purchase, as its history row's source names them (`… · 500.00 USD`). */
const FIAT_OF = / · (\d+(?:\.\d+)?) ([A-Z]{3,5})$/;

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);
const usd = (amount: string, fiat: string): Decimal => new Decimal(amount).times(FIATS[fiat]!);

/**
 * Buy crypto with a card as the simulator plays it (docs/protocol.md "Buy crypto"): quotes from three simulated
 * providers priced at the spot mid in the fiat plus each one's spread and fees, kept a minute; paying a quote (a
 * card checked like a provider would: Luhn, expiry, CVC) credits the crypto once, as a DEPOSIT ledger row and a
 * DEPOSIT history row on the CARD network, in one transaction.
 */
export class OnRamp {
  private readonly quotes = new Map<number, StoredQuote>();
  private nextQuoteId = 1;

  constructor(
    private readonly trading: TradingEngine,
    private readonly transfers: Deposits,
    private readonly market: { usdtPrice(token: string): Decimal; decimals(token: string): number },
    private readonly clock: () => number,
  ) {}

  quote(fiat: string, crypto: string, fiatAmount: string): OnRampQuote[] {
    if (FIATS[fiat] === undefined) throw invalid(`fiat: ${fiat} is not accepted (${Object.keys(FIATS).join(', ')})`);
    if (!(ON_RAMP_CRYPTOS as readonly string[]).includes(crypto)) throw invalid(`crypto: ${crypto} cannot be bought with a card`);
    const problem = fiatAmountProblem(fiatAmount);
    if (problem) throw invalid(`fiatAmount: ${fiatAmountEnglish(problem, fiat)}`);
    const price = fiatPrice(this.market.usdtPrice(crypto).toFixed(), fiat);
    const decimals = crypto === 'USDT' ? 2 : this.market.decimals(crypto);
    const now = this.clock();
    this.prune(now);
    const quotes = ON_RAMP_PROVIDERS.map((p): StoredQuote => ({
      quoteId: this.nextQuoteId++,
      provider: p.id,
      providerName: p.name,
      fiat,
      crypto,
      fiatAmount: new Decimal(fiatAmount).toFixed(2),
      ...onRampQuote(fiatAmount, price, p, decimals),
      expireTimestamp: now + ON_RAMP_QUOTE_TTL_MS,
      used: false,
    }));
    for (const q of quotes) this.quotes.set(q.quoteId, q);
    return quotes.map(({ used: _used, ...q }) => q).sort((a, b) => new Decimal(b.cryptoAmount).comparedTo(a.cryptoAmount));
  }

  /** Pays a quote with a card: credits the crypto once (DEPOSIT) and answers the history row. */
  async pay(userId: number, quoteId: number, card: CardInput): Promise<WalletTransferRecord> {
    const now = this.clock();
    const quote = this.quotes.get(quoteId);
    if (!quote) throw invalid('quoteId: quote expired or unknown');
    // a double submit (the same payer, the same quote) answers the purchase already made and credits nothing
    if (quote.paid?.userId === userId) return { ...quote.paid.record };
    if (quote.used) throw invalid('quoteId: quote already paid');
    if (quote.expireTimestamp < now) throw invalid('quoteId: quote expired');
    const problem = cardProblem(card, new Date(now));
    if (problem) throw invalid(`card.${problem.field}: ${englishRefusal(problem.refusal)}`);
    if (!TEST_CARDS.includes(card.number.replace(/\s+/g, ''))) throw invalid("card.number: only the simulator's test cards are accepted");
    const amountProblem = fiatAmountProblem(quote.fiatAmount);
    if (amountProblem) throw invalid(`fiatAmount: ${fiatAmountEnglish(amountProblem, quote.fiat)}`);
    const spent = this.spentTodayUsd(userId, now);
    const limit = new Decimal(ON_RAMP_DAILY_LIMIT_USD);
    if (spent.plus(usd(quote.fiatAmount, quote.fiat)).gt(limit)) {
      throw invalid(
        `fiatAmount: over the daily card limit of ${limit.toFixed()} USD (${Decimal.max(0, limit.minus(spent)).toFixed(2)} USD left today)`,
      );
    }
    if (new Decimal(quote.cryptoAmount).lte(0)) throw invalid('fiatAmount: too small to buy anything after fees');
    quote.used = true;
    const a = this.trading.account(userId);
    const id = this.transfers.newId();
    const record: WalletTransferRecord = {
      id,
      userId,
      token: quote.crypto,
      network: CARD_NETWORK,
      tokenSide: 'DEPOSIT',
      targetAddress: depositAddress(userId, quote.crypto, 'ETH').address,
      sourceAddress: `${quote.providerName} · card ****${card.number.replace(/\s+/g, '').slice(-4)} · ${quote.fiatAmount} ${quote.fiat}`,
      extra: '',
      amount: quote.cryptoAmount,
      txId: chainFacts(id, 'ETH').txId,
      confirmingThreshold: 0,
      confirmedNumber: 0,
      feeToken: quote.fiat,
      feeAmount: quote.fee,
      status: 'COMPLETED',
      createdTime: now,
      updatedTime: now,
    };
    quote.paid = { userId, record: { ...record } };
    this.trading.adjustBalance(a, quote.crypto, new Decimal(quote.cryptoAmount), 'DEPOSIT');
    this.transfers.add(record);
    this.trading.writer.walletTransfer(record);
    this.trading.publishChanges();
    await this.trading.writer.flush();
    return { ...record };
  }

  /** The user's card purchases, newest first. */
  purchases(userId: number): WalletTransferRecord[] {
    return this.transfers
      .all()
      .filter((r) => r.userId === userId && r.network === CARD_NETWORK)
      .reverse();
  }

  /** What the account bought by card in the UTC day of `now`, in USD (its purchases' fiat amounts at the fiat's rate). */
  private spentTodayUsd(userId: number, now: number): Decimal {
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    let total = new Decimal(0);
    for (const r of this.purchases(userId)) {
      const m = r.createdTime >= dayStart ? FIAT_OF.exec(r.sourceAddress) : null;
      if (m && FIATS[m[2]] !== undefined) total = total.plus(usd(m[1], m[2]));
    }
    return total;
  }

  private prune(now: number): void {
    for (const [id, q] of this.quotes) if (q.expireTimestamp + 60_000 < now) this.quotes.delete(id);
  }
}
