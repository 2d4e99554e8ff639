import type { RunningSimulator } from '../../../../simulator/server';
import { testSimulator } from '../support/simulator-fixture';

describe('GET /api/promotion/public/pnl_share', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('answers the promotion in the asked language, with a local image and the referral link', async () => {
    const body = await (await fetch(`${sim.url}/api/promotion/public/pnl_share?language=es`)).json();
    expect(body).toEqual({
      success: true,
      timestamp: expect.any(Number),
      data: {
        language: 'es',
        title: 'Opera perpetuos en WOO X',
        subtitle: 'Regístrate con este código y obtén un descuento en comisiones',
        referralLink: 'https://woox.io/register?ref=PNLSHARE',
        imageUrl: '/promotion/pnl-share.svg',
      },
    });
  });

  it('falls back to English for an unknown or missing language', async () => {
    for (const query of ['?language=xx', '?language=__proto__', '']) {
      const body = await (await fetch(`${sim.url}/api/promotion/public/pnl_share${query}`)).json();
      expect(body.data).toMatchObject({ language: 'en', title: 'Trade perpetuals on WOO X' });
    }
  });
});
