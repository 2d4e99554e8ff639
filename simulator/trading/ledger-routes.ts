import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { num } from './events';
import { LEDGER_TYPES, type LedgerRecord } from './records';
import { pageFields, tradingRouteContext } from './route-inputs';
import type { TradingEngine } from './trading-engine';
import { page } from './trading-views';
import { documented } from '../api-docs/api-operation';
import { paged } from '../api-docs/answers';

const time = z.coerce.number().int().min(0).optional();
const historyQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Z0-9]{1,20}$/, 'must be a token such as USDT')
    .optional(),
  type: z.enum(LEDGER_TYPES).optional(),
  startTime: time,
  endTime: time,
  ...pageFields,
});

/** A `GET /v3/asset/token/history` row (numbers on the wire; balanceAfter null on rows stored before it was kept). */
export function ledgerRow(l: LedgerRecord) {
  return {
    id: l.id ?? 0,
    token: l.token,
    type: l.type,
    amount: num(l.amount),
    balanceAfter: l.balanceAfter === undefined ? null : num(l.balanceAfter),
    createdTime: l.createdTime,
  };
}

/**
 * The wallet calls (docs/protocol.md "Wallet and ledger"), bearer session, under /api: `GET /v3/asset/token/history`
 * (the ledger: every balance move, newest first, paged; filters token, type, startTime, endTime) and
 * `GET /usercenter/account/wallet/info` (simulator-designed: the wallet mode and what the account holds).
 */
export function registerLedgerRoutes(
  app: FastifyInstance,
  deps: { trading: TradingEngine; accounts: AccountRepository; control: ControlState; clock: () => number },
): void {
  const { trading, clock } = deps;
  const { ok, user } = tradingRouteContext(deps.accounts, deps.control, clock);

  app.get(
    '/v3/asset/token/history',
    documented({
      tag: 'Asset',
      summary: 'The ledger: every balance move, newest first',
      auth: 'private',
      query: historyQuery,
      data: paged(),
    }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(historyQuery, request.query);
      const a = trading.account(userId);
      await trading.writer.flush();
      const keep = (l: LedgerRecord) =>
        (q.token === undefined || l.token === q.token) &&
        (q.type === undefined || l.type === q.type) &&
        (q.startTime === undefined || l.createdTime >= q.startTime) &&
        (q.endTime === undefined || l.createdTime <= q.endTime);
      return ok(page(a.ledger, keep, q, ledgerRow));
    },
  );

  app.get('/usercenter/account/wallet/info', async (request) => {
    const userId = await user(request);
    const a = trading.account(userId);
    await trading.writer.flush();
    const tokens = [...a.balances]
      .filter(([, b]) => b.h !== 0n || b.f !== 0n)
      .map(([token]) => token)
      .sort();
    return ok({
      userId,
      walletMode: 'UNIFIED',
      tokens,
      hasDeposit: a.ledger.some((l) => l.type === 'DEPOSIT'),
      ledgerRows: a.ledger.length,
      openPositions: [...a.positions.values()].filter((p) => p.holding !== '0').length,
      updatedTime: clock(),
    });
  });
}
