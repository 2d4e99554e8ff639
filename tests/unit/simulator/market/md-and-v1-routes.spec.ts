import type { RunningSimulator } from '../../../../simulator/server';
import { v1TokenId } from '../../../../simulator/market/v1-public-routes';
import { call, createSession, testSimulator } from '../support/simulator-fixture';

/** The md/v3 and md/v4 public calls by symbol, the v1 token calls CCXT reads, the IP-info calls and the social `me`. */
describe('md public calls, v1 tokens, region and the social account', () => {
  let sim: RunningSimulator;
  const data = async (path: string, headers: Record<string, string> = {}) => {
    const body = (await call(sim, `/api${path}`, { headers })).json();
    expect(body.success).toBe(true);
    return body.data;
  };
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('md v3 and v4: funding and futures of one perpetual are its row of the list; v4 answers as v3', async () => {
    for (const v of ['v3', 'v4']) {
      const rates = (await data(`/md/${v}/public/funding_rates`)).rows;
      const one = await data(`/md/${v}/public/funding_rate/PERP_ETH_USDT`);
      // the estimate moves with the market between two calls; the settled funding is the list's row
      const listed = rates.find((r: { symbol: string }) => r.symbol === 'PERP_ETH_USDT');
      expect(one).toMatchObject({
        symbol: 'PERP_ETH_USDT',
        last_funding_rate: listed.last_funding_rate,
        next_funding_time: listed.next_funding_time,
      });
      expect(Object.keys(one).sort()).toEqual([
        'est_funding_rate',
        'est_funding_rate_timestamp',
        'last_funding_rate',
        'last_funding_rate_timestamp',
        'next_funding_time',
        'symbol',
      ]);
      const future = await data(`/md/${v}/public/futures/PERP_BTC_USDT`);
      expect(future).toMatchObject({ symbol: 'PERP_BTC_USDT', mark_price: expect.any(Number), '24h_amount': expect.any(Number) });
      const history = await data(`/md/${v}/public/funding_rate_history?symbol=PERP_BTC_USDT&size=3&page=2`);
      expect(history.meta).toEqual({ total: 270, recordsPerPage: 3, currentPage: 2 });
      expect(history.rows).toHaveLength(3);
      const trades = (await data(`/md/${v}/public/market_trades?symbol=SPOT_BTC_USDT&limit=4`)).rows;
      expect(trades).toHaveLength(4);
      expect(Object.keys(trades[0]).sort()).toEqual(['executed_price', 'executed_quantity', 'executed_timestamp', 'side', 'symbol']);
      expect((await call(sim, `/api/md/${v}/public/funding_rate/SPOT_BTC_USDT`)).json()).toMatchObject({ success: false, code: -1005 });
      expect((await call(sim, `/api/md/${v}/public/futures/PERP_NOPE_USDT`)).json()).toMatchObject({ success: false, code: -1005 });
      expect((await call(sim, `/api/md/${v}/public/futures/btc`)).statusCode).toBe(400);
    }
    const v4 = (await data('/md/v4/public/futures')).rows;
    const v3 = (await data('/md/v3/public/futures')).rows;
    expect(v4.map((r: { symbol: string }) => r.symbol)).toEqual(v3.map((r: { symbol: string }) => r.symbol));
  });

  it('the 24 h ticker of one symbol, at both readings of the spec line', async () => {
    const ticker = await data('/md/v3/ticker/SPOT_BTC_USDT');
    expect(Object.keys(ticker).sort()).toEqual([
      'amount',
      'ask',
      'bid',
      'close',
      'count',
      'high',
      'last_trade_ts',
      'low',
      'open',
      'symbol',
      'volume',
    ]);
    expect(ticker.symbol).toBe('SPOT_BTC_USDT');
    expect(ticker.high).toBeGreaterThanOrEqual(ticker.low);
    expect(ticker.ask).toBeGreaterThan(ticker.bid);
    expect((await data('/md/v3/public/v3/ticker/SPOT_BTC_USDT')).symbol).toBe('SPOT_BTC_USDT');
    expect((await call(sim, '/api/md/v3/ticker/SPOT_NOPE_USDT')).json().code).toBe(-1005);
  });

  it('v1 token ids: the bare coin on its own chain, network-qualified elsewhere', () => {
    expect(v1TokenId('USDT', 'ETH')).toBe('ETH_USDT');
    expect(v1TokenId('USDT', 'TRON')).toBe('TRON_USDT');
    expect(v1TokenId('TRX', 'TRON')).toBe('TRX');
    expect(v1TokenId('BTC', 'BTC')).toBe('BTC');
  });

  it('v1 token and token_network: the v1 envelope, the rows CCXT groups by balance_token and token', async () => {
    const tokens = (await call(sim, '/api/v1/public/token')).json();
    expect(Object.keys(tokens).sort()).toEqual(['rows', 'success']);
    const usdtOnEth = tokens.rows.find((r: { token: string }) => r.token === 'ETH_USDT');
    expect(usdtOnEth).toEqual({
      token: 'ETH_USDT',
      fullname: 'Tether',
      network: 'ETH',
      decimals: '6',
      delisted: false,
      balance_token: 'USDT',
      created_time: '1710123398',
      updated_time: '1746528481',
      can_collateral: true,
      can_short: false,
    });
    expect(
      tokens.rows.filter((r: { balance_token: string }) => r.balance_token === 'USDT').map((r: { network: string }) => r.network),
    ).toEqual(['TRON', 'ETH', 'SOL']);
    const networks = (await call(sim, '/api/v1/public/token_network')).json();
    expect(networks.success).toBe(true);
    expect(networks.rows.find((r: { token: string; network: string }) => r.token === 'USDT' && r.network === 'TRON')).toEqual({
      protocol: 'TRC20',
      network: 'TRON',
      token: 'USDT',
      name: 'TRON (TRC20)',
      minimum_withdrawal: '10.00000000',
      withdrawal_fee: '1.00000000',
      allow_deposit: '1',
      allow_withdraw: '1',
    });
    // USDT on Solana is suspended (src/domain/wallet/networks.ts)
    expect(networks.rows.find((r: { token: string; network: string }) => r.token === 'USDT' && r.network === 'SOL')).toMatchObject({
      allow_deposit: '0',
      allow_withdraw: '0',
    });
  });

  it('IP info: the caller (loopback: Singapore) before and after login; v2 looks any address up', async () => {
    expect(await data('/userauth/account/ip_info')).toEqual({ ip: '127.0.0.1', country: 'SG', eu: false });
    expect((await call(sim, '/api/usercenter/account/ip_info')).statusCode).toBe(401);
    const { token } = await createSession(sim);
    const auth = { authorization: `Bearer ${token}` };
    expect(await data('/usercenter/account/ip_info', auth)).toEqual({ ip: '127.0.0.1', country: 'SG', eu: false });
    expect(await data('/usercenter/account/v2/ip_info?ip=192.0.2.7', auth)).toEqual({
      ip: '192.0.2.7',
      country: 'DE',
      eu: true,
      restricted: false,
    });
    expect(await data('/usercenter/account/v2/ip_info?ip=203.0.113.9', auth)).toEqual({
      ip: '203.0.113.9',
      country: 'US',
      eu: false,
      restricted: true,
    });
    expect(await data('/usercenter/account/v2/ip_info', auth)).toEqual({ ip: '127.0.0.1', country: 'SG', eu: false, restricted: false });
    expect((await call(sim, '/api/usercenter/account/v2/ip_info?ip=not<an>ip', { headers: auth })).statusCode).toBe(400);
  });

  it('the social account of the member', async () => {
    const { token, userId } = await createSession(sim);
    const me = await data('/social-backend-ui/account/private/me', { authorization: `Bearer ${token}` });
    const uuid = (await data('/social-backend-ui/private/user-profiles/me/uuid', { authorization: `Bearer ${token}` })).uuid;
    expect(me).toEqual({ uuid, userId, coolName: null, main: true, eu: false });
    expect((await call(sim, '/api/social-backend-ui/account/private/me')).statusCode).toBe(401);
  });
});
