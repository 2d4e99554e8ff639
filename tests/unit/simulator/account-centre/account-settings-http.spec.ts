import type { RunningSimulator } from '../../../../simulator/server';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

/** Account settings over HTTP (docs/protocol.md "Account settings"): each call stored and read back. */
describe('account settings (/usercenter/account/*)', () => {
  let sim: RunningSimulator;
  const now = Date.UTC(2026, 10, 22, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const post = async (t: string, path: string, payload: unknown = {}) =>
    (await call(sim, `/api/usercenter/account/${path}`, { method: 'POST', headers: auth(t), payload })).json();
  const get = async (t: string, path: string) => (await call(sim, `/api/usercenter/account/${path}`, { headers: auth(t) })).json();

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
  });
  afterAll(() => sim.close());

  it('starts from the defaults and keeps preferences (account, themes)', async () => {
    const { token } = await createSession(sim);
    expect((await get(token, 'account')).data).toMatchObject({
      theme: 'dark',
      priceColours: 'green-up',
      orderConfirmations: true,
      sounds: false,
      defaultLeverage: 10,
      lossChargeMode: 'USDT_ONLY',
      hiddenAlerts: [],
    });
    expect((await post(token, 'account', { theme: 'light', priceColours: 'red-up', orderConfirmations: false })).data).toMatchObject({
      theme: 'light',
      priceColours: 'red-up',
      orderConfirmations: false,
    });
    expect((await get(token, 'themes')).data.rows).toEqual([
      { name: 'dark', selected: false },
      { name: 'light', selected: true },
    ]);
    expect(await post(token, 'account', { theme: 'blue' })).toMatchObject({ success: false, code: -1005 });
    expect(await post(token, 'account', { colour: 'x' })).toMatchObject({ success: false, code: -1005 });
    expect((await get(token, 'account')).data.theme).toBe('light');
  });

  it('refuses without a session', async () => {
    const response = await call(sim, '/api/usercenter/account/account');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: -1002 });
  });

  it('switches the region from the region list; an EU or restricted region narrows the available products', async () => {
    const { token } = await createSession(sim);
    expect((await get(token, 'available_products')).data).toEqual({
      spot: true,
      perpetuals: true,
      convert: true,
      earn: true,
      copyTrading: true,
    });
    expect((await post(token, 'switch_region', { region: 'de' })).data.region).toBe('DE');
    expect((await get(token, 'available_products')).data).toEqual({
      spot: true,
      perpetuals: false,
      convert: true,
      earn: true,
      copyTrading: false,
    });
    expect((await post(token, 'switch_region', { region: 'US' })).data.region).toBe('US');
    expect((await get(token, 'available_products')).data.spot).toBe(false);
    expect(await post(token, 'switch_region', { region: 'ZZ' })).toMatchObject({
      success: false,
      code: -1005,
      message: 'region: ZZ is not in the region list',
    });
    expect((await get(token, 'account')).data.region).toBe('US');
  });

  it('sets the position mode and the default leverage through the trading engine', async () => {
    const { token } = await createSession(sim);
    expect((await post(token, 'update_position_mode', { positionMode: 'HEDGE_MODE' })).data).toEqual({ positionMode: 'HEDGE_MODE' });
    expect((await call(sim, '/api/v3/account/info', { headers: auth(token) })).json().data.positionMode).toBe('HEDGE_MODE');
    const answer = (await post(token, 'leverage', { leverage: 5 })).data;
    expect(answer.applied).toContain('PERP_BTC_USDT');
    expect(
      (await call(sim, '/api/v3/futures/leverage?symbol=PERP_BTC_USDT', { headers: auth(token) })).json().data.details[0].leverage,
    ).toBe(5);
    expect((await get(token, 'account')).data.defaultLeverage).toBe(5);
    expect(await post(token, 'leverage', { leverage: 51 })).toMatchObject({ success: false, code: -1005 });
    expect(await post(token, 'leverage', { leverage: 2.5 })).toMatchObject({ success: false, code: -1005 });
  });

  it('keeps the loss charge mode, dismissed alerts and the terms acceptance time', async () => {
    const { token } = await createSession(sim);
    expect((await post(token, 'futures_loss_charge_mode', { mode: 'COLLATERAL' })).data).toEqual({ lossChargeMode: 'COLLATERAL' });
    expect((await post(token, 'hide_alert/futures_risk')).data.hiddenAlerts).toEqual(['futures_risk']);
    expect((await post(token, 'hide_alert/kyc_reminder')).data.hiddenAlerts).toEqual(['kyc_reminder', 'futures_risk']);
    expect((await post(token, 'hide_alert/futures_risk', { hidden: false })).data.hiddenAlerts).toEqual(['kyc_reminder']);
    expect(await post(token, 'hide_alert/nonsense')).toMatchObject({ success: false, code: -1005 });
    expect((await post(token, 'agree_term_service')).data).toEqual({ termsAcceptedAt: now });
    expect((await post(token, 'agree_tr_service')).data).toEqual({ trTermsAcceptedAt: now });
    expect((await get(token, 'account')).data).toMatchObject({
      lossChargeMode: 'COLLATERAL',
      termsAcceptedAt: now,
      trTermsAcceptedAt: now,
    });
  });

  it('records survey answers per theme and refuses a score outside 1–5', async () => {
    const { token } = await createSession(sim);
    expect(
      (await get(token, 'satisfaction_survey_themes?device_type=web')).data.rows.map((r: { answered: boolean }) => r.answered),
    ).toEqual([false, false, false]);
    expect((await post(token, 'save_satisfaction_survey', { themeId: 'trading', score: 4, comment: 'fast' })).data).toEqual({
      saved: true,
    });
    expect(await post(token, 'save_satisfaction_survey', { themeId: 'trading', score: 6 })).toMatchObject({ success: false, code: -1005 });
    expect(await post(token, 'save_satisfaction_survey', { themeId: 'weather', score: 3 })).toMatchObject({ success: false, code: -1005 });
    expect((await get(token, 'satisfaction_survey_themes')).data.rows[0]).toMatchObject({ id: 'trading', answered: true });
  });

  it('tells the announced maintenance window and keeps the push token', async () => {
    const { token } = await createSession(sim);
    expect((await post(token, 'maintain_config')).data).toEqual({ maintenance: false, message: '', estimatedEndTime: 0 });
    await control(sim, '/market/maintenance', { on: true, msg: 'Upgrade', estimatedEndTime: now + 3_600_000 });
    const config = (await post(token, 'maintain_config')).data;
    await control(sim, '/market/maintenance', { on: false });
    expect(config).toEqual({ maintenance: true, message: 'Upgrade', estimatedEndTime: now + 3_600_000 });
    expect(await post(token, 'upload_firebase_token', { token: 'short' })).toMatchObject({ success: false, code: -1005 });
    expect((await post(token, 'upload_firebase_token', { token: 'fcm-token_0123456789abcdef:xyz', platform: 'web' })).data).toEqual({
      registered: true,
    });
    expect((await get(token, 'account')).data.pushToken).toBe('fcm-token_0123456789abcdef:xyz');
  });
});
