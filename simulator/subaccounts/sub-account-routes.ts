import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WALLET_MODES } from '../../src/domain/subaccounts/collateral';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes } from '../http/api-error';
import { bearerToken, parseQuery, requireAccount } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import type { AssetTransferRecord } from '../trading/records';
import { decimal, pageFields, tradingRouteContext } from '../trading/route-inputs';
import type { TradingEngine } from '../trading/trading-engine';
import { page } from '../trading/trading-views';
import type { CollateralSettings } from './collateral-settings';
import { SUB_ACCOUNT_LIMIT, type Family, type FamilyMember, type SubAccounts } from './sub-accounts';
import type { Transfers } from './transfers';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged, rowsOf } from '../api-docs/answers';

export interface SubAccountRouteDeps {
  readonly subAccounts: SubAccounts;
  readonly transfers: Transfers;
  readonly collateral: CollateralSettings;
  readonly trading: TradingEngine;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const applicationId = z.string({ error: 'is required' }).min(1).max(64);
const createBody = z.object({ nickname: z.string({ error: 'is required' }).max(200) });
const aliasBody = z.object({ applicationId, alias: z.string({ error: 'is required' }).max(200) });
const switchBody = z.object({ applicationId });
const token = z.string({ error: 'is required' }).regex(/^[A-Z0-9]{1,20}$/, 'must be a token');
const transferBody = z.object({ token, amount: decimal, from: z.object({ applicationId }), to: z.object({ applicationId }) });
const historyQuery = z.object({ token: token.optional(), ...pageFields });
const collateralQuery = z.object({ ...pageFields });
const switchCollateralBody = z.object({ token, enabled: z.boolean({ error: 'must be true or false' }) });
const walletModeBody = z.object({ mode: z.enum(WALLET_MODES, { error: `must be one of ${WALLET_MODES.join(', ')}` }) });

const subRow = (m: FamilyMember) => ({ applicationId: m.account.applicationId, name: m.name, createdTime: m.createdTime });
const memberRow = (m: FamilyMember, current: number) => ({
  ...subRow(m),
  userId: m.account.userId,
  main: m.account.main,
  current: m.account.userId === current,
});

/**
 * Sub-accounts, internal transfers, collateral tokens and the wallet mode under /api (bearer session):
 * docs/protocol.md "Sub-accounts and transfers" and "Collateral and wallet mode"; ADR 0021.
 */
export function registerSubAccountRoutes(app: FastifyInstance, deps: SubAccountRouteDeps): void {
  const { subAccounts, transfers, collateral, trading, accounts, clock } = deps;
  const { ok, open } = tradingRouteContext(accounts, deps.control, clock);
  const session = (request: Parameters<typeof requireAccount>[0]) => requireAccount(request, accounts, clock());
  const members = (f: Family) => [f.main, ...f.subs];
  const nameOf = (f: Family, userId: number) => members(f).find((m) => m.account.userId === userId);

  app.get(
    '/v3/account/subAccounts/all',
    documented({ tag: 'Account', summary: 'Sub-accounts of the family', auth: 'private', data: rowsOf() }),
    async (request) => {
      const family = await subAccounts.family(await session(request));
      return ok({ rows: family.subs.map(subRow) });
    },
  );

  app.get('/usercenter/account/sub_accounts', async (request) => {
    const me = await session(request);
    const family = await subAccounts.family(me);
    return ok({ rows: members(family).map((m) => memberRow(m, me.userId)), limit: SUB_ACCOUNT_LIMIT });
  });

  app.post('/usercenter/account/sub_accounts', async (request) => {
    const me = await session(request);
    const body = parseQuery(createBody, request.body);
    return ok(memberRow(await subAccounts.create(me, body.nickname), me.userId));
  });

  app.post('/usercenter/account/alias', async (request) => {
    const me = await session(request);
    const body = parseQuery(aliasBody, request.body);
    return ok(memberRow(await subAccounts.rename(me, body.applicationId, body.alias), me.userId));
  });

  app.post('/usercenter/account/sub_accounts/switch', async (request) => {
    const me = await session(request);
    const body = parseQuery(switchBody, request.body);
    const { session: next, member } = await subAccounts.switchTo(me, bearerToken(request)!, body.applicationId);
    return ok({
      token: next.token,
      user_id: member.account.userId,
      expires_at: next.expiresAt,
      application_id: member.account.applicationId,
      main: member.account.main,
      name: member.name,
    });
  });

  app.post(
    '/v3/asset/transfer',
    documented({ tag: 'Asset', summary: 'Transfer between accounts of the family', auth: 'private', body: transferBody, data: anyObject }),
    async (request) => {
      const me = await session(request);
      const body = parseQuery(transferBody, request.body);
      open();
      const from = await subAccounts.member(me, body.from.applicationId);
      const to = await subAccounts.member(me, body.to.applicationId);
      // a main account moves between any two of its family; a sub-account only out of itself
      if (!me.main && from.account.userId !== me.userId)
        throw new ApiError(ErrorCodes.InvalidParameter, 'from: a sub-account can only transfer out of itself');
      const row = transfers.transfer(from.account, to.account, body.token, body.amount);
      await trading.writer.flush();
      return ok({ id: row.id, status: row.status });
    },
  );

  app.get(
    '/v3/asset/transfer/history',
    documented({ tag: 'Asset', summary: 'Internal transfers, paged', auth: 'private', query: historyQuery, data: paged() }),
    async (request) => {
      const me = await session(request);
      const q = parseQuery(historyQuery, request.query);
      const family = await subAccounts.family(me);
      // the main account sees its family's transfers; a sub-account its own
      const ids = new Set(me.main ? members(family).map((m) => m.account.userId) : [me.userId]);
      const side = (userId: number) => {
        const m = nameOf(family, userId);
        return { applicationId: m?.account.applicationId ?? '', accountName: m?.name ?? '' };
      };
      // recorded (fetchTransfers): a numeric id, the amount as a string, both sides named, created and updated times
      // (integer ms here; seconds strings in the 2025-07 period, simulator/http/wire-period.ts); meta camelCase.
      // A transfer is complete when made, so it was last updated when it was created.
      const row = (t: AssetTransferRecord) => ({
        id: t.id,
        token: t.token,
        amount: t.amount,
        status: t.status,
        from: side(t.fromUserId),
        to: side(t.toUserId),
        createdTime: t.createdTime,
        updatedTime: t.createdTime,
      });
      return ok(page(transfers.of(ids), (t) => q.token === undefined || t.token === q.token, q, row));
    },
  );

  app.get('/usercenter/account/collateral_tokens', async (request) => {
    const me = await session(request);
    const q = parseQuery(collateralQuery, request.query);
    const rows = await collateral.tokens(me.userId);
    const settings = await collateral.settings(me.userId);
    const paged = page(
      [...rows].reverse(),
      () => true,
      q,
      (t) => ({ token: t.token, collateralRatio: Number(t.collateralRatio), enabled: t.enabled, switchable: t.token !== 'USDT' }),
    );
    return ok({ ...paged, walletMode: settings.mode, collateralValue: Number(await collateral.value(me.userId, me.main)) });
  });

  app.post('/usercenter/account/switch_collateral', async (request) => {
    const me = await session(request);
    const body = parseQuery(switchCollateralBody, request.body);
    const t = await collateral.switchCollateral(me.userId, body.token, body.enabled);
    return ok({ token: t.token, collateralRatio: Number(t.collateralRatio), enabled: t.enabled });
  });

  app.put('/usercenter/account/wallet/switchWalletMode', async (request) => {
    const me = await session(request);
    const body = parseQuery(walletModeBody, request.body);
    const s = await collateral.switchMode(me.userId, body.mode);
    return ok({ walletMode: s.mode, collateralValue: Number(await collateral.value(me.userId, me.main)) });
  });
}
