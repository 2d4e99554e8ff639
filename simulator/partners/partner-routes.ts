import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import type { PartnerApplicationRepository, PartnerKind } from './partner-repository';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const common = {
  company_name: text(120),
  contact_name: text(80),
  email: z.string().trim().email().max(254),
  telegram: optionalText(64),
  website: z
    .union([z.literal(''), z.string().trim().url().max(200)])
    .optional()
    .default(''),
  country: text(80),
  message: optionalText(2000),
};
const brokerSchema = z.object({ ...common, client_count: z.enum(['lt_1k', '1k_10k', '10k_100k', 'gt_100k']) }).strict();
const marketMakerSchema = z
  .object({
    ...common,
    markets: z
      .array(z.enum(['spot', 'futures']))
      .min(1)
      .max(2),
    monthly_volume_usd: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
  })
  .strict();

export interface PartnerDailyCap {
  readonly perEmail: number;
  readonly perIp: number;
}

export interface PartnerRouteDeps {
  readonly partners: PartnerApplicationRepository;
  readonly clock: () => number;
  /** Rows a day per email and per IP; null = no cap (SIM_PARTNER_DAILY_CAP=0). */
  readonly dailyCap?: PartnerDailyCap | null;
}

/** Rows a day (docs/adr/0014): a genuine partner sends one or two; a flood stops here, whatever the route limit. */
export const PARTNER_DAILY_CAP: PartnerDailyCap = { perEmail: 3, perIp: 10 };
const DAY_MS = 24 * 3600 * 1000;

/** POST /usercenter/pre/broker and /usercenter/pre/market_maker (public, mounted under /api). */
export function registerPartnerRoutes(app: FastifyInstance, { partners, clock, dailyCap = PARTNER_DAILY_CAP }: PartnerRouteDeps): void {
  const route = (path: string, kind: PartnerKind, schema: z.ZodType<{ email: string } & Record<string, unknown>>) =>
    app.post(path, async (request) => {
      const parsed = schema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ApiError(ErrorCodes.InvalidParameter, `${issue.path.join('.') || 'body'}: ${issue.message}`);
      }
      const now = clock();
      const recent = dailyCap ? await partners.recent(parsed.data.email, request.ip, now - DAY_MS) : undefined;
      const full =
        !recent || !dailyCap
          ? undefined
          : recent.byEmail.length >= dailyCap.perEmail
            ? recent.byEmail
            : recent.byIp.length >= dailyCap.perIp
              ? recent.byIp
              : undefined;
      if (full) {
        const retryAfterSec = Math.max(1, Math.ceil((Math.min(...full) + DAY_MS - now) / 1000));
        throw new ApiError(ErrorCodes.TooManyRequests, 'Too many applications today, try again later', 429, retryAfterSec);
      }
      const saved = await partners.create(kind, parsed.data.email, parsed.data, now, request.ip);
      return successBody({ id: saved.id, status: 'RECEIVED' }, clock());
    });
  route('/usercenter/pre/broker', 'broker', brokerSchema);
  route('/usercenter/pre/market_maker', 'market_maker', marketMakerSchema);
}
