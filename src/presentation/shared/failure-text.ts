import type { TFunction } from 'i18next';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { OrderRefusal } from '../../domain/trade/orders/order-validation';
import { knownRefusal } from './known-refusals';
import { translateRefusal } from './translate-refusal';

/** The message of a failed action: the exchange's own (it names the limit), else the translated error. */
export function failureText(
  t: (key: string) => string,
  failure: { readonly kind: 'invalid'; readonly refusal: OrderRefusal } | TradeFailure,
  language = 'en',
): string {
  if (failure.kind === 'invalid') return translateRefusal(t as TFunction, language, failure.refusal.refusal);
  const known = failure.kind === 'refused' ? knownRefusal(failure.message) : undefined;
  // every caller passes i18next's t, which takes the values too
  if (known) return (t as unknown as (key: string, values: Record<string, string>) => string)(known.key, known.values);
  if (failure.kind === 'refused') return failure.message || t(`common:errors.EXCHANGE.UNKNOWN`);
  return t(`common:errors.${failure.error}`);
}
