import * as z from 'zod/mini';
import type { RewardCoupon, RewardNotification, RewardTask } from '../../application/rewards/ports/rewards-api.port';
import type { PromotionCard } from '../../application/rewards/ports/promotions-api.port';
import { COUPON_KINDS, REWARD_TASK_KINDS } from '../../domain/rewards/rewards';
import { toPlainDecimal } from '../market/market-frame.schema';

const amount = z.union([z.number(), z.string()]);
const text = (v: number | string): string => (typeof v === 'number' ? toPlainDecimal(v) : v);
const time = z.nullable(z.optional(z.number()));
const opt = (v: number | null | undefined): number | undefined => (v === null || v === undefined ? undefined : v);

export const taskRow = z.object({
  kind: z.enum(REWARD_TASK_KINDS),
  progress: amount,
  target: amount,
  percent: z.number(),
  token: z.string(),
  amount,
  completedTime: time,
  claimBy: time,
  claimedTime: time,
  status: z.enum(['IN_PROGRESS', 'CLAIMABLE', 'CLAIMED', 'EXPIRED']),
});
export const toTask = (r: z.infer<typeof taskRow>): RewardTask => ({
  kind: r.kind,
  progress: text(r.progress),
  target: text(r.target),
  percent: r.percent,
  token: r.token,
  amount: text(r.amount),
  completedTime: opt(r.completedTime),
  claimBy: opt(r.claimBy),
  claimedTime: opt(r.claimedTime),
  status: r.status,
});
export const taskRows = z.object({ rows: z.array(taskRow) });

export const couponRow = z.object({
  id: z.int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: amount,
  token: z.optional(z.string()),
  productId: z.optional(z.string()),
  claimBy: z.number(),
  expiresAt: z.number(),
  durationDays: z.number(),
  claimedAt: time,
  usedAt: time,
  activeUntil: time,
  status: z.enum(['UNCLAIMED', 'CLAIMED', 'ACTIVE', 'USED', 'EXPIRED']),
});
export const toCoupon = (r: z.infer<typeof couponRow>): RewardCoupon => ({
  id: r.id,
  code: r.code,
  kind: r.kind,
  value: text(r.value),
  token: r.token,
  productId: r.productId,
  claimBy: r.claimBy,
  expiresAt: r.expiresAt,
  durationDays: r.durationDays,
  claimedAt: opt(r.claimedAt),
  usedAt: opt(r.usedAt),
  activeUntil: opt(r.activeUntil),
  status: r.status,
});
export const couponRows = z.object({ rows: z.array(couponRow) });

export const rewardNotificationRows = z.object({
  rows: z.array(z.object({ id: z.int(), campaignId: z.string(), source: z.string(), token: z.string(), amount, createdTime: z.number() })),
});
export const toRewardNotifications = (d: z.infer<typeof rewardNotificationRows>): RewardNotification[] =>
  d.rows.map((r) => ({
    id: r.id,
    campaignId: r.campaignId,
    source: r.source,
    token: r.token,
    amount: text(r.amount),
    createdTime: r.createdTime,
  }));

export const dismissData = z.object({ id: z.int(), dismissed: z.boolean() });

export const promotionRows = z.object({
  rows: z.array(
    z.object({
      id: z.string().check(z.maxLength(60)),
      cardType: z.enum(['HOME', 'REWARD_CENTER', 'TRADE']),
      language: z.string().check(z.maxLength(16)),
      title: z.string().check(z.maxLength(160)),
      text: z.string().check(z.maxLength(400)),
      button: z.string().check(z.maxLength(60)),
      link: z.string().check(z.maxLength(300)),
      startTime: z.number(),
      endTime: z.number(),
    }),
  ),
});

/** Only cards whose link is a path of this app ("/…", not "//…"): a promotion never sends the visitor elsewhere. */
export const toPromotions = (d: z.infer<typeof promotionRows>): PromotionCard[] => d.rows.filter((r) => /^\/(?!\/)/.test(r.link));
