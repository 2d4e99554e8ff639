import * as z from 'zod/mini';
import { orDefault, wireDecimal, wireFlag, wireId, wireTime } from '../http/wire.schema';
import { symbol } from '../market/rest-market.schema';

/**
 * An algo row of `GET /v3/trade/algoOrders`, the data of `GET /v3/trade/algoOrder` and an `algoexecutionreportv2`
 * entry (docs/protocol.md "Algo orders"). As recorded: ids as numbers (or strings), `parentAlgoOrderId` 0 for a root,
 * `triggerTime` "0" until triggered, `createdTime`/`updatedTime` as seconds strings (2025-07) or milliseconds;
 * `callbackRate`, `activatedPrice`, `isActivated`, `isArmed` and `reason` are the simulator's own (absent → defaults).
 */
const text = (max: number) => z.string().check(z.maxLength(max));
const zero = orDefault(wireDecimal, '0');

export const algoRow = z.object({
  algoOrderId: wireId,
  rootAlgoOrderId: orDefault(wireId, '0'),
  parentAlgoOrderId: orDefault(wireId, '0'),
  symbol,
  algoType: text(40),
  side: z.enum(['BUY', 'SELL']),
  type: text(20),
  quantity: zero,
  price: zero,
  triggerPrice: zero,
  triggerPriceType: orDefault(z.enum(['MARKET_PRICE', 'MARK_PRICE']), 'MARKET_PRICE'),
  isTriggered: orDefault(wireFlag, false),
  algoStatus: z.enum(['NEW', 'TRIGGERED', 'PARTIAL_FILLED', 'FILLED', 'CANCELLED', 'REJECTED']),
  reduceOnly: orDefault(wireFlag, false),
  callbackRate: zero,
  activatedPrice: zero,
  isActivated: orDefault(wireFlag, true),
  isArmed: orDefault(wireFlag, true),
  positionSide: orDefault(z.enum(['BOTH', 'LONG', 'SHORT']), 'BOTH'),
  reason: orDefault(text(500), ''),
  createdTime: wireTime,
  updatedTime: orDefault(wireTime, 0),
});

export const algoRows = z.array(algoRow).check(z.maxLength(500));
