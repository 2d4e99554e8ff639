import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';
import { orDefault } from '../http/wire.schema';

/** Wire shapes of `/social-backend-ui/*` (docs/protocol.md "Social"): figures are JSON numbers, read as decimal strings. */
const uuid = z.string().check(z.minLength(1), z.maxLength(64));
const coolName = z.string().check(z.minLength(1), z.maxLength(40));
const rank = z.int().check(z.gte(1));
const count = z.int().check(z.gte(0));
const nullableDecimal = z.nullable(signedDecimal);

const metricsRow = z.object({ rank, uuid, coolName, pnl: signedDecimal, roi: signedDecimal, volume: signedDecimal });
const volumeRow = z.object({ rank, uuid, coolName, volume: signedDecimal });
const meta = z.object({ total: count, recordsPerPage: count, currentPage: count });

export const metricsBoard = z.object({
  rows: z.array(metricsRow).check(z.maxLength(100)),
  meta,
  me: z.optional(z.nullable(metricsRow)),
  updatedTime: timestamp,
});
export const volumeBoard = z.object({
  rows: z.array(volumeRow).check(z.maxLength(100)),
  meta,
  me: z.optional(z.nullable(volumeRow)),
  updatedTime: timestamp,
});
export const searchRows = z.object({ rows: z.array(z.object({ uuid, coolName })).check(z.maxLength(50)) });
export const followingData = z.object({ uuid, following: z.boolean() });
export const followingPage = pageOf(
  z.object({ uuid, coolName, followedTime: timestamp, pnl: signedDecimal, roi: signedDecimal, volume: signedDecimal }),
);
export const uuidData = z.object({ uuid });
export const followingUuids = z.object({ uuids: z.array(uuid).check(z.maxLength(10_000)) });
export const settingsData = z.object({
  showPnl: z.boolean(),
  showPortfolio: z.boolean(),
  showTradingActivity: z.boolean(),
  showPositions: z.boolean(),
  // the leaderboard opt-in (simulator's own design); an answer without it: not listed
  showOnLeaderboard: orDefault(z.boolean(), false),
});
export const coolNameData = z.object({ coolName });

export const summaryData = z.object({
  uuid,
  coolName,
  isMe: z.boolean(),
  following: z.boolean(),
  followers: count,
  followings: count,
  simulated: z.boolean(),
  style: z.nullable(z.string().check(z.maxLength(40))),
  firstTradeTime: z.nullable(timestamp),
  lastTradeTime: z.nullable(timestamp),
  settings: settingsData,
});

export const performanceData = z.object({
  tradingPeriod: z.int(),
  capital: signedDecimal,
  volume: signedDecimal,
  trades: count,
  tradingDays: count,
  pnl: nullableDecimal,
  roi: nullableDecimal,
  winRate: nullableDecimal,
  maxDrawdown: nullableDecimal,
  sharpe: nullableDecimal,
});

const hideable = <T>(row: z.ZodMiniType<T>) => z.object({ hidden: z.boolean(), rows: z.array(row).check(z.maxLength(1000)) });
export const overviewData = hideable(
  z.object({ time: timestamp, pnl: signedDecimal, cumulativePnl: signedDecimal, cumulativeRoi: signedDecimal }),
);
export const activityData = hideable(z.object({ time: timestamp, trades: count, volume: signedDecimal }));
export const portfolioData = hideable(z.object({ asset: z.string().check(z.maxLength(20)), volume: signedDecimal, share: signedDecimal }));
export const positionsData = hideable(
  z.object({
    symbol: z.string().check(z.maxLength(40)),
    holding: signedDecimal,
    averageOpenPrice: signedDecimal,
    markPrice: signedDecimal,
    unrealizedPnl: signedDecimal,
    leverage: z.number().check(z.gte(0), z.lte(1000)),
  }),
);
