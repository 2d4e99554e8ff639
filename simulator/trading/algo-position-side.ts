import Decimal from 'decimal.js';
import type { OrderSide } from '../../src/domain/trade/orders/order';
import { positionTarget } from '../../src/domain/trade/perps/leverage';
import { ApiError, ErrorCodes } from '../http/api-error';
import { englishRefusal } from '../http/refusal-english';
import { positionKey } from './account-state';
import type { AlgoRecord } from './algo-records';
import type { PositionSide } from '../../src/domain/trade/perps/leverage';
import type { TradingEngine } from './trading-engine';

/** The `positionSide` fields an algo body may carry: on the algo itself and on its children. */
interface SideCarrier {
  readonly positionSide?: PositionSide;
  readonly childOrders?: readonly SideCarrier[];
}

/**
 * The position an algo order acts on (ADR 0019), as `POST /v3/trade/order` decides it: spot and one-way perpetuals
 * BOTH (LONG / SHORT refused); hedge mode LONG or SHORT, required. A BRACKET's or POSITIONAL_TP_SL's children act on
 * the root's position: a child may repeat it (or give it when the root does not) but not name the other one.
 */
export function algoPositionSide(trading: TradingEngine, userId: number, symbol: string, input: SideCarrier): PositionSide {
  const kids = (input.childOrders ?? []).flatMap((c) => [c, ...(c.childOrders ?? [])]);
  const named = [input.positionSide, ...kids.map((c) => c.positionSide)].filter((s): s is PositionSide => s !== undefined);
  const given = named[0];
  const other = named.find((s) => s !== given);
  if (other !== undefined)
    throw new ApiError(ErrorCodes.InvalidParameter, `positionSide: the children of a ${given} order act on its position, not ${other}`);
  if (!trading.rules(symbol).perp) {
    if (given !== undefined && given !== 'BOTH')
      throw new ApiError(ErrorCodes.InvalidParameter, 'positionSide: LONG and SHORT are for perpetuals only');
    return 'BOTH';
  }
  const target = positionTarget(trading.account(userId).positionMode, 'BUY', given);
  if (!target.ok) throw new ApiError(ErrorCodes.InvalidParameter, `positionSide: ${englishRefusal(target.refusal)}`);
  return target.positionSide;
}

/** Whether an order of `side` closes its hedge-mode position (SELL of a LONG, BUY of a SHORT): it only ever reduces. */
export const closesPosition = (side: OrderSide, positionSide: PositionSide): boolean =>
  positionSide !== 'BOTH' && (positionSide === 'LONG') !== (side === 'BUY');

/** The position's holding (signed decimal) of a perpetual symbol on one side (BOTH: the one-way position). */
export const holdingOf = (trading: TradingEngine, userId: number, symbol: string, positionSide: PositionSide = 'BOTH'): Decimal =>
  new Decimal(trading.account(userId).positions.get(positionKey(symbol, positionSide))?.holding ?? 0);

/** The position side field of a child order placed by an algo (none for BOTH, as a one-way order sends). */
export const childPositionSide = (r: Pick<AlgoRecord, 'positionSide'>): { positionSide?: PositionSide } =>
  r.positionSide === 'BOTH' ? {} : { positionSide: r.positionSide };
