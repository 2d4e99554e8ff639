import * as z from 'zod/mini';
import { ORDER_TYPES } from '../../domain/trade/orders/order';
import { signedDecimal, symbol, timestamp } from '../market/rest-market.schema';

/**
 * Wire shapes of the v3 private trading calls (trading-facts.md "Trading"; docs/protocol.md). Decimal fields are
 * JSON numbers on the wire and become plain decimal strings here; ids are numbers, the client id is read as a string.
 */

export const decimalText = signedDecimal;
const nullableDecimal = z.pipe(z.optional(z.nullable(signedDecimal)), z.transform((v: string | null | undefined) => v ?? null));
const id = z.int().check(z.gte(0));
/** A client order id: a number on the wire (0 … 2^63-1), or a numeric string; read as a decimal string. */
export const clientId = z.pipe(z.union([z.int().check(z.gte(0)), z.string().check(z.regex(/^\d{1,19}$/))]), z.transform((v: number | string) => String(v)));
const side = z.enum(['BUY', 'SELL']);
const orderType = z.enum(ORDER_TYPES as ['LIMIT', ...('MARKET' | 'IOC' | 'FOK' | 'POST_ONLY' | 'ASK' | 'BID')[]]);
const orderStatus = z.enum(['NEW', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED']);
const text = (max: number) => z.string().check(z.maxLength(max));
const zero = (v: string | undefined) => v ?? '0';
const marginMode = z.enum(['CROSS', 'ISOLATED']);
export const positionSide = z.pipe(z.optional(z.enum(['BOTH', 'LONG', 'SHORT'])), z.transform((v: 'BOTH' | 'LONG' | 'SHORT' | undefined) => v ?? 'BOTH'));
const leverageValue = z.number().check(z.gt(0), z.lte(1000));

export const placedOrderData = z.object({
  orderId: id,
  clientOrderId: clientId,
  type: text(20),
  price: nullableDecimal,
  quantity: nullableDecimal,
  amount: nullableDecimal,
});

export const statusData = z.object({ status: text(40) });

export const orderRow = z.object({
  orderId: id,
  clientOrderId: clientId,
  symbol,
  orderTag: z.pipe(z.optional(text(64)), z.transform((v: string | undefined) => v ?? 'default')),
  side,
  type: orderType,
  status: orderStatus,
  price: nullableDecimal,
  quantity: nullableDecimal,
  amount: nullableDecimal,
  executed: signedDecimal,
  visible: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  averageExecutedPrice: nullableDecimal,
  totalFee: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  feeAsset: z.pipe(z.optional(text(20)), z.transform((v: string | undefined) => v ?? '')),
  reduceOnly: z.pipe(z.optional(z.boolean()), z.transform((v: boolean | undefined) => v ?? false)),
  realizedPnl: z.pipe(z.optional(z.nullable(signedDecimal)), z.transform((v: string | null | undefined) => v ?? '0')),
  createdTime: timestamp,
  updatedTime: timestamp,
  positionSide: z.optional(z.enum(['BOTH', 'LONG', 'SHORT'])),
});

export const fillRow = z.object({
  id,
  symbol,
  orderId: id,
  side,
  executedPrice: signedDecimal,
  executedQuantity: signedDecimal,
  fee: signedDecimal,
  feeAsset: text(20),
  realizedPnl: z.pipe(z.optional(z.nullable(signedDecimal)), z.transform((v: string | null | undefined) => v ?? '0')),
  isMaker: z.union([z.boolean(), z.pipe(z.int(), z.transform((v: number) => v === 1))]),
  executedTimestamp: timestamp,
});

/** Paged lists: `data.rows` + `data.meta {total, recordsPerPage, currentPage}`. */
export function pageOf<T>(row: z.ZodMiniType<T>) {
  return z.object({
    rows: z.array(row).check(z.maxLength(1000)),
    meta: z.object({ total: z.int().check(z.gte(0)), recordsPerPage: z.int().check(z.gte(0)), currentPage: z.int().check(z.gte(0)) }),
  });
}

export const balanceRow = z.object({
  token: text(20).check(z.minLength(1)),
  holding: signedDecimal,
  frozen: signedDecimal,
  availableBalance: z.optional(signedDecimal),
  timestamp: z.pipe(z.optional(timestamp), z.transform((v: number | undefined) => v ?? 0)),
});

export const positionRow = z.object({
  symbol,
  holding: signedDecimal,
  pendingLongQty: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  pendingShortQty: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  averageOpenPrice: signedDecimal,
  markPrice: signedDecimal,
  estLiqPrice: z.pipe(z.optional(z.nullable(signedDecimal)), z.transform((v: string | null | undefined) => v ?? '0')),
  pnl24H: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  fee24H: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  settlePrice: z.pipe(z.optional(signedDecimal), z.transform(zero)),
  marginMode: z.pipe(z.optional(marginMode), z.transform((v: 'CROSS' | 'ISOLATED' | undefined) => v ?? 'CROSS')),
  leverage: z.pipe(z.optional(leverageValue), z.transform((v: number | undefined) => v ?? 1)),
  adlQuantile: z.optional(z.int().check(z.gte(0), z.lte(5))),
  timestamp: z.pipe(z.optional(timestamp), z.transform((v: number | undefined) => v ?? 0)),
  positionSide,
  isolatedMarginAmount: z.pipe(z.optional(signedDecimal), z.transform(zero)),
});

export const accountInfoData = z.object({
  applicationId: text(100),
  account: text(200),
  accountMode: text(40),
  positionMode: z.pipe(z.optional(text(40)), z.transform((v: string | undefined) => v ?? 'ONE_WAY')),
  leverage: z.number().check(z.gt(0), z.lte(1000)),
  makerFeeRate: signedDecimal,
  takerFeeRate: signedDecimal,
  marginRatio: z.pipe(z.optional(z.nullable(signedDecimal)), z.transform((v: string | null | undefined) => v ?? undefined)),
  initialMarginRatio: signedDecimal,
  maintenanceMarginRatio: signedDecimal,
  totalCollateral: signedDecimal,
  freeCollateral: signedDecimal,
  totalAccountValue: signedDecimal,
});

export const tradingFeeData = z.object({ symbol, takerFee: signedDecimal, makerFee: signedDecimal });

/** `GET` / `PUT /v3/futures/leverage` (docs/protocol.md "Leverage and margin"). */
export const leverageData = z.object({ symbol, marginMode, leverage: z.int().check(z.gte(1), z.lte(1000)) });
/** `PUT /v3/futures/positionMode`. */
export const positionModeData = z.object({ positionMode: z.enum(['ONE_WAY', 'HEDGE_MODE']) });
/** `POST /v3/account/isolatedMargin/margin`. */
export const isolatedMarginData = z.object({ symbol, positionSide: z.enum(['BOTH', 'LONG', 'SHORT']), isolatedMarginAmount: signedDecimal });
