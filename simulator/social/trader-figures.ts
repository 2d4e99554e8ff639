import type { FillRecord, LedgerRecord } from '../trading/records';
import { ONE, SCALE, toScaled } from '../trading/scaled';

export const DAY_MS = 24 * 3600 * 1000;

/** One day of one trader's fills, in scaled units (`scaled.ts`): volumes and PnL in USDT. */
export interface DayFigures {
  spotVolume: bigint;
  futuresVolume: bigint;
  spotPnl: bigint;
  futuresPnl: bigint;
  trades: number;
  closes: number;
  wins: number;
}

const emptyDay = (): DayFigures => ({ spotVolume: 0n, futuresVolume: 0n, spotPnl: 0n, futuresPnl: 0n, trades: 0, closes: 0, wins: 0 });

/** A plain decimal string as scaled units, without decimal.js (fills are plain decimals); exponents fall back. */
export function scaledOf(text: string): bigint {
  if (text.includes('e') || text.includes('E')) return toScaled(text);
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const point = body.indexOf('.');
  const whole = point < 0 ? body : body.slice(0, point);
  let fraction = point < 0 ? '' : body.slice(point + 1);
  fraction = fraction.length > SCALE ? fraction.slice(0, SCALE) : fraction.padEnd(SCALE, '0');
  const value = BigInt((whole || '0') + fraction);
  return negative ? -value : value;
}

const baseOf = (symbol: string): string => symbol.split('_')[1] ?? symbol;

/**
 * One trader's figures, kept up to date from the account's fills and ledger (read from where the last update
 * stopped). Spot PnL is realised on sells against the average cost of what the trader bought here (holdings with no
 * purchase, such as the demo funds, carry no cost and their sale books no PnL); futures PnL is the fill's realised
 * PnL. Fees are taken off both. Capital is the USDT deposited.
 */
export class TraderFigures {
  readonly days = new Map<number, DayFigures>();
  /** Volume per base asset (the asset preference). */
  readonly assets = new Map<string, bigint>();
  private readonly spotCost = new Map<string, { qty: bigint; cost: bigint }>();
  capital = 0n;
  fillCursor = 0;
  ledgerCursor = 0;
  firstTradeTime = 0;
  lastTradeTime = 0;

  constructor(readonly userId: number) {}

  /** Reads the fills and ledger rows added since the last call. */
  update(fills: readonly FillRecord[], ledger: readonly LedgerRecord[]): void {
    for (; this.ledgerCursor < ledger.length; this.ledgerCursor += 1) {
      const l = ledger[this.ledgerCursor]!;
      if (l.type === 'DEPOSIT' && l.token === 'USDT') this.capital += scaledOf(l.amount);
    }
    for (; this.fillCursor < fills.length; this.fillCursor += 1) this.add(fills[this.fillCursor]!);
  }

  add(f: FillRecord): void {
    const price = scaledOf(f.executedPrice);
    const qty = scaledOf(f.executedQuantity);
    const fee = scaledOf(f.fee);
    const notional = (price * qty) / ONE;
    const day = this.day(Math.floor(f.executedTimestamp / DAY_MS));
    day.trades += 1;
    if (this.firstTradeTime === 0) this.firstTradeTime = f.executedTimestamp;
    this.lastTradeTime = f.executedTimestamp;
    const base = baseOf(f.symbol);
    this.assets.set(base, (this.assets.get(base) ?? 0n) + notional);
    if (f.symbol.startsWith('PERP_')) {
      const realised = scaledOf(f.realizedPnl);
      day.futuresVolume += notional;
      day.futuresPnl += realised - fee;
      if (realised !== 0n) this.close(day, realised - fee);
      return;
    }
    day.spotVolume += notional;
    const held = this.spotCost.get(base) ?? { qty: 0n, cost: 0n };
    this.spotCost.set(base, held);
    if (f.side === 'BUY') {
      // the fee is paid in the base token: the cost buys qty − fee
      held.qty += qty - fee;
      held.cost += notional;
      return;
    }
    const tracked = qty < held.qty ? qty : held.qty;
    if (tracked <= 0n) {
      day.spotPnl -= fee;
      return;
    }
    const cost = (held.cost * tracked) / held.qty;
    const proceeds = (price * tracked) / ONE;
    const pnl = proceeds - cost - fee;
    held.qty -= tracked;
    held.cost -= cost;
    day.spotPnl += pnl;
    this.close(day, pnl);
  }

  private close(day: DayFigures, pnl: bigint): void {
    day.closes += 1;
    if (pnl > 0n) day.wins += 1;
  }

  private day(index: number): DayFigures {
    let d = this.days.get(index);
    if (!d) {
      d = emptyDay();
      this.days.set(index, d);
    }
    return d;
  }
}
