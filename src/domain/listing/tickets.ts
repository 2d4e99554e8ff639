import Decimal from 'decimal.js';

/**
 * The ticket rule (simulator-defined; the spec names no figures): every account has 1 ticket, plus 1 per full
 * 1,000 USDT of trading volume (spot and perpetual fills quoted in USDT, since the nomination began), plus 1 per
 * full 100 WOO held (the WOO balance's holding, now); at most 100 in all. One vote of n tickets spends n; what is
 * left is earned − spent, never below 0 (selling WOO after voting does not take votes back).
 */
export const TICKET_RULE = { base: 1, volumePerTicket: '1000', wooPerTicket: '100', max: 100 } as const;

/** Tickets earned by a trading volume (USDT) and a WOO holding, both decimal strings. */
export function ticketsEarned(volumeUsdt: string, wooHolding: string): number {
  const fromVolume = new Decimal(volumeUsdt).div(TICKET_RULE.volumePerTicket).floor();
  const fromWoo = Decimal.max(0, new Decimal(wooHolding)).div(TICKET_RULE.wooPerTicket).floor();
  return Decimal.min(TICKET_RULE.max, fromVolume.plus(fromWoo).plus(TICKET_RULE.base)).toNumber();
}

/** Tickets left to vote with. */
export function ticketsAvailable(earned: number, spent: number): number {
  return Math.max(0, earned - spent);
}
