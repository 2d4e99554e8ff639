import * as z from 'zod/mini';
import type { PartnerDraft } from '../../application/partners/ports/partner-draft.port';
import {
  CLIENT_COUNT_BANDS,
  isTelegramHandle,
  meetsMarketMakerVolume,
  normaliseTelegram,
  PARTNER_LIMITS,
  PARTNER_MARKETS,
  parseUsdAmount,
  type PartnerApplication,
  type PartnerFieldError,
  type PartnerKind,
} from '../../domain/partners/partner-application';

/** Every issue's message is a `PartnerFieldError` code, translated by the view. */
const fail = (code: PartnerFieldError) => ({ error: code });
// Both trim the value before they measure it.
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, fail('required')), z.maxLength(max, fail('tooLong')));
const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, fail('tooLong')));

const common = {
  companyName: text(PARTNER_LIMITS.company),
  contactName: text(PARTNER_LIMITS.name),
  email: z.pipe(text(PARTNER_LIMITS.email), z.email(fail('email'))),
  telegram: z.pipe(
    optional(PARTNER_LIMITS.telegram + 1).check(z.refine((v) => v === '' || isTelegramHandle(v), fail('telegram'))),
    z.transform(normaliseTelegram),
  ),
  website: optional(PARTNER_LIMITS.website).check(z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), fail('url'))),
  country: text(PARTNER_LIMITS.country),
  message: optional(PARTNER_LIMITS.message),
  consent: z.literal(true, fail('consent')),
};

const brokerSchema = z.object({ ...common, clientCount: z.enum(CLIENT_COUNT_BANDS, fail('choice')) });

const marketMakerSchema = z.object({
  ...common,
  markets: z.array(z.enum(PARTNER_MARKETS, fail('markets'))).check(z.minLength(1, fail('markets'))),
  monthlyVolumeUsd: z
    .pipe(
      z.string().check(z.trim(), z.minLength(1, fail('required'))),
      z.transform(
        (v: string, ctx) =>
          parseUsdAmount(v) ?? (ctx.issues.push({ code: 'custom', message: 'number' satisfies PartnerFieldError, input: v }), z.NEVER),
      ),
    )
    .check(z.refine(meetsMarketMakerVolume, fail('volumeTooLow'))),
});

/** The fields of each form, in display order. */
export const PARTNER_FIELDS: Readonly<Record<PartnerKind, readonly string[]>> = {
  broker: ['companyName', 'contactName', 'email', 'telegram', 'website', 'country', 'clientCount', 'message', 'consent'],
  marketMaker: [
    'companyName',
    'contactName',
    'email',
    'telegram',
    'website',
    'country',
    'markets',
    'monthlyVolumeUsd',
    'message',
    'consent',
  ],
};

export type PartnerFormResult =
  | { readonly ok: true; readonly value: PartnerApplication }
  | { readonly ok: false; readonly errors: Readonly<Record<string, PartnerFieldError>> };

/** Validates what the visitor typed; the first problem of each field is reported. */
export function validatePartnerForm(kind: PartnerKind, draft: PartnerDraft): PartnerFormResult {
  const schema = kind === 'broker' ? brokerSchema : marketMakerSchema;
  const filled = Object.fromEntries(
    PARTNER_FIELDS[kind].map((f) => [f, draft[f] ?? (f === 'markets' ? [] : f === 'consent' ? false : '')]),
  );
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
