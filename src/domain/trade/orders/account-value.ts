import Decimal from 'decimal.js';

/**
 * The account's equity in the settlement token: every token's holding valued at its last price against it (the
 * settlement token itself at 1), plus the perpetuals' unrealised PnL. A token without a price is left out and named,
 * so the view can say the figure is partial.
 */
export function accountEquity(
  holdings: ReadonlyArray<{ readonly token: string; readonly holding: string }>,
  settleToken: string,
  priceOf: (token: string) => string | undefined,
  unrealizedPnl: string,
): { readonly equity: string; readonly unpriced: readonly string[] } {
  let equity = new Decimal(unrealizedPnl);
  const unpriced: string[] = [];
  for (const { token, holding } of holdings) {
    if (new Decimal(holding).isZero()) continue;
    const price = token === settleToken ? '1' : priceOf(token);
    if (price === undefined) unpriced.push(token);
    else equity = equity.plus(new Decimal(holding).times(price));
  }
  return { equity: equity.toString(), unpriced };
}
