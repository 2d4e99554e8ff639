import { BookFaults } from '../../../../simulator/control/book-faults';
import type { MarketEngine } from '../../../../simulator/market/market-engine';
import type { SymbolBookUpdate } from '../../../../simulator/market/live-books';
import type { SubscriptionRegistry } from '../../../../simulator/stream/subscriptions';
import { MarketDataStreams } from '../../../../simulator/stream/market-data-streams';
import { OrderBookSync } from '../../../../src/domain/trade/order-book';
import { toBookDelta } from '../../../../src/infrastructure/trade/market-depth.schema';

const SYMBOL = 'PERP_BTC_USDT';
const TOPIC = `${SYMBOL}@orderbookupdate`;

/**
 * The book fell a tick: the old best bid (100.0) is deleted and an ask takes its price. The engine's book after the
 * step has asks 100.0 … 100.4.
 */
const step: SymbolBookUpdate = {
  symbol: SYMBOL,
  index: 0,
  prevTs: 1_000,
  ts: 1_050,
  bids: [[100, 0]],
  asks: [[100, 1.5]],
  trades: [],
};
const asksAfter = [100, 100.1, 100.2, 100.3, 100.4].map((price) => ({ price, quantity: 1 }));

function streams(faults: BookFaults) {
  const frames: string[] = [];
  const engine = {
    has: (symbol: string) => symbol === SYMBOL,
    useBook: () => undefined,
    advanceBooks: () => [step],
    orderBook: (_symbol: string, maxLevel: number) => ({ bids: [], asks: asksAfter.slice(0, maxLevel), timestamp: step.ts }),
  } as unknown as MarketEngine;
  const registry = {
    activeTopics: () => [TOPIC],
    hasSubscribers: (topic: string) => topic === TOPIC,
  } as unknown as SubscriptionRegistry<unknown>;
  const s = new MarketDataStreams(
    engine,
    registry,
    faults,
    { orderbookIntervalMs: 50, tickerIntervalMs: 1000, clock: () => step.ts },
    (_topic, frame) => frames.push(frame),
  );
  return { s, frames };
}

describe('the crossed fault of the order book stream', () => {
  it('crosses the book a client holds, even when the update deletes a bid at the best ask', () => {
    const faults = new BookFaults();
    faults.add('crossed', SYMBOL);
    const { s, frames } = streams(faults);
    s.pumpBooks();
    expect(frames).toHaveLength(1);
    const frame = JSON.parse(frames[0]) as { ts: number; data: unknown };
    // a client synchronised on the book before the step: best bid 100.0, best ask 100.1
    const sync = new OrderBookSync();
    sync.start();
    sync.onSnapshot({
      ts: 1_000,
      bids: [
        { price: '100', quantity: '2' },
        { price: '99.9', quantity: '1' },
      ],
      asks: [{ price: '100.1', quantity: '1' }],
    } as never);
    expect(sync.isSynced).toBe(true);
    sync.onDelta(toBookDelta(frame.data, frame.ts, SYMBOL)!);
    expect(sync.counters.crossed).toBe(1);
  });

  it('leaves the update as it is without a fault', () => {
    const { s, frames } = streams(new BookFaults());
    s.pumpBooks();
    expect((JSON.parse(frames[0]) as { data: { bids: unknown } }).data.bids).toEqual([[100, 0]]);
  });
});
