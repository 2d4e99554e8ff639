import { positionKey } from '../../../../simulator/trading/account-state';
import { AlgoOrders, type AlgoPlaceInput } from '../../../../simulator/trading/algo-orders';
import { algoReport, algoRow } from '../../../../simulator/trading/algo-records';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { codeOf, harness } from './engine-harness';
import { refusal } from '../support/refusal';

const PERP = 'PERP_BTC_USDT';
const U = 11;

/** An account in hedge mode (or one-way) on BTC-PERP with the mark fixed at 60000. */
async function setup(mode: 'HEDGE_MODE' | 'ONE_WAY' = 'HEDGE_MODE', repo = new MemoryTradingRepository()) {
  const h = await harness(42, repo);
  const algos = new AlgoOrders(h.trading);
  algos.start();
  h.trading.account(U);
  if (mode === 'HEDGE_MODE') h.trading.setPositionMode(U, 'HEDGE_MODE');
  h.trading.markOverrides.set(PERP, '60000');
  const mark = (price: string) => {
    h.trading.markOverrides.set(PERP, price);
    h.step(1);
  };
  const algo = (input: Partial<AlgoPlaceInput>) => algos.place(U, { symbol: PERP, algoType: 'STOP', ...input });
  const open = (side: 'BUY' | 'SELL', quantity: string, positionSide?: 'LONG' | 'SHORT') =>
    h.trading.place(U, { symbol: PERP, side, type: 'MARKET', quantity, ...(positionSide ? { positionSide } : {}) });
  const holding = (side: 'BOTH' | 'LONG' | 'SHORT') => h.trading.account(U).positions.get(positionKey(PERP, side))?.holding ?? '0';
  const order = (orderId: number) => h.trading.account(U).orders.find((o) => o.orderId === orderId);
  return { ...h, algos, mark, algo, open, holding, order };
}

describe('algo orders in hedge mode (a LONG and a SHORT on BTC-PERP at once)', () => {
  it('a SL on the LONG fires at 59000 and closes the whole long (0.02) only; the short (0.01) and its SL stay', async () => {
    const s = await setup();
    s.open('BUY', '0.02', 'LONG');
    s.open('SELL', '0.01', 'SHORT');
    expect([s.holding('LONG'), s.holding('SHORT')]).toEqual(['0.02', '-0.01']);
    const longSl = s.algo({
      algoType: 'STOP_LOSS',
      side: 'SELL',
      positionSide: 'LONG',
      triggerPrice: '59000',
      triggerPriceType: 'MARK_PRICE',
      type: 'CLOSE_POSITION',
    });
    const shortSl = s.algo({
      algoType: 'STOP_LOSS',
      side: 'BUY',
      positionSide: 'SHORT',
      triggerPrice: '61000',
      triggerPriceType: 'MARK_PRICE',
      type: 'CLOSE_POSITION',
    });
    expect(longSl).toMatchObject({ positionSide: 'LONG', quantity: '0', reduceOnly: true, algoStatus: 'NEW' });
    expect(algoRow(shortSl)).toMatchObject({ positionSide: 'SHORT', side: 'BUY' });
    s.mark('59000.1');
    expect(longSl.algoStatus).toBe('NEW');
    s.mark('59000');
    // the child is a reduce-only SELL of the LONG, sized at fire time from the long's holding
    expect(longSl).toMatchObject({ algoStatus: 'FILLED', executed: '0.02', triggeredPrice: '59000' });
    expect(s.order(longSl.orderId)).toMatchObject({
      side: 'SELL',
      positionSide: 'LONG',
      reduceOnly: true,
      quantity: '0.02',
      executed: '0.02',
    });
    expect([s.holding('LONG'), s.holding('SHORT')]).toEqual(['0', '-0.01']);
    expect(shortSl.algoStatus).toBe('NEW');
    const reports = s.events.filter((e) => e.topic === 'algoexecutionreportv2').flatMap((e) => e.data as ReturnType<typeof algoReport>[]);
    expect(reports.filter((r) => r.algoOrderId === longSl.algoOrderId).map((r) => [r.algoStatus, r.positionSide])).toContainEqual([
      'FILLED',
      'LONG',
    ]);
  });

  it("a POSITIONAL_TP_SL on the SHORT reads the short's size (0.03) and closes it; the long (0.01) stays", async () => {
    const s = await setup();
    s.open('BUY', '0.01', 'LONG');
    s.open('SELL', '0.03', 'SHORT');
    const root = s.algo({
      algoType: 'POSITIONAL_TP_SL',
      positionSide: 'SHORT',
      childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '58000', triggerPriceType: 'MARK_PRICE' }],
    });
    const [tp] = s.algos.childrenOf(root);
    expect([root.positionSide, root.side, tp.positionSide, tp.side, tp.quantity]).toEqual(['SHORT', 'BUY', 'SHORT', 'BUY', '0']);
    s.mark('58000');
    expect(tp).toMatchObject({ algoStatus: 'FILLED', executed: '0.03' });
    expect(s.order(tp.orderId)).toMatchObject({ side: 'BUY', positionSide: 'SHORT', quantity: '0.03' });
    expect([s.holding('LONG'), s.holding('SHORT')]).toEqual(['0.01', '0']);
  });

  it("a BRACKET opening a LONG arms its SL for the entry's 0.01; the SL closes that 0.01 of the long, never the short", async () => {
    const s = await setup();
    s.open('BUY', '0.02', 'LONG');
    s.open('SELL', '0.01', 'SHORT');
    const root = s.algo({
      algoType: 'BRACKET',
      side: 'BUY',
      positionSide: 'LONG',
      type: 'MARKET',
      quantity: '0.01',
      childOrders: [{ algoType: 'STOP_LOSS', triggerPrice: '59000', triggerPriceType: 'MARK_PRICE' }],
    });
    expect(s.order(root.orderId)).toMatchObject({ positionSide: 'LONG', executed: '0.01' });
    expect(s.holding('LONG')).toBe('0.03');
    s.step(1);
    const [sl] = s.algos.childrenOf(root);
    expect(sl).toMatchObject({ positionSide: 'LONG', side: 'SELL', armed: true, quantity: '0.01' });
    s.mark('59000');
    expect(sl.algoStatus).toBe('FILLED');
    expect([s.holding('LONG'), s.holding('SHORT')]).toEqual(['0.02', '-0.01']);
  });

  it('a STOP that SELLs the LONG is a closing (reduce-only) child: it shrinks the long and leaves the short', async () => {
    const s = await setup();
    s.open('BUY', '0.02', 'LONG');
    s.open('SELL', '0.01', 'SHORT');
    const stop = s.algo({
      side: 'SELL',
      positionSide: 'LONG',
      type: 'MARKET',
      triggerPrice: '59500',
      triggerPriceType: 'MARK_PRICE',
      quantity: '0.005',
    });
    expect(stop).toMatchObject({ positionSide: 'LONG', reduceOnly: true });
    s.mark('59500');
    expect(s.order(stop.orderId)).toMatchObject({ positionSide: 'LONG', executed: '0.005' });
    expect([s.holding('LONG'), s.holding('SHORT')]).toEqual(['0.015', '-0.01']);
  });

  it('refuses a perpetual algo without positionSide, naming the field; a bracket entry that closes; a child naming the other side', async () => {
    const s = await setup();
    s.open('BUY', '0.01', 'LONG');
    const required = { code: -1005, message: 'positionSide: In hedge mode an order must name the position it acts on: LONG or SHORT' };
    expect(
      refusal(() =>
        s.algo({ algoType: 'STOP_LOSS', side: 'SELL', triggerPrice: '59000', triggerPriceType: 'MARK_PRICE', quantity: '0.01' }),
      ),
    ).toEqual(required);
    expect(refusal(() => s.algo({ side: 'BUY', type: 'MARKET', triggerPrice: '61000', quantity: '0.01' }))).toEqual(required);
    expect(
      refusal(() => s.algo({ algoType: 'POSITIONAL_TP_SL', childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '61000' }] })),
    ).toEqual(required);
    expect(
      refusal(() =>
        s.algo({
          algoType: 'BRACKET',
          side: 'BUY',
          type: 'MARKET',
          quantity: '0.01',
          childOrders: [{ algoType: 'STOP_LOSS', triggerPrice: '59000' }],
        }),
      ),
    ).toEqual(required);
    expect(
      refusal(() =>
        s.algo({ algoType: 'POSITIONAL_TP_SL', positionSide: 'BOTH', childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '61000' }] }),
      ),
    ).toEqual(required);
    expect(
      refusal(() =>
        s.algo({
          algoType: 'BRACKET',
          side: 'SELL',
          positionSide: 'LONG',
          type: 'MARKET',
          quantity: '0.01',
          childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '59000' }],
        }),
      ),
    ).toEqual({ code: -1005, message: "positionSide: a bracket's entry opens its position (BUY for a LONG)" });
    expect(
      refusal(() =>
        s.algo({
          algoType: 'POSITIONAL_TP_SL',
          positionSide: 'LONG',
          childOrders: [{ algoType: 'TAKE_PROFIT', triggerPrice: '61000', positionSide: 'SHORT' }],
        }),
      ),
    ).toEqual({ code: -1005, message: 'positionSide: the children of a LONG order act on its position, not SHORT' });
    expect(
      refusal(() => s.algo({ algoType: 'TAKE_PROFIT', side: 'BUY', positionSide: 'SHORT', triggerPrice: '59000', quantity: '0.01' })),
    ).toEqual({ code: -1012, message: 'No open SHORT position on PERP_BTC_USDT to take profit or stop loss on' });
    expect(s.algos.list(U)).toHaveLength(0);
  });
});

describe('algo orders in one-way mode keep BOTH', () => {
  it('LONG / SHORT is refused; none or BOTH gives BOTH, on the row and on the child order', async () => {
    const s = await setup('ONE_WAY');
    s.open('BUY', '0.02');
    expect(
      refusal(() =>
        s.algo({ algoType: 'STOP_LOSS', side: 'SELL', positionSide: 'LONG', triggerPrice: '59000', triggerPriceType: 'MARK_PRICE' }),
      ),
    ).toEqual({ code: -1005, message: 'positionSide: In one-way mode an order acts on the one position: its position side must be BOTH' });
    expect(
      codeOf(() =>
        s.algo({ symbol: 'SPOT_BTC_USDT', side: 'BUY', positionSide: 'SHORT', type: 'MARKET', triggerPrice: '70000', quantity: '0.001' }),
      ),
    ).toBe(-1005);
    const sl = s.algo({
      algoType: 'STOP_LOSS',
      side: 'SELL',
      positionSide: 'BOTH',
      triggerPrice: '59000',
      triggerPriceType: 'MARK_PRICE',
      type: 'CLOSE_POSITION',
    });
    expect(algoRow(sl).positionSide).toBe('BOTH');
    s.mark('59000');
    expect(sl).toMatchObject({ algoStatus: 'FILLED', executed: '0.02' });
    expect(s.order(sl.orderId)).toMatchObject({ positionSide: 'BOTH' });
    expect(s.holding('BOTH')).toBe('0');
  });

  it('a row stored before positionSide existed comes back as BOTH', async () => {
    const repo = new MemoryTradingRepository();
    const first = await setup('ONE_WAY', repo);
    first.algo({ side: 'SELL', type: 'MARKET', triggerPrice: '50000', triggerPriceType: 'MARK_PRICE', quantity: '0.01' });
    await first.trading.writer.flush();
    const stored = (await repo.load()).algos!.map(({ positionSide: _dropped, ...old }) => old);
    await repo.apply({ accounts: [], orders: [], fills: [], balances: [], positions: [], ledger: [], algos: stored as never });
    expect((await repo.load()).algos![0]).not.toHaveProperty('positionSide');
    const second = await setup('ONE_WAY', repo);
    expect(second.algos.list(U).map((r) => r.positionSide)).toEqual(['BOTH']);
  });
});

describe('switching the position mode with waiting algo orders', () => {
  it('is refused while a perpetual stop waits, and allowed once it is cancelled', async () => {
    const s = await setup('ONE_WAY');
    s.trading.connectAlgos(s.algos);
    // a buy stop above the mark (60000) opens nothing until it fires: no position, no open order, only the waiting algo
    const stop = s.algo({
      algoType: 'STOP',
      side: 'BUY',
      type: 'MARKET',
      quantity: '0.01',
      triggerPrice: '61000',
      triggerPriceType: 'MARK_PRICE',
    });
    expect(s.algos.waitingPerps(U)).toBe(1);
    expect(refusal(() => s.trading.setPositionMode(U, 'HEDGE_MODE'))?.message).toBe(
      'positionMode: Close every perpetual position and cancel every perpetual order, TP/SL and stop order before switching the position mode',
    );
    expect(s.trading.account(U).positionMode).toBe('ONE_WAY');
    s.algos.cancel(U, stop.algoOrderId);
    expect(s.algos.waitingPerps(U)).toBe(0);
    s.trading.setPositionMode(U, 'HEDGE_MODE');
    expect(s.trading.account(U).positionMode).toBe('HEDGE_MODE');
  });
});
