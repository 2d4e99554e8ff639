import type { RunningSimulator } from '../../../../simulator/server';
import type { WirePeriod } from '../../../../simulator/http/wire-period';
import { recorded } from '../../../support/recordings';
import { shapeDifferences } from '../../../support/wire-shape';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { withdrawEmailCode } from '../support/withdraw-email-code';

/**
 * The simulator's wallet calls against the real exchange's recorded answers (shared/reference/woo-real-responses.json),
 * field by field (same keys, same JSON types), in each wire period it can answer in. The recordings come from two
 * periods: the wallet history, transfer history and deposit address from 2024-07..2025-07 (times as seconds strings),
 * the withdrawal from 2025-11 (every scalar a string). So in 2026-08 (times as integer ms, the envelope's timestamp a
 * number) the only differences allowed are those, listed exactly; 2025-10 is compared with loose scalars.
 */
const RECORDED_HISTORY = ['fetchDeposits', 'fetchWithdrawals', 'fetchLedger', 'fetchDepositsWithdrawals'];
const times = (path: string) => [
  `${path}.createdTime: recorded string, answered number`,
  `${path}.updatedTime: recorded string, answered number`,
];

describe.each<[WirePeriod]>([['2026-08'], ['2025-07'], ['2025-10']])(
  'the wallet calls answer the recorded shapes (SIM_WIRE=%s)',
  (period) => {
    let sim: RunningSimulator;
    let token: string;
    const now = Date.UTC(2026, 7, 11, 9, 30, 15, 608);
    const loose = period === '2025-10';
    const get = async (path: string) =>
      (await call(sim, `/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json() as unknown;
    const send = async (method: string, path: string, payload: unknown) =>
      (await call(sim, `/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, payload })).json() as unknown;

    beforeAll(async () => {
      sim = await testSimulator({ wirePeriod: period, withdrawStepMs: 0, chainBlockMs: 0, clock: () => now });
      const session = await createSession(sim);
      token = session.token;
      await control(sim, '/wallet/deposit', { userId: session.userId, token: 'USDT', network: 'TRON', amount: '5' });
      for (let i = 0; i < 3; i += 1) await control(sim, '/wallet/block');
    });
    afterAll(() => sim.close());

    it.each(RECORDED_HISTORY)('GET /v3/asset/wallet/history as %s answered it', async (method) => {
      const [answer] = recorded('GET', '/v3/asset/wallet/history').filter((r) => r.ccxtMethod === method);
      const query = new URLSearchParams(answer.query ?? {}).toString();
      if (method === 'fetchWithdrawals') {
        const [withdrawal] = recorded('POST', '/v3/asset/wallet/withdraw');
        // the website's call carries the email code on top of the recorded (key-signed) body
        expect(
          await send('POST', '/v3/asset/wallet/withdraw', {
            ...(withdrawal.requestBody as object),
            emailCode: await withdrawEmailCode(sim, token),
          }),
        ).toMatchObject({ success: true });
      }
      const mine = (await get(`/v3/asset/wallet/history${query ? `?${query}` : ''}`)) as { data: { rows: { token: string }[] } };
      // the network-qualified token, as the real rows carry it (the withdrawal is made before the calls after fetchWithdrawals)
      const expected = { fetchDeposits: ['TRON_USDT'], fetchWithdrawals: ['ETH_USDT'] }[method] ?? ['ETH_USDT', 'TRON_USDT'];
      expect(mine.data.rows.map((r) => r.token)).toEqual(expected);
      expect(shapeDifferences(answer.response, mine, { looseScalars: loose })).toEqual(period === '2026-08' ? times('$.data.rows[0]') : []);
    });

    it('POST /v3/asset/wallet/withdraw as the recording sent it (withdraw v3): the id a string of 17 digits', async () => {
      const [answer] = recorded('POST', '/v3/asset/wallet/withdraw');
      const mine = (await send('POST', '/v3/asset/wallet/withdraw', {
        ...(answer.requestBody as object),
        emailCode: await withdrawEmailCode(sim, token),
      })) as { data: { withdrawId: string } };
      expect(mine.data.withdrawId).toMatch(/^\d{17}$/);
      // recorded in 2025-11: the envelope's timestamp a string, as only the 2025-10 period writes it
      expect(shapeDifferences(answer.response, mine)).toEqual(
        period === '2025-10' ? [] : ['$.timestamp: recorded string, answered number'],
      );
    });

    it('GET /v3/asset/wallet/deposit as fetchDepositAddress asked it', async () => {
      const [answer] = recorded('GET', '/v3/asset/wallet/deposit');
      const mine = await get(`/v3/asset/wallet/deposit?${new URLSearchParams(answer.query ?? {}).toString()}`);
      expect(shapeDifferences(answer.response, mine, { looseScalars: loose })).toEqual([]);
    });

    it('GET /v3/asset/transfer/history as fetchTransfers answered it', async () => {
      const [answer] = recorded('GET', '/v3/asset/transfer/history');
      const sub = ((await send('POST', '/usercenter/account/sub_accounts', { nickname: 'sub001' })) as { data: { applicationId: string } })
        .data;
      const family = ((await get('/usercenter/account/sub_accounts')) as { data: { rows: { applicationId: string; main: boolean }[] } })
        .data.rows;
      const main = family.find((m) => m.main)!;
      expect(
        await send('POST', '/v3/asset/transfer', {
          token: 'USDT',
          amount: 100,
          from: { applicationId: main.applicationId },
          to: { applicationId: sub.applicationId },
        }),
      ).toMatchObject({ success: true });
      const mine = await get('/v3/asset/transfer/history');
      expect(mine).toMatchObject({ data: { rows: [{ from: { accountName: expect.any(String) }, to: { accountName: 'sub001' } }] } });
      expect(shapeDifferences(answer.response, mine, { looseScalars: loose })).toEqual(period === '2026-08' ? times('$.data.rows[0]') : []);
    });
  },
);
