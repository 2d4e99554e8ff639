import { attackSimulator, STRONG } from './attack-fixture';

/** The trade-password gate covered placing orders only; amends, convert and copying walked past it. */
describe('attack: trading around "ask the trade password"', () => {
  const { k, clock } = attackSimulator();

  const CALLS: readonly [string, string, string][] = [
    ['PUT', '/v3/trade/order', 'amend orders'],
    ['PUT', '/v3/trade/algoOrder', 'amend orders'],
    ['POST', '/v3/convert/rft', 'convert'],
    ['POST', '/copy-trading-gateway/private/copies', 'start copying a trader'],
    ['PUT', '/copy-trading-gateway/private/copies/1', 'change a copy'],
  ];

  it('each call is refused with -1005 on tradePassword until the password is checked, and nothing moves', async () => {
    const { token } = await k.session();
    expect((await k.uc(token, 'POST', 'create_trade_pwd', { password: STRONG })).success).toBe(true);
    expect((await k.uc(token, 'POST', 'trade_pwd_setting', { askOnOrder: true, password: STRONG })).success).toBe(true);
    // the setting's own check opened a window: a new session has none
    const { token: t } = await k.session();
    expect((await k.uc(t, 'POST', 'create_trade_pwd', { password: STRONG })).success).toBe(true);
    expect((await k.uc(t, 'POST', 'trade_pwd_setting', { askOnOrder: true, password: STRONG })).success).toBe(true);
    clock.now += 31 * 60_000; // the window of the setting's check has ended
    for (const [method, path, what] of CALLS) {
      expect(await k.api(t, method, path, { quoteId: 1, orderId: 1, quantity: 1, leadTraderId: 1 })).toMatchObject({
        success: false,
        code: -1005,
        message: `tradePassword: the trade password is required to ${what} (asked when placing orders is on)`,
      });
    }
    expect(await k.balance(t)).toEqual({ holding: 10000, frozen: 0 });
    expect((await k.uc(t, 'POST', 'check_trade_pwd', { password: STRONG })).success).toBe(true);
    for (const [method, path] of CALLS) {
      const answer = await k.api(t, method, path, { quoteId: 1, orderId: 1, quantity: 1, leadTraderId: 1 });
      // past the gate: the call's own checks answer (whatever they say, it is not the trade-password refusal)
      expect(String(answer.message ?? '')).not.toMatch(/^tradePassword:/);
    }
  });
});
