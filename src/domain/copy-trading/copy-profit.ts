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

/**
 * The copy fee (ADR 0022 amendment; the exchange's facts name the ledger type COPY_FEE but no rate): every filled
 * order the copy engine places for a copy pays the exchange `COPY_FEE_RATE` (2 bps) of its executed notional, rounded
 * up to 0.01 USDT, on top of the order's trading fee. The exchange keeps it (only the copier's ledger row).
 */
export const COPY_FEE_RATE = '0.0002';

/** The copy fee of a filled copied order of `executedNotional` USDT (0 when nothing was executed). */
export function copyFee(executedNotional: string): string {
  const notional = new Decimal(executedNotional);
  if (notional.lte(0)) return '0';
  return notional.times(COPY_FEE_RATE).toDecimalPlaces(2, Decimal.ROUND_UP).toFixed();
}

/** Unrealised PnL of a position of signed `quantity` opened at `entry`, marked at `mark`. */
export const unrealisedPnl = (quantity: string, entry: string, mark: string): string =>
  new Decimal(mark).minus(entry).times(quantity).toFixed();

/** 'TAKE_PROFIT' / 'STOP_LOSS' when a copied position reaches one, else undefined. */
export function positionExit(
  quantity: string,
  entry: string,
  mark: string,
  takeProfit?: string,
  stopLoss?: string,
): 'TAKE_PROFIT' | 'STOP_LOSS' | undefined {
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
