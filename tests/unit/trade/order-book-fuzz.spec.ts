import { DepthBook, type BookUpdate } from '../../../simulator/market/depth-book';
import { buildInstruments } from '../../../simulator/market/instruments';
import { gaussian, mulberry32 } from '../../../simulator/market/prng';
import { WatchOrderBook, type OrderBookFrame } from '../../../src/application/trade/watch-order-book.use-case';
import { toPlainDecimal } from '../../../src/infrastructure/market/market-frame.schema';
import { orderBookData, toBookDelta } from '../../../src/infrastructure/trade/market-depth.schema';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeMarketDepthFeed, FakePublicMarketApi, settle } from '../../fakes/trade/fake-market-depth';
import { ManualFrameScheduler } from '../../fakes/manual-frame-scheduler';

/**
 * 100,000 deltas from the simulator's own book engine travel as JSON through the client's adapter mapping,
 * use case and domain, with drops, duplicates, reorders and crossed books injected. Whenever the client is
 * live and caught up with the server (and after every resynchronisation), its book must equal the server's
 * level for level.
 */
const DELTAS = 100_000;
const SYMBOL = 'PERP_BTC_USDT';

interface FuzzResult {
  deltas: number;
  checks: number;
  checksAfterResync: number;
  /** Times the client went from live to resynchronising. */
  syncPeriods: number;
  mismatches: number;
  resyncs: number;
  faults: Record<'drop' | 'duplicate' | 'reorder' | 'crossed', number>;
  snapshots: number;
  crashes: number;
}

async function fuzz(seed: number, count: number): Promise<FuzzResult> {
  const instrument = buildInstruments().find((i) => i.symbol === SYMBOL)!;
  const rng = mulberry32(seed);
  const walk = mulberry32(seed ^ 0x5bd1e995);
  let mid = instrument.refPrice;
  let now = 1_700_000_000_000;
  const server = new DepthBook(instrument, mid, mulberry32(seed + 1), now);

  const feed = new FakeMarketDepthFeed();
  const api = new FakePublicMarketApi();
  const frames = new ManualFrameScheduler();
  let frame: OrderBookFrame | undefined;
  const stop = new WatchOrderBook(feed, api, frames, new FakeClock()).execute(SYMBOL, (f) => {
    frame = f;
  });

  const result: FuzzResult = {
    deltas: 0,
    checks: 0,
    checksAfterResync: 0,
    syncPeriods: 0,
    mismatches: 0,
    resyncs: 0,
    snapshots: 0,
    crashes: 0,
    faults: { drop: 0, duplicate: 0, reorder: 0, crossed: 0 },
  };
  let held: string | undefined;
  let snapshotDueIn = 0;
  let awaitingResyncCheck = true;

  const deliver = (text: string) => {
    try {
      const parsed = JSON.parse(text) as { ts: number; data: unknown };
      const delta = toBookDelta(parsed.data, parsed.ts, SYMBOL);
      if (delta) feed.pushDelta(SYMBOL, delta);
    } catch {
      result.crashes += 1;
    }
  };
  const serverLevels = () => {
    const book = server.snapshot();
    const pairs = (levels: { price: number; quantity: number }[]) =>
      levels.map((l) => `${toPlainDecimal(l.price)}:${toPlainDecimal(l.quantity)}`).join(',');
    return { bids: pairs(book.bids), asks: pairs(book.asks) };
  };
  let requestsSeen = 0;
  /** Compares at the first moment the client is live and caught up after each resync, and every 10th delta. */
  const check = (n: number) => {
    if (api.snapshotRequests.length > requestsSeen) {
      if (!awaitingResyncCheck) result.syncPeriods += 1;
      requestsSeen = api.snapshotRequests.length;
      awaitingResyncCheck = true;
    }
    if (!awaitingResyncCheck && n % 10 !== 0) return;
    frames.flush();
    if (frame?.status !== 'live' || frame.ts !== server.ts) return;
    const expected = serverLevels();
    const pairs = (levels: readonly { price: string; quantity: string }[]) => levels.map((l) => `${l.price}:${l.quantity}`).join(',');
    result.checks += 1;
    if (awaitingResyncCheck) result.checksAfterResync += 1;
    awaitingResyncCheck = false;
    if (pairs(frame.bids) !== expected.bids || pairs(frame.asks) !== expected.asks) result.mismatches += 1;
  };
  const answerSnapshots = async () => {
    if (api.pendingSnapshots() === 0) return;
    if (snapshotDueIn > 0) {
      snapshotDueIn -= 1;
      return;
    }
    const book = server.snapshot();
    // Through the REST adapter's schema, as `/v3/public/orderbook` answers it.
    const data = orderBookData.parse(JSON.parse(JSON.stringify({ asks: book.asks, bids: book.bids })));
    api.answerSnapshot({ ts: server.ts, bids: data.bids, asks: data.asks });
    result.snapshots += 1;
    snapshotDueIn = Math.floor(rng() * 4);
    await settle();
  };

  await settle();
  for (let n = 0; n < count; n += 1) {
    now += 50;
    if (n % 20 === 0) mid = Math.max(instrument.quoteTick * 10, mid * Math.exp(0.0004 * gaussian(walk)));
    const update: BookUpdate = server.advance(mid, now, 0.6);
    result.deltas += 1;
    const data = { symbol: SYMBOL, prevTs: update.prevTs, bids: update.bids, asks: update.asks };
    const roll = rng();
    if (roll < 0.002) {
      result.faults.crossed += 1;
      const ask = server.bestAsk()!;
      data.bids = [[ask.price, ask.quantity], ...data.bids];
    }
    const text = JSON.stringify({ topic: `${SYMBOL}@orderbookupdate`, ts: update.ts, data });
    const before = held;
    held = undefined;
    if (roll >= 0.002 && roll < 0.005) {
      result.faults.drop += 1;
    } else if (roll >= 0.005 && roll < 0.008) {
      result.faults.duplicate += 1;
      deliver(text);
      deliver(text);
    } else if (roll >= 0.008 && roll < 0.011 && before === undefined) {
      result.faults.reorder += 1;
      held = text;
    } else {
      deliver(text);
    }
    if (before !== undefined) deliver(before);
    await answerSnapshots();
    check(n);
  }
  result.resyncs = frame?.counters.resyncs ?? -1;
  stop();
  return result;
}

describe('order book fuzz: simulator book engine → JSON → adapter → use case → domain', () => {
  it(`keeps the client's book equal to the server's over ${DELTAS.toLocaleString('en')} deltas with injected faults`, async () => {
    const result = await fuzz(20260113, DELTAS);
    console.log(`fuzz: ${JSON.stringify(result)}`);
    expect(result.deltas).toBe(DELTAS);
    expect(result.crashes).toBe(0);
    expect(result.mismatches).toBe(0);
    // Every fault kind happened, each needed a resynchronisation that was checked afterwards.
    expect(Math.min(...Object.values(result.faults))).toBeGreaterThan(100);
    expect(result.syncPeriods).toBeGreaterThan((result.faults.drop + result.faults.crossed) / 2);
    expect(result.resyncs).toBeGreaterThanOrEqual(result.syncPeriods);
    // every resynchronisation was followed by a check (the initial sync included; the last may still be running)
    expect(result.checksAfterResync).toBeGreaterThanOrEqual(result.syncPeriods);
    expect(result.checks).toBeGreaterThan(DELTAS / 10);
  }, 60_000);
});
