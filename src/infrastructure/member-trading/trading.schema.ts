import * as z from 'zod/mini';
import { ORDER_TYPES } from '../../domain/trade/orders/order';
import { orDefault, nullable, wireCount, wireDecimal, wireFlag, wireId, wireRows, wireTime } from '../http/wire.schema';
import { signedDecimal, symbol } from '../market/rest-market.schema';

/**
 * Wire shapes of the v3 private trading calls, as the real exchange's recorded answers show them
 * (shared/reference/woo-real-responses.json; docs/protocol.md "Trading"). Every scalar goes through the wire readers
 * (src/infrastructure/http/wire.schema.ts), so each recorded period reads the same: ids become exact decimal strings,
 * decimals plain decimal strings, times integer milliseconds (from ms numbers, ms strings or seconds strings).
 */

export const decimalText = signedDecimal;
/** A client order id: 0 … 2^63-1 as a number or a string of digits; read as its exact decimal string. */
export const clientId = wireId;
const side = z.enum(['BUY', 'SELL']);
const orderType = z.enum(ORDER_TYPES as ['LIMIT', ...('MARKET' | 'IOC' | 'FOK' | 'POST_ONLY' | 'ASK' | 'BID')[]]);
const orderStatus = z.enum(['NEW', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED']);
const text = (max: number) => z.string().check(z.maxLength(max));
const zero = orDefault(wireDecimal, '0');
const marginMode = z.enum(['CROSS', 'ISOLATED']);
const sideOfPosition = z.enum(['BOTH', 'LONG', 'SHORT']);
export const positionSide = orDefault(sideOfPosition, 'BOTH');
/** A leverage: a whole number (number or string) from 1 to 1000. */
const leverageValue = z.pipe(wireCount, z.number().check(z.gte(1), z.lte(1000)));

/** `POST /v3/trade/order`'s data: `{orderId, clientOrderId, type, price, quantity, amount, bidAskLevel}`. */
export const placedOrderData = z.object({
  orderId: wireId,
  clientOrderId: orDefault(wireId, '0'),
  type: text(20),
  price: nullable(wireDecimal),
  quantity: nullable(wireDecimal),
  amount: nullable(wireDecimal),
});

export const statusData = z.object({ status: text(40) });

/**
 * A row of `GET /v3/trade/orders` and the data of `GET /v3/trade/order`. The real row has no `updatedTime`
 * (the simulator's stream reports carry one), `averageExecutedPrice` is 0 until something executed and
 * `realizedPnl` is null on spot; `totalRebate`, `rebateAsset` and `bidAskLevel` are not read.
 */
export const orderRow = z.pipe(
  z.object({
    orderId: wireId,
    clientOrderId: orDefault(wireId, '0'),
    symbol,
    orderTag: orDefault(text(64), 'default'),
    side,
    type: orderType,
    status: orderStatus,
    price: nullable(wireDecimal),
    quantity: nullable(wireDecimal),
    amount: nullable(wireDecimal),
    executed: zero,
    visible: zero,
    averageExecutedPrice: nullable(wireDecimal),
    totalFee: zero,
    feeAsset: orDefault(text(20), ''),
    reduceOnly: orDefault(wireFlag, false),
    realizedPnl: zero,
    createdTime: wireTime,
    updatedTime: z.optional(wireTime),
    positionSide: z.optional(sideOfPosition),
  }),
  z.transform((row) => {
    const { updatedTime, positionSide: sideOf, averageExecutedPrice, ...rest } = row;
    return {
      ...rest,
      averageExecutedPrice: averageExecutedPrice === null || Number(row.executed) === 0 ? null : averageExecutedPrice,
      ...(updatedTime === undefined ? {} : { updatedTime }),
      ...(sideOf === undefined ? {} : { positionSide: sideOf }),
    };
  }),
);

/** A row of `GET /v3/trade/transactionHistory`: `isMaker` 0/1, `executedTimestamp` seconds (2025-07) or ms. */
export const fillRow = z.object({
  id: wireId,
  symbol,
  orderId: wireId,
  side,
  executedPrice: wireDecimal,
  executedQuantity: wireDecimal,
  fee: wireDecimal,
  feeAsset: text(20),
  realizedPnl: zero,
  isMaker: wireFlag,
  executedTimestamp: wireTime,
  orderTag: z.optional(text(64)),
});

/** A row of `GET /v3/asset/balances`' `data.holding` (CCXT `parseBalance`). */
export const balanceRow = z.object({
  token: text(40).check(z.minLength(1)),
  holding: wireDecimal,
  frozen: orDefault(wireDecimal, '0'),
  availableBalance: z.optional(wireDecimal),
  updatedTime: orDefault(wireTime, 0),
});
export const balanceRows = wireRows(balanceRow, 'holding');

/** A row of `GET /v3/futures/positions`' `data.positions`: decimals as strings, `leverage` a number. */
export const positionRow = z.object({
  symbol,
  holding: wireDecimal,
  pendingLongQty: zero,
  pendingShortQty: zero,
  averageOpenPrice: wireDecimal,
  markPrice: wireDecimal,
  estLiqPrice: zero,
  pnl24H: zero,
  fee24H: zero,
  settlePrice: zero,
  marginMode: orDefault(marginMode, 'CROSS'),
  leverage: orDefault(leverageValue, 1),
  adlQuantile: z.optional(z.pipe(wireCount, z.number().check(z.lte(5)))),
  timestamp: orDefault(wireTime, 0),
  positionSide,
  isolatedMarginAmount: zero,
});
export const positionRows = wireRows(positionRow, 'positions');

/**
 * `GET /v3/account/info`. `leverage` 0 means "set per symbol"; the answer has no fee rates (`GET /v3/trade/tradingFee`).
 */
export const accountInfoData = z.object({
  applicationId: text(100),
  account: text(200),
  accountMode: text(40),
  positionMode: orDefault(text(40), 'ONE_WAY'),
  leverage: z.pipe(wireCount, z.number().check(z.lte(1000))),
  marginRatio: z.pipe(
    z.optional(z.nullable(wireDecimal)),
    z.transform((v: string | null | undefined) => v ?? undefined),
  ),
  initialMarginRatio: wireDecimal,
  maintenanceMarginRatio: wireDecimal,
  totalCollateral: wireDecimal,
  freeCollateral: wireDecimal,
  totalAccountValue: wireDecimal,
});

/** `GET /v3/trade/tradingFee`: fees in basis points, as strings (`"5"`). */
export const tradingFeeData = z.object({ symbol, takerFee: wireDecimal, makerFee: wireDecimal });

/** `GET /v3/futures/leverage`: `{symbol, marginMode, positionMode, details: [{positionSide, leverage}]}`. */
export const leverageDetailsData = z.object({
  symbol,
  marginMode,
  positionMode: orDefault(z.enum(['ONE_WAY', 'HEDGE_MODE']), 'ONE_WAY'),
  details: z.array(z.object({ positionSide: sideOfPosition, leverage: leverageValue })).check(z.minLength(1), z.maxLength(3)),
});
/** `PUT /v3/futures/leverage`'s answer (the simulator's own: the stored setting). */
export const leverageData = z.object({ symbol, marginMode, leverage: leverageValue });
/** `PUT /v3/futures/positionMode`. */
export const positionModeData = z.object({ positionMode: z.enum(['ONE_WAY', 'HEDGE_MODE']) });
/** `POST /v3/account/isolatedMargin/margin`. */
export const isolatedMarginData = z.object({ symbol, positionSide: sideOfPosition, isolatedMarginAmount: wireDecimal });
