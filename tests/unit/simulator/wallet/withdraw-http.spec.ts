import type { RunningSimulator } from '../../../../simulator/server';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';
import { withdrawEmailCode } from '../support/withdraw-email-code';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe';

describe('withdrawals (/v3/asset/wallet/withdraw) and the address book', () => {
  let sim: RunningSimulator;
  let now = Date.UTC(2026, 0, 10);
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const req = (method: string, path: string, t: string, payload?: unknown) =>
    call(sim, `/api${path}`, { method, headers: auth(t), payload });
  const balance = async (t: string, token = 'USDT') =>
    (await req('GET', '/v3/asset/balances', t)).json().data.holding.find((b: { token: string }) => b.token === token) as {
      holding: number;
      frozen: number;
    };
  const history = async (t: string) => (await req('GET', '/v3/asset/wallet/history?tokenSide=WITHDRAW', t)).json().data.rows;
  const ledger = async (t: string) =>
    (await req('GET', '/v3/asset/token/history?token=USDT', t)).json().data.rows as { type: string; amount: number }[];
  const step = () => control(sim, '/wallet/withdraw-step');
  const withdraw = async (t: string, body: Record<string, unknown>) =>
    req('POST', '/v3/asset/wallet/withdraw', t, {
      token: 'USDT',
      network: 'TRON',
      address: TRON,
      extra: '',
      emailCode: await withdrawEmailCode(sim, t),
      ...body,
    });

  beforeAll(async () => {
    // sessions outlive the 24 h jumps of the whitelist test
    sim = await testSimulator({ withdrawStepMs: 0, clock: () => now, store: memoryStore({ sessionIdleMs: 30 * 24 * 3600 * 1000 }) });
  });
  afterAll(() => sim.close());

  it('NEW freezes amount + fee; two steps complete it with a WITHDRAW row and the fee; nothing more on more steps', async () => {
    const { token: t } = await createSession(sim);
    const sent = (await withdraw(t, { amount: 100 })).json();
    // recorded (withdraw v3): the id as a string of 17 digits, above 2^53
    expect(sent).toMatchObject({ success: true, data: { withdrawId: expect.stringMatching(/^\d{17}$/) } });
    // fee 1 USDT on TRON: 101 frozen, holding unchanged
    expect(await balance(t)).toMatchObject({ holding: 10000, frozen: 101 });
    expect((await history(t))[0]).toMatchObject({
      id: sent.data.withdrawId,
      token: 'TRON_USDT',
      status: 'NEW',
      amount: '100.00000000',
      feeAmount: '1',
      feeToken: 'USDT',
      targetAddress: TRON,
      tokenSide: 'WITHDRAW',
      confirmingThreshold: null,
      confirmedNumber: null,
    });
    await step();
    expect((await history(t))[0]).toMatchObject({ status: 'PROCESSING', txId: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await balance(t)).toMatchObject({ holding: 10000, frozen: 101 });
    await step();
    expect((await history(t))[0]).toMatchObject({ status: 'COMPLETED' });
    expect(await balance(t)).toMatchObject({ holding: 9899, frozen: 0 });
    const rows = (await ledger(t)).filter((r) => r.type !== 'DEPOSIT');
    expect(rows.map((r) => [r.type, r.amount]).sort()).toEqual([
      ['TRANSACTION_FEE', -1],
      ['WITHDRAW', -100],
    ]);
    await step();
    expect(await balance(t)).toMatchObject({ holding: 9899, frozen: 0 });
    // the inbox (and so the toast) tells of the completed withdrawal once: the amount sent, not the fee
    const told = (await req('GET', '/v3/notifications?category=TRANSFERS', t)).json().data.rows as {
      kind: string;
      params: Record<string, unknown>;
    }[];
    expect(told.filter((n) => n.kind === 'WITHDRAWAL').map((n) => n.params)).toEqual([{ token: 'USDT', amount: '100' }]);
  });

  it('cancel while NEW releases the frozen total; once PROCESSING it is refused with -1009', async () => {
    const { token: t } = await createSession(sim);
    const first = (await withdraw(t, { amount: 50 })).json().data.withdrawId;
    expect((await req('DELETE', `/v3/asset/wallet/withdraw?withdrawId=${first}`, t)).json()).toMatchObject({
      success: true,
      data: { withdrawId: first, status: 'CANCELED' },
    });
    expect(await balance(t)).toMatchObject({ holding: 10000, frozen: 0 });
    const second = (await withdraw(t, { amount: 50 })).json().data.withdrawId;
    await step();
    expect((await req('DELETE', `/v3/asset/wallet/withdraw?withdrawId=${second}`, t)).json()).toMatchObject({
      success: false,
      code: -1009,
    });
    expect((await req('DELETE', '/v3/asset/wallet/withdraw?withdrawId=999999', t)).json()).toMatchObject({ success: false, code: -1006 });
    // the same 17-digit form with an unknown row behind it, and something that is no id at all
    expect((await req('DELETE', `/v3/asset/wallet/withdraw?withdrawId=${String(second).slice(0, 12)}99999`, t)).json()).toMatchObject({
      success: false,
      code: -1006,
    });
    expect((await req('DELETE', '/v3/asset/wallet/withdraw?withdrawId=abc', t)).json()).toMatchObject({ success: false, code: -1005 });
  });

  it('refuses with the reason and changes nothing: wrong-network address, suspended, below minimum, not enough, too many decimals', async () => {
    const { token: t } = await createSession(sim);
    expect((await withdraw(t, { address: ETH, amount: 20 })).json()).toMatchObject({
      success: false,
      code: -1005,
      message: 'address: Not a TRON (TRC20) address: expected T followed by 33 base58 characters.',
    });
    expect(
      (await withdraw(t, { network: 'SOL', address: 'So11111111111111111111111111111111111111112', amount: 20 })).json(),
    ).toMatchObject({
      success: false,
      code: -1009,
      message: 'Withdrawals of USDT on Solana (SPL) are suspended: Network upgrade in progress.',
    });
    expect((await withdraw(t, { amount: 9.5 })).json()).toMatchObject({
      success: false,
      code: -1009,
      message: 'The minimum withdrawal of USDT on TRON (TRC20) is 10.',
    });
    expect((await withdraw(t, { amount: 10000 })).json()).toMatchObject({
      success: false,
      code: -1009,
      message: 'Not enough USDT: 10000 plus the fee of 1 is 10001, and 10000 is available.',
    });
    expect((await withdraw(t, { amount: '10.123456789' })).json()).toMatchObject({ success: false, code: -1005 });
    expect((await withdraw(t, { amount: -5 })).json()).toMatchObject({ success: false, code: -1005 });
    expect(
      (
        await req('POST', '/v3/asset/wallet/withdraw', t, {
          token: 'XRP',
          network: 'XRP',
          address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
          amount: 30,
          emailCode: await withdrawEmailCode(sim, t),
        })
      ).json(),
    ).toMatchObject({ success: false, code: -1005, message: expect.stringMatching(/^extra: XRP Ledger needs a memo/) });
    expect(await balance(t)).toMatchObject({ holding: 10000, frozen: 0 });
    expect(await history(t)).toEqual([]);
  });

  it('an account lock refuses with -1009 and its reason until it ends', async () => {
    const { token: t, userId } = await createSession(sim);
    await control(sim, '/wallet/lock', { userId, until: now + 1000, reason: 'security review' });
    expect((await withdraw(t, { amount: 20 })).json()).toMatchObject({
      success: false,
      code: -1009,
      message: `Withdrawals are locked until ${new Date(now + 1000).toISOString()}: security review.`,
    });
    now += 1000;
    expect((await withdraw(t, { amount: 20 })).json()).toMatchObject({ success: true });
  });

  it('whitelist mode: only saved addresses, and a new one only after 24 h', async () => {
    const { token: t } = await createSession(sim, { ttlMs: 7 * 24 * 3600 * 1000 });
    const saved = (
      await req('POST', '/v3/asset/wallet/addressBook', t, { label: 'Cold', token: 'USDT', network: 'TRON', address: TRON })
    ).json();
    expect(saved).toMatchObject({ success: true, data: { label: 'Cold', address: TRON, extra: '', createdTime: now } });
    expect(
      (await req('POST', '/v3/asset/wallet/addressBook', t, { label: 'Bad', token: 'USDT', network: 'TRON', address: ETH })).json(),
    ).toMatchObject({ success: false, code: -1005 });
    expect(
      (await req('POST', '/v3/asset/wallet/addressBook', t, { label: 'cold', token: 'USDT', network: 'ETH', address: ETH })).json(),
    ).toMatchObject({ success: false, message: 'label: The label "cold" is already used.' });
    await req('PUT', '/v3/asset/wallet/addressBook/whitelist', t, { enabled: true });
    expect((await req('GET', '/v3/asset/wallet/addressBook', t)).json().data).toMatchObject({
      whitelistMode: true,
      rows: [{ label: 'Cold' }],
    });
    expect((await withdraw(t, { network: 'ETH', address: ETH, amount: 20 })).json()).toMatchObject({
      success: false,
      code: -1009,
      message: 'Whitelist mode is on: withdraw only to an address saved in your address book.',
    });
    expect((await withdraw(t, { amount: 20 })).json()).toMatchObject({
      success: false,
      code: -1009,
      message: expect.stringContaining('whitelisted less than 24 hours ago'),
    });
    now += 24 * 3600 * 1000;
    expect((await withdraw(t, { amount: 20 })).json()).toMatchObject({ success: true });
    expect((await req('DELETE', `/v3/asset/wallet/addressBook?id=${saved.data.id}`, t)).json()).toMatchObject({ success: true });
    expect((await withdraw(t, { amount: 20 })).json()).toMatchObject({ success: false, code: -1009 });
  });
});
