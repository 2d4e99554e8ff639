import { deriveSeed, mulberry32 } from '../market/prng';
import { parseFixed } from './fixed-point';
import { CUSTODIAL_TOKENS, usdtPrice } from './reserve-tokens';

export interface BalanceSheet {
  readonly assets: { token: string; amount: string; notional: string; proportion: string; custodial: boolean }[];
  readonly liabilities: { token: string; userBalance: string; userMargin: string; total: string; notional: string }[];
  readonly earnLiabilities: { token: string; amount: string; notional: string }[];
  readonly rwa: { name: string; issuer: string; notional: string; apy: string; productId: string; token: string; termDays: number }[];
}

const money = (n: number) => n.toFixed(2);

/**
 * The dashboard from an audit's root totals: each token's liabilities total is exactly the root amount
 * (split into user balance and user margin); assets hold a seeded surplus over them; earn liabilities and
 * real-world assets are kept apart (they are not in the tree).
 */
export function balanceSheet(totals: readonly { token: string; amount: string }[], seed: number): BalanceSheet {
  const rng = mulberry32(deriveSeed(seed, 'por-sheet'));
  const liabilities = totals.map(({ token, amount }) => {
    const { units, scale } = parseFixed(amount);
    const margin = (units * 8n) / 100n;
    const fmt = (u: bigint) => {
      const d = u.toString().padStart(scale + 1, '0');
      return scale ? `${d.slice(0, -scale)}.${d.slice(-scale)}` : d;
    };
    return {
      token,
      userBalance: fmt(units - margin),
      userMargin: fmt(margin),
      total: amount,
      notional: money(Number(amount) * usdtPrice(token)),
    };
  });
  const earnLiabilities = ['USDT', 'USDC', 'WOO'].map((token) => {
    const amount = token === 'WOO' ? 2_500_000 + rng() * 1_000_000 : 400_000 + rng() * 300_000;
    return { token, amount: amount.toFixed(4), notional: money(amount * usdtPrice(token)) };
  });
  const held = new Map<string, number>();
  for (const l of liabilities) held.set(l.token, Number(l.total) * (1.03 + rng() * 0.2));
  for (const e of earnLiabilities) held.set(e.token, (held.get(e.token) ?? 0) + Number(e.amount) * 1.01);
  held.set('WOO', (held.get('WOO') ?? 0) + 40_000_000);
  const notional = [...held.entries()].map(([token, amount]) => ({ token, amount, value: amount * usdtPrice(token) }));
  const total = notional.reduce((s, a) => s + a.value, 0);
  const assets = notional
    .sort((a, b) => b.value - a.value)
    .map((a) => ({
      token: a.token,
      amount: a.amount.toFixed(4),
      notional: money(a.value),
      proportion: (a.value / total).toFixed(6),
      custodial: CUSTODIAL_TOKENS.has(a.token),
    }));
  const rwa = [
    {
      name: 'US Treasury Bills 3M (tokenised)',
      issuer: 'Ondo Finance',
      notional: money(3_200_000 + rng() * 400_000),
      apy: '0.0512',
      productId: 'RWA_TBILL_3M',
      token: 'USDT',
      termDays: 90,
    },
    {
      name: 'Short-term US Government Bond Fund',
      issuer: 'Franklin Templeton',
      notional: money(1_100_000 + rng() * 200_000),
      apy: '0.0487',
      productId: 'RWA_GOV_FUND',
      token: 'USDT',
      termDays: 0,
    },
  ];
  return { assets, liabilities, earnLiabilities, rwa };
}

/** Gauge totals in USDT; without WOO, WOO is left out of both sides. */
export function reserveTotals(sheet: BalanceSheet, excludeWoo: boolean) {
  const keep = (token: string) => !(excludeWoo && token === 'WOO');
  const sum = (values: { token: string; notional: string }[]) =>
    values.filter((v) => keep(v.token)).reduce((s, v) => s + Number(v.notional), 0);
  return {
    totalAssets: money(sum(sheet.assets)),
    custodialAssets: money(sum(sheet.assets.filter((a) => a.custodial))),
    totalLiabilities: money(sum(sheet.liabilities) + sum(sheet.earnLiabilities)),
  };
}
