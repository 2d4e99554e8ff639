import { IdentityUnavailableError } from '../../../../simulator/auth/id-token-verifier';
import { FirebaseAdminDirectory, type EmailUpdate, type IdentityDirectory } from '../../../../simulator/auth/identity-directory';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The provider's answers by new address; every call is kept. */
class FakeDirectory implements IdentityDirectory {
  readonly calls: string[] = [];
  readonly answers = new Map<string, EmailUpdate | 'down'>();
  async updateEmail(firebaseUid: string, email: string): Promise<EmailUpdate> {
    this.calls.push(`${firebaseUid} → ${email}`);
    const answer = this.answers.get(email) ?? 'updated';
    if (answer === 'down') throw new IdentityUnavailableError('connect ECONNREFUSED 127.0.0.1:9099');
    return answer;
  }
}

describe("an email change moves the sign-in provider's address first (simulator/auth/identity-directory.ts)", () => {
  let sim: RunningSimulator;
  const directory = new FakeDirectory();
  const api = (t: string, path: string, method = 'GET', payload?: unknown) =>
    call(sim, `/api/usercenter/account/${path}`, { method, headers: { authorization: `Bearer ${t}` }, payload });
  const mails = async (email: string) => (await call(sim, `/__control/mail?email=${encodeURIComponent(email)}`)).json().mails as Mail[];
  const codeIn = (mail: Mail) => /code is (\d{6})/.exec(mail.text)?.[1] as string;

  /** A member of provider user `uid` asks to move to `to`; answers the `email/change` call. */
  async function change(uid: string, from: string, to: string) {
    const { token: t } = await createSession(sim, { email: from, firebaseUid: uid });
    await api(t, 'email/code', 'POST', { target: 'OLD' });
    const { ticket } = (await api(t, 'email/trade', 'POST', { code: codeIn((await mails(from))[0]) })).json().data;
    await api(t, 'email/code', 'POST', { target: 'NEW', ticket, newEmail: to });
    const answer = await api(t, 'email/change', 'POST', { ticket, code: codeIn((await mails(to)).at(-1)!) });
    return { answer, email: (await api(t, 'links')).json().data.email as string };
  }

  beforeAll(async () => {
    sim = await testSimulator({ auth: { verifier: { verify: async () => undefined }, directory } });
  });
  afterAll(() => sim.close());

  it("changes the provider user's address, then the account's", async () => {
    const { answer, email } = await change('fb-olga', 'olga@example.com', 'nova@example.com');
    expect(answer.json().data).toEqual({ email: 'nova@example.com' });
    expect(email).toBe('nova@example.com');
    expect(directory.calls).toContain('fb-olga → nova@example.com');
  });

  it('an address another sign-in uses is refused and nothing changes', async () => {
    directory.answers.set('taken@example.com', 'in-use');
    const { answer, email } = await change('fb-tom', 'tom@example.com', 'taken@example.com');
    expect(answer.json()).toMatchObject({ success: false, code: -1005, message: 'newEmail: is already used by another account' });
    expect(email).toBe('tom@example.com');
  });

  it('a provider out of reach answers 503 and nothing changes', async () => {
    directory.answers.set('later@example.com', 'down');
    const { answer, email } = await change('fb-lea', 'lea@example.com', 'later@example.com');
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      success: false,
      message: 'The sign-in service is not reachable; your email was not changed. Try again.',
    });
    expect(email).toBe('lea@example.com');
  });

  it('an account without a provider user changes only its own address', async () => {
    const before = directory.calls.length;
    const { token: t } = await createSession(sim, { email: 'solo@example.com' });
    await api(t, 'email/code', 'POST', { target: 'OLD' });
    const { ticket } = (await api(t, 'email/trade', 'POST', { code: codeIn((await mails('solo@example.com'))[0]) })).json().data;
    await api(t, 'email/code', 'POST', { target: 'NEW', ticket, newEmail: 'duo@example.com' });
    expect((await api(t, 'email/change', 'POST', { ticket, code: codeIn((await mails('duo@example.com')).at(-1)!) })).json().data).toEqual({
      email: 'duo@example.com',
    });
    expect(directory.calls.length).toBe(before);
  });
});

describe('FirebaseAdminDirectory (firebase-admin updateUser)', () => {
  const directory = (updateUser: (uid: string, p: { email: string }) => Promise<unknown>) =>
    new FirebaseAdminDirectory({ emulatorHost: '127.0.0.1:9099', projectId: 'demo-exchange' }, async () => ({ updateUser }));
  const failing = (code: string) => directory(async () => Promise.reject(Object.assign(new Error(code), { code })));

  it("updates the user's email", async () => {
    const seen: unknown[] = [];
    expect(await directory(async (uid, p) => seen.push([uid, p])).updateEmail('uid-1', 'a@example.com')).toBe('updated');
    expect(seen).toEqual([['uid-1', { email: 'a@example.com' }]]);
  });

  it.each([
    ['auth/email-already-exists', 'in-use'],
    ['auth/user-not-found', 'no-user'],
  ])('%s answers %s', async (code, answer) => {
    expect(await failing(code).updateEmail('uid-1', 'a@example.com')).toBe(answer);
  });

  it('a provider out of reach is IdentityUnavailableError', async () => {
    await expect(failing('app/network-error').updateEmail('uid-1', 'a@example.com')).rejects.toBeInstanceOf(IdentityUnavailableError);
  });
});
