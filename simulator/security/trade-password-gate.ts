import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TRADE_PASSWORD_FIELD, tradePasswordNeeded, tradeUnlockedUntil } from '../../src/domain/security/trade-password-on-order';
import { documented } from '../api-docs/api-operation';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { bearerToken, parseQuery, requireAccount, sessionAccount, signedByApiKey } from '../http/request-input';
import { tokenHash, type AccountRepository } from '../store/account-repository';
import type { Security } from './security';

/**
 * The calls that trade with the account's funds, asked for the trade password when the setting is on (
 * placing was gated but amending, converting and starting or changing a copy were not), by matched route
 * (docs/adr/0023), each with what the refusal says the password is required for.
 */
const ORDER_CALLS: ReadonlyMap<string, string> = new Map([
  ['POST /api/v3/trade/order', 'place orders'],
  ['POST /api/v3/trade/algoOrder', 'place orders'],
  ['PUT /api/v3/trade/order', 'amend orders'],
  ['PUT /api/v3/trade/algoOrder', 'amend orders'],
  ['POST /api/v3/convert/rft', 'convert'],
  ['POST /api/copy-trading-gateway/private/copies', 'start copying a trader'],
  ['PUT /api/copy-trading-gateway/private/copies/:copyId', 'change a copy'],
]);
const settingBody = z.object({ askOnOrder: z.boolean({ error: 'must be true or false' }), password: z.string().max(64) });
const settingAnswer = z.object({ askOnOrder: z.boolean(), tradePwd: z.boolean(), windowMs: z.number().int() });
const orderPassword = z.object({ [TRADE_PASSWORD_FIELD]: z.string().max(64).optional() });

/**
 * The trade password on orders (src/domain/security/trade-password-on-order.ts states the rule): the setting
 * (`GET`/`POST /usercenter/account/trade_pwd_setting`, the trade password confirms either change), the session
 * windows opened by a right `check_trade_pwd` (in memory: a restart asks again), and the order calls' check.
 */
export class TradePasswordGate {
  private readonly unlocked = new Map<string, number>();

  constructor(
    private readonly security: Security,
    private readonly accounts: AccountRepository,
    private readonly clock: () => number,
  ) {}

  askOnOrder(userId: number): boolean {
    const state = this.security.state(userId);
    return state.tradePwdOnOrder === true && state.tradePwd !== undefined;
  }

  /** A right check of the trade password opens the session's window. */
  unlock(request: FastifyRequest): void {
    const token = bearerToken(request);
    if (token) this.unlocked.set(tokenHash(token), tradeUnlockedUntil(this.clock()));
  }

  /** The order calls' check (a preHandler of the `/api` scope; registered before the trading routes). */
  async checkOrder(request: FastifyRequest): Promise<void> {
    const what = ORDER_CALLS.get(`${request.method} ${request.routeOptions.url}`);
    if (!what || signedByApiKey(request)) return;
    const token = bearerToken(request);
    if (!token) return; // the route answers -1002
    const account = await sessionAccount(request, token, this.accounts, this.clock());
    if (!account || !this.askOnOrder(account.userId)) return;
    const hash = tokenHash(token);
    if (!tradePasswordNeeded({ askOnOrder: true }, this.unlocked.get(hash), this.clock())) return;
    const given = orderPassword.safeParse(request.body ?? {});
    const password = given.success ? given.data[TRADE_PASSWORD_FIELD] : undefined;
    if (!password) {
      throw new ApiError(
        ErrorCodes.InvalidParameter,
        `${TRADE_PASSWORD_FIELD}: the trade password is required to ${what} (asked when placing orders is on)`,
      );
    }
    try {
      await this.security.checkPassword(account.userId, 'trade', password);
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(error.code, error.message.replace(/^password:/, `${TRADE_PASSWORD_FIELD}:`), error.status, error.retryAfterSec);
      throw error;
    }
    this.unlocked.set(hash, tradeUnlockedUntil(this.clock()));
  }

  register(api: FastifyInstance): void {
    const ok = <T>(data: T) => successBody(data, this.clock());
    const setting = (userId: number) => ({
      askOnOrder: this.askOnOrder(userId),
      tradePwd: this.security.state(userId).tradePwd !== undefined,
      windowMs: tradeUnlockedUntil(0),
    });
    api.addHook('preHandler', (request) => this.checkOrder(request));
    api.get(
      '/usercenter/account/trade_pwd_setting',
      documented({ tag: 'Security', summary: 'Whether orders ask for the trade password', auth: 'session', data: settingAnswer }),
      async (request) => {
        const account = await requireAccount(request, this.accounts, this.clock());
        return ok(setting(account.userId));
      },
    );
    api.post(
      '/usercenter/account/trade_pwd_setting',
      documented({
        tag: 'Security',
        summary: 'Turn "ask the trade password when placing orders" on or off',
        auth: 'session',
        body: settingBody,
        data: settingAnswer,
        description:
          'Needs a trade password; the password confirms the change. Orders of a session are then accepted for 30 minutes after a right check_trade_pwd (or a right `tradePassword` in the order body).',
      }),
      async (request) => {
        const account = await requireAccount(request, this.accounts, this.clock());
        const body = parseQuery(settingBody, request.body);
        await this.security.checkPassword(account.userId, 'trade', body.password);
        await this.security.setTradePwdOnOrder(account.userId, body.askOnOrder);
        this.unlock(request);
        return ok(setting(account.userId));
      },
    );
  }
}
