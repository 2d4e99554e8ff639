import { z } from 'zod';
import type { PartnerDraft } from '../../application/partners/ports/partner-draft.port';
import {
  CLIENT_COUNT_BANDS, isTelegramHandle, meetsMarketMakerVolume, normaliseTelegram, PARTNER_LIMITS, PARTNER_MARKETS, parseUsdAmount,
  type PartnerApplication, type PartnerFieldError, type PartnerKind,
} from '../../domain/partners/partner-application';

/** Every issue's message is a `PartnerFieldError` code, translated by the view. */
const fail = (code: PartnerFieldError) => ({ message: code });
const text = (max: number) => z.string().trim().min(1, fail('required')).max(max, fail('tooLong'));
const optional = (max: number) => z.string().trim().max(max, fail('tooLong'));

const common = {
  companyName: text(PARTNER_LIMITS.company),
  contactName: text(PARTNER_LIMITS.name),
  email: text(PARTNER_LIMITS.email).pipe(z.email(fail('email'))),
  telegram: optional(PARTNER_LIMITS.telegram + 1).refine((v) => v === '' || isTelegramHandle(v), fail('telegram')).transform(normaliseTelegram),
  website: optional(PARTNER_LIMITS.website).refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), fail('url')),
  country: text(PARTNER_LIMITS.country),
  message: optional(PARTNER_LIMITS.message),
  consent: z.literal(true, fail('consent')),
};

const brokerSchema = z.object({ ...common, clientCount: z.enum(CLIENT_COUNT_BANDS, fail('choice')) });

const marketMakerSchema = z.object({
  ...common,
  markets: z.array(z.enum(PARTNER_MARKETS, fail('markets'))).min(1, fail('markets')),
  monthlyVolumeUsd: z.string().trim().min(1, fail('required'))
    .transform((v, ctx) => parseUsdAmount(v) ?? (ctx.addIssue({ code: 'custom', ...fail('number') }), z.NEVER))
    .refine(meetsMarketMakerVolume, fail('volumeTooLow')),
});

/** The fields of each form, in display order. */
export const PARTNER_FIELDS: Readonly<Record<PartnerKind, readonly string[]>> = {
  broker: ['companyName', 'contactName', 'email', 'telegram', 'website', 'country', 'clientCount', 'message', 'consent'],
  marketMaker: ['companyName', 'contactName', 'email', 'telegram', 'website', 'country', 'markets', 'monthlyVolumeUsd', 'message', 'consent'],
};

export type PartnerFormResult =
  | { readonly ok: true; readonly value: PartnerApplication }
  | { readonly ok: false; readonly errors: Readonly<Record<string, PartnerFieldError>> };

/** Validates what the visitor typed; the first problem of each field is reported. */
export function validatePartnerForm(kind: PartnerKind, draft: PartnerDraft): PartnerFormResult {
  const schema = kind === 'broker' ? brokerSchema : marketMakerSchema;
  const filled = Object.fromEntries(PARTNER_FIELDS[kind].map((f) => [f, draft[f] ?? (f === 'markets' ? [] : f === 'consent' ? false : '')]));
  const parsed = schema.safeParse(filled);
  if (parsed.success) {
    const { consent: _consent, ...rest } = parsed.data;
    return { ok: true, value: { kind, ...rest } as PartnerApplication };
  }
  const errors: Record<string, PartnerFieldError> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= (issue.message as PartnerFieldError) ?? 'required';
  }
  return { ok: false, errors };
}
