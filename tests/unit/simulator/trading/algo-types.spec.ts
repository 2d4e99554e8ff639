import { AlgoOrders, type AlgoPlaceInput } from '../../../../simulator/trading/algo-orders';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { codeOf, harness } from './engine-harness';

const PERP = 'PERP_BTC_USDT';
const U = 9;

async function setup(repo = new MemoryTradingRepository()) {
  const h = await harness(42, repo);
  const algos = new AlgoOrders(h.trading);
  algos.start();
  const mark = (price: string) => {
    h.trading.markOverrides.set(PERP, price);
    h.step(1);
  };
  h.trading.markOverrides.set(PERP, '60000');
  const algo = (input: Partial<AlgoPlaceInput>) => algos.place(U, { symbol: PERP, algoType: 'STOP', ...input });
  const open = (side: 'BUY' | 'SELL', quantity: string) => h.trading.place(U, { symbol: PERP, side, type: 'MARKET', quantity });
  const holding = () => h.trading.account(U).positions.get(PERP)?.holding ?? '0';
  const reports = () =>
    h.events
      .filter((e) => e.topic === 'algoexecutionreportv2')
      .map((e) => (e.data as { algoOrderId: number; algoStatus: string; triggerPrice: number }[])[0]);
  return { ...h, algos, mark, algo, open, holding, reports };
}

describe('TAKE_PROFIT / STOP_LOSS (reduce-only, on a position)', () => {
  it("a long's TP by mark fires at 61000, not at 60999.9, and closes the position", async () => {
    const s = await setup();
    s.open('BUY', '0.01');
    const tp = s.algo({ algoType: 'TAKE_PROFIT', side: 'SELL', triggerPrice: '61000', triggerPriceType: 'MARK_PRICE', quantity: '0.01' });
    expect(tp).toMatchObject({ reduceOnly: true, type: 'MARKET', algoStatus: 'NEW' });
    s.mark('60999.9');
    expect(tp.algoStatus).toBe('NEW');
    s.mark('61000');
    expect(tp).toMatchObject({ algoStatus: 'FILLED', isTriggered: true, triggeredPrice: '61000', executed: '0.01' });
    expect(s.holding()).toBe('0');
  });

  it("a long's SL by last price fires once the last trade is at or below it", async () => {
    const s = await setup();
    s.open('BUY', '0.01');
    const real = s.market.symbolState.bind(s.market);
    const close = Number(real(PERP)!.close);
    const trigger = String(Math.floor(close) - 100);
    const sl = s.algo({ algoType: 'STOP_LOSS', side: 'SELL', triggerPrice: trigger, quantity: '0.01' });
    const lastAt = (price: number) =>
      jest.spyOn(s.market, 'symbolState').mockImplementation((sym) => (sym === PERP ? { ...real(sym)!, close: price } : real(sym)));
    lastAt(Number(trigger) + 0.1);
    s.step(1);
    expect(sl.algoStatus).toBe('NEW');
    lastAt(Number(trigger));
    s.step(1);
    expect(sl).toMatchObject({ algoStatus: 'FILLED', triggeredPrice: trigger });
    expect(s.holding()).toBe('0');
  });

  it('refuses a trigger already crossed, a TP without a position, and spot symbols', async () => {
    const s = await setup();
    expect(() => s.algo({ algoType: 'TAKE_PROFIT', side: 'SELL', triggerPrice: '61000', quantity: '0.01' })).toThrow(
      'No open position on PERP_BTC_USDT',
    );
    s.open('BUY', '0.01');
    expect(() =>
      s.algo({ algoType: 'TAKE_PROFIT', side: 'SELL', triggerPrice: '59000', triggerPriceType: 'MARK_PRICE', quantity: '0.01' }),
    ).toThrow('triggerPrice: the take-profit of a long must be above the mark price 60000');
    expect(() =>
      s.algo({ algoType: 'STOP_LOSS', side: 'SELL', triggerPrice: '60000', triggerPriceType: 'MARK_PRICE', quantity: '0.01' }),
    ).toThrow('triggerPrice: the stop-loss of a long must be below the mark price 60000');
    expect(codeOf(() => s.algo({ algoType: 'STOP_LOSS', side: 'BUY', triggerPrice: '59000', quantity: '0.01' }))).toBe(-1005);
    expect(
      codeOf(() => s.algo({ symbol: 'SPOT_BTC_USDT', algoType: 'TAKE_PROFIT', side: 'SELL', triggerPrice: '61000', quantity: '0.01' })),
    ).toBe(-1005);
  });
});

describe('POSITIONAL_TP_SL', () => {
  it('partial: 0.01 of a 0.03 long; the SL fires at 59000 and the TP is cancelled (one-cancels-other)', async () => {
    const s = await setup();
    s.open('BUY', '0.03');
    expect(
      codeOf(() =>
        s.algo({
          algoType: 'POSITIONAL_TP_SL',
          quantity: '0.05',
          childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '61000', triggerPriceType: 'MARK_PRICE' }],
        }),
      ),
    ).toBe(-1008);
    const root = s.algo({
      algoType: 'POSITIONAL_TP_SL',
      quantity: '0.01',
      childOrders: [
        {
          algoType: 'TAKE_PROFIT',
          side: 'SELL',
          type: 'CLOSE_POSITION',
          triggerPrice: '61000',
          triggerPriceType: 'MARK_PRICE',
          reduceOnly: true,
        },
        {
          algoType: 'STOP_LOSS',
          side: 'SELL',
          type: 'CLOSE_POSITION',
          triggerPrice: '59000',
          triggerPriceType: 'MARK_PRICE',
          reduceOnly: true,
        },
      ],
    });
    const [tp, sl] = s.algos.childrenOf(root);
    expect([tp.parentAlgoOrderId, sl.rootAlgoOrderId, tp.quantity, sl.type]).toEqual([
      root.algoOrderId,
      root.algoOrderId,
      '0.01',
      'CLOSE_POSITION',
    ]);
    s.mark('59000');
    expect(sl).toMatchObject({ algoStatus: 'FILLED', executed: '0.01' });
    expect(tp).toMatchObject({ algoStatus: 'CANCELLED', reason: 'One-cancels-other: STOP_LOSS triggered' });
    expect(root).toMatchObject({ algoStatus: 'FILLED', isTriggered: true });
    expect(s.holding()).toBe('0.02');
  });

  it('full position: both children are cancelled when the position is closed otherwise', async () => {
    const s = await setup();
    s.open('SELL', '0.02');
    const root = s.algo({
      algoType: 'POSITIONAL_TP_SL',
      childOrders: [
        {
          algoType: 'POSITIONAL_TP_SL',
          childOrders: [
            { algoType: 'TAKE_PROFIT', triggerPrice: '59000', triggerPriceType: 'MARK_PRICE' },
            { algoType: 'STOP_LOSS', triggerPrice: '61000', triggerPriceType: 'MARK_PRICE' },
          ],
        },
      ],
    });
    const kids = s.algos.childrenOf(root);
    expect(kids.map((k) => [k.side, k.quantity])).toEqual([
      ['BUY', '0'],
      ['BUY', '0'],
    ]);
    s.open('BUY', '0.02');
    s.step(1);
    expect(kids.map((k) => [k.algoStatus, k.reason])).toEqual([
      ['CANCELLED', 'Position closed'],
      ['CANCELLED', 'Position closed'],
    ]);
    expect(root.algoStatus).toBe('CANCELLED');
  });
});

describe('TRAILING_STOP', () => {
  it('a SELL with activation 61000 and 1 %: waits, activates, trails the high, fires at 62000 × 0.99 = 61380', async () => {
    const s = await setup();
    s.open('BUY', '0.01');
    const r = s.algo({
      algoType: 'TRAILING_STOP',
      side: 'SELL',
      type: 'MARKET',
      quantity: '0.01',
      reduceOnly: true,
      triggerPriceType: 'MARK_PRICE',
      activatedPrice: '61000',
      callbackRate: '0.01',
    });
    expect(r).toMatchObject({ isActivated: false, triggerPrice: '0', algoStatus: 'NEW' });
    s.mark('61000');
    expect(r).toMatchObject({ isActivated: true, triggerPrice: '60390' });
    s.mark('62000');
    s.mark('61400');
    expect(r).toMatchObject({ triggerPrice: '61380', algoStatus: 'NEW', extreme: '62000' });
    s.mark('61380');
    expect(r).toMatchObject({ algoStatus: 'FILLED', triggeredPrice: '61380' });
    expect(s.holding()).toBe('0');
    expect(
      s
        .reports()
        .filter((x) => x.algoOrderId === r.algoOrderId)
        .map((x) => x.triggerPrice),
    ).toEqual([0, 60390, 61380, 61380]);
  });

  it('a BUY by callbackValue 100 without activation trails the low from placement and fires at low + 100', async () => {
    const s = await setup();
    const r = s.algo({ algoType: 'TRAILING_STOP', side: 'BUY', quantity: '0.01', triggerPriceType: 'MARK_PRICE', callbackValue: '100' });
    expect(r).toMatchObject({ isActivated: true, triggerPrice: '60100', extreme: '60000' });
    s.mark('59000');
    expect(r.triggerPrice).toBe('59100');
    s.mark('59100');
    expect(r.algoStatus).toBe('FILLED');
    expect(s.holding()).toBe('0.01');
  });

  it('keeps its activation and extreme across a restart', async () => {
    const repo = new MemoryTradingRepository();
    const s = await setup(repo);
    const r = s.algo({ algoType: 'TRAILING_STOP', side: 'BUY', quantity: '0.01', triggerPriceType: 'MARK_PRICE', callbackRate: '0.005' });
    s.mark('59000');
    await s.trading.writer.flush();
    const again = await setup(repo);
    expect(again.algos.list(U)[0]).toMatchObject({
      algoOrderId: r.algoOrderId,
      isActivated: true,
      extreme: '59000',
      triggerPrice: '59295',
    });
  });
});

describe('BRACKET', () => {
  it('a MARKET entry arms its TP and SL with the filled size; the TP fires and the SL is cancelled (OCO)', async () => {
    const s = await setup();
    const root = s.algo({
      algoType: 'BRACKET',
      side: 'BUY',
      type: 'MARKET',
      quantity: '0.01',
      childOrders: [
        { algoType: 'TAKE_PROFIT', triggerPrice: '61000', triggerPriceType: 'MARK_PRICE' },
        { algoType: 'STOP_LOSS', triggerPrice: '59000', triggerPriceType: 'MARK_PRICE' },
      ],
    });
    const [tp, sl] = s.algos.childrenOf(root);
    expect(root).toMatchObject({ algoStatus: 'FILLED', executed: '0.01' });
    expect([tp.armed, tp.quantity, tp.side, sl.armed, sl.reduceOnly]).toEqual([true, '0.01', 'SELL', true, true]);
    s.mark('61000');
    expect(tp).toMatchObject({ algoStatus: 'FILLED', executed: '0.01' });
    expect(sl).toMatchObject({ algoStatus: 'CANCELLED', reason: 'One-cancels-other: TAKE_PROFIT triggered' });
    expect(s.holding()).toBe('0');
  });

  it('a resting LIMIT entry keeps its children unarmed; cancelling the bracket cancels the entry and them', async () => {
    const s = await setup();
    const price = Math.floor(Number(s.market.symbolState(PERP)!.close) * 0.985);
    const root = s.algo({
      algoType: 'BRACKET',
      side: 'BUY',
      type: 'LIMIT',
      price: String(price),
      quantity: '0.01',
      childOrders: [{ algoType: 'STOP_LOSS', triggerPrice: String(price - 1000) }],
    });
    const [sl] = s.algos.childrenOf(root);
    s.step(2);
    expect([root.algoStatus, sl.armed, sl.algoStatus, s.algos.waitingOn(PERP)]).toEqual(['NEW', false, 'NEW', 0]);
    expect(codeOf(() => s.algos.amend(U, { algoOrderId: sl.algoOrderId, quantity: '0.02' }))).toBe(-1005);
    s.algos.cancel(U, root.algoOrderId);
    expect([root.algoStatus, sl.algoStatus]).toEqual(['CANCELLED', 'CANCELLED']);
    expect(s.trading.account(U).orders[0].status).toBe('CANCELLED');
  });

  it('refuses children on the wrong side of the entry price and stores nothing', async () => {
    const s = await setup();
    expect(() =>
      s.algo({
        algoType: 'BRACKET',
        side: 'BUY',
        type: 'LIMIT',
        price: '30000',
        quantity: '0.01',
        childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '29000' }],
      }),
    ).toThrow('triggerPrice: the take-profit of a long must be above the entry price 30000');
    expect(s.trading.account(U).orders).toHaveLength(0);
    expect(s.algos.list(U)).toHaveLength(0);
  });
});

describe('amend a waiting algo', () => {
  it("moves a TP's trigger; refuses a crossed one (-1005), off the tick (-1103) and a trailing trigger", async () => {
    const s = await setup();
    s.open('BUY', '0.01');
    const tp = s.algo({ algoType: 'TAKE_PROFIT', side: 'SELL', triggerPrice: '61000', triggerPriceType: 'MARK_PRICE', quantity: '0.01' });
    expect(s.algos.amend(U, { algoOrderId: tp.algoOrderId, triggerPrice: '62000', quantity: '0.005' })).toMatchObject({
      triggerPrice: '62000',
      quantity: '0.005',
    });
    expect(() => s.algos.amend(U, { algoOrderId: tp.algoOrderId, triggerPrice: '59000' })).toThrow(
      'triggerPrice: the take-profit of a long must be above the mark price 60000',
    );
    expect(codeOf(() => s.algos.amend(U, { algoOrderId: tp.algoOrderId, triggerPrice: '62000.05' }))).toBe(-1103);
    expect(codeOf(() => s.algos.amend(U + 1, { algoOrderId: tp.algoOrderId, triggerPrice: '62000' }))).toBe(-1006);
    const tr = s.algo({ algoType: 'TRAILING_STOP', side: 'BUY', quantity: '0.01', callbackRate: '0.01' });
    expect(() => s.algos.amend(U, { algoOrderId: tr.algoOrderId, triggerPrice: '1' })).toThrow(
      "a trailing stop's trigger follows the price",
    );
    expect(
      s
        .reports()
        .filter((x) => x.algoOrderId === tp.algoOrderId)
        .map((x) => x.triggerPrice),
    ).toEqual([61000, 62000]);
  });
});
