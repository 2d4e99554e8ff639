import Decimal from 'decimal.js';
import type { InstrumentInfo } from '../../../domain/market/instrument';
import type { WalkLevel } from '../../../domain/trade/orders/book-walk';
import type { MarginPosition } from '../../../domain/trade/orders/margin';
import { isPerpSymbol, symbolTokens, type OrderSide } from '../../../domain/trade/orders/order';
import { decimalOf, floorToStep } from '../../../domain/trade/orders/order-form';
import { OrderRefusalCode } from '../../../domain/trade/orders/order-validation';
import type { FormField, FormRefusal, PerpContext, SummaryContext } from '../../../domain/trade/orders/order-summary';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';
import type { TradingAccountView } from '../account/trading-account-view';
import type { Refusal } from '../../../domain/shared/refusal';
import { midOrSide } from '../../../domain/market/mid-price';

/** What the form reads of the market it trades (observable sources: the page's book, instruments and ticker). */
export interface FormMarket {
  readonly symbol: string;
  instrument(): InstrumentInfo | undefined;
  /** The visible book, best first on each side; undefined while it syncs. */
  book(): { readonly bids: readonly WalkLevel[]; readonly asks: readonly WalkLevel[] } | undefined;
  lastPrice(): string | undefined;
  /** Spot margin: what an order may still borrow of a token (undefined when spot margin is off). */
  borrowable?(token: string): string | undefined;
}

/** What a spot order may spend of `token`: the available balance, plus what spot margin may borrow. */
export function spendable(account: TradingAccountView, market: FormMarket | undefined, token: string): string {
  const free = account.balance(token)?.available ?? '0';
  const extra = market?.borrowable?.(token);
  return extra === undefined ? free : new Decimal(free).plus(extra).toFixed();
}

/** The field a refusal shows next to: the price, the stop's trigger, the size, the order value, or the form itself. */
export type FormSlot = 'price' | 'triggerPrice' | 'callbackRate' | 'size' | 'total' | 'form';

/** The exchange's refusal codes by the field they are about (-1101: not enough to pay for the size). */
export function slotOfCode(code: number, hasPrice: boolean): FormSlot {
  switch (code) {
    case OrderRefusalCode.PriceTick:
    case OrderRefusalCode.PriceBand:
      return hasPrice ? 'price' : 'triggerPrice';
    case OrderRefusalCode.QuantityStep:
    case OrderRefusalCode.QuantityTooHigh:
    case OrderRefusalCode.InsufficientFunds:
      return 'size';
    case OrderRefusalCode.MinNotional:
      return 'total';
    default:
      return 'form';
  }
}

/** A client refusal's field as the form's slot (quantity and amount are both the size input). */
export function slotOfField(field: FormField): FormSlot {
  return field === 'quantity' || field === 'amount' ? 'size' : field;
}

/** The mid of the best bid and ask, or the one side there is. */
export function midOf(book: ReturnType<FormMarket['book']>): string | undefined {
  return midOrSide(book?.bids[0]?.price, book?.asks[0]?.price);
}

/** The price market orders are sized and valued at: the best opposite level, else the mid, else the last price. */
export function referencePriceOf(market: FormMarket | undefined, side: OrderSide, mid: string | undefined): string | undefined {
  const book = market?.book();
  const best = side === 'BUY' ? book?.asks[0]?.price : book?.bids[0]?.price;
  return best ?? mid ?? market?.lastPrice();
}

/**
 * A perpetual's margin context from the account view: cross collateral and free collateral from account info, the
 * symbol's leverage, and the symbol's own position (the view gives positions per symbol; other positions' PnL is in
 * the total collateral the exchange reports, their maintenance margin is not counted here).
 */
export function perpContextOf(account: TradingAccountView, symbol: string, markFallback: string | undefined): PerpContext | undefined {
  const info = account.accountInfo;
  if (!isPerpSymbol(symbol) || !info) return undefined;
  const leverage = account.leverage(symbol);
  const p = account.position(symbol);
  const positions: MarginPosition[] =
    p && !new Decimal(p.holding).isZero()
      ? [
          {
            symbol,
            holding: p.holding,
            averageOpenPrice: p.averageOpenPrice,
            markPrice: p.markPrice,
            leverage: String(p.leverage || leverage),
            maintenanceMarginRatio: info.maintenanceMarginRatio,
          },
        ]
      : [];
  return {
    account: { collateral: info.totalCollateral, positions },
    freeCollateral: account.freeCollateral ?? info.freeCollateral,
    leverage,
    maintenanceMarginRatio: info.maintenanceMarginRatio,
    markPrice: p?.markPrice ?? markFallback,
  };
}

/** What is available of the symbol's tokens ('0' when the account holds none). */
export function availableOf(account: TradingAccountView, symbol: string): { readonly base: string; readonly quote: string } {
  const { base, quote } = symbolTokens(symbol);
  return { base: account.balance(base)?.available ?? '0', quote: account.balance(quote)?.available ?? '0' };
}

/** What the summary and the client checks read: rules, fee rates, the book, what is available, the perpetual margin context. */
export function summaryContextOf(
  account: TradingAccountView,
  symbol: string,
  rules: TradingRules | undefined,
  market: FormMarket | undefined,
  midPrice: string | undefined,
): SummaryContext | undefined {
  if (!rules) return undefined;
  const book = market?.book();
  return {
    rules,
    feeRates: account.feeRates(symbol),
    midPrice,
    asks: book?.asks ?? [],
    bids: book?.bids ?? [],
    available: (token) => spendable(account, market, token),
    perp: perpContextOf(account, symbol, midPrice ?? market?.lastPrice()),
  };
}

/**
 * A refusal shown next to its field: the exchange's (or the same rule's on the client) code and message, or a check
 * of the form alone with its code and the refusal the view translates.
 */
export type SlotMessage = { readonly slot: FormSlot; readonly code: number } & (
  { readonly message: string; readonly refusal?: undefined } | { readonly refusal: Refusal; readonly message?: undefined }
);

/** The refusal to show in `slot`: the exchange's answer, else the client check (given once it should show). */
export function slotMessage(slot: FormSlot, server: SlotMessage | undefined, client: FormRefusal | undefined): SlotMessage | undefined {
  if (server) return server.slot === slot ? server : undefined;
  if (!client || slotOfField(client.field) !== slot) return undefined;
  return { slot, code: client.code, refusal: client.refusal };
}

/** A size switched to `unit` at `price` (to quote: × price; to base: ÷ price rounded down to the step); undefined when it cannot be. */
export function convertedSize(
  size: string,
  price: string | undefined,
  unit: 'base' | 'quote',
  baseTick: string | undefined,
): string | undefined {
  const s = decimalOf(size);
  const p = decimalOf(price);
  if (!s || !p?.gt(0) || !baseTick) return undefined;
  return unit === 'quote' ? s.times(p).toString() : floorToStep(s.div(p), baseTick);
}
