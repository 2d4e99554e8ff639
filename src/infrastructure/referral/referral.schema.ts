import * as z from 'zod/mini';
import type {
  Commission,
  Paged,
  Referee,
  ReferralCampaign,
  ReferralCode,
  ReferralSharing,
  ReferralTotals,
  TokenAmount,
} from '../../application/referral/ports/referral-api.port';
import { REFERRAL_SPLITS } from '../../domain/referral/referral';
import { toPlainDecimal } from '../market/market-frame.schema';

const amount = z.union([z.number(), z.string()]);
const text = (v: number | string): string => (typeof v === 'number' ? toPlainDecimal(v) : v);
const tokenAmount = z.object({ token: z.string(), amount });
const toAmounts = (rows: readonly z.infer<typeof tokenAmount>[]): TokenAmount[] =>
  rows.map((r) => ({ token: r.token, amount: text(r.amount) }));
const meta = z.object({ total: z.int(), recordsPerPage: z.int(), currentPage: z.int() });

/** A code row of `get_referral`, `build_referral`, `edit_referral`, `default_referral/{id}`. */
export const codeRow = z.object({
  id: z.int(),
  referralCode: z.string(),
  split: z.enum(REFERRAL_SPLITS),
  note: z._default(z.nullable(z.string()), ''),
  isDefault: z.boolean(),
  referees: z._default(z.int(), 0),
  createdTime: z.number(),
});
export const toCode = (r: z.infer<typeof codeRow>): ReferralCode => ({
  id: r.id,
  code: r.referralCode,
  split: r.split,
  note: r.note ?? '',
  isDefault: r.isDefault,
  referees: r.referees,
  createdTime: r.createdTime,
});
export const codeRows = z.object({ rows: z.array(codeRow) });

export const totalsData = z.object({
  referees: z.int(),
  tradedReferees: z.int(),
  volume: amount,
  earned30d: z.array(tokenAmount),
  earnedTotal: z.array(tokenAmount),
});
export const toTotals = (d: z.infer<typeof totalsData>): ReferralTotals => ({
  referees: d.referees,
  tradedReferees: d.tradedReferees,
  volume: text(d.volume),
  earned30d: toAmounts(d.earned30d),
  earnedTotal: toAmounts(d.earnedTotal),
});

const refereeRow = z.object({
  referralId: z.int(),
  registerTime: z.number(),
  referralCode: z.string(),
  tradeStatus: z.enum(['REGISTERED', 'TRADED']),
  earned: z.array(tokenAmount),
  email: z._default(z.string(), ''),
  volume: amount,
});
export const refereePage = z.object({ rows: z.array(refereeRow), meta });
export const toReferees = (d: z.infer<typeof refereePage>): Paged<Referee> => ({
  rows: d.rows.map((r) => ({
    referralId: r.referralId,
    registerTime: r.registerTime,
    code: r.referralCode,
    traded: r.tradeStatus === 'TRADED',
    earned: toAmounts(r.earned),
    email: r.email,
    volume: text(r.volume),
  })),
  total: d.meta.total,
  page: d.meta.currentPage,
  size: d.meta.recordsPerPage,
});

const commissionRow = z.object({
  id: z.int(),
  referralId: z.int(),
  referralCode: z.string(),
  token: z.string(),
  amount,
  createdTime: z.number(),
});
export const commissionPage = z.object({ rows: z.array(commissionRow), meta });
export const toCommissions = (d: z.infer<typeof commissionPage>): Paged<Commission> => ({
  rows: d.rows.map((r) => ({
    id: r.id,
    referralId: r.referralId,
    code: r.referralCode,
    token: r.token,
    amount: text(r.amount),
    createdTime: r.createdTime,
  })),
  total: d.meta.total,
  page: d.meta.currentPage,
  size: d.meta.recordsPerPage,
});

export const freeCodeData = z.object({ referralCode: z.string() });

export const campaignRows = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      title: z.string().check(z.maxLength(200)),
      commissionRate: amount,
      durationDays: z.int(),
      endTime: z.number(),
      target: z.int(),
      referees: z.int(),
      tradedReferees: z.int(),
      completed: z.boolean(),
    }),
  ),
});
export const toCampaign = (d: z.infer<typeof campaignRows>): ReferralCampaign | undefined => {
  const r = d.rows[0];
  return r && { ...r, commissionRate: text(r.commissionRate) };
};

export const sharingData = z.object({
  referralCode: z.string(),
  texts: z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10)),
  imageUrl: z.string().check(z.maxLength(300)),
});
/** The image must be a path of this app (`/…`, not `//…`): a canvas or an <img> never loads another origin's picture. */
export const toSharing = (d: z.infer<typeof sharingData>): ReferralSharing => ({
  code: d.referralCode,
  texts: d.texts,
  imageUrl: /^\/(?!\/)/.test(d.imageUrl) ? d.imageUrl : '',
});
