import Decimal from 'decimal.js';
import { Convert } from '../../../../simulator/convert/convert';
import { ApiError } from '../../../../simulator/http/api-error';
import type { RunningSimulator } from '../../../../simulator/server';
import type { Account } from '../../../../simulator/store/account-repository';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { fromScaled } from '../../../../simulator/trading/scaled';
import { mulberry32 } from '../../../../simulator/market/prng';
import { call, control, createSession, testSimulator } from '../support/simulator-fixture';

/** A seeded generator (the market's mulberry32), so a failure replays with the same seed. */
const prng = mulberry32;

const SEED = Number(process.env.LEDGER_SEED ?? 20261122);
const OPERATIONS = 10_000;
const TOKENS = ['USDT', 'BTC', 'ETH'] as const;
const DEPOSIT_NETWORK: Record<string, string> = { USDT: 'TRON', BTC: 'BTC', ETH: 'ETH' };
const DEMO: Record<string, string> = { USDT: '10000', BTC: '0.1', ETH: '1' };

describe('the ledger never loses a cent (property test: 10,000 random operations, issue 16 "Reliability")', () => {
  let sim: RunningSimulator;
  const repo = new MemoryTradingRepository();

  beforeAll(async () => {
    sim = await testSimulator({ store: { ...memoryStore(), trading: repo }, chainBlockMs: 0 });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_BTC_USDT', price: '50000' });
    await control(sim, '/trading/mark-price', { symbol: 'SPOT_ETH_USDT', price: '3000' });
  });
  afterAll(() => sim.close());

  it(`holds for seed ${SEED}: balances = Σ ledger rows, never negative, totals move only by deposits and conversions`, async () => {
    const rnd = prng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
    const { trading, deposits, subAccounts: parts } = sim.simulator;
    const convert = new Convert(trading, sim.simulator.engine, { clock: () => Date.now() });

    // two families: a main account and three sub-accounts each
    const families: { main: Account; token: string; members: Account[] }[] = [];
    for (let f = 0; f < 2; f += 1) {
      const { token, userId } = await createSession(sim);
      for (let s = 0; s < 3; s += 1) {
        const made = await call(sim, '/api/usercenter/account/sub_accounts', { method: 'POST', headers: { authorization: `Bearer ${token}` }, payload: { nickname: `F${f} sub ${s}` } });
        expect(made.json().success).toBe(true);
      }
      const main = (await sim.simulator.store.accounts.findAccountById(userId))!;
      const family = await parts.subAccounts.family(main);
      families.push({ main, token, members: [family.main.account, ...family.subs.map((m) => m.account)] });
    }
    const everyone = families.flatMap((f) => f.members);
    for (const a of everyone) parts.subAccounts.tradingAccount(a);
    const engineAccount = (a: Account) => trading.account(a.userId, a.main);

    // the model: what the totals must be, from the operations' own results
    const expected = new Map<string, Decimal>(TOKENS.map((t) => [t, new Decimal(DEMO[t]).times(families.length)]));
    const move = (token: string, amount: Decimal.Value) => expected.set(token, (expected.get(token) ?? new Decimal(0)).plus(amount));
    const arrived: { userId: number; token: string; amount: string; credited: boolean }[] = [];
    const counts = { transfer: 0, refused: 0, deposit: 0, convert: 0, concurrent: 0 };

    const noneNegative = () => {
      for (const a of everyone) for (const [token, b] of engineAccount(a).balances) {
        if (b.h < 0n) throw new Error(`negative ${token} balance of ${a.userId}: ${fromScaled(b.h)}`);
      }
    };
    const randomAmount = (available: Decimal): string => {
      const roll = rnd();
      const decimals = Math.floor(rnd() * 9); // sometimes more decimals than the token allows: refused
      if (roll < 0.1) return new Decimal(rnd() * 10).plus(available).toFixed(decimals); // more than available: refused
      if (roll < 0.15) return '0';
      return available.times(rnd()).toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
    };
    const transferOnce = async (viaAwait: boolean) => {
      const family = pick(families);
      const from = pick(family.members);
      const to = pick(family.members.filter((m) => m.userId !== from.userId));
      const token = pick(TOKENS);
      const amount = randomAmount(trading.available(engineAccount(from), token));
      if (viaAwait) await parts.subAccounts.member(family.main, from.applicationId); // yields: transfers interleave
      try {
        parts.transfers.transfer(from, to, token, amount);
        counts.transfer += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        counts.refused += 1;
      }
    };
    const depositOnce = async () => {
      const who = pick(everyone);
      const token = pick(TOKENS);
      const amount = token === 'USDT' ? String(1 + Math.floor(rnd() * 500)) : new Decimal(rnd()).plus(0.01).toDecimalPlaces(4).toFixed();
      await deposits.arrive(who.userId, token, DEPOSIT_NETWORK[token], amount);
      arrived.push({ userId: who.userId, token, amount, credited: false });
      counts.deposit += 1;
    };
    const convertOnce = () => {
      const who = pick(everyone);
      const sell = pick(TOKENS);
      const buy = pick(TOKENS.filter((t) => t !== sell));
      const available = trading.available(engineAccount(who), sell);
      const quantity = available.times(rnd()).toDecimalPlaces(convert.decimals(sell), Decimal.ROUND_DOWN);
      try {
        const quote = convert.quote(who.userId, sell, buy, quantity.toFixed());
        const done = convert.execute(who.userId, quote.quoteId);
        move(done.sellToken, new Decimal(done.sellQuantity).neg());
        move(done.buyToken, done.buyQuantity);
        counts.convert += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        counts.refused += 1;
      }
    };
    const confirmBlocks = async () => {
      for (let i = 0; i < 6; i += 1) await deposits.block();
      for (const d of arrived) if (!d.credited) {
        d.credited = true;
        move(d.token, d.amount);
      }
    };
    const checkLedger = async () => {
      await trading.writer.flush();
      const totals = new Map<string, Decimal>();
      for (const a of everyone) {
        const state = engineAccount(a);
        for (const [token, b] of state.balances) {
          const rows = state.ledger.filter((l) => l.token === token);
          const sum = rows.reduce((s, l) => s.plus(l.amount), new Decimal(0));
          expect(`${a.userId} ${token} ${sum.toFixed()}`).toBe(`${a.userId} ${token} ${new Decimal(fromScaled(b.h)).toFixed()}`);
          if (rows.length > 0) expect(rows[rows.length - 1].balanceAfter).toBe(fromScaled(b.h));
          totals.set(token, (totals.get(token) ?? new Decimal(0)).plus(fromScaled(b.h)));
        }
      }
      for (const t of TOKENS) expect(`${t} ${(totals.get(t) ?? new Decimal(0)).toFixed()}`).toBe(`${t} ${expected.get(t)!.toFixed()}`);
      // transfers move value between accounts only: their rows sum to zero per token
      for (const t of TOKENS) {
        const net = everyone.flatMap((a) => engineAccount(a).ledger).filter((l) => l.token === t && l.type === 'SUB_ACCOUNT_TRANSFER').reduce((s, l) => s.plus(l.amount), new Decimal(0));
        expect(`${t} ${net.toFixed()}`).toBe(`${t} 0`);
      }
    };

    const started = Date.now();
    for (let i = 0; i < OPERATIONS; i += 1) {
      const roll = rnd();
      if (roll < 0.5) await transferOnce(false);
      else if (roll < 0.6) await depositOnce();
      else if (roll < 0.85) convertOnce();
      else {
        // several at once: transfers that yield before moving, a conversion and a deposit, all in flight together
        await Promise.all([transferOnce(true), transferOnce(true), transferOnce(true), Promise.resolve().then(convertOnce), depositOnce()]);
        counts.concurrent += 1;
        i += 4;
      }
      noneNegative();
      if (i % 20 === 0) await confirmBlocks();
      if (i % 2500 === 0) await checkLedger();
    }
    // and a few at once over HTTP, as a browser would send them
    const f = families[0];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, k) => call(sim, '/api/v3/asset/transfer', {
      method: 'POST', headers: { authorization: `Bearer ${f.token}` },
      payload: { token: 'USDT', amount: '1', from: { applicationId: f.members[k % 4].applicationId }, to: { applicationId: f.members[(k + 1) % 4].applicationId } },
    })));
    expect(answers.every((r) => r.statusCode === 200 || r.json().code === -1101)).toBe(true);
    noneNegative();
    await confirmBlocks();
    await checkLedger();

    // the stored rows tell the same story: rebuilt balances from the persisted ledger equal the persisted balances
    const snap = await repo.load();
    for (const b of snap.balances.filter((x) => everyone.some((a) => a.userId === x.userId))) {
      const sum = snap.ledger.filter((l) => l.userId === b.userId && l.token === b.token).reduce((s, l) => s.plus(l.amount), new Decimal(0));
      expect(`${b.userId} ${b.token} ${sum.toFixed()}`).toBe(`${b.userId} ${b.token} ${new Decimal(b.holding).toFixed()}`);
      expect(new Decimal(b.holding).gte(0)).toBe(true);
    }
    expect(snap.transfers!.length).toBe(counts.transfer + answers.filter((r) => r.statusCode === 200).length);
    expect(counts.transfer).toBeGreaterThan(1000);
    expect(counts.convert).toBeGreaterThan(500);
    expect(counts.concurrent).toBeGreaterThan(100);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
