import Decimal from 'decimal.js';

/**
 * Profit share and the copy's own stops (pure, decimal.js).
 * - Profit share: at each settlement the lead trader gets `share` × the copy's net realised profit above its high
 *   water mark (the most net realised profit already settled on); a loss settles nothing and must first be earned
 *   back. Net realised profit = Σ realised PnL − Σ fees of the copy's fills. Rounded down to 0.01 USDT.
 * - TP/SL of a copied position: unrealised PnL ÷ entry notional reaches +takeProfit or −stopLoss.
 * - Portfolio stop loss: the copy's PnL (net realised + unrealised) reaches −portfolioStopLoss × amount.
 */
export interface Settlement {
  /** What the copier pays the lead trader now (USDT, ≥ 0). */
  readonly share: string;
  /** The high water mark after this settlement. */
  readonly highWaterMark: string;
}

export function settleProfitShare(netRealised: string, highWaterMark: string, shareRate: string): Settlement {
  const net = new Decimal(netRealised);
  const mark = new Decimal(highWaterMark);
  if (net.lte(mark)) return { share: '0', highWaterMark: mark.toFixed() };
  const share = net.minus(mark).times(shareRate).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return { share: share.toFixed(), highWaterMark: net.toFixed() };
}

/** Unrealised PnL of a position of signed `quantity` opened at `entry`, marked at `mark`. */
export const unrealisedPnl = (quantity: string, entry: string, mark: string): string => new Decimal(mark).minus(entry).times(quantity).toFixed();

/** 'TAKE_PROFIT' / 'STOP_LOSS' when a copied position reaches one, else undefined. */
export function positionExit(quantity: string, entry: string, mark: string, takeProfit?: string, stopLoss?: string): 'TAKE_PROFIT' | 'STOP_LOSS' | undefined {
  const notional = new Decimal(quantity).abs().times(entry);
  if (notional.isZero()) return undefined;
  const ratio = new Decimal(unrealisedPnl(quantity, entry, mark)).div(notional);
  if (takeProfit !== undefined && ratio.gte(takeProfit)) return 'TAKE_PROFIT';
  if (stopLoss !== undefined && ratio.lte(new Decimal(stopLoss).neg())) return 'STOP_LOSS';
  return undefined;
}

/** Whether the copy's PnL reached its portfolio stop loss. */
export const portfolioStopReached = (copyPnl: string, amount: string, portfolioStopLoss?: string): boolean =>
  portfolioStopLoss !== undefined && new Decimal(copyPnl).lte(new Decimal(amount).times(portfolioStopLoss).neg());
