import { RestDepositApi } from '../../../src/infrastructure/deposit/rest-deposit-api.adapter';
import { RestSubAccountsApi } from '../../../src/infrastructure/subaccounts/rest-sub-accounts-api.adapter';
import { RestWithdrawApi } from '../../../src/infrastructure/withdraw/rest-withdraw-api.adapter';
import { RecordingLogger } from '../../fakes/recording-logger';
import { recorded, type RecordedAnswer } from '../../support/recordings';
import { signedInClient } from '../../support/signed-in-client';

/**
 * The wallet's calls against the real exchange's recorded answers (shared/reference/woo-real-responses.json), through
 * the real adapters on the real ApiClient (only the transport is stubbed). Each recording is read as recorded and as
 * the 2025-10 period encoded the same answer (every scalar a string, times in milliseconds as strings); the expected
 * domain values are written out by hand from the recordings.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const TIME_FIELDS = new Set(['createdTime', 'updatedTime']);

/** The answer as the 2025-10 period wrote it: every number a string, seconds-with-decimals times as ms strings. */
function as2025_10(value: Json, key?: string): Json {
  if (Array.isArray(value)) return value.map((v) => as2025_10(v));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, as2025_10(v, k)]));
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string' && key !== undefined && TIME_FIELDS.has(key) && /^\d+\.\d{3}$/.test(value)) return value.replace('.', '');
  return value;
}

const PERIODS = [
  ['as recorded', (body: Json) => body],
  ['re-encoded as 2025-10', as2025_10],
] as const;

function setup(answer: RecordedAnswer, encode: (body: Json) => Json) {
  const { http, client } = signedInClient();
  const logger = new RecordingLogger();
  http.answerRaw(answer.httpMethod, answer.path, 200, encode(answer.response as unknown as Json));
  return {
    http,
    logger,
    withdraw: new RestWithdrawApi(client, logger),
    deposit: new RestDepositApi(client, logger),
    sub: new RestSubAccountsApi(client, logger),
  };
}

/** The recorded deposit (fetchDeposits, fetchLedger, fetchDepositsWithdrawals all answer it). */
const TRON_DEPOSIT = {
  id: '24032312465400366',
  token: 'USDT',
  network: 'TRON',
  tokenSide: 'DEPOSIT',
  amount: '5',
  feeToken: '',
  feeAmount: '0',
  status: 'COMPLETED',
  targetAddress: 'TTsY9uu2Y3aBH1vSir1md7oRqZe7DscA4v',
  sourceAddress: 'TSaRZDiBPD8Rd5vrvX8a4zgunHczM9mj8S',
  extra: '',
  txId: 'dc3dbf3185f519036adfeeb4a2390c7646028e20e06e536fb22f36247111494a',
  confirmedNumber: null,
  confirmingThreshold: null,
  createdTime: 1_711_198_014_126,
  updatedTime: 1_721_624_583_727,
};

/** The recorded withdrawal (fetchWithdrawals): USDC (native) on Arbitrum, 2 USDC fee. */
const ARB_WITHDRAWAL = {
  id: '24122314340000585',
  token: 'USDC',
  network: 'ARB',
  tokenSide: 'WITHDRAW',
  amount: '10',
  feeToken: 'USDC',
  feeAmount: '2',
  status: 'COMPLETED',
  targetAddress: '0x4d6802d2736daa85e6242ef0dc0f00aa0e68f635',
  sourceAddress: '0x63DFE4e34A3bFC00eB0220786238a7C6cEF8Ffc4',
  extra: '',
  txId: '0x891ade0a47fd55466bb9d06702bea4edcb75ed9367d9afbc47b93a84f496d2e6',
  confirmedNumber: null,
  confirmingThreshold: null,
  createdTime: 1_734_964_440_523,
  updatedTime: 1_734_964_614_081,
};

describe.each(PERIODS)('the wallet adapters on the recorded answers (%s)', (_period, encode) => {
  it.each(['fetchDeposits', 'fetchLedger', 'fetchDepositsWithdrawals'])(
    'GET /v3/asset/wallet/history (%s): the TRON_USDT deposit, id exact, times from seconds',
    async (method) => {
      const [answer] = recorded('GET', '/v3/asset/wallet/history').filter((r) => r.ccxtMethod === method);
      const { withdraw, logger } = setup(answer, encode);
      expect(await withdraw.history({ page: 1, size: 25 })).toEqual({ ok: true, value: { rows: [TRON_DEPOSIT], total: 1, unreadable: 0 } });
      expect(logger.warnings()).toEqual([]);
    },
  );

  it('GET /v3/asset/wallet/history (fetchWithdrawals): ARB_USDCNATIVE is USDC on ARB, its fee kept', async () => {
    const [answer] = recorded('GET', '/v3/asset/wallet/history', /^fetchWithdrawals$/);
    const { withdraw } = setup(answer, encode);
    expect(await withdraw.history({ page: 1, size: 25, tokenSide: 'WITHDRAW' })).toEqual({
      ok: true,
      value: { rows: [ARB_WITHDRAWAL], total: 1, unreadable: 0 },
    });
  });

  it('the deposit page asks for the deposits as the recording did and reads the same row', async () => {
    const [answer] = recorded('GET', '/v3/asset/wallet/history', /^fetchDeposits$/);
    const { deposit, http } = setup(answer, encode);
    expect(await deposit.history()).toEqual({ ok: true, value: { rows: [TRON_DEPOSIT], unreadable: 0 } });
    expect(http.requests.at(-1)?.params).toEqual({ tokenSide: 'DEPOSIT', type: 'BALANCE', size: 50 });
  });

  it('POST /v3/asset/wallet/withdraw (withdraw v3): the id above 2^53 exactly as sent, the envelope time a string', async () => {
    const [answer] = recorded('POST', '/v3/asset/wallet/withdraw');
    const { withdraw } = setup(answer, encode);
    const sent = await withdraw.withdraw({
      token: 'USDT',
      network: 'ETH',
      address: '0x34625d5f0b6575503a0669994dea24271bfbd443',
      extra: '',
      amount: '10',
    });
    expect(sent).toEqual({ ok: true, value: { withdrawId: '25110415390200329' } });
  });

  it('GET /v3/asset/wallet/deposit (fetchDepositAddress): the address and an empty memo', async () => {
    const [answer] = recorded('GET', '/v3/asset/wallet/deposit');
    const { deposit, http } = setup(answer, encode);
    expect(await deposit.address('USDT', 'ETH')).toEqual({
      ok: true,
      value: { address: '0x841e314BB4E4D41392E27B4b04634B5bE73366Da', extra: '' },
    });
    expect(http.requests.at(-1)?.params).toEqual({ token: 'USDT', network: 'ETH' });
  });

  it('GET /v3/asset/transfer/history (fetchTransfers): the main account to sub001, a million USDT, times from seconds', async () => {
    const [answer] = recorded('GET', '/v3/asset/transfer/history');
    const { sub } = setup(answer, encode);
    expect(await sub.transfers({ page: 1, size: 1 })).toEqual({
      ok: true,
      value: {
        total: 46,
        unreadable: 0,
        rows: [
          {
            id: '225',
            token: 'USDT',
            amount: '1000000',
            status: 'COMPLETED',
            from: { applicationId: '046b5c5c-5b44-4d27-9593-ddc32c0a08ae', accountName: 'Main' },
            to: { applicationId: '082ae5ae-e26a-4fb1-be5b-03e5b4867663', accountName: 'sub001' },
            createdTime: 1_642_660_941_534,
            updatedTime: 1_642_660_941_950,
          },
        ],
      },
    });
  });
});

describe('no silent drops: a row that cannot be read is counted and reported with its path', () => {
  it('wallet history: the readable row is kept, the broken one is reported', async () => {
    const [answer] = recorded('GET', '/v3/asset/wallet/history', /^fetchDeposits$/);
    const data = answer.response.data as { rows: Json[]; meta: Json };
    const broken = { ...(data.rows[0] as Record<string, Json>), amount: 'five' };
    const { withdraw, logger } = setup(
      { ...answer, response: { ...answer.response, data: { ...data, rows: [data.rows[0], broken] } } },
      (b) => b,
    );
    expect(await withdraw.history({ page: 1, size: 25 })).toEqual({ ok: true, value: { rows: [TRON_DEPOSIT], total: 1, unreadable: 1 } });
    expect(logger.warnings().map((w) => w.message)).toEqual([
      expect.stringMatching(/^GET \/v3\/asset\/wallet\/history: row rows\.1\.amount could not be read/),
    ]);
  });

  it('transfer history: a transfer without a time is counted', async () => {
    const [answer] = recorded('GET', '/v3/asset/transfer/history');
    const data = answer.response.data as { rows: Record<string, Json>[]; meta: Json };
    const { createdTime: _dropped, ...timeless } = data.rows[0];
    const { sub, logger } = setup({ ...answer, response: { ...answer.response, data: { ...data, rows: [timeless] } } }, (b) => b);
    expect(await sub.transfers({ page: 1, size: 1 })).toEqual({ ok: true, value: { rows: [], total: 46, unreadable: 1 } });
    expect(logger.warnings().map((w) => w.message)).toEqual([
      expect.stringMatching(/^GET \/v3\/asset\/transfer\/history: row rows\.0\.createdTime could not be read/),
    ]);
  });
});
