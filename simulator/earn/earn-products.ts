import type { SavingsProduct } from '../../src/domain/earn/savings';

/**
 * The savings products the simulator offers (rates chosen so a day's interest is round: 3.65 % a year = 0.01 % a
 * day). The RWA products are the ones `GET /earn/public/assets/rwa` lists with their `productId`.
 */
export const SAVINGS_PRODUCTS: readonly SavingsProduct[] = [
  { productId: 'USDT_FLEX', token: 'USDT', kind: 'FLEXIBLE', apr: '0.0365', termDays: 0, compounding: true, minAmount: '1' },
  { productId: 'BTC_FLEX', token: 'BTC', kind: 'FLEXIBLE', apr: '0.0073', termDays: 0, compounding: false, minAmount: '0.0001' },
  { productId: 'ETH_FLEX', token: 'ETH', kind: 'FLEXIBLE', apr: '0.01825', termDays: 0, compounding: true, minAmount: '0.001' },
  { productId: 'USDT_FIXED_30', token: 'USDT', kind: 'FIXED', apr: '0.073', termDays: 30, compounding: false, minAmount: '10' },
  { productId: 'WOO_FIXED_90', token: 'WOO', kind: 'FIXED', apr: '0.1095', termDays: 90, compounding: false, minAmount: '100' },
  {
    productId: 'RWA_TBILL_3M',
    token: 'USDT',
    kind: 'FIXED',
    apr: '0.0512',
    termDays: 90,
    compounding: false,
    minAmount: '100',
    rwa: 'US Treasury Bills 3M (tokenised)',
  },
  {
    productId: 'RWA_GOV_FUND',
    token: 'USDT',
    kind: 'FLEXIBLE',
    apr: '0.0487',
    termDays: 0,
    compounding: true,
    minAmount: '100',
    rwa: 'Short-term US Government Bond Fund',
  },
];

export const productOf = (productId: string): SavingsProduct | undefined => SAVINGS_PRODUCTS.find((p) => p.productId === productId);
