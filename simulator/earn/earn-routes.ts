import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INSTANT_UNSTAKE_FEE_RATE, STAKING_BASE_APR, UNBONDING_DAYS } from '../../src/domain/earn/staking';
import { AVERAGE_DAYS, WOO_TIERS } from '../../src/domain/earn/tiers';
import type { ControlState } from '../control/control-state';
import { successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { decimal, pageFields, tradingRouteContext } from '../trading/route-inputs';
import type { TradingEngine } from '../trading/trading-engine';
import { page } from '../trading/trading-views';
import type { Earn } from './earn';
import { SAVINGS_PRODUCTS } from './earn-products';
import type { SavingsRecord, YieldRecord } from './earn-records';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged } from '../api-docs/answers';

export interface EarnRouteDeps {
  readonly trading: TradingEngine;
  readonly earn: Earn;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const num = (value: string): number => Number(value);
const stakeBody = z.object({ amount: decimal });
const unstakeBody = z.object({ amount: decimal, instant: z.boolean().default(false) });
const subscribeBody = z.object({ productId: z.string().regex(/^[A-Z0-9_]{1,40}$/, 'must be a product id'), amount: decimal });
const redeemBody = z.object({ positionId: z.coerce.number().int().positive() });
const yieldQuery = z.object({ source: z.enum(['STAKING', 'SAVINGS']).optional(), ...pageFields });
const advanceBody = z.object({ days: z.number().int().min(1).max(3660).default(1) });

const productRow = (p: (typeof SAVINGS_PRODUCTS)[number]) => ({
  productId: p.productId,
  token: p.token,
  kind: p.kind,
  apr: num(p.apr),
  termDays: p.termDays,
  compounding: p.compounding,
  minAmount: num(p.minAmount),
  rwa: p.rwa ?? null,
});
const positionRow = (p: SavingsRecord) => ({
  positionId: p.id,
  productId: p.productId,
  token: p.token,
  principal: num(p.principal),
  interestPaid: num(p.interestPaid),
  startTime: p.startTime,
  maturityTime: p.maturityTime ?? null,
  status: p.status,
  redeemedTime: p.redeemedTime ?? null,
});
const yieldRow = (y: YieldRecord) => ({
  id: y.id,
  source: y.source,
  productId: y.productId,
  token: y.token,
  amount: num(y.amount),
  apr: num(y.apr),
  createdTime: y.createdTime,
});

/** Staking and savings (bearer session) and their public terms, under /api: docs/protocol.md "Earn and staking". */
export function registerEarnRoutes(app: FastifyInstance, deps: EarnRouteDeps): void {
  const { trading, earn } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.get('/earn/public/products', async () =>
    successBody(
      {
        rows: SAVINGS_PRODUCTS.map(productRow),
        staking: {
          token: 'WOO',
          baseApr: num(STAKING_BASE_APR),
          unbondingDays: UNBONDING_DAYS,
          instantUnstakeFeeRate: num(INSTANT_UNSTAKE_FEE_RATE),
          dayMs: earn.dayMs,
        },
        tiers: WOO_TIERS.map((t) => ({
          level: t.level,
          threshold: num(t.threshold),
          feeDiscount: num(t.feeDiscount),
          stakingBoost: num(t.stakingBoost),
        })),
      },
      deps.clock(),
    ),
  );

  app.get(
    '/v3/staking/overview',
    documented({ tag: 'Earn', summary: 'WOO staking overview', auth: 'private', data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const a = trading.account(userId);
      const s = earn.book.stakes.get(userId);
      const { apr, boost } = earn.tiers.stakingApr(userId);
      const rewards = (earn.book.yields.get(userId) ?? []).filter((y) => y.source === 'STAKING').reduce((sum, y) => sum + num(y.amount), 0);
      return ok({
        token: 'WOO',
        staked: num(s?.staked ?? '0'),
        available: trading.available(a, 'WOO').toNumber(),
        apr: num(apr),
        boost: num(boost),
        totalRewards: rewards,
        now: earn.now(),
        unbonding: (s?.unbonding ?? []).map((u) => ({ id: u.id, amount: num(u.amount), startTime: u.startTime, endTime: u.endTime })),
      });
    },
  );

  app.post(
    '/v3/staking/stake',
    documented({ tag: 'Earn', summary: 'Stake WOO', auth: 'private', body: stakeBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(stakeBody, request.body ?? {});
      open();
      earn.stake(userId, body.amount);
      await trading.writer.flush();
      return ok({ token: 'WOO', amount: num(body.amount) });
    },
  );

  app.post(
    '/v3/staking/unstake',
    documented({ tag: 'Earn', summary: 'Unstake WOO', auth: 'private', body: unstakeBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(unstakeBody, request.body ?? {});
      open();
      const r = earn.unstake(userId, body.amount, body.instant);
      await trading.writer.flush();
      return ok({
        token: 'WOO',
        amount: num(r.amount),
        fee: num(r.fee),
        received: num(r.received),
        instant: body.instant,
        endTime: r.endTime ?? null,
      });
    },
  );

  app.get(
    '/v3/earn/positions',
    documented({ tag: 'Earn', summary: 'Savings positions', auth: 'private', data: anyObject }),
    async (request) => {
      const userId = await user(request);
      return ok({ rows: earn.book.positions(userId).reverse().map(positionRow), now: earn.now() });
    },
  );

  app.post(
    '/v3/earn/subscribe',
    documented({ tag: 'Earn', summary: 'Subscribe to a savings product', auth: 'private', body: subscribeBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(subscribeBody, request.body ?? {});
      open();
      const p = earn.subscribe(userId, body.productId, body.amount);
      await trading.writer.flush();
      return ok(positionRow(p));
    },
  );

  app.post(
    '/v3/earn/redeem',
    documented({ tag: 'Earn', summary: 'Redeem a savings position', auth: 'private', body: redeemBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const body = parseQuery(redeemBody, request.body ?? {});
      open();
      const r = earn.redeem(userId, body.positionId);
      await trading.writer.flush();
      return ok({ ...positionRow(r.position), received: num(r.received), penalty: num(r.penalty) });
    },
  );

  app.get(
    '/v3/earn/yieldHistory',
    documented({ tag: 'Earn', summary: 'Yield paid, paged', auth: 'private', query: yieldQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(yieldQuery, request.query);
      return ok(page(earn.book.yields.get(userId) ?? [], (y) => q.source === undefined || y.source === q.source, q, yieldRow));
    },
  );

  app.get(
    '/v3/earn/myWoo',
    documented({ tag: 'Earn', summary: 'WOO held, staked and earning', auth: 'private', data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const standing = earn.tiers.standing(userId);
      return ok({
        token: 'WOO',
        averageDays: AVERAGE_DAYS,
        average: num(standing.average),
        current: earn.tiers.wooHeld(trading.account(userId)).toNumber(),
        snapshots: standing.snapshots.map((s) => ({ date: s.day * earn.dayMs, woo: num(s.woo) })),
      });
    },
  );
}

/** `POST /__control/earn/advance {days?}`: runs that many earn days now (SIM_CONTROL=1). */
export function registerEarnControlRoutes(app: FastifyInstance, deps: { earn: Earn }): void {
  app.post('/__control/earn/advance', async (request) => {
    const parsed = advanceBody.safeParse(request.body ?? {});
    if (!parsed.success) throw Object.assign(new Error(`days: ${parsed.error.issues[0].message}`), { statusCode: 400 });
    const days = await deps.earn.advance(parsed.data.days);
    return { ok: true, days, now: deps.earn.now() };
  });
}
