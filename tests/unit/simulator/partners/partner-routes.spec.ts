import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, testSimulator } from '../support/simulator-fixture';

describe('simulator partner applications and the published APK', () => {
  const store = memoryStore();
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({ store });
  });
  afterAll(() => sim.close());

  const broker = {
    company_name: 'Andes Forex',
    contact_name: 'Anna',
    email: 'anna@andes.com',
    telegram: 'andes_fx',
    website: '',
    country: 'Peru',
    message: '',
    client_count: '1k_10k',
  };

  it('stores a valid broker application and answers with its id', async () => {
    const res = await call(sim, '/api/usercenter/pre/broker', { method: 'POST', payload: broker });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'RECEIVED' } });
    expect((await store.partners!.list('broker'))[0]).toMatchObject({
      email: 'anna@andes.com',
      payload: expect.objectContaining({ company_name: 'Andes Forex' }),
    });
  });

  it('refuses an invalid market-maker application with -1005 and the field name', async () => {
    const res = await call(sim, '/api/usercenter/pre/market_maker', {
      method: 'POST',
      payload: { ...broker, client_count: undefined, markets: [], monthly_volume_usd: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: -1005, message: expect.stringMatching(/^markets/) });
  });

  it('publishes the Android build', async () => {
    const res = (await call(sim, '/api/usercenter/public/mobile/apk/published')).json();
    expect(res.data).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
