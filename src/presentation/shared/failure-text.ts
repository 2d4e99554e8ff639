import type { TFunction } from 'i18next';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { OrderRefusal } from '../../domain/trade/orders/order-validation';
import { knownRefusal } from './known-refusals';
import { saidInLanguage, translateRefusal } from './translate-refusal';

/**
 * The message of a failed action in the user's language: our own check's refusal or a known refusal of the exchange
 * translated, an unanswered call's error; any other refusal is the exchange's own sentence in English and a general
 * translated "refused" in every other language, never an English sentence there.
 */
export function failureText(
  t: (key: string) => string,
  failure: { readonly kind: 'invalid'; readonly refusal: OrderRefusal } | TradeFailure,
  language: string,
): string {
  if (failure.kind === 'invalid') return translateRefusal(t as TFunction, language, failure.refusal.refusal);
  const known = failure.kind === 'refused' ? knownRefusal(failure.message) : undefined;
  // every caller passes i18next's t, which takes the values too
  if (known) return (t as unknown as (key: string, values: Record<string, string>) => string)(known.key, known.values);
  if (failure.kind === 'refused') return exchangeSentence(t, language, failure.message);
  return t(`common:errors.${failure.error}`);
}

/** An exchange refusal no code is known for: its own words in English, a general translated refusal otherwise. */
export function exchangeSentence(t: (key: string) => string, language: string, message: string): string {
  return message ? saidInLanguage(t, language, message) : t('common:errors.EXCHANGE.UNKNOWN');
}
