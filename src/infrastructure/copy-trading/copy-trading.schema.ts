import * as z from 'zod/mini';
import { signedDecimal, timestamp } from '../market/rest-market.schema';
import { pageOf } from '../http/wire-page.schema';

/** Wire shapes of `/copy-trading-gateway/*` (docs/protocol.md "Copy trading"): figures are JSON numbers, read as decimal strings. */
const uuid = z.string().check(z.minLength(1), z.maxLength(64));
const coolName = z.string().check(z.minLength(1), z.maxLength(40));
const count = z.int().check(z.gte(0));
const symbol = z.string().check(z.maxLength(40));
const side = z.enum(['BUY', 'SELL']);
const maybe = z.nullable(signedDecimal);

const leadRow = z.object({
  uuid,
  coolName,
  roi: signedDecimal,
  pnl: signedDecimal,
  copierPnl: signedDecimal,
  winRate: maybe,
  maxDrawdown: signedDecimal,
  sharpe: maybe,
  aum: signedDecimal,
  copiers: count,
  maxCopiers: count,
  tradingDays: count,
  minCopyAmount: signedDecimal,
  profitShare: signedDecimal,
  roiChart: z.optional(z.array(signedDecimal).check(z.maxLength(100))),
});
export const leadBoard = pageOf(leadRow);
export const leadDetail = z.extend(leadRow, {
  period: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  since: timestamp,
  daily: z
    .array(z.object({ time: timestamp, pnl: signedDecimal, cumulativePnl: signedDecimal, cumulativeRoi: signedDecimal }))
    .check(z.maxLength(100)),
});
export const leadPositions = z.object({
  rows: z
    .array(
      z.object({
        symbol,
        holding: signedDecimal,
        averageOpenPrice: signedDecimal,
        markPrice: signedDecimal,
        unrealizedPnl: signedDecimal,
        leverage: z.number().check(z.gte(0), z.lte(1000)),
      }),
    )
    .check(z.maxLength(200)),
});
export const leadHistory = pageOf(
  z.object({ symbol, side, closedQuantity: signedDecimal, closePrice: signedDecimal, realizedPnl: signedDecimal, closedTime: timestamp }),
);
const copier = z.object({ uuid, coolName, amount: signedDecimal, pnl: signedDecimal, since: timestamp });
export const copiersPage = pageOf(copier);

export const copyLimits = z.object({
  leadUuid: uuid,
  minCopyAmount: signedDecimal,
  maxCopyAmount: signedDecimal,
  minRatio: signedDecimal,
  maxRatio: signedDecimal,
  minSlippage: signedDecimal,
  maxSlippage: signedDecimal,
  maxLeverage: count,
  profitShare: signedDecimal,
  available: signedDecimal,
  symbols: z.array(symbol).check(z.maxLength(200)),
  full: z.boolean(),
  copyId: z.nullable(count),
});

const settings = z.object({
  mode: z.enum(['FIXED_AMOUNT', 'FIXED_RATIO']),
  amount: signedDecimal,
  ratio: maybe,
  leverageMode: z.enum(['FOLLOW', 'FIXED']),
  leverage: z.nullable(count),
  symbols: z.array(symbol).check(z.maxLength(50)),
  maxOrderAmount: maybe,
  maxSlippage: signedDecimal,
  takeProfit: maybe,
  stopLoss: maybe,
  portfolioStopLoss: maybe,
});
export const copyView = z.object({
  copyId: count,
  leadUuid: uuid,
  leadCoolName: coolName,
  status: z.enum(['RUNNING', 'STOPPED']),
  settings,
  createdTime: timestamp,
  stoppedTime: z.nullable(timestamp),
  stopReason: z.nullable(z.enum(['USER', 'PORTFOLIO_STOP_LOSS'])),
  closedOnStop: z.nullable(z.boolean()),
  pnl: signedDecimal,
  realizedPnl: signedDecimal,
  fees: signedDecimal,
  copyFees: signedDecimal,
  profitShared: signedDecimal,
  roi: signedDecimal,
  positions: z
    .array(z.object({ symbol, quantity: signedDecimal, entryPrice: signedDecimal, markPrice: signedDecimal, unrealizedPnl: signedDecimal }))
    .check(z.maxLength(200)),
});
export const copyList = z.object({ rows: z.array(copyView).check(z.maxLength(1000)) });
export const copyHistory = pageOf(
  z.object({
    id: z.string().check(z.maxLength(40)),
    symbol,
    side,
    kind: z.enum(['OPEN', 'CLOSE', 'TAKE_PROFIT', 'STOP_LOSS', 'STOP']),
    status: z.enum(['FILLED', 'PARTIAL', 'SKIPPED']),
    skipReason: z.nullable(
      z.enum(['SYMBOL_NOT_COPIED', 'BELOW_MINIMUM', 'NO_ROOM', 'SLIPPAGE', 'NOTHING_TO_CLOSE', 'LEAD_EQUITY', 'REFUSED']),
    ),
    note: z.string().check(z.maxLength(500)),
    leadPrice: maybe,
    leadQuantity: maybe,
    quantity: signedDecimal,
    executedPrice: maybe,
    executedQuantity: maybe,
    copyFee: maybe,
    createdTime: timestamp,
  }),
);
export const myLead = z.object({
  lead: z.nullable(leadRow),
  maxProfitShare: signedDecimal,
  copiers: z.array(copier).check(z.maxLength(1000)),
});
export const leadApplied = leadRow;
