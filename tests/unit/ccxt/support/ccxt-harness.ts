import * as ccxt from 'ccxt';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../../simulator/support/simulator-fixture';
import { enableTwoFactor } from '../../simulator/support/two-factor';

/**
 * CCXT as a test client of the simulator: a listening simulator on a free loopback port, a member
 * session and an API key created through the user-centre calls the app makes (`/account/api-management`), and
 * `ccxt.woo` / `ccxt.pro.woo` pointed at it by overriding `urls.api`. CCXT is an independent reading of the real
 * WOO X API: a call it cannot parse is a difference between the simulator and the real wire.
 */
export interface CcxtMember {
  readonly token: string;
  readonly userId: number;
  readonly applicationId: string;
  readonly apiKey: string;
  readonly secret: string;
}

/** `ccxt.pro.woo`'s instances (its declaration is a value only). */
export type WooPro = InstanceType<typeof ccxt.pro.woo>;

/** Every call CCXT makes gets at most this long (the brief's ceiling). */
export const CALL_TIMEOUT_MS = 10_000;

/**
 * A simulator for the CCXT suite on the real clock (CCXT signs with it), tickers every 200 ms. `frozenBooks` (the
 * default) keeps the books still, so a market order fills at the best level read just before it.
 */
export function startExchange(options: { frozenBooks?: boolean } = {}): Promise<RunningSimulator> {
  const frozen = options.frozenBooks ?? true;
  return testSimulator({ clock: () => Date.now(), tickerIntervalMs: 200, orderbookIntervalMs: frozen ? 3_600_000 : 50 });
}

/**
 * A new member with the demo funds and an API key (READ, TRADE, WITHDRAWAL; this machine's IP only). A key that may
 * withdraw needs 2FA on the account and its second factor (docs/adr/0024): 2FA is turned on with the authenticator's
 * code, and the key confirmed with one of the recovery codes (the code's 30-second step is spent once used).
 */
export async function memberWithKey(sim: RunningSimulator): Promise<CcxtMember> {
  const { token, userId } = await createSession(sim);
  const headers = { authorization: `Bearer ${token}` };
  const info = (await call(sim, '/api/usercenter/account/info', { headers })).json();
  const { recoveryCodes } = await enableTwoFactor(sim, token);
  const created = (
    await call(sim, '/api/usercenter/account/create_credential', {
      method: 'POST',
      headers,
      payload: { label: 'ccxt', permissions: ['TRADE', 'WITHDRAWAL'], allowedIps: ['127.0.0.1'], recoveryCode: recoveryCodes[0] },
    })
  ).json();
  if (!created.success) throw new Error(`create_credential failed: ${JSON.stringify(created)}`);
  return { token, userId, applicationId: String(info.data.application_id), apiKey: created.data.apiKey, secret: created.data.secret };
}

const apiUrls = (sim: RunningSimulator) => {
  const base = `${sim.url}/api`;
  const ws = sim.url.replace(/^http/, 'ws');
  return { pub: base, public: base, private: base, ws: { public: `${ws}/ws/stream`, private: `${ws}/v2/ws/private/stream` } };
};

/** `new ccxt.woo({apiKey, secret, uid})` with `urls.api` on the simulator: the README's example. */
export function wooClient(sim: RunningSimulator, member: CcxtMember): ccxt.woo {
  const exchange = new ccxt.woo({ ...credentials(member), timeout: CALL_TIMEOUT_MS, enableRateLimit: false });
  exchange.urls['api'] = apiUrls(sim);
  return exchange;
}

/**
 * `new ccxt.pro.woo(…)` on the simulator's websockets. CCXT opens a plain `ws://` URL only with an HTTP agent
 * loaded first (`loadHttpProxyAgent`, despite its name no proxy is used).
 */
export async function wooProClient(sim: RunningSimulator, member: CcxtMember): Promise<WooPro> {
  const exchange = new ccxt.pro.woo({ ...credentials(member), timeout: CALL_TIMEOUT_MS, enableRateLimit: false });
  exchange.urls['api'] = apiUrls(sim);
  // a local exchange: reconnect after 50 ms doubling to 400 ms (CCXT's default backoff starts at 1 s, up to 60 s)
  exchange.options['ws'] = { ...(exchange.options['ws'] as object | undefined), backoff: { base: 50, factor: 2, max: 400 } };
  await exchange.loadHttpProxyAgent();
  return exchange;
}

const credentials = (member: CcxtMember) => ({ apiKey: member.apiKey, secret: member.secret, uid: member.applicationId });

const clip = (text: unknown, max = 600): string => {
  const s = typeof text === 'string' ? text : JSON.stringify(text);
  return s === undefined ? 'undefined' : s.length > max ? `${s.slice(0, max)}…(${s.length} chars)` : s;
};

/**
 * Runs one CCXT call with a deadline; a failure names the call, the last request CCXT sent and the answer it got,
 * so a red test says at once which shape differs.
 */
export async function ccxtCall<T>(exchange: ccxt.Exchange, name: string, run: () => Promise<T>, timeoutMs = CALL_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([run(), deadline]);
  } catch (error) {
    const e = exchange as unknown as Record<string, unknown>;
    const message = error instanceof Error ? `${error.constructor.name}: ${error.message}` : String(error);
    const ws = ((e['urls'] as Record<string, Record<string, unknown>> | undefined)?.['api']?.['ws'] ?? undefined) as
      Record<string, string> | undefined;
    const isPro = exchange instanceof ccxt.pro.woo;
    throw new Error(
      [
        `CCXT ${name} failed: ${clip(message, 800)}`,
        ...(isPro && ws ? [`  websockets: ${ws['public']}/${String(e['uid'])} and ${ws['private']}/${String(e['uid'])}`] : []),
        `  last request: ${String(e['last_request_url'] ?? '(none)')} ${e['last_request_body'] ? `body ${clip(e['last_request_body'], 300)}` : ''}`,
        `  last answer: ${clip(e['last_http_response'])}`,
      ].join('\n'),
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Wraps a test body: whatever fails in it (a CCXT error or an assertion on what CCXT parsed) is reported with the
 * last request CCXT sent and the answer it got.
 */
export function onTheWire(exchange: () => ccxt.Exchange | undefined, body: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await body();
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('CCXT ')) throw error;
      const e = (exchange() ?? {}) as unknown as Record<string, unknown>;
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(
        [
          message,
          `  last request: ${String(e['last_request_url'] ?? '(none)')} ${e['last_request_body'] ? `body ${clip(e['last_request_body'], 300)}` : ''}`,
          `  last answer: ${clip(e['last_http_response'], 1200)}`,
        ].join('\n'),
      );
    }
  };
}

/** A raw public GET on the simulator (the test's own reading, to compare CCXT's parse with). */
export async function rawGet(sim: RunningSimulator, path: string, token?: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed JSON bodies
  const answer: any = (await call(sim, `/api${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {})).json();
  return answer;
}

export { control };
