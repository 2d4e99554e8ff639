import Decimal from 'decimal.js';

/** The mid price of a book: (best bid + best ask) ÷ 2, exact; undefined when a side is empty. The one place it is computed. */
export function midPrice(bestBid: Decimal.Value | undefined, bestAsk: Decimal.Value | undefined): Decimal | undefined {
  if (bestBid === undefined || bestAsk === undefined || bestBid === '' || bestAsk === '') return undefined;
  return new Decimal(bestBid).plus(bestAsk).div(2);
}

/** The mid when both sides have a price, else the one side there is (a one-sided book), as a decimal string. */
export function midOrSide(bestBid: string | undefined, bestAsk: string | undefined): string | undefined {
  return midPrice(bestBid, bestAsk)?.toString() ?? (bestBid || undefined) ?? (bestAsk || undefined);
}
