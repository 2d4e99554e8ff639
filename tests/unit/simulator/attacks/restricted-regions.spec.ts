import { attackSimulator } from './attack-fixture';

/**
 * The restricted regions (kyc-regions.ts: Cuba, Iran, North Korea, Syria, the United States) open no
 * product on the API, as the EU opens no perpetuals: an account that chose such a region places no order, converts
 * nothing, subscribes to no earn product and stakes nothing (-1012 naming the rule and the region). Its money stays
 * where it was, and it may still cancel, redeem and withdraw.
 */
describe('attack: an account of a restricted region trades through the API', () => {
  const { k } = attackSimulator();

  async function restricted() {
    const { token } = await k.session('abroad');
    expect((await k.uc(token, 'POST', 'switch_region', { region: 'US' })).success).toBe(true);
    return token;
  }

  it.each([
    ['a spot order', '/v3/trade/order', { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: 10000, quantity: 0.01 }, 'Trading'],
    [
      'a perpetual order',
      '/v3/trade/order',
      { symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'LIMIT', price: 10000, quantity: 0.01 },
      'Trading',
    ],
    ['a savings subscription', '/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '100' }, 'Earn'],
    ['a convert', '/v3/convert/rft', { quoteId: 1 }, 'Convert'],
  ])('refuses %s with -1012 naming the rule; the balance is unchanged', async (_label, path, body, product) => {
    const token = await restricted();
    const refused = await k.api(token, 'POST', path, body);
    expect(refused).toMatchObject({
      success: false,
      code: -1012,
      message: `${product} is not offered in restricted regions (United States): US accounts may only cancel, redeem and withdraw`,
    });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 0 });
  });

  it('an account of an open region (Singapore) subscribes as before', async () => {
    const { token } = await k.session('home');
    expect((await k.uc(token, 'POST', 'switch_region', { region: 'SG' })).success).toBe(true);
    const subscribed = await k.api(token, 'POST', '/v3/earn/subscribe', { productId: 'USDT_FLEX', amount: '100' });
    expect(subscribed.success).toBe(true);
    // 10,000 − 100 moved into savings = 9,900
    expect(await k.balance(token)).toEqual({ holding: 9900, frozen: 0 });
  });
});
