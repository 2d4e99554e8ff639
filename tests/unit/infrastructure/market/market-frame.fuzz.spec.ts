import { isDeepStrictEqual } from 'node:util';
import { WsMarketFeed } from '../../../../src/infrastructure/market/ws-market-feed.adapter';
import { createHarness } from '../websocket/socket-harness';
import { createRng, generateFrame, WATCHED_SYMBOLS, type Delivery, type DeliveryKind } from './market-frame.generator';

const FRAMES = 100_000;
const SEED = 20_240_611;

// Global lookups are slow inside jest's vm sandbox; the per-frame checks use local aliases.
const { getPrototypeOf, keys } = Object;
const { isSafeInteger } = Number;
const { isArray } = Array;
const ObjectPrototype = Object.prototype;
const toNumber = Number;

// Independent of the app's schemas: what any delivered value must look like.
const PLAIN_DECIMAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;
const SYMBOL = /^(SPOT|PERP)_[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/;
const isDecimal = (v: unknown) => typeof v === 'string' && PLAIN_DECIMAL.test(v) && toNumber(v) <= 1e15;
const isCount = (v: unknown) => isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 1e15;
const isPlain = (v: unknown) => typeof v === 'object' && v !== null && getPrototypeOf(v) === ObjectPrototype;
const onlyKeys = (v: object, allowed: string[]) => keys(v).every((k) => allowed.includes(k));

const TICKER_KEYS = [
  'symbol',
  'open',
  'close',
  'high',
  'low',
  'volume',
  'amount',
  'aggregatedAmount',
  'aggregatedQuantity',
  'count',
  'lastTradeTs',
];
function isValidTicker(t: unknown): boolean {
  if (!isPlain(t) || !onlyKeys(t as object, TICKER_KEYS)) return false;
  const r = t as Record<string, unknown>;
  return (
    SYMBOL.test(String(r.symbol)) &&
    typeof r.symbol === 'string' &&
    ['open', 'close', 'high', 'low', 'volume', 'amount'].every((k) => isDecimal(r[k])) &&
    ['aggregatedAmount', 'aggregatedQuantity'].every((k) => r[k] === undefined || isDecimal(r[k])) &&
    isCount(r.count) &&
    (r.lastTradeTs === undefined || isCount(r.lastTradeTs))
  );
}
function isValidBbo(b: unknown): boolean {
  if (!isPlain(b) || !onlyKeys(b as object, ['symbol', 'bid', 'bidSize', 'ask', 'askSize'])) return false;
  const r = b as Record<string, unknown>;
  return typeof r.symbol === 'string' && SYMBOL.test(r.symbol) && ['bid', 'bidSize', 'ask', 'askSize'].every((k) => isDecimal(r[k]));
}
function isValidTotals(e: unknown): boolean {
  if (!isPlain(e) || !onlyKeys(e as object, ['amount', 'count'])) return false;
  const r = e as Record<string, unknown>;
  return isDecimal(r.amount) && isCount(r.count);
}
const ROW_CHECK: Record<DeliveryKind, (row: unknown) => boolean> = {
  tickers: isValidTicker,
  bbos: isValidBbo,
  totals: isValidTotals,
  symbolTicker: isValidTicker,
};
const isValidDelivery = (d: Delivery) =>
  d.kind === 'symbolTicker' ? isValidTicker(d.payload) : isArray(d.payload) && d.payload.every(ROW_CHECK[d.kind]);

function prototypeSnapshot() {
  return [Object.prototype, Array.prototype, Function.prototype].map((proto) =>
    Object.getOwnPropertyNames(proto).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)?.value]),
  );
}

describe('market frames, fuzzed', () => {
  it(`survives ${FRAMES} generated frames and delivers exactly the valid data`, () => {
    const before = prototypeSnapshot();
    const h = createHarness();
    const feed = new WsMarketFeed(h.socket, h.logger);
    const ws = h.connectOpen();
    let delivered: Delivery[] = [];
    feed.watch(
      {
        tickers: (payload, ts) => delivered.push({ kind: 'tickers', payload, ts }),
        bbos: (payload, ts) => delivered.push({ kind: 'bbos', payload, ts }),
        totals: (payload, ts) => delivered.push({ kind: 'totals', payload, ts }),
        symbolTicker: (payload, ts) => delivered.push({ kind: 'symbolTicker', payload, ts }),
      },
      WATCHED_SYMBOLS,
    );

    const rng = createRng(SEED);
    const failures: string[] = [];
    const categories = new Map<string, number>();
    let throws = 0;
    let invalidDelivered = 0;
    let controls = 0;
    let controlsDelivered = 0;
    let expectedFrameDrops = 0;
    let expectedRowDrops = 0;

    for (let i = 0; i < FRAMES; i++) {
      const frame = generateFrame(rng);
      categories.set(frame.category, (categories.get(frame.category) ?? 0) + 1);
      if (frame.frameDrop) expectedFrameDrops += 1;
      expectedRowDrops += frame.rowDrops ?? 0;
      delivered = [];
      try {
        ws.receive(frame.raw);
      } catch {
        throws += 1;
      }
      invalidDelivered += delivered.filter((d) => !isValidDelivery(d)).length;
      const expected = frame.deliver ? [frame.deliver] : [];
      if (frame.control) controls += 1;
      if (isDeepStrictEqual(delivered, expected)) {
        if (frame.control) controlsDelivered += 1;
      } else if (failures.length < 5) {
        failures.push(`#${i} ${frame.category}: ${frame.raw.slice(0, 300)}\n got ${JSON.stringify(delivered).slice(0, 300)}`);
      }
    }

    expect(failures).toEqual([]);
    expect(throws).toBe(0);
    expect(invalidDelivered).toBe(0);
    expect(controlsDelivered).toBe(controls);
    expect(controls / FRAMES).toBeGreaterThan(0.1);
    expect(controls / FRAMES).toBeLessThan(0.2);
    expect(h.socket.droppedFrames()).toBe(expectedFrameDrops);
    expect(feed.droppedRows()).toBe(expectedRowDrops);
    expect(h.socket.status()).toBe('open');
    expect(prototypeSnapshot()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    // every family of input was exercised
    expect([...categories.keys()].sort()).toEqual([
      'all-invalid-rows',
      'bad-envelope',
      'bad-symbol-ticker',
      'control',
      'control+pollution',
      'ignored',
      'malformed-json',
      'mixed-rows',
      'payload-not-list',
    ]);
  });
});
