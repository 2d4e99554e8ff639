import { RestWithdrawApi } from '../../../../src/infrastructure/withdraw/rest-withdraw-api.adapter';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestWithdrawApi(client, new RecordingLogger()) };
}

const open = {
  token: 'BTC',
  allow_deposit: 1,
  allow_withdraw: 1,
  deposit_reason: null,
  withdraw_reason: null,
  withdraw_locked_until: null,
};

describe('RestWithdrawApi.accountTokenConfig (GET /usercenter/account/token_config)', () => {
  it('maps the 0/1 flags, the reasons and the lock end; nulls leave them out', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/usercenter/account/token_config', {
      rows: [
        open,
        {
          token: 'USDT',
          allow_deposit: 1,
          allow_withdraw: 0,
          deposit_reason: null,
          withdraw_reason: 'WITHDRAW_LOCKED',
          withdraw_locked_until: 1_768_089_600_000,
        },
        {
          token: 'XRP',
          allow_deposit: 0,
          allow_withdraw: 0,
          deposit_reason: 'NETWORK_SUSPENDED',
          withdraw_reason: 'NETWORK_SUSPENDED',
          withdraw_locked_until: null,
        },
      ],
    });
    expect(await api.accountTokenConfig()).toEqual({
      ok: true,
      value: [
        { token: 'BTC', allowDeposit: true, allowWithdraw: true },
        {
          token: 'USDT',
          allowDeposit: true,
          allowWithdraw: false,
          withdrawReason: 'WITHDRAW_LOCKED',
          withdrawLockedUntil: 1_768_089_600_000,
        },
        {
          token: 'XRP',
          allowDeposit: false,
          allowWithdraw: false,
          depositReason: 'NETWORK_SUSPENDED',
          withdrawReason: 'NETWORK_SUSPENDED',
        },
      ],
    });
    expect(http.requests.at(-1)?.authorization).toBe('Bearer session-token');
  });

  it('refuses a reason it does not know, a flag that is not 0 or 1, and a negative lock end', async () => {
    const { http, api } = setup();
    for (const row of [
      { ...open, withdraw_reason: 'SOMETHING' },
      { ...open, allow_withdraw: true },
      { ...open, withdraw_locked_until: -1 },
    ]) {
      http.succeed('GET', '/usercenter/account/token_config', { rows: [row] });
      expect((await api.accountTokenConfig()).ok).toBe(false);
    }
  });
});
