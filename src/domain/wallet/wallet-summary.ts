import Decimal from 'decimal.js';
import { accountEquity } from '../trade/orders/account-value';

/** A token's balance as the wallet reads it (the trading account's balances). */
export interface WalletBalance {
  readonly token: string;
  readonly holding: string;
  /** Held by open orders. */
  readonly frozen: string;
  readonly available: string;
}

/** One row of the wallet's asset table: the balance and its value in the valuation token (undefined: no price). */
export interface WalletRow extends WalletBalance {
  readonly value: string | undefined;
}

/** The wallet's totals: everything in USDT and in BTC, split into the spot and the futures account. */
export interface WalletSummary {
  readonly rows: readonly WalletRow[];
  /** Every holding at its price plus the perpetuals' unrealised PnL (accountEquity). */
  readonly total: string;
  /** `total` ÷ the BTC price, 8 decimals; undefined while BTC has no price. */
  readonly totalBtc: string | undefined;
  /** Futures: the USDT margin of the open positions plus their unrealised PnL. */
  readonly futures: string;
  /** Spot: the rest of the total. */
  readonly spot: string;
  /** Held tokens without a price (left out of the totals, so the view says they are partial). */
  readonly unpriced: readonly string[];
}

export const VALUATION_TOKEN = 'USDT';
export const BTC_DECIMALS = 8;

/**
 * The wallet's figures from the balances, the spot prices against USDT (`priceOf`, undefined when unknown) and the
 * perpetuals' margin and unrealised PnL. Rows: tokens held or frozen, the most valuable first (unpriced last, then
 * by name).
 */
export function walletSummary(
  balances: readonly WalletBalance[],
  priceOf: (token: string) => string | undefined,
  perps: { readonly margin: string; readonly unrealizedPnl: string },
): WalletSummary {
  const price = (token: string) => (token === VALUATION_TOKEN ? '1' : priceOf(token));
  const held = balances.filter((b) => !new Decimal(b.holding).isZero() || !new Decimal(b.frozen).isZero());
  const rows: WalletRow[] = held.map((b) => {
    const p = price(b.token);
    return { ...b, value: p === undefined ? undefined : new Decimal(b.holding).times(p).toString() };
  });
  rows.sort((x, y) => {
    if (x.value === undefined || y.value === undefined)
      return x.value === y.value ? x.token.localeCompare(y.token) : x.value === undefined ? 1 : -1;
    return new Decimal(y.value).comparedTo(x.value) || x.token.localeCompare(y.token);
  });
  const { equity, unpriced } = accountEquity(held, VALUATION_TOKEN, priceOf, perps.unrealizedPnl);
  const futures = new Decimal(perps.margin).plus(perps.unrealizedPnl);
  const btc = priceOf('BTC');
  const totalBtc =
    btc === undefined || new Decimal(btc).lte(0)
      ? undefined
      : new Decimal(equity).div(btc).toDecimalPlaces(BTC_DECIMALS, Decimal.ROUND_DOWN).toFixed(BTC_DECIMALS);
  return { rows, total: equity, totalBtc, futures: futures.toString(), spot: new Decimal(equity).minus(futures).toString(), unpriced };
}
