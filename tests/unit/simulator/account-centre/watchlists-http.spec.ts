import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';

/** Watchlists over HTTP (docs/protocol.md "Watchlists"): the favourites list, named lists, symbols, the device sync. */
describe('watchlists (/usercenter/account/*watchlist*)', () => {
  let sim: RunningSimulator;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const send = async (t: string, method: string, path: string, payload?: unknown) =>
    (await call(sim, `/api/usercenter/account/${path}`, { method, headers: auth(t), payload })).json();

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => Date.UTC(2026, 10, 22) });
  });
  afterAll(() => sim.close());

  it('creates the favourites list on first read; stars go to it without an id', async () => {
    const { token } = await createSession(sim);
    const [fav] = (await send(token, 'GET', 'watchlists')).data.rows;
    expect(fav).toMatchObject({ name: 'Favourites', isDefault: true, symbols: [], count: 0 });
    await send(token, 'POST', 'update_watchlist_with_symbol', { symbol: 'PERP_BTC_USDT', action: 'ADD' });
    await send(token, 'POST', 'update_watchlist_with_symbol', { symbol: 'SPOT_ETH_USDT', action: 'ADD' });
    await send(token, 'POST', 'update_watchlist_with_symbol', { symbol: 'PERP_BTC_USDT', action: 'ADD' });
    expect((await send(token, 'GET', `watchlist?watchlist_id=${fav.id}`)).data.symbols).toEqual(['PERP_BTC_USDT', 'SPOT_ETH_USDT']);
    await send(token, 'POST', 'update_watchlist_with_symbol', { watchlistId: fav.id, symbol: 'PERP_BTC_USDT', action: 'REMOVE' });
    expect((await send(token, 'GET', `watchlist?watchlist_id=${fav.id}`)).data.symbols).toEqual(['SPOT_ETH_USDT']);
    expect(await send(token, 'POST', 'update_watchlist_with_symbol', { symbol: 'BTC', action: 'ADD' })).toMatchObject({
      success: false,
      code: -1005,
    });
  });

  it('creates, renames and deletes named lists; names are 1–20 characters and unique; favourites stay', async () => {
    const { token } = await createSession(sim);
    const alts = (await send(token, 'POST', 'create_watchlists', { name: ' Alts ', symbols: ['SPOT_SOL_USDT'] })).data;
    expect(alts).toMatchObject({ name: 'Alts', symbols: ['SPOT_SOL_USDT'], isDefault: false });
    expect(await send(token, 'POST', 'create_watchlists', { name: 'alts' })).toMatchObject({
      success: false,
      code: -1005,
      message: 'name: a watchlist called alts exists',
    });
    expect(await send(token, 'POST', 'create_watchlists', { name: '   ' })).toMatchObject({ success: false, message: 'name: is required' });
    expect(await send(token, 'POST', 'create_watchlists', { name: 'x'.repeat(21) })).toMatchObject({
      success: false,
      message: 'name: at most 20 characters',
    });
    expect((await send(token, 'POST', 'edit_watchlists', { watchlistId: alts.id, name: 'Layer 1' })).data.name).toBe('Layer 1');
    const rows = (await send(token, 'GET', 'watchlists')).data.rows;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Favourites', 'Layer 1']);
    expect(await send(token, 'DELETE', `del_watchlists?watchlist_id=${rows[0].id}`)).toMatchObject({
      success: false,
      message: 'watchlist_id: the favourites list cannot be deleted',
    });
    expect((await send(token, 'DELETE', `del_watchlists?watchlist_id=${alts.id}`)).data).toEqual({ deleted: alts.id });
    expect(await send(token, 'GET', `watchlist?watchlist_id=${alts.id}`)).toMatchObject({ success: false, code: -1006 });
  });

  it('holds at most 10 lists and never shows another account’s', async () => {
    const a = await createSession(sim);
    const b = await createSession(sim);
    for (let i = 1; i <= 9; i++) await send(a.token, 'POST', 'create_watchlists', { name: `List ${i}` });
    expect(await send(a.token, 'POST', 'create_watchlists', { name: 'List 10' })).toMatchObject({
      success: false,
      message: 'name: at most 10 watchlists',
    });
    const own = (await send(a.token, 'GET', 'watchlists')).data.rows[1];
    expect(await send(b.token, 'GET', `watchlist?watchlist_id=${own.id}`)).toMatchObject({ success: false, code: -1006 });
  });

  it('moves a device’s favourites in after the account’s own, each once (sync_mobile_watchlists)', async () => {
    const { token } = await createSession(sim);
    await send(token, 'POST', 'update_watchlist_with_symbol', { symbol: 'SPOT_BTC_USDT', action: 'ADD' });
    const synced = (await send(token, 'POST', 'sync_mobile_watchlists', { symbols: ['PERP_ETH_USDT', 'SPOT_BTC_USDT', 'junk'] })).data;
    expect(synced).toMatchObject({ isDefault: true, symbols: ['SPOT_BTC_USDT', 'PERP_ETH_USDT'] });
  });
});
