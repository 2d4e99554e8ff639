/** Market categories: the symbol groups of the layout call. */
export const CATEGORIES = [
  'Layer 1', 'Layer 2', 'DeFi', 'Meme', 'AI', 'Gaming', 'Infrastructure', 'Exchange', 'Stablecoins',
] as const;
export type Category = (typeof CATEGORIES)[number];

const C: Record<string, Category> = {
  L1: 'Layer 1', L2: 'Layer 2', DF: 'DeFi', MM: 'Meme', AI: 'AI', GM: 'Gaming', IN: 'Infrastructure',
  EX: 'Exchange', ST: 'Stablecoins',
};

/** A listed asset: base token, realistic starting price in USDT, category. Listed by market size. */
export interface CatalogueEntry {
  readonly base: string;
  readonly price: number;
  readonly category: Category;
  readonly rank: number;
}

// [base, price in USDT, category key] in rank order.
const RAW: ReadonlyArray<readonly [string, number, string]> = [
  ['BTC', 65000, 'L1'], ['ETH', 3500, 'L1'], ['BNB', 580, 'EX'], ['SOL', 150, 'L1'], ['XRP', 0.52, 'L1'],
  ['USDC', 1, 'ST'], ['DOGE', 0.12, 'MM'], ['TON', 6.5, 'L1'], ['ADA', 0.45, 'L1'], ['TRX', 0.12, 'L1'],
  ['AVAX', 28, 'L1'], ['SHIB', 0.000018, 'MM'], ['DOT', 6.2, 'L1'], ['LINK', 14, 'IN'], ['BCH', 380, 'L1'],
  ['NEAR', 5.2, 'L1'], ['LTC', 75, 'L1'], ['POL', 0.45, 'L2'], ['ICP', 9, 'L1'], ['UNI', 8, 'DF'],
  ['PEPE', 0.00001, 'MM'], ['APT', 7, 'L1'], ['ETC', 24, 'L1'], ['FET', 1.3, 'AI'], ['XMR', 165, 'L1'],
  ['RNDR', 7.5, 'AI'], ['SUI', 0.9, 'L1'], ['ARB', 0.8, 'L2'], ['ATOM', 6.5, 'L1'], ['FIL', 4.3, 'IN'],
  ['STX', 1.6, 'L2'], ['XLM', 0.1, 'L1'], ['IMX', 1.5, 'GM'], ['OP', 1.7, 'L2'], ['INJ', 22, 'DF'],
  ['MKR', 2400, 'DF'], ['HBAR', 0.07, 'L1'], ['VET', 0.027, 'L1'], ['TAO', 300, 'AI'], ['AR', 25, 'IN'],
  ['GRT', 0.2, 'IN'], ['WIF', 2.1, 'MM'], ['FLOKI', 0.00017, 'MM'], ['BONK', 0.000022, 'MM'], ['THETA', 1.4, 'IN'],
  ['JUP', 0.9, 'DF'], ['LDO', 1.8, 'DF'], ['AAVE', 95, 'DF'], ['SEI', 0.35, 'L1'], ['FTM', 0.55, 'L1'],
  ['ALGO', 0.15, 'L1'], ['ENA', 0.55, 'DF'], ['WOO', 0.09, 'EX'], ['PYTH', 0.35, 'IN'], ['FLOW', 0.55, 'L1'],
  ['QNT', 70, 'IN'], ['EGLD', 30, 'L1'], ['GALA', 0.025, 'GM'], ['AXS', 6, 'GM'], ['SAND', 0.3, 'GM'],
  ['MANA', 0.32, 'GM'], ['XTZ', 0.75, 'L1'], ['CHZ', 0.08, 'GM'], ['APE', 0.9, 'MM'], ['NEO', 11, 'L1'],
  ['W', 0.35, 'IN'], ['SNX', 1.9, 'DF'], ['EOS', 0.55, 'L1'], ['STRK', 0.6, 'L2'], ['KAVA', 0.4, 'L1'],
  ['CRV', 0.28, 'DF'], ['DYDX', 1.4, 'DF'], ['BLUR', 0.22, 'DF'], ['ORDI', 35, 'MM'], ['MINA', 0.55, 'L1'],
  ['ZEC', 24, 'L1'], ['CFX', 0.16, 'L1'], ['IOTA', 0.17, 'L1'], ['ROSE', 0.09, 'L1'], ['GMX', 28, 'DF'],
  ['WLD', 2.3, 'AI'], ['ENS', 22, 'IN'], ['ZRO', 3.4, 'IN'], ['NOT', 0.015, 'GM'], ['JTO', 2.5, 'DF'],
  ['COMP', 55, 'DF'], ['1INCH', 0.38, 'DF'], ['PENDLE', 4.2, 'DF'], ['SUSHI', 0.75, 'DF'], ['YFI', 6500, 'DF'],
  ['BAT', 0.2, 'IN'], ['ZIL', 0.02, 'L1'], ['CELO', 0.6, 'L1'], ['ANKR', 0.03, 'IN'], ['LRC', 0.2, 'L2'],
  ['ENJ', 0.22, 'GM'], ['RUNE', 4.2, 'DF'], ['KSM', 25, 'L1'], ['ZK', 0.16, 'L2'], ['BOME', 0.009, 'MM'],
  ['MEME', 0.015, 'MM'], ['PEOPLE', 0.09, 'MM'], ['TIA', 6.5, 'IN'], ['ALT', 0.14, 'L2'], ['DYM', 1.8, 'L2'],
  ['MANTA', 0.9, 'L2'], ['PIXEL', 0.25, 'GM'], ['PORTAL', 0.45, 'GM'], ['AEVO', 0.45, 'DF'], ['ETHFI', 2.4, 'DF'],
  ['REZ', 0.07, 'DF'], ['BB', 0.35, 'DF'], ['IO', 2.5, 'AI'], ['ZETA', 0.7, 'L1'], ['LISTA', 0.45, 'DF'],
  ['RPL', 18, 'DF'], ['SSV', 30, 'IN'], ['FXS', 2.2, 'DF'], ['LQTY', 0.9, 'DF'], ['BAL', 2.6, 'DF'],
  ['UMA', 2.2, 'DF'], ['API3', 1.8, 'IN'], ['BAND', 1.2, 'IN'], ['RSR', 0.006, 'DF'], ['CVX', 2.2, 'DF'],
  ['SKL', 0.045, 'L2'], ['STORJ', 0.35, 'IN'], ['QTUM', 2.6, 'L1'], ['KNC', 0.5, 'DF'], ['ZRX', 0.35, 'DF'],
  ['AUDIO', 0.15, 'IN'], ['HOT', 0.0017, 'IN'], ['SXP', 0.25, 'DF'], ['GLM', 0.35, 'AI'], ['MASK', 2.3, 'IN'],
  ['ACH', 0.02, 'IN'], ['MAGIC', 0.4, 'GM'], ['ILV', 55, 'GM'], ['YGG', 0.55, 'GM'], ['SUPER', 0.7, 'GM'],
  ['RON', 2.0, 'GM'], ['PRIME', 8, 'GM'], ['ID', 0.45, 'IN'], ['CYBER', 4, 'IN'], ['ARKM', 1.7, 'AI'],
  ['TRB', 90, 'IN'], ['GAS', 3.5, 'L1'], ['MAV', 0.3, 'DF'], ['EDU', 0.6, 'IN'], ['HIGH', 1.6, 'GM'],
  ['ASTR', 0.07, 'L1'], ['GMT', 0.16, 'GM'], ['JASMY', 0.025, 'IN'], ['LPT', 14, 'IN'], ['AXL', 0.75, 'IN'],
  ['OM', 1.0, 'DF'], ['ONDO', 1.1, 'DF'], ['TURBO', 0.006, 'MM'], ['MEW', 0.005, 'MM'], ['POPCAT', 1.0, 'MM'],
  ['BRETT', 0.1, 'MM'], ['DOGS', 0.0012, 'MM'], ['HMSTR', 0.004, 'GM'], ['NEIRO', 0.0015, 'MM'], ['EIGEN', 3.3, 'IN'],
  ['SAFE', 1.2, 'IN'], ['CKB', 0.012, 'L1'], ['ACE', 3.5, 'GM'], ['XAI', 0.35, 'GM'], ['AI', 0.6, 'AI'],
  ['OMNI', 12, 'L2'], ['SAGA', 2, 'L1'], ['TNSR', 0.6, 'DF'], ['LUNC', 0.00009, 'L1'], ['XEC', 0.00003, 'L1'],
  ['WEN', 0.00009, 'MM'], ['FDUSD', 1, 'ST'],
];

export const CATALOGUE: readonly CatalogueEntry[] = RAW.map(([base, price, key], i) => ({
  base, price, category: C[key], rank: i + 1,
}));
