import Decimal from 'decimal.js';

/**
 * Wallet modes (`PUT wallet/switchWalletMode`): SINGLE — only USDT backs futures margin (the engine's rule);
 * MULTI — every collateral token the user switched on adds its value × its collateral ratio to the collateral value.
 */
export const WALLET_MODES = ['SINGLE', 'MULTI'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** A token that may back margin, with its ratio (the share of its value that counts) and whether it is on. */
export interface CollateralToken {
  readonly token: string;
  readonly collateralRatio: string;
  readonly enabled: boolean;
}

/** The exchange's collateral table (simulator and fakes): ratio per token; USDT always counts in full. */
export const COLLATERAL_RATIOS: Readonly<Record<string, string>> = {
  USDT: '1',
  USDC: '1',
  BTC: '0.95',
  ETH: '0.95',
  SOL: '0.9',
  WOO: '0.75',
  XRP: '0.8',
  DOGE: '0.7',
};

/** USDT is always collateral and cannot be switched off. */
export const canSwitchCollateral = (token: string): boolean => token !== 'USDT' && COLLATERAL_RATIOS[token] !== undefined;

export interface CollateralHolding {
  readonly token: string;
  /** What the account holds and may use of the token (available). */
  readonly amount: string;
  /** The token's price in USDT. */
  readonly price: string;
}

/**
 * The collateral value in USDT: Σ amount × price × ratio over the collateral tokens that count. In SINGLE mode only
 * USDT counts; in MULTI mode USDT and every enabled token with a ratio. Exact decimals, rounded down to 2 places at
 * the end (a value shown to the user never overstates).
 */
export function collateralValue(mode: WalletMode, holdings: readonly CollateralHolding[], tokens: readonly CollateralToken[]): string {
  const on = new Map(tokens.map((t) => [t.token, t]));
  let sum = new Decimal(0);
  for (const h of holdings) {
    const t = on.get(h.token);
    if (!t) continue;
    const counts = h.token === 'USDT' || (mode === 'MULTI' && t.enabled);
    if (counts) sum = sum.plus(new Decimal(h.amount).times(h.price).times(t.collateralRatio));
  }
  return sum.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}
