import { CATALOGUE } from '../market/catalogue';

/** The tokens of the simulator's audits, in tree order (token index = position). */
export const RESERVE_TOKENS = ['BTC', 'ETH', 'USDT', 'USDC', 'WOO', 'SOL', 'XRP', 'DOGE', 'BNB', 'TON'] as const;

/** Decimals a balance of the token may carry. */
export const TOKEN_SCALE: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  USDT: 6,
  USDC: 6,
  WOO: 4,
  SOL: 6,
  XRP: 4,
  DOGE: 4,
  BNB: 6,
  TON: 6,
};

/** Reference USDT prices for notionals (the catalogue's starting prices; USDT is 1). */
export function usdtPrice(token: string): number {
  if (token === 'USDT') return 1;
  return CATALOGUE.find((c) => c.base === token)?.price ?? 0;
}

/** Tokens the exchange holds with a third-party custodian (custodial assets of the custody ratio). */
export const CUSTODIAL_TOKENS: ReadonlySet<string> = new Set(['BTC', 'ETH', 'USDT', 'USDC']);
