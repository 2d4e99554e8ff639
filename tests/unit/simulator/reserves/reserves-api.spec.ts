import { createHash } from 'node:crypto';
import { checkTreeBytes } from '../../../../src/domain/reserves/check-tree';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, testSimulator } from '../support/simulator-fixture';
import { checkWholeTree, UserHash } from './independent-checker';

const sha256 = (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest());

describe('the simulator proof of reserves', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  const tree = async (auditId: string) =>
    new Uint8Array(await (await fetch(`${sim.url}/api/asset/porl/v2/tree?auditId=${auditId}`)).arrayBuffer());

  it('lists three seeded audits, newest first, each with an overview of its tree', async () => {
    const rows = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    expect(rows).toHaveLength(3);
    expect(rows[0].auditTime).toBeGreaterThan(rows[1].auditTime);
    const overview = (await call(sim, `/api/asset/porl/v2/snapshot_overview?auditId=${rows[0].auditId}`)).json().data;
    const bytes = await tree(rows[0].auditId);
    expect(overview).toMatchObject({ auditId: rows[0].auditId, treeBytes: bytes.length });
    expect(overview.leafCount).toBeGreaterThan(600);
  });

  it('writes trees that pass an independent checker of the published format, canonically encoded', async () => {
    const rows = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    for (const row of rows) {
      const result = checkWholeTree(await tree(row.auditId));
      expect(result.problems).toEqual([]);
      expect(result.canonical).toBe(true);
    }
  });

  it('agrees with the independent checker and user_check for a seeded account with sub-accounts apart', async () => {
    const [latest] = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    const bytes = await tree(latest.auditId);
    for (const userId of [10001, 10002]) {
      const { userHash } = (await call(sim, `/__control/reserves/user-hash?userId=${userId}&auditId=${latest.auditId}`)).json();
      const independent = checkWholeTree(bytes, Buffer.from(userHash, 'hex'));
      const outcome = checkTreeBytes(bytes, userHash, sha256);
      const server = (await call(sim, `/api/asset/porl/v2/user_check?userHash=${userHash}&auditId=${latest.auditId}`)).json().data;
      expect(outcome.kind).toBe('verified');
      if (outcome.kind !== 'verified') return;
      expect(outcome.leaves).toHaveLength(independent.mine.length);
      expect(server).toEqual({ included: true, leafCount: independent.mine.length, balances: outcome.balances });
    }
  });

  it('computes the user hash as SHA-256 of the serialised UserHash {uid, nonce = application id, timestamp}', async () => {
    const { userId, token } = (await call(sim, '/__control/sessions', { method: 'POST', payload: {} })).json();
    const info = (await call(sim, '/api/usercenter/account/info', { headers: { authorization: `Bearer ${token}` } })).json().data;
    await call(sim, '/__control/reserves/balances', { method: 'POST', payload: { userId, balances: { ETH: '2.5' } } });
    const { auditId, auditTime } = (await call(sim, '/__control/reserves/audits', { method: 'POST', payload: {} })).json();
    const { userHash } = (await call(sim, `/__control/reserves/user-hash?userId=${userId}&auditId=${auditId}`)).json();
    const bytes = UserHash.encode(UserHash.fromObject({ uid: userId, nonce: info.application_id, timestamp: auditTime })).finish();
    expect(userHash).toBe(Buffer.from(sha256(bytes)).toString('hex'));
  });

  it('leaves out accounts with only zero or negative balances', async () => {
    const [latest] = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    const bytes = await tree(latest.auditId);
    for (const userId of [10007, 10008]) {
      const { userHash } = (await call(sim, `/__control/reserves/user-hash?userId=${userId}&auditId=${latest.auditId}`)).json();
      expect(checkTreeBytes(bytes, userHash, sha256).kind).toBe('not-included');
      expect((await call(sim, `/api/asset/porl/v2/user_check?userHash=${userHash}&auditId=${latest.auditId}`)).json().data.included).toBe(
        false,
      );
    }
  });

  it('answers liabilities whose totals are the latest tree root totals', async () => {
    const [latest] = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    const { totals } = (await call(sim, `/api/asset/porl/v2/snapshot_overview?auditId=${latest.auditId}`)).json().data;
    const liabilities = (await call(sim, '/api/asset/porl/liabilities')).json().data.rows;
    expect(liabilities.map((l: { token: string; total: string }) => ({ token: l.token, amount: l.total }))).toEqual(totals);
    const withWoo = (await call(sim, '/api/asset/porl/earnAssets?excludeWooToken=false')).json().data;
    const withoutWoo = (await call(sim, '/api/asset/porl/earnAssets?excludeWooToken=true')).json().data;
    expect(Number(withWoo.totalAssets)).toBeGreaterThan(Number(withoutWoo.totalAssets));
    expect((await call(sim, '/api/earn/public/assets/rwa')).json().data.rows.length).toBeGreaterThan(0);
  });

  it('takes a new audit that includes balances set after start', async () => {
    const { userId } = (await call(sim, '/__control/sessions', { method: 'POST', payload: {} })).json();
    await call(sim, '/__control/reserves/balances', {
      method: 'POST',
      payload: { userId, balances: { BTC: '0.50000000', USDT: '1200.5' } },
    });
    const { auditId } = (await call(sim, '/__control/reserves/audits', { method: 'POST', payload: {} })).json();
    const { userHash } = (await call(sim, `/__control/reserves/user-hash?userId=${userId}&auditId=${auditId}`)).json();
    const outcome = checkTreeBytes(await tree(auditId), userHash, sha256);
    expect(outcome).toMatchObject({
      kind: 'verified',
      balances: [
        { token: 'BTC', amount: expect.stringMatching(/^0\.5/) },
        { token: 'USDT', amount: expect.stringMatching(/^1200\.5/) },
      ],
    });
  });

  it('rejects bad queries and unknown audits with the protocol errors', async () => {
    expect((await call(sim, '/api/asset/porl/v2/user_check?userHash=zz&auditId=x')).json()).toMatchObject({ success: false, code: -1005 });
    expect((await call(sim, '/api/asset/porl/v2/snapshot_overview?auditId=nope')).statusCode).toBe(404);
  });
});
