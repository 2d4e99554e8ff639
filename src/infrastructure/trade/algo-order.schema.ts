import * as z from 'zod/mini';
import { signedDecimal, symbol, timestamp } from '../market/rest-market.schema';

/** An algo row of `GET /v3/trade/algoOrders` and of `algoexecutionreportv2` (docs/protocol.md "Algo orders"). */
const text = (max: number) => z.string().check(z.maxLength(max));
const zero = z.pipe(z.optional(z.nullable(signedDecimal)), z.transform((v: string | null | undefined) => v ?? '0'));
const flag = (fallback: boolean) => z.pipe(z.optional(z.boolean()), z.transform((v: boolean | undefined) => v ?? fallback));
const id = z.int().check(z.gte(0));

export const algoRow = z.object({
  algoOrderId: id,
  rootAlgoOrderId: id,
  parentAlgoOrderId: id,
  symbol,
  algoType: text(40),
  side: z.enum(['BUY', 'SELL']),
  type: text(20),
  quantity: zero,
  price: zero,
  triggerPrice: zero,
  triggerPriceType: z.pipe(z.optional(z.enum(['MARKET_PRICE', 'MARK_PRICE'])), z.transform((v: 'MARKET_PRICE' | 'MARK_PRICE' | undefined) => v ?? 'MARKET_PRICE')),
  isTriggered: flag(false),
  algoStatus: z.enum(['NEW', 'TRIGGERED', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED']),
  reduceOnly: flag(false),
  callbackRate: zero,
  activatedPrice: zero,
  isActivated: flag(true),
  isArmed: flag(true),
  positionSide: z.pipe(z.optional(z.enum(['BOTH', 'LONG', 'SHORT'])), z.transform((v: 'BOTH' | 'LONG' | 'SHORT' | undefined) => v ?? 'BOTH')),
  reason: z.pipe(z.optional(text(500)), z.transform((v: string | undefined) => v ?? '')),
  createdTime: timestamp,
  updatedTime: z.pipe(z.optional(timestamp), z.transform((v: number | undefined) => v ?? 0)),
});

export const algoRows = z.array(algoRow).check(z.maxLength(500));
