import type { LeadRow } from '../../domain/copy-trading/copy-views';
import { percent, usdt } from '../social/social-format';
import { formatDecimalIn } from '../trade/trade-format';

export interface LeadFigure {
  readonly key: string;
  readonly value: string;
  readonly signed?: string;
}

/** A USDT figure with its unit. */
const inUsdt = (lng: string, v: string): string => `${usdt(lng, v)} USDT`;

/** Every figure of a lead trader, with units (% for ratios, USDT for amounts): the lead trader's page. */
export function leadFigures(lng: string, r: LeadRow): LeadFigure[] {
  return [
    { key: 'ROI', value: percent(lng, r.roi), signed: r.roi },
    { key: 'PNL', value: inUsdt(lng, r.pnl), signed: r.pnl },
    { key: 'COPIER_PNL', value: inUsdt(lng, r.copierPnl), signed: r.copierPnl },
    { key: 'WIN_RATE', value: percent(lng, r.winRate) },
    { key: 'MAX_DRAWDOWN', value: percent(lng, r.maxDrawdown) },
    { key: 'SHARPE', value: r.sharpe === null ? '–' : formatDecimalIn(lng, r.sharpe, 2) },
    { key: 'AUM', value: inUsdt(lng, r.aum) },
    { key: 'COPIERS', value: `${r.copiers} / ${r.maxCopiers}` },
    { key: 'tradingDays', value: String(r.tradingDays) },
    { key: 'minCopyAmount', value: inUsdt(lng, r.minCopyAmount) },
    { key: 'profitShare', value: percent(lng, r.profitShare) },
  ];
}

/** The figures a marketplace card shows first: ROI, PnL, max drawdown and copiers (the rest is on the lead's page). */
export const CARD_FIGURES: readonly string[] = ['ROI', 'PNL', 'MAX_DRAWDOWN', 'COPIERS'];

export function cardFigures(lng: string, r: LeadRow): LeadFigure[] {
  const all = leadFigures(lng, r);
  return CARD_FIGURES.map((key) => all.find((f) => f.key === key)!);
}

/** The lead trader's page. */
export const leadPath = (uuid: string): string => `/social-trading/lead-trader?id=${encodeURIComponent(uuid)}`;

/** The colour of a signed figure: the error colour below zero, the success colour above, none at zero. */
export const signColour = (token: { colorError: string; colorSuccess: string }, v: string | undefined): string | undefined =>
  v === undefined || /^-?[0.]+$/.test(v) ? undefined : v.startsWith('-') ? token.colorError : token.colorSuccess;
