import { walletBindingMessage } from '../../../../src/domain/security/account-links';
import { simulatedSignature } from '../../../../simulator/auth-links/auth-links';
import type { RunningSimulator } from '../../../../simulator/server';
import { call, createSession, testSimulator } from '../support/simulator-fixture';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('email change, Discord and wallet binding (/api/usercenter/account/*)', () => {
  let sim: RunningSimulator;
  let now = 1_800_000_000_000;
  const api = (t: string, path: string, method = 'GET', payload?: unknown) =>
    call(sim, `/api/usercenter/account/${path}`, { method, headers: { authorization: `Bearer ${t}` }, payload });
  const mails = async (email: string) => (await call(sim, `/__control/mail?email=${encodeURIComponent(email)}`)).json().mails as Mail[];
  const codeIn = (mail: Mail) => /code is (\d{6})/.exec(mail.text)?.[1] as string;

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
  });
  afterAll(() => sim.close());

  it('changes the email with a code to the old address, a ticket, and a code to the new one; records and emails it', async () => {
    const { token: t, userId } = await createSession(sim, { email: 'olga@example.com' });
    expect((await api(t, 'email/code', 'POST', { target: 'OLD' })).json().data).toEqual({ sentTo: 'o•••@example.com' });
    expect((await api(t, 'email/code', 'POST', { target: 'OLD' })).json()).toMatchObject({ success: false, code: -1003 });
    const oldCode = codeIn((await mails('olga@example.com'))[0]);
    const wrong = oldCode === '000000' ? '111111' : '000000';
    expect((await api(t, 'email/trade', 'POST', { code: wrong })).json()).toMatchObject({
      code: -1005,
      message: 'code: wrong code (4 tries left)',
    });
    const { ticket } = (await api(t, 'email/trade', 'POST', { code: oldCode })).json().data;
    expect(ticket).toEqual(expect.any(String));
    expect((await api(t, 'email/code', 'POST', { target: 'NEW', ticket, newEmail: 'OLGA@example.com' })).json()).toMatchObject({
      message: 'newEmail: is the current address',
    });
    expect((await api(t, 'email/code', 'POST', { target: 'NEW', ticket: 'forged', newEmail: 'nova@example.com' })).json().message).toMatch(
      /^ticket:/,
    );
    expect((await api(t, 'email/code', 'POST', { target: 'NEW', ticket, newEmail: 'nova@example.com' })).json().data).toEqual({
      sentTo: 'n•••@example.com',
    });
    const newCode = codeIn((await mails('nova@example.com'))[0]);
    expect((await api(t, 'email/change', 'POST', { ticket, code: newCode })).json().data).toEqual({ email: 'nova@example.com' });
    expect((await api(t, 'links')).json().data.email).toBe('nova@example.com');
    expect((await mails('olga@example.com'))[0].text).toContain('from olga@example.com to nova@example.com');
    expect((await mails('nova@example.com'))[0].subject).toBe('Your email was changed');
    expect((await api(t, 'user_security_activity')).json().data.rows[0]).toMatchObject({ type: 'CHANGE_EMAIL' });
    // the ticket and the codes are spent
    expect((await api(t, 'email/change', 'POST', { ticket, code: newCode })).json()).toMatchObject({ success: false, code: -1005 });
    expect(userId).toBeGreaterThan(0);
  });

  it('locks the email change for 15 minutes after 5 wrong codes', async () => {
    const { token: t } = await createSession(sim, { email: 'lock@example.com' });
    await api(t, 'email/code', 'POST', { target: 'OLD' });
    const right = codeIn((await mails('lock@example.com'))[0]);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await api(t, 'email/trade', 'POST', { code: wrong });
    expect((await api(t, 'email/trade', 'POST', { code: wrong })).statusCode).toBe(429);
    expect((await api(t, 'email/trade', 'POST', { code: right })).json()).toMatchObject({ code: -1003 });
    now += 15 * 60_000;
    expect((await api(t, 'email/trade', 'POST', { code: right })).json()).toMatchObject({
      code: -1005,
      message: 'code: no valid code was sent; ask for a new one',
    });
  });

  it('links Discord through the simulated consent page and unlinks it', async () => {
    const { token: t } = await createSession(sim, { email: 'dora@example.com' });
    const links = (await api(t, 'links')).json().data;
    expect(links).toMatchObject({ discord: null, wallets: [], discordAuthorizeUrl: '/discord-sim/oauth2/authorize' });
    const query =
      'client_id=woox-sim&response_type=code&redirect_uri=%2Faccount%2Fsecurity%3Flink%3Ddiscord&state=state-123456&scope=identify';
    const page = await call(sim, `/discord-sim/oauth2/authorize?${query}`);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Simulated Discord');
    expect(
      (await call(sim, `/discord-sim/oauth2/authorize?${query.replace('%2Faccount', 'https%3A%2F%2Fevil.example%2Faccount')}`)).statusCode,
    ).toBe(400);
    const consent = await fetch(`${sim.url}/discord-sim/oauth2/consent?${query}&username=dora_trades&decision=allow`, {
      redirect: 'manual',
    });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') as string, 'http://x');
    expect(back.pathname).toBe('/account/security');
    expect(back.searchParams.get('state')).toBe('state-123456');
    const code = back.searchParams.get('code') as string;
    expect((await api(t, 'discord', 'POST', { code })).json().data.discord).toMatchObject({
      username: 'dora_trades',
      discordId: expect.stringMatching(/^\d+$/),
    });
    expect((await api(t, 'discord', 'POST', { code })).json()).toMatchObject({ success: false, message: expect.stringMatching(/^code:/) });
    const denied = await fetch(`${sim.url}/discord-sim/oauth2/consent?${query}&username=x&decision=deny`, { redirect: 'manual' });
    expect(denied.headers.get('location')).toContain('error=access_denied');
    expect((await api(t, 'discord', 'DELETE', {})).json().data).toEqual({ discord: null });
    const activity = (await api(t, 'user_security_activity')).json().data.rows.map((r: { type: string }) => r.type);
    expect(activity.slice(0, 2)).toEqual(['UNLINK_DISCORD', 'LINK_DISCORD']);
  });

  it('binds a wallet with a signed nonce message (once), validates the address, and unbinds it', async () => {
    const { token: t, userId } = await createSession(sim, { email: 'walt@example.com' });
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect((await api(t, 'bind_wallet', 'POST', { chain: 'EVM', address: '0x1234' })).json()).toMatchObject({
      code: -1005,
      message: 'address: is not a EVM address',
    });
    const challenge = (await api(t, 'bind_wallet', 'POST', { chain: 'EVM', address })).json().data;
    expect(challenge.message).toBe(walletBindingMessage({ userId, chain: 'EVM', address, nonce: challenge.nonce }));
    expect(
      (await api(t, 'bind_wallet', 'POST', { chain: 'EVM', address, nonce: challenge.nonce, signature: 'sim:00' })).json().message,
    ).toMatch(/^signature:/);
    // a refused signature spends the nonce too
    expect(
      (
        await api(t, 'bind_wallet', 'POST', {
          chain: 'EVM',
          address,
          nonce: challenge.nonce,
          signature: simulatedSignature(challenge.message),
        })
      ).json().message,
    ).toMatch(/^nonce:/);
    const next = (await api(t, 'bind_wallet', 'POST', { chain: 'EVM', address })).json().data;
    const bound = (
      await api(t, 'bind_wallet', 'POST', { chain: 'EVM', address, nonce: next.nonce, signature: simulatedSignature(next.message) })
    ).json().data;
    expect(bound.wallets).toEqual([{ chain: 'EVM', address, boundTime: now }]);
    const again = (await api(t, 'bind_wallet', 'POST', { chain: 'EVM', address: address.toLowerCase() })).json().data;
    expect(
      (
        await api(t, 'bind_wallet', 'POST', {
          chain: 'EVM',
          address: address.toLowerCase(),
          nonce: again.nonce,
          signature: simulatedSignature(again.message),
        })
      ).json().message,
    ).toBe('address: this wallet is already bound');
    expect((await api(t, 'unbind_wallet', 'DELETE', { chain: 'EVM', address: address.toLowerCase() })).json().data).toEqual({
      wallets: [],
    });
    expect((await mails('walt@example.com')).map((m) => m.subject).slice(0, 2)).toEqual(['Wallet unbound', 'Wallet bound']);
  });

  it('records the sign-in second factor added and removed', async () => {
    const { token: t } = await createSession(sim, { email: 'mia@example.com' });
    expect((await api(t, 'second_factor', 'POST', { event: 'ENROLL', label: '•••• 0100' })).json().data).toEqual({ recorded: true });
    expect((await api(t, 'user_security_activity')).json().data.rows[0]).toMatchObject({ type: 'ENROLL_SECOND_FACTOR' });
    expect((await mails('mia@example.com'))[0].subject).toBe('Sign-in second factor added');
  });
});
