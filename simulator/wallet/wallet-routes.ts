import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NETWORKS, networksOf, TOKEN_NETWORKS } from '../../src/domain/wallet/networks';
import { TRANSFER_STATUSES } from '../../src/domain/wallet/deposit';
import { tokenConfigsOf } from '../../src/domain/wallet/token-config';
import type { ControlState } from '../control/control-state';
import { ApiError, ErrorCodes } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { decimal, pageFields, tradingRouteContext } from '../trading/route-inputs';
import { page } from '../trading/trading-views';
import type { Deposits } from './deposits';
import type { WalletTransferRecord } from './wallet-records';
import { documented } from '../api-docs/api-operation';
import { anyObject, paged, rowsOf } from '../api-docs/answers';
import { balanceToken, walletHistoryMeta, walletHistoryRow } from './wallet-wire';

export interface WalletRouteDeps {
  readonly deposits: Deposits;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const token = z.string().regex(/^[A-Z0-9]{1,20}$/, 'must be a token');
const network = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'must be a network');
const depositQuery = z.object({ token, network });
const historyQuery = z.object({
  // the asset (`USDT`) or the network-qualified wallet token the rows carry (`TRON_USDT`)
  token: z
    .string()
    .regex(/^[A-Z0-9_]{1,41}$/, 'must be a token')
    .optional(),
  type: z.string().max(20).optional(),
  tokenSide: z.enum(['DEPOSIT', 'WITHDRAW']).optional(),
  status: z.enum(TRANSFER_STATUSES).optional(),
  ...pageFields,
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
});
const devDeposit = z.object({ token, network, amount: decimal });
const controlDeposit = devDeposit.extend({ userId: z.number().int().positive() });

const num = (v: string): number => Number(v);
const assetStatus = z.object({
  status: z.enum(['NORMAL', 'MAINTENANCE']),
  message: z.string().nullable(),
  estimatedEndTime: z.number().int().nullable(),
});
const maintenanceBody = z.object({
  on: z.boolean(),
  message: z.string().max(200).optional(),
  estimatedEndTime: z.number().int().min(0).optional(),
});

/**
 * A deposit or withdrawal as the simulator's own calls answer it (the card purchases, the local "Simulate a deposit"
 * and the control surface; simulator's own design): plain token plus `network`, numeric id. The exchange's
 * `/v3/asset/wallet/history` answers `walletHistoryRow` (wallet-wire.ts) instead.
 */
export const historyRow = (r: WalletTransferRecord) => ({
  id: r.id,
  token: r.token,
  network: r.network,
  targetAddress: r.targetAddress,
  sourceAddress: r.sourceAddress,
  confirmingThreshold: r.confirmingThreshold,
  confirmedNumber: r.confirmedNumber,
  extra: r.extra,
  tokenSide: r.tokenSide,
  amount: num(r.amount),
  txId: r.txId,
  feeToken: r.feeToken,
  feeAmount: num(r.feeAmount),
  status: r.status,
  createdTime: r.createdTime,
  updatedTime: r.updatedTime,
});

/** The token-network rows of `/instrument/v4/public/network/{token}` (real fields, plus deposit minimum and blocks). */
export function networkRows(t: string) {
  return networksOf(t).map((r) => {
    const n = NETWORKS[r.network];
    return {
      protocol: n.protocol,
      network: r.network,
      token: r.token,
      name: n.name,
      minimum_withdrawal: num(r.minimumWithdrawal),
      withdrawal_fee: num(r.withdrawalFee),
      allow_deposit: r.allowDeposit ? 1 : 0,
      allow_withdraw: r.allowWithdraw ? 1 : 0,
      minimum_deposit: num(r.minimumDeposit),
      confirmations: n.confirmations,
      need_memo: n.memo,
      ...(r.suspendReason === undefined ? {} : { suspend_reason: r.suspendReason }),
    };
  });
}

/**
 * The rows of `token_config` (instrument/v4/public and md/v4/public; shape designed here, docs/protocol.md "Wallet:
 * token config"): each token's networks, and whether any of them takes deposits or sends withdrawals (0/1, as the
 * network rows say it).
 */
export function tokenConfigRows() {
  return tokenConfigsOf(TOKEN_NETWORKS).map((c) => ({
    token: c.token,
    networks: c.networks,
    allow_deposit: c.allowDeposit ? 1 : 0,
    allow_withdraw: c.allowWithdraw ? 1 : 0,
  }));
}

/** The most one simulated deposit may bring, in units of its token. */
export const DEV_DEPOSIT_MAX = 100_000;

/**
 * Deposit calls under /api: docs/protocol.md "Wallet: deposits". `dev` (the local app environment, or control on):
 * the "Simulate a deposit" call, bearer session, for the session's own account; refused (403) otherwise.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: WalletRouteDeps & { readonly dev: boolean }): void {
  const { deposits } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.get<{ Params: { token: string } }>(
    '/instrument/v4/public/network/:token',
    documented({ tag: 'Public', summary: 'Networks of a token', auth: 'public', params: z.object({ token }), data: rowsOf() }),
    async (request) => {
      const t = parseQuery(token, request.params.token.toUpperCase());
      return ok({ rows: networkRows(t) });
    },
  );
  for (const path of ['/instrument/v4/public/token_config', '/md/v4/public/token_config']) {
    app.get(
      path,
      documented({
        tag: 'Public',
        summary: "Every token's networks and whether it can be deposited or withdrawn now",
        auth: 'public',
        data: rowsOf(),
      }),
      async () => ok({ rows: tokenConfigRows() }),
    );
  }

  // the general asset call (shape designed here): the wallet service's status, NORMAL or MAINTENANCE
  app.get(
    '/asset/',
    documented({
      tag: 'Public',
      summary: "The wallet service's status: NORMAL, or MAINTENANCE with a message and an expected end",
      auth: 'public',
      data: assetStatus,
    }),
    async () => ok(deposits.service.status()),
  );

  app.get(
    '/v3/asset/wallet/deposit',
    documented({ tag: 'Asset', summary: 'Deposit address of a token on a network', auth: 'private', query: depositQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(depositQuery, request.query);
      deposits.service.assertOpen('Deposits');
      return ok(deposits.address(userId, q.token, q.network));
    },
  );

  // the real call's shape (recorded: fetchDeposits, fetchWithdrawals, fetchLedger, fetchDepositsWithdrawals): wallet-wire.ts
  app.get(
    '/v3/asset/wallet/history',
    documented({ tag: 'Asset', summary: 'Deposits and withdrawals, paged', auth: 'private', query: historyQuery, data: paged() }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(historyQuery, request.query);
      const applicationId = (await deps.accounts.findAccountById(userId))?.applicationId ?? '';
      const keep = (r: WalletTransferRecord) =>
        (q.token === undefined || r.token === q.token || balanceToken(r.token, r.network) === q.token) &&
        (q.type === undefined || q.type === 'BALANCE') &&
        (q.tokenSide === undefined || r.tokenSide === q.tokenSide) &&
        (q.status === undefined || r.status === q.status) &&
        (q.startTime === undefined || r.createdTime >= q.startTime) &&
        (q.endTime === undefined || r.createdTime <= q.endTime);
      const answer = page(deposits.history(userId), keep, { page: q.page, size: q.size }, (r) => walletHistoryRow(r, applicationId));
      return ok({ rows: answer.rows, meta: walletHistoryMeta(answer.meta.total, q.size, q.page) });
    },
  );

  // The spec's path (`usercenter/account/check_has_deposit`) and the older `wallet/` one.
  const hasDeposit = async (request: FastifyRequest) => ok({ hasDeposit: deposits.hasDeposit(await user(request)) });
  app.get('/usercenter/account/check_has_deposit', hasDeposit);
  app.get('/usercenter/account/wallet/check_has_deposit', hasDeposit);

  // "Simulate a deposit": served in the local app environment (a plain `npm start`) and with control on; any other
  // environment refuses it. Only the caller's own account, and at most DEV_DEPOSIT_MAX of a token at a time.
  app.post(
    '/v3/asset/wallet/dev/deposit',
    documented({
      tag: 'Asset',
      summary: 'Simulate a deposit (local environment only)',
      auth: 'private',
      body: devDeposit,
      data: anyObject,
    }),
    async (request) => {
      if (!deps.dev) throw new ApiError(ErrorCodes.Unauthorized, 'Deposits are simulated only in the local environment', 403);
      const userId = await user(request);
      const body = parseQuery(devDeposit, request.body);
      if (!(Number(body.amount) > 0 && Number(body.amount) <= DEV_DEPOSIT_MAX)) {
        throw new ApiError(ErrorCodes.InvalidParameter, `amount: a simulated deposit is more than 0 and at most ${DEV_DEPOSIT_MAX}`, 400);
      }
      open();
      return ok(historyRow(await deposits.arrive(userId, body.token, body.network, body.amount)));
    },
  );
}

/**
 * `POST /__control/wallet/deposit {userId, token, network, amount}`, `/__control/wallet/block` and
 * `/__control/asset/maintenance {on, message?, estimatedEndTime?}` (control guard).
 */
export function registerWalletControlRoutes(app: FastifyInstance, deps: { deposits: Deposits }): void {
  app.post('/__control/asset/maintenance', async (request) => {
    const parsed = maintenanceBody.safeParse(request.body);
    if (!parsed.success)
      throw Object.assign(new Error(`body: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`), {
        statusCode: 400,
      });
    deps.deposits.service.set(parsed.data.on, parsed.data.message, parsed.data.estimatedEndTime);
    return { ok: true, ...deps.deposits.service.status() };
  });
  app.post('/__control/wallet/deposit', async (request) => {
    try {
      const body = parseQuery(controlDeposit, request.body);
      return { ok: true, deposit: historyRow(await deps.deposits.arrive(body.userId, body.token, body.network, body.amount)) };
    } catch (error) {
      // the control surface answers plain errors (statusCode + message), not the exchange envelope
      if (error instanceof ApiError) throw Object.assign(new Error(error.message), { statusCode: 400 });
      throw error;
    }
  });
  app.post('/__control/wallet/block', async () => {
    await deps.deposits.block();
    return { ok: true };
  });
}
