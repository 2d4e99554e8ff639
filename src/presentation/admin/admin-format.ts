import { ratePercent } from '../../domain/market-admin/market-admin-rules';
import type { AdminCall } from '../../domain/market-admin/market-admin-rules';

/** A value of a call as the page shows it: rates and caps as percentages, prices as they are. */
export function adminValueText(call: AdminCall, value: string | null): string {
  if (value === null) return '—';
  return call === 'funding-rate' || call === 'funding_rate_cap' ? `${ratePercent(value)} %` : value;
}

/** The i18n key of a call's label. */
export const callLabelKey = (call: AdminCall): string =>
  `calls.${call === 'funding_rate_cap' ? 'fundingRateCap' : call === 'funding-rate' ? 'fundingRate' : call === 'index-price' ? 'indexPrice' : 'markPrice'}`;
