import type { TFunction } from 'i18next';
import { adminRefusal } from '../../domain/market-admin/admin-refusals';
import { ratePercent } from '../../domain/market-admin/market-admin-rules';
import { withoutFieldName } from '../shared/refusal-text';
import { translateRefusal } from '../shared/translate-refusal';
import type { AdminCall } from '../../domain/market-admin/market-admin-rules';

/** A value of a call as the page shows it: rates and caps as percentages, prices as they are. */
export function adminValueText(call: AdminCall, value: string | null): string {
  if (value === null) return '—';
  return call === 'funding-rate' || call === 'funding_rate_cap' ? `${ratePercent(value)} %` : value;
}

/** The i18n key of a call's label. */
export const callLabelKey = (call: AdminCall): string =>
  `calls.${call === 'funding_rate_cap' ? 'fundingRateCap' : call === 'funding-rate' ? 'fundingRate' : call === 'index-price' ? 'indexPrice' : 'markPrice'}`;

/**
 * An admin call's refusal as the admin reads it: a known one by its code, in their language with its numbers in the
 * language's format; any other is the exchange's own sentence in English and a general translated refusal elsewhere.
 */
export function adminRefusalText(t: TFunction, language: string, message: string): string {
  const known = adminRefusal(message);
  if (known) return translateRefusal(t, language, known);
  return language === 'en' || language.startsWith('en-') ? withoutFieldName(message) : String(t('common:refusals.flow.other'));
}
