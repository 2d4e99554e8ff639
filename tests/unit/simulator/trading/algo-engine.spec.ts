import Decimal from 'decimal.js';
import { AlgoOrders, type AlgoPlaceInput } from '../../../../simulator/trading/algo-orders';
import type { AlgoRecord } from '../../../../simulator/trading/algo-records';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { codeOf, harness } from './engine-harness';

const BTC = 'SPOT_BTC_USDT';
const PERP = 'PERP_BTC_USDT';
const U = 7;

async function setup(repo = new MemoryTradingRepository()) {
  const h = await harness(42, repo);
  const algos = new AlgoOrders(h.trading);
  algos.start();
  const stop = (input: Partial<AlgoPlaceInput>) =>
    algos.place(U, {
      symbol: BTC,
      side: 'BUY',
      algoType: 'STOP',
      type: 'MARKET',
      triggerPrice: '1',
      quantity: '0.001',
      ...input,
    });
  const last = (symbol = BTC) => new Decimal(h.market.symbolState(symbol)!.close);
  const algoReports = () =>
    h.events.filter((e) => e.topic === 'algoexecutionreportv2').map((e) => (e.data as { algoStatus: string; algoOrderId: number }[])[0]);
  return { ...h, algos, stop, last, algoReports };
}

describe('STOP algo orders: placement', () => {
  it('accepts a stop (NEW, not triggered, nothing frozen) and reports it on algoexecutionreportv2', async () => {
    const s = await setup();
    const trigger = s.last().times(2).toDecimalPlaces(1).toFixed();
    const r = s.stop({ type: 'LIMIT', triggerPrice: trigger, price: trigger, clientOrderId: '77' });
    expect(r).toMatchObject({
      algoType: 'STOP',
      algoStatus: 'NEW',
      isTriggered: false,
      triggerPrice: trigger,
      triggerPriceType: 'MARKET_PRICE',
      clientOrderId: '77',
      orderId: 0,
    });
    expect(s.balance(U, 'USDT')).toEqual({ holding: '10000', frozen: '0' });
    expect(s.algoReports()).toEqual([
      expect.objectContaining({ algoOrderId: r.algoOrderId, algoStatus: 'NEW', clientOrderId: 77, isTriggered: false }),
    ]);
    expect(s.algos.waitingOn(BTC)).toBe(1);
  });

  it('refuses a trigger off the tick or not positive (-1103), a trailing stop without callback, a spot bracket and OCO (-1005), and missing funds (-1101)', async () => {
    const s = await setup();
    expect(codeOf(() => s.stop({ triggerPrice: '65000.05' }))).toBe(-1103);
    expect(codeOf(() => s.stop({ triggerPrice: '0' }))).toBe(-1103);
    expect(() => s.stop({ algoType: 'TRAILING_STOP' })).toThrow('callbackRate or callbackValue: give exactly one');
    expect(codeOf(() => s.stop({ algoType: 'BRACKET' }))).toBe(-1005);
    expect(() => s.stop({ algoType: 'OCO' })).toThrow('algoType OCO is not supported');
    // 1 BTC at 65000 is 65000 USDT; the account holds 10000
    expect(codeOf(() => s.stop({ type: 'LIMIT', triggerPrice: '65000', price: '65000', quantity: '1' }))).toBe(-1101);
    expect(codeOf(() => s.stop({ type: 'LIMIT', triggerPrice: '65000' }))).toBe(-1005);
    expect(codeOf(() => s.stop({ triggerPriceType: 'MARK_PRICE' }))).toBe(-1005);
    expect(codeOf(() => s.stop({ triggerPrice: '65000', quantity: '0.0000001' }))).toBe(-1104);
    expect(s.algos.list(U)).toHaveLength(0);
  });
});

describe('STOP algo orders: trigger', () => {
  it('MARK_PRICE BUY fires once the mark is at or above the trigger, then its market child fills', async () => {
    const s = await setup();
    s.trading.markOverrides.set(PERP, '60000');
    const r = s.stop({ symbol: PERP, triggerPriceType: 'MARK_PRICE', triggerPrice: '61000' });
    s.step(3);
    expect(r.algoStatus).toBe('NEW');
    s.trading.markOverrides.set(PERP, '61000');
    s.step(1);
    expect(r).toMatchObject({
      isTriggered: true,
      triggeredPrice: '61000',
      algoStatus: 'FILLED',
      executed: '0.001',
      triggerTime: s.trading.now(),
    });
    const child = s.trading.account(U).orders.find((o) => o.orderId === r.orderId)!;
    expect(child).toMatchObject({ side: 'BUY', type: 'MARKET', status: 'FILLED', quantity: '0.001' });
    expect(s.trading.account(U).positions.get(PERP)?.holding).toBe('0.001');
    expect(s.algoReports().map((x) => x.algoStatus)).toEqual(['NEW', 'FILLED']);
  });

  it('MARK_PRICE SELL fires at or below the trigger, not above', async () => {
    const s = await setup();
    s.trading.markOverrides.set(PERP, '62000');
    const r = s.stop({ symbol: PERP, side: 'SELL', triggerPriceType: 'MARK_PRICE', triggerPrice: '61000' });
    s.step(3);
    expect(r.isTriggered).toBe(false);
    s.trading.markOverrides.set(PERP, '60999.9');
    s.step(1);
    expect(r).toMatchObject({ isTriggered: true, triggeredPrice: '60999.9', algoStatus: 'FILLED' });
    expect(s.trading.account(U).positions.get(PERP)?.holding).toBe('-0.001');
  });

  it('MARKET_PRICE (last trade): a trigger already crossed fires on the next step; one on the far side waits', async () => {
    const s = await setup();
    const close = s.last();
    const buyCrossed = s.stop({ triggerPrice: close.minus(500).toDecimalPlaces(1).toFixed() });
    const buyFar = s.stop({ triggerPrice: close.times(1.5).toDecimalPlaces(1).toFixed() });
    const sellCrossed = s.stop({ side: 'SELL', triggerPrice: close.plus(500).toDecimalPlaces(1).toFixed() });
    const sellFar = s.stop({ side: 'SELL', triggerPrice: close.times(0.5).toDecimalPlaces(1).toFixed() });
    expect(buyCrossed.isTriggered).toBe(false);
    s.step(2);
    expect([buyCrossed, sellCrossed].map((r) => r.algoStatus)).toEqual(['FILLED', 'FILLED']);
    expect([buyFar, sellFar].map((r) => r.algoStatus)).toEqual(['NEW', 'NEW']);
    expect(s.algos.waitingOn(BTC)).toBe(2);
  });

  it('a LIMIT child rests at its price when it does not cross (algo TRIGGERED, the child NEW and frozen)', async () => {
    const s = await setup();
    const price = s.last().minus(1000).toDecimalPlaces(1).toFixed();
    const r = s.stop({ type: 'LIMIT', triggerPrice: s.last().minus(500).toDecimalPlaces(1).toFixed(), price });
    s.step(1);
    expect(r.algoStatus).toBe('TRIGGERED');
    const child = s.trading.account(U).open.get(r.orderId)!.record;
    expect(child).toMatchObject({ type: 'LIMIT', price, status: 'NEW' });
    expect(s.balance(U, 'USDT').frozen).toBe(new Decimal(price).times('0.001').toFixed());
  });

  it('a child refused for funds when it fires ends the stop REJECTED with the reason (funds are not held while waiting)', async () => {
    const s = await setup();
    const r = s.stop({ side: 'SELL', quantity: '0.1', triggerPrice: s.last().plus(500).toDecimalPlaces(1).toFixed() });
    // a resting sell far above the market freezes half of the 0.1 BTC after the stop was accepted
    s.place(U, { side: 'SELL', type: 'LIMIT', price: s.last().plus(1000).toDecimalPlaces(1).toFixed(), quantity: '0.05' });
    s.step(1);
    expect(r).toMatchObject({ isTriggered: true, algoStatus: 'REJECTED', orderId: 0 });
    expect(r.reason).toMatch(/Not enough BTC/);
    expect(s.algoReports().at(-1)).toMatchObject({ algoOrderId: r.algoOrderId, algoStatus: 'REJECTED' });
  });
});

describe('STOP algo orders: cancel, restart', () => {
  it('cancels one and all waiting stops; a cancelled stop never fires', async () => {
    const s = await setup();
    const crossed = s.last().minus(500).toDecimalPlaces(1).toFixed();
    const a = s.stop({ triggerPrice: crossed });
    const b = s.stop({ triggerPrice: crossed });
    const c = s.stop({ symbol: PERP, triggerPriceType: 'MARK_PRICE', triggerPrice: '1000000' });
    expect(s.algos.cancel(U, a.algoOrderId, BTC).algoStatus).toBe('CANCELLED');
    expect(codeOf(() => s.algos.cancel(U, a.algoOrderId))).toBe(-1006);
    expect(codeOf(() => s.algos.cancel(U, c.algoOrderId, BTC))).toBe(-1006);
    expect(codeOf(() => s.algos.cancel(U + 1, b.algoOrderId))).toBe(-1006);
    expect(s.algos.cancelAll(U, BTC)).toBe(1);
    s.step(2);
    expect([a, b, c].map((r: AlgoRecord) => r.algoStatus)).toEqual(['CANCELLED', 'CANCELLED', 'NEW']);
    expect(s.trading.account(U).orders).toHaveLength(0);
    expect(s.algos.cancelAll(U)).toBe(1);
    expect(s.algoReports().map((x) => x.algoStatus)).toEqual(['NEW', 'NEW', 'NEW', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
  });

  it('a waiting stop is stored, reloaded by a new engine on the same store, and fires there', async () => {
    const repo = new MemoryTradingRepository();
    const first = await setup(repo);
    const r = first.stop({ symbol: PERP, triggerPriceType: 'MARK_PRICE', triggerPrice: '61000', clientOrderId: '5' });
    const done = first.stop({ symbol: PERP, triggerPriceType: 'MARK_PRICE', triggerPrice: '20000' });
    first.algos.cancel(U, done.algoOrderId);
    await first.trading.writer.flush();
    const second = await setup(repo);
    expect(second.algos.list(U).map((x) => [x.algoOrderId, x.algoStatus])).toEqual([
      [r.algoOrderId, 'NEW'],
      [done.algoOrderId, 'CANCELLED'],
    ]);
    expect(second.algos.waitingOn(PERP)).toBe(1);
    expect(second.stop({ symbol: PERP, side: 'SELL', triggerPriceType: 'MARK_PRICE', triggerPrice: '20000' }).algoOrderId).toBe(
      done.algoOrderId + 1,
    );
    second.trading.markOverrides.set(PERP, '61500');
    second.step(1);
    const fired = second.algos.list(U)[0];
    expect(fired).toMatchObject({ algoOrderId: r.algoOrderId, algoStatus: 'FILLED', isTriggered: true });
    await second.trading.writer.flush();
    const third = await setup(repo);
    expect(third.algos.list(U)[0]).toMatchObject({ algoStatus: 'FILLED', orderId: fired.orderId });
    expect(third.algos.waitingOn(PERP)).toBe(1);
  });
});
