import type { LeadRow } from '../../../domain/social/copy/copy-views';
import { percent, usdt } from '../social-format';

/** The lead traders' figures as label keys and formatted values (the marketplace cards and the lead trader's page). */
export function leadFigures(lng: string, r: LeadRow): { key: string; value: string; signed?: string }[] {
  return [
    { key: 'ROI', value: percent(lng, r.roi), signed: r.roi },
    { key: 'PNL', value: usdt(lng, r.pnl), signed: r.pnl },
    { key: 'COPIER_PNL', value: usdt(lng, r.copierPnl), signed: r.copierPnl },
    { key: 'WIN_RATE', value: percent(lng, r.winRate) },
    { key: 'MAX_DRAWDOWN', value: percent(lng, r.maxDrawdown) },
    { key: 'SHARPE', value: r.sharpe === null ? '–' : Number(r.sharpe).toFixed(2) },
    { key: 'AUM', value: usdt(lng, r.aum) },
    { key: 'COPIERS', value: `${r.copiers} / ${r.maxCopiers}` },
    { key: 'tradingDays', value: String(r.tradingDays) },
    { key: 'minCopyAmount', value: usdt(lng, r.minCopyAmount) },
    { key: 'profitShare', value: percent(lng, r.profitShare) },
  ];
}

/** The lead trader's page. */
export const leadPath = (uuid: string): string => `/social-trading/lead-trader?id=${encodeURIComponent(uuid)}`;

/** The colour of a signed figure: the error colour below zero, the success colour above, none at zero. */
export const signColour = (token: { colorError: string; colorSuccess: string }, v: string | undefined): string | undefined =>
  v === undefined || /^-?[0.]+$/.test(v) ? undefined : v.startsWith('-') ? token.colorError : token.colorSuccess;
