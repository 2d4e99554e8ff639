import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ControlState } from '../control/control-state';
import { ApiError } from '../http/api-error';
import { parseQuery, signedByApiKey } from '../http/request-input';
import type { AccountRepository } from '../store/account-repository';
import { decimal, tradingRouteContext } from '../trading/route-inputs';
import type { AddressBook } from './address-book';
import type { Withdrawals } from './withdrawals';
import { documented } from '../api-docs/api-operation';
import { anyObject, rowsOf } from '../api-docs/answers';
import type { AccountTokenConfig } from '../../src/domain/wallet/account-token-config';
import { walletRowIdOf, walletWireId } from './wallet-wire';

/** A row of `usercenter/account/token_config` on the wire (docs/protocol.md "Wallet: account token config"). */
export const accountTokenConfigRow = (c: AccountTokenConfig) => ({
  token: c.token,
  allow_deposit: c.allowDeposit ? 1 : 0,
  allow_withdraw: c.allowWithdraw ? 1 : 0,
  deposit_reason: c.depositReason ?? null,
  withdraw_reason: c.withdrawReason ?? null,
  withdraw_locked_until: c.withdrawLockedUntil ?? null,
});

export interface WithdrawRouteDeps {
  readonly withdrawals: Withdrawals;
  readonly book: AddressBook;
  readonly accounts: AccountRepository;
  readonly control: ControlState;
  readonly clock: () => number;
}

const token = z.string().regex(/^[A-Z0-9]{1,20}$/, 'must be a token');
const network = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'must be a network');
const address = z.string().trim().min(1, 'is required').max(200);
const extra = z.string().trim().max(100).default('');
const withdrawBody = z.object({ token, network, address, extra, amount: decimal });
const idQuery = (name: string) => z.object({ [name]: z.coerce.number().int().positive() });
/** A withdrawal's id as the exchange writes it (a string of 17 digits, wallet-wire.ts) or the bare row id. */
const withdrawIdQuery = z.object({
  withdrawId: z
    .union([z.string(), z.number()], { error: 'is required' })
    .transform((v, ctx) => walletRowIdOf(v) ?? (ctx.addIssue({ code: 'custom', message: 'must be a withdrawal id' }), z.NEVER)),
});
const saveBody = z.object({ label: z.string().max(100), token, network, address, extra });
const whitelistBody = z.object({ enabled: z.boolean() });

/**
 * Withdrawals and the address book under /api (docs/protocol.md "Wallet: withdrawals", "Wallet: address book"):
 * `POST /v3/asset/wallet/withdraw` (the real call), `DELETE /v3/asset/wallet/withdraw?withdrawId=` (cancel while NEW)
 * and the simulator-defined address book calls.
 */
export function registerWithdrawRoutes(app: FastifyInstance, deps: WithdrawRouteDeps): void {
  const { withdrawals, book } = deps;
  const { ok, user, open } = tradingRouteContext(deps.accounts, deps.control, deps.clock);

  app.post(
    '/v3/asset/wallet/withdraw',
    documented({
      tag: 'Asset',
      summary: 'Withdraw to an address',
      description:
        'From the website the body carries `emailCode` (POST withdraw/email_code); with a withdraw password set, `withdrawPassword`; with 2FA on, `totp` (or `recoveryCode`). Signed by a WITHDRAWAL key: none of them.',
      auth: 'private',
      body: withdrawBody,
      data: z.object({ withdrawId: z.string() }),
    }),
    async (request) => {
      const userId = await user(request);
      open();
      const body = parseQuery(withdrawBody, request.body);
      // a signed call reached here only with a WITHDRAWAL key (simulator/api-keys/api-key-auth.ts)
      const row = await withdrawals.request(userId, body, request.body, { signedByKey: signedByApiKey(request) });
      // recorded (withdraw v3): `{"withdrawId": "25110415390200329"}`, an id above 2^53 as a string
      return ok({ withdrawId: walletWireId(row) });
    },
  );

  // simulator-defined (the website's second step): a code to the account's mail, asked for by `emailCode` on the withdraw call
  app.post(
    '/v3/asset/wallet/withdraw/email_code',
    documented({
      tag: 'Asset',
      summary: 'Mail the code a website withdrawal is confirmed with',
      description:
        'Six digits, valid 10 minutes, one withdrawal; a new one at most once a minute while the last is unused. A withdrawal signed by a WITHDRAWAL key needs none.',
      auth: 'private',
      data: z.object({ resendAfterMs: z.number(), expiresAt: z.number() }),
    }),
    async (request) => {
      const userId = await user(request);
      open();
      return ok(await withdrawals.sendEmailCode(userId));
    },
  );

  app.delete(
    '/v3/asset/wallet/withdraw',
    documented({ tag: 'Asset', summary: 'Cancel a withdrawal while it is NEW', auth: 'private', query: withdrawIdQuery, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      open();
      const q = parseQuery(withdrawIdQuery, request.query);
      const row = await withdrawals.cancel(userId, q.withdrawId);
      return ok({ withdrawId: walletWireId(row), status: row.status });
    },
  );

  // "User centre" (shape designed here): the account's view of each token, and why it cannot be deposited or withdrawn now
  app.get(
    '/usercenter/account/token_config',
    documented({
      tag: 'Asset',
      summary: 'Whether this account may deposit and withdraw each token now, and why not',
      auth: 'private',
      data: rowsOf(),
    }),
    async (request) => {
      const userId = await user(request);
      return ok({ rows: withdrawals.tokenConfig(userId).map(accountTokenConfigRow) });
    },
  );

  app.get(
    '/v3/asset/wallet/addressBook',
    documented({ tag: 'Asset', summary: 'The address book and whitelist mode', auth: 'private', data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const s = book.settings(userId);
      return ok({ whitelistMode: s.whitelistMode, lockedUntil: s.lockedUntil, rows: book.list(userId) });
    },
  );

  app.post(
    '/v3/asset/wallet/addressBook',
    documented({ tag: 'Asset', summary: 'Save an address', auth: 'private', body: saveBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      return ok(await book.add(userId, parseQuery(saveBody, request.body)));
    },
  );

  app.delete(
    '/v3/asset/wallet/addressBook',
    documented({ tag: 'Asset', summary: 'Remove a saved address', auth: 'private', query: idQuery('id'), data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const q = parseQuery(idQuery('id'), request.query) as { id: number };
      await book.remove(userId, q.id);
      return ok({ id: q.id });
    },
  );

  app.put(
    '/v3/asset/wallet/addressBook/whitelist',
    documented({ tag: 'Asset', summary: 'Turn the whitelist mode on or off', auth: 'private', body: whitelistBody, data: anyObject }),
    async (request) => {
      const userId = await user(request);
      const s = await book.setWhitelist(userId, parseQuery(whitelistBody, request.body).enabled);
      return ok({ whitelistMode: s.whitelistMode });
    },
  );
}

const lockBody = z.object({ userId: z.number().int().positive(), until: z.number().int().min(0), reason: z.string().max(200).default('') });

/** `POST /__control/wallet/withdraw-step` (every withdrawal one state on) and `/__control/wallet/lock` (control guard). */
export function registerWithdrawControlRoutes(app: FastifyInstance, deps: { withdrawals: Withdrawals; book: AddressBook }): void {
  app.post('/__control/wallet/withdraw-step', async () => {
    await deps.withdrawals.step();
    return { ok: true };
  });
  app.post('/__control/wallet/lock', async (request) => {
    try {
      const body = parseQuery(lockBody, request.body);
      const s = await deps.book.lock(body.userId, body.until, body.reason);
      return { ok: true, lockedUntil: s.lockedUntil };
    } catch (error) {
      if (error instanceof ApiError) throw Object.assign(new Error(error.message), { statusCode: 400 });
      throw error;
    }
  });
}
