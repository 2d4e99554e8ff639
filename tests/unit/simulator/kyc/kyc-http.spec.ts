import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';

/** Identity verification over HTTP: regions, the document upload, the application, the review's decision. */
describe('identity verification (kyc_identity_verification, /userkyc/region)', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 10, 22, 12);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const state = async (t: string) => (await call(sim, '/api/usercenter/account/kyc_identity_verification', { headers: auth(t) })).json();
  const upload = async (t: string, bytes: number, type = 'image/png') => {
    const response = await fetch(`${sim.url}/api/usercenter/account/kyc_identity_verification/document`, {
      method: 'POST',
      headers: { ...auth(t), 'content-type': type },
      body: new Uint8Array(bytes).fill(7),
    });
    return response.json() as Promise<{ success: boolean; code?: number; message?: string; data?: { documentId: number } }>;
  };
  const apply = (t: string, body: Record<string, unknown>) =>
    call(sim, '/api/usercenter/account/kyc_identity_verification', { method: 'POST', headers: auth(t), payload: body });
  const form = { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-05-17', country: 'GB', documentType: 'PASSPORT' };

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now, kycReviewMs: 5000 });
  });
  afterAll(() => sim.close());

  it('lists the regions with the EU members and the restricted countries', async () => {
    const rows = (await call(sim, '/api/userkyc/region')).json().data.rows as { code: string; eu: boolean; restricted: boolean }[];
    expect(rows.find((r) => r.code === 'DE')).toMatchObject({ eu: true, restricted: false });
    expect(rows.find((r) => r.code === 'US')).toMatchObject({ eu: false, restricted: true });
    expect(rows.find((r) => r.code === 'GB')).toMatchObject({ eu: false, restricted: false });
  });

  it('a new account is level 0 with nothing sent', async () => {
    const { token } = await createSession(sim);
    expect((await state(token)).data).toMatchObject({ level: 0, status: 'NONE', reason: '' });
  });

  it('an application is PENDING, then APPROVED 5 s later: level 1; a second one is refused', async () => {
    const { token } = await createSession(sim);
    const doc = await upload(token, 20 * 1024);
    expect(doc.success).toBe(true);
    const answer = (await apply(token, { ...form, documentId: doc.data!.documentId })).json();
    expect(answer).toMatchObject({
      success: true,
      data: { status: 'PENDING', level: 0, submittedAt: now, country: 'GB', documentType: 'PASSPORT' },
    });
    now += 4999;
    await sim.simulator.kyc.review();
    expect((await state(token)).data.status).toBe('PENDING');
    now += 1;
    await sim.simulator.kyc.review();
    expect((await state(token)).data).toMatchObject({ status: 'APPROVED', level: 1, reviewedAt: now });
    expect((await apply(token, { ...form, documentId: doc.data!.documentId })).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'Your identity is already verified',
    });
  });

  it('a document under 10 KB is rejected with its reason; the user may apply again', async () => {
    const { token } = await createSession(sim);
    const small = await upload(token, 10 * 1024 - 1);
    await apply(token, { ...form, documentId: small.data!.documentId });
    expect((await apply(token, { ...form, documentId: small.data!.documentId })).json()).toMatchObject({
      success: false,
      message: 'An application is already under review',
    });
    now += 5000;
    await sim.simulator.kyc.review();
    expect((await state(token)).data).toMatchObject({
      status: 'REJECTED',
      level: 0,
      reason: 'unreadableDocument',
      reasonMessage: expect.stringContaining('under 10 KB'),
    });
    const good = await upload(token, 10 * 1024);
    expect((await apply(token, { ...form, documentId: good.data!.documentId })).json().data.status).toBe('PENDING');
  });

  it('refuses a bad form with every field named, and changes nothing', async () => {
    const { token } = await createSession(sim);
    const doc = await upload(token, 20 * 1024);
    // 2026-11-22: born 2008-11-23 is 17 (the birthday is tomorrow)
    const answer = (
      await apply(token, { ...form, firstName: 'Ada1', birthDate: '2008-11-23', country: 'US', documentId: doc.data!.documentId })
    ).json();
    expect(answer).toMatchObject({ success: false, code: -1005 });
    expect(answer.message).toContain('firstName: may hold letters');
    expect(answer.message).toContain('birthDate: you must be at least 18 years old');
    expect(answer.message).toContain('country: residents of this country cannot be verified');
    expect((await state(token)).data.status).toBe('NONE');
  });

  it('refuses a document of another kind, an empty one, and another account’s document', async () => {
    const { token } = await createSession(sim);
    const { token: other } = await createSession(sim);
    expect(await upload(token, 100, 'text/plain')).toMatchObject({ success: false });
    expect(await upload(token, 0)).toMatchObject({ success: false, message: 'document: is empty' });
    const theirs = await upload(other, 20 * 1024);
    expect((await apply(token, { ...form, documentId: theirs.data!.documentId })).json()).toMatchObject({
      success: false,
      message: 'documentId: no document of yours with this id',
    });
  });

  it('needs a session', async () => {
    expect((await call(sim, '/api/usercenter/account/kyc_identity_verification')).statusCode).toBe(401);
  });
});
