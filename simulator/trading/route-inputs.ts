import Decimal from 'decimal.js';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { ApiError, successBody } from '../http/api-error';
import { requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { TradeCodes } from './trading-engine';

/** What the order and algo-order calls read alike: symbols, decimals, client order ids, cancels, pages. */
export const symbol = z.string({ error: 'is required' }).regex(/^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/, 'must be a symbol');
/** A non-negative decimal as a JSON number or string, kept as a decimal string. */
export const decimal = z
  .union([z.number().finite().nonnegative(), z.string().regex(/^(?:\d+\.?\d*|\.\d+)$/, 'must be a non-negative decimal number')])
  .transform((v) => (typeof v === 'number' ? new Decimal(v).toFixed() : v));
const MAX_CLIENT_ID = (1n << 63n) - 1n;
/** 0 … 2^63-1, as a number (≤ 2^53-1) or a string of digits; kept as a decimal string. */
export const clientOrderId = z
  .union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,19}$/, 'must be a whole number')])
  .transform((v) => BigInt(v).toString())
  .refine((v) => BigInt(v) <= MAX_CLIENT_ID, 'must be at most 2^63-1');
/**
 * An order or algo order id as the exchange's clients send it: a JSON number or a string of digits (CCXT sends
 * strings). The simulator's own ids are safe integers, so a longer one names no order of it.
 */
export const orderIdInput = z
  .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,16}$/, 'must be a whole number')])
  .transform((v) => Number(v))
  .refine((v) => Number.isSafeInteger(v) && v > 0, 'must be a positive whole number');
export const cancelQuery = z.object({ symbol: symbol.optional(), orderId: orderIdInput });
export const cancelAllQuery = z.object({ symbol: symbol.optional() });
export const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(25),
};

/** The answer envelope, the session's user, and the maintenance refusal (-1011) every trading write starts with. */
export function tradingRouteContext(accounts: AccountRepository, control: ControlState, clock: () => number) {
  return {
    ok: <T>(data: T) => successBody(data, clock()),
    user: async (request: FastifyRequest) => (await requireAccount(request, accounts, clock())).userId,
    open: () => {
      if (control.maintenance) throw new ApiError(TradeCodes.Maintenance, 'The system is under maintenance.');
    },
  };
}
