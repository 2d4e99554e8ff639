import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { signedCall } from '../support/signed-call';

describe('the trade password on orders (trade_pwd_setting, the session window, the order check)', () => {
  let sim: RunningSimulator;
  let now = 1_800_000_000_000;
  const MIN = 60_000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const uc = (t: string, path: string, method = 'GET', payload?: unknown) =>
    call(sim, `/api/usercenter/account/${path}`, { method, headers: auth(t), payload }).then((r) => r.json());
  /** A resting buy a little under the best bid (within the price band). */
  const orderBody = async () => {
    const book = (await call(sim, '/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1')).json().data;
    return { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: Math.floor(Number(book.bids[0].price)) - 50, quantity: 0.001 };
  };
  const order = async (t: string, extra: Record<string, unknown> = {}) =>
    call(sim, '/api/v3/trade/order', { method: 'POST', headers: auth(t), payload: { ...(await orderBody()), ...extra } }).then((r) =>
      r.json(),
    );
  const PWD = 'Trade1234';
  const REQUIRED = 'tradePassword: the trade password is required to place orders (asked when placing orders is on)';

  async function trader(): Promise<string> {
    const { token } = await createSession(sim);
    expect((await uc(token, 'create_trade_pwd', 'POST', { password: PWD })).success).toBe(true);
    return token;
  }

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
  });
  afterAll(() => sim.close());

  it('is off by default: orders go without a password', async () => {
    const t = await trader();
    expect((await uc(t, 'trade_pwd_setting')).data).toEqual({ askOnOrder: false, tradePwd: true, windowMs: 30 * MIN });
    expect((await order(t)).success).toBe(true);
  });

  it('turning it on needs a trade password and the right password; it shows in security_checking', async () => {
    const { token: bare } = await createSession(sim);
    expect(await uc(bare, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: PWD })).toMatchObject({
      code: -1005,
      message: 'tradePwd: no trade password is set',
    });
    const t = await trader();
    expect(await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: 'Wrong1234' })).toMatchObject({
      code: -1005,
      message: 'password: wrong password (4 tries left)',
    });
    expect((await uc(t, 'trade_pwd_setting')).data.askOnOrder).toBe(false);
    expect((await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: PWD })).data.askOnOrder).toBe(true);
    expect((await uc(t, 'security_checking')).data.tradePwdOnOrder).toBe(true);
    expect((await uc(t, 'user_security_activity')).data.rows[0].type).toBe('ENABLE_TRADE_PWD_ON_ORDER');
  });

  it("when on, an order outside the session's window is refused; check_trade_pwd opens a 30-minute window (not sliding)", async () => {
    const t = await trader();
    await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: PWD });
    // turning it on checked the password: this session's window is open
    expect((await order(t)).success).toBe(true);
    now += 31 * MIN;
    expect(await order(t)).toMatchObject({ success: false, code: -1005, message: REQUIRED });
    expect((await uc(t, 'check_trade_pwd', 'POST', { password: PWD })).success).toBe(true);
    expect((await order(t)).success).toBe(true);
    now += 30 * MIN - 1;
    expect((await order(t)).success).toBe(true);
    now += 1;
    expect(await order(t)).toMatchObject({ code: -1005, message: REQUIRED });
  });

  it('a right tradePassword in the order body is accepted (and opens the window); a wrong one counts towards the lock', async () => {
    const t = await trader();
    await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: PWD });
    now += 31 * MIN;
    expect(await order(t, { tradePassword: 'Nope12345' })).toMatchObject({
      code: -1005,
      message: 'tradePassword: wrong password (4 tries left)',
    });
    expect((await order(t, { tradePassword: PWD })).success).toBe(true);
    expect((await order(t)).success).toBe(true);
    const rows = (await call(sim, '/api/v3/trade/orders', { headers: auth(t) })).json().data.rows;
    expect(JSON.stringify(rows)).not.toContain(PWD);
  });

  it('algo orders are asked too; orders signed with an API key are not; turning it off needs the password', async () => {
    const t = await trader();
    const key = (await uc(t, 'create_credential', 'POST', { label: 'bot', permissions: ['TRADE'] })).data;
    await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: PWD });
    now += 31 * MIN;
    const algo = await call(sim, '/api/v3/trade/algoOrder', {
      method: 'POST',
      headers: auth(t),
      payload: {
        symbol: 'SPOT_BTC_USDT',
        side: 'BUY',
        type: 'LIMIT',
        algoType: 'STOP',
        triggerPrice: 60000,
        price: 60000,
        quantity: 0.001,
      },
    });
    expect(algo.json()).toMatchObject({ code: -1005, message: REQUIRED });
    const signed = await signedCall(sim, key, 'POST', '/v3/trade/order', { timestamp: now, payload: await orderBody() });
    expect(signed.json).toMatchObject({ success: true });
    expect((await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: false, password: PWD })).data.askOnOrder).toBe(false);
    now += 31 * MIN;
    expect((await order(t)).success).toBe(true);
  });

  it('removing the trade password turns the setting off', async () => {
    const t = await trader();
    await uc(t, 'trade_pwd_setting', 'POST', { askOnOrder: true, password: PWD });
    expect((await uc(t, 'trade_pwd', 'DELETE', { password: PWD })).success).toBe(true);
    expect((await uc(t, 'trade_pwd_setting')).data).toMatchObject({ askOnOrder: false, tradePwd: false });
    now += 31 * MIN;
    expect((await order(t)).success).toBe(true);
  });
});
