import * as z from 'zod/mini';
import { signedDecimal, symbol, timestamp } from '../market/rest-market.schema';
import { algoRows } from './algo-order.schema';
import { clientId } from './trading.schema';
import { orDefault, wireId } from '../http/wire.schema';

/** Frames of the private stream (docs/protocol.md "Private stream"); numbers become plain decimal strings, ids exact strings. */

const text = (max: number) => z.string().check(z.maxLength(max));
const version = z.int().check(z.gte(0));
const flag = z.pipe(
  z.optional(z.boolean()),
  z.transform((v: boolean | undefined) => v ?? false),
);
const zero = z.pipe(
  z.optional(signedDecimal),
  z.transform((v: string | undefined) => v ?? '0'),
);

export const executionReportData = z.object({
  msgType: z.pipe(
    z.optional(z.int()),
    z.transform((v: number | undefined) => v ?? 0),
  ),
  symbol,
  clientOrderId: orDefault(clientId, '0'),
  orderId: wireId,
  type: text(20),
  side: z.enum(['BUY', 'SELL']),
  quantity: zero,
  price: zero,
  tradeId: orDefault(wireId, '0'),
  executedPrice: zero,
  executedQuantity: zero,
  fee: zero,
  feeAsset: z.pipe(
    z.optional(text(20)),
    z.transform((v: string | undefined) => v ?? ''),
  ),
  totalExecutedQuantity: zero,
  avgPrice: zero,
  status: z.enum(['NEW', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED', 'REPLACED']),
  reason: z.pipe(
    z.optional(text(500)),
    z.transform((v: string | undefined) => v ?? ''),
  ),
  totalFee: zero,
  visible: zero,
  timestamp,
  reduceOnly: flag,
  maker: flag,
});

const balanceEntry = z.object({ holding: signedDecimal, frozen: signedDecimal, version });
const positionEntry = z.object({
  holding: signedDecimal,
  averageOpenPrice: signedDecimal,
  markPrice: signedDecimal,
  version,
  symbol: z.optional(symbol),
  positionSide: z.optional(z.enum(['BOTH', 'LONG', 'SHORT'])),
  marginMode: z.optional(z.enum(['CROSS', 'ISOLATED'])),
  leverage: z.optional(z.number().check(z.gt(0), z.lte(1000))),
  isolatedMargin: z.optional(signedDecimal),
  adlQuantile: z.optional(z.int().check(z.gte(0), z.lte(5))),
});
/** One-way entries are keyed by symbol, hedge-mode ones by `symbol:LONG` / `symbol:SHORT` (docs/protocol.md). */
const positionKey = z.string().check(z.maxLength(48), z.regex(/^[A-Z0-9_]+(:(LONG|SHORT))?$/));
const tokenKey = z.string().check(z.minLength(1), z.maxLength(20));

/**
 * A frame is told apart by its `topic` (data) or its `event` (the session's answers), and only the schema of its kind
 * is tried: in a plain union a balance frame was first read, and refused, as an execution report (a third more time
 * per frame at a hundred fills a second; docs/benchmarks.md, stop 66).
 */
export const privateFrame = z.union([
  z.discriminatedUnion('topic', [
    z.object({ topic: z.literal('executionreport'), ts: z.optional(timestamp), data: executionReportData }),
    z.object({ topic: z.literal('balance'), ts: z.optional(timestamp), data: z.object({ balances: z.record(tokenKey, balanceEntry) }) }),
    z.object({
      topic: z.literal('position'),
      ts: z.optional(timestamp),
      data: z.object({ positions: z.record(positionKey, positionEntry) }),
    }),
    z.object({ topic: z.literal('algoexecutionreportv2'), ts: z.optional(timestamp), data: algoRows }),
  ]),
  z.discriminatedUnion('event', [
    z.object({ event: z.literal('auth'), id: z.optional(text(100)), success: z.boolean(), errorMsg: z.optional(text(500)) }),
    z.object({
      event: z.enum(['subscribe', 'unsubscribe']),
      id: z.optional(text(100)),
      success: z.boolean(),
      data: z.optional(text(100)),
      errorMsg: z.optional(text(500)),
    }),
    z.object({ event: z.enum(['ping', 'pong']), ts: z.optional(timestamp) }),
    z.object({ event: z.literal('error'), errorMsg: z.optional(text(500)), success: z.optional(z.boolean()) }),
  ]),
]);
export type PrivateFrame = z.infer<typeof privateFrame>;
