import { RestReferralSummary } from '../../../../src/infrastructure/account/rest-referral-summary.adapter';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestReferralSummary(client) };
}

describe('RestReferralSummary (referral_info)', () => {
  it('reads the default code, the count of codes and the totals as the simulator sends them (numbers → decimal strings)', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/usercenter/account/referral_info', {
      defaultCode: {
        id: 3,
        referralCode: 'ADA2026',
        split: '85/15',
        note: null,
        isDefault: true,
        referees: 2,
        createdTime: 1_767_225_600_000,
      },
      codes: 4,
      maxCodes: 20,
      referees: 2,
      tradedReferees: 1,
      volume: 1234.5,
      earned30d: [{ token: 'USDT', amount: 1.25 }],
      earnedTotal: [
        { token: 'USDT', amount: 3.5 },
        { token: 'BTC', amount: 1e-7 },
      ],
    });
    expect(await api.summary()).toEqual({
      ok: true,
      value: {
        defaultCode: { id: 3, code: 'ADA2026', split: '85/15', note: '', isDefault: true, referees: 2, createdTime: 1_767_225_600_000 },
        codes: 4,
        maxCodes: 20,
        referees: 2,
        tradedReferees: 1,
        volume: '1234.5',
        earned30d: [{ token: 'USDT', amount: '1.25' }],
        earnedTotal: [
          { token: 'USDT', amount: '3.5' },
          { token: 'BTC', amount: '0.0000001' },
        ],
      },
    });
    expect(http.requests[0]!.authorization).toBe('Bearer session-token');
  });

  it('a body without the default code is not taken as a summary', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/usercenter/account/referral_info', {
      codes: 1,
      maxCodes: 20,
      referees: 0,
      tradedReferees: 0,
      volume: 0,
      earned30d: [],
      earnedTotal: [],
    });
    const result = await api.summary();
    expect(result.ok).toBe(false);
  });
});
