/**
 * Seeded generator of public-stream frames for the fuzz test. Each frame says what the feed must do
 * with it: deliver exactly `deliver`, count it as one dropped frame, drop `rowDrops` rows, or ignore it.
 * Invalid frames are invalid by construction, so no random mutation can turn one valid by chance.
 */

export type DeliveryKind = 'tickers' | 'bbos' | 'totals' | 'symbolTicker';
export interface Delivery {
  readonly kind: DeliveryKind;
  readonly payload: unknown;
  readonly ts: number;
}
export interface GeneratedFrame {
  readonly category: string;
  readonly raw: string;
  readonly deliver?: Delivery;
  readonly frameDrop?: boolean;
  readonly rowDrops?: number;
  readonly control?: boolean;
}

export const WATCHED_SYMBOLS = ['SPOT_WOO_USDT', 'PERP_BTC_USDT'] as const;

// Global lookups are slow inside jest's vm sandbox; the hot helpers use local aliases.
const { floor, imul } = Math;

/** mulberry32: small, fast, good enough for test data. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof createRng>;

// Values that must reach the wire as raw JSON text (1e999, -0…) travel as markers and are spliced in.
const RAW = '\u0000RAW:';
const raw = (text: string) => `${RAW}${text}`;
const RAW_PATTERN = /"\\u0000RAW:([^"]*)"/g;
const PROTO = '\u0000PROTO';
const PROTO_PATTERN = /"\\u0000PROTO":/g;

/** JSON text with markers spliced in: raw tokens, and `__proto__` / `constructor` keys that JSON.stringify can't write. */
export function encode(value: unknown): string {
  return JSON.stringify(value).replace(RAW_PATTERN, '$1').replace(PROTO_PATTERN, '"__proto__":');
}

const DIGITS = '0123456789';
const digits = (rng: Rng, n: number, nonZeroLast = false) => {
  let s = '';
  for (let i = 0; i < n; i++) s += DIGITS[i === n - 1 && nonZeroLast ? rng.int(1, 9) : rng.int(0, 9)];
  return s;
};

/** A valid decimal as it goes on the wire and the plain string the app must produce. */
export function validDecimal(rng: Rng): { wire: number | string; text: string } {
  const roll = rng.next();
  if (roll < 0.15) {
    // below 1e-6 a JS number prints in exponent form: the app must write it out plainly
    const text = `0.${'0'.repeat(rng.int(6, 9))}${digits(rng, rng.int(1, 5), true)}`;
    return { wire: Number(text), text };
  }
  const intPart = rng.chance(0.3) ? '0' : DIGITS[rng.int(1, 9)] + digits(rng, rng.int(0, 9));
  const room = 15 - (intPart === '0' ? 0 : intPart.length);
  const fracLength = rng.chance(0.3) ? 0 : rng.int(1, Math.max(1, room));
  const text = fracLength === 0 ? intPart : `${intPart}.${digits(rng, fracLength, true)}`;
  return { wire: roll < 0.3 ? text : Number(text), text };
}

const INVALID_DECIMALS: unknown[] = [
  -1,
  -0.0001,
  -1e9,
  1e16,
  1.5e15,
  1e300,
  raw('1e999'),
  raw('-1e999'),
  'NaN',
  'Infinity',
  '-Infinity',
  'abc',
  '',
  ' 1',
  '1 ',
  '1,5',
  '0x1F',
  '1e5',
  '+1',
  '-1',
  '.5',
  '5.',
  '١٢',
  '9999999999999999',
  true,
  false,
  null,
  [],
  [1],
  {},
  { valueOf: 1 },
  { [PROTO]: 1 },
];
const INVALID_COUNTS: unknown[] = [1.5, -1, '3', 1e16, null, true, 'NaN', raw('1e999'), [], {}];
const INVALID_SYMBOLS: unknown[] = [
  'spot_btc_usdt',
  'BTC',
  'SPOT__USDT',
  `SPOT_${'A'.repeat(21)}_USDT`,
  'MARGIN_BTC_USDT',
  'SPOT_BTC_USDT ',
  '__proto__',
  'constructor',
  42,
  null,
  [],
  {},
  'SPOT_BTC/USDT',
];

const randomSymbol = (rng: Rng) =>
  rng.chance(0.5)
    ? rng.pick(['SPOT_BTC_USDT', 'PERP_ETH_USDT', 'SPOT_WOO_USDT', 'PERP_BTC_USDT', 'SPOT_1INCH_USDT'])
    : `${rng.pick(['SPOT', 'PERP'])}_${rng.pick(['A', 'BB', 'X1', 'DOGE', 'PEPE2'])}${rng.int(0, 99)}_${rng.pick(['USDT', 'USDC', 'BTC'])}`;

type Row = { wire: Record<string, unknown>; expected: Record<string, unknown> };

function tickerRow(rng: Rng, symbol = randomSymbol(rng)): Row {
  const wire: Record<string, unknown> = { symbol };
  const expected: Record<string, unknown> = { symbol };
  for (const field of ['open', 'close', 'high', 'low', 'volume', 'amount']) {
    const d = validDecimal(rng);
    wire[field] = d.wire;
    expected[field] = d.text;
  }
  wire.count = expected.count = rng.int(0, 1e9);
  for (const field of ['aggregatedAmount', 'aggregatedQuantity']) {
    if (rng.chance(0.3)) {
      const d = validDecimal(rng);
      wire[field] = d.wire;
      expected[field] = d.text;
    } else if (rng.chance(0.2)) wire[field] = null;
  }
  if (rng.chance(0.3)) wire.lastTradeTs = expected.lastTradeTs = rng.int(0, 2e12);
  if (rng.chance(0.1)) wire.unexpected = { nested: true };
  return { wire, expected };
}

function bboRow(rng: Rng): Row {
  const symbol = randomSymbol(rng);
  const wire: Record<string, unknown> = { symbol };
  const expected: Record<string, unknown> = { symbol };
  for (const field of ['ask', 'askSize', 'bid', 'bidSize']) {
    const d = validDecimal(rng);
    wire[field] = d.wire;
    expected[field] = d.text;
  }
  return { wire, expected: { symbol, bid: expected.bid, bidSize: expected.bidSize, ask: expected.ask, askSize: expected.askSize } };
}

function totalsRow(rng: Rng): Row {
  const d = validDecimal(rng);
  const count = rng.int(0, 1e9);
  return { wire: { type: rng.pick(['SPOT', 'PERP']), amount: d.wire, count }, expected: { amount: d.text, count } };
}

const ROW_MAKERS = { tickers: tickerRow, bbos: bboRow, totals: totalsRow } as const;
type ListTopic = keyof typeof ROW_MAKERS;
const LIST_TOPICS: ListTopic[] = ['tickers', 'bbos', 'totals'];
const REQUIRED: Record<ListTopic, string[]> = {
  tickers: ['symbol', 'open', 'close', 'high', 'low', 'volume', 'amount', 'count'],
  bbos: ['symbol', 'ask', 'askSize', 'bid', 'bidSize'],
  totals: ['type', 'amount', 'count'],
};

function deepArray(depth: number): unknown {
  return raw('['.repeat(depth) + ']'.repeat(depth));
}
function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}
const deepObjectText = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A row of the topic made invalid in exactly one way that no schema may accept. */
function invalidRow(rng: Rng, topic: ListTopic): unknown {
  const roll = rng.next();
  if (roll < 0.1) return rng.chance(0.2) ? deepArray(rng.int(2, 300)) : rng.pick<unknown>([null, 42, 'row', [], true, raw('1e999')]);
  const row = { ...ROW_MAKERS[topic](rng).wire };
  if (roll < 0.2) {
    delete row[rng.pick(REQUIRED[topic])];
    return row;
  }
  if (roll < 0.3) {
    // every field hidden under an own `__proto__` key: nothing is really there
    return { [PROTO]: row };
  }
  const field = rng.pick(REQUIRED[topic]);
  if (field === 'symbol') row.symbol = rng.pick(INVALID_SYMBOLS);
  else if (field === 'type') row.type = rng.pick<unknown>(['MARGIN', 'spot', 1, null, '']);
  else if (field === 'count') row.count = rng.pick(INVALID_COUNTS);
  else row[field] = rng.chance(0.1) ? deepObject(rng.int(2, 300)) : rng.pick(INVALID_DECIMALS);
  return row;
}

function withPollution(row: Record<string, unknown>): Record<string, unknown> {
  return { [PROTO]: { polluted: 'yes', close: -1, symbol: 'x' }, ...row, constructor: { prototype: { polluted: 'yes' } } };
}

const ts = (rng: Rng) => rng.int(0, 2e12);

function controlFrame(rng: Rng): GeneratedFrame {
  const time = ts(rng);
  const pollute = rng.chance(0.15);
  if (rng.chance(0.2)) {
    const symbol = rng.pick(WATCHED_SYMBOLS);
    const row = tickerRow(rng, symbol);
    const data = pollute ? withPollution(row.wire) : row.wire;
    const envelope = { topic: `${symbol}@ticker`, ts: time, data, ...(pollute ? { [PROTO]: { polluted: 1 } } : {}) };
    return {
      category: 'control',
      control: true,
      raw: encode(envelope),
      deliver: { kind: 'symbolTicker', payload: row.expected, ts: time },
    };
  }
  const topic = rng.pick(LIST_TOPICS);
  const rows = Array.from({ length: rng.int(0, 5) }, () => ROW_MAKERS[topic](rng));
  const data = rows.map((r) => (pollute ? withPollution(r.wire) : r.wire));
  const extras = rng.chance(0.1) ? { deep: deepArray(rng.int(10, 1000)) } : {};
  const envelope = { topic, ts: time, data, ...extras, ...(pollute ? { [PROTO]: { polluted: 1 } } : {}) };
  return {
    category: pollute ? 'control+pollution' : 'control',
    control: true,
    raw: encode(envelope),
    deliver: { kind: topic, payload: rows.map((r) => r.expected), ts: time },
  };
}

function mixedListFrame(rng: Rng): GeneratedFrame {
  const topic = rng.pick(LIST_TOPICS);
  const time = ts(rng);
  const valid: Row[] = [];
  const data: unknown[] = [];
  const expected: unknown[] = [];
  let invalid = 0;
  const length = rng.int(1, 8);
  for (let i = 0; i < length; i++) {
    if (rng.chance(0.5)) {
      const row = ROW_MAKERS[topic](rng);
      valid.push(row);
      data.push(row.wire);
      expected.push(row.expected);
    } else {
      data.push(invalidRow(rng, topic));
      invalid += 1;
    }
  }
  return {
    category: invalid === length ? 'all-invalid-rows' : 'mixed-rows',
    raw: encode({ topic, ts: time, data }),
    rowDrops: invalid,
    deliver: valid.length > 0 ? { kind: topic, payload: expected, ts: time } : undefined,
  };
}

function malformedJson(rng: Rng): GeneratedFrame {
  const roll = rng.next();
  let text: string;
  if (roll < 0.5) {
    const full = controlFrame(rng).raw;
    text = full.slice(0, rng.int(1, full.length - 1)); // a strict prefix of an object is never valid JSON
  } else if (roll < 0.7) {
    text = rng.pick(['', 'NaN', 'undefined', '{', '}', "{'a':1}", '{"topic":"tickers",}', '[1,]', '{"a":NaN}', '{"ts":Infinity}']);
  } else {
    let junk = 'x';
    for (let i = 0, n = rng.int(0, 40); i < n; i++) junk += String.fromCharCode(rng.int(0, 0xffff));
    text = junk;
  }
  return { category: 'malformed-json', raw: text, frameDrop: true };
}

function badEnvelope(rng: Rng): GeneratedFrame {
  const data = [tickerRow(rng).wire];
  if (rng.chance(0.08)) {
    const depth = rng.int(100, 3000);
    return { category: 'bad-envelope', raw: rng.chance(0.5) ? encode(deepArray(depth)) : deepObjectText(depth), frameDrop: true };
  }
  const options: unknown[] = [
    [],
    42,
    'tickers',
    null,
    true,
    {},
    { topic: 'tickers', data },
    { topic: 'tickers', ts: '1618820615000', data },
    { topic: 'tickers', ts: -5, data },
    { topic: 'tickers', ts: 1.5, data },
    { topic: 'tickers', ts: 1e16, data },
    { topic: 'tickers', ts: raw('1e999'), data },
    { topic: 'tickers', ts: null, data },
    { topic: 5, ts: 1, data },
    { topic: '', ts: 1, data },
    { topic: 'x'.repeat(201), ts: 1, data },
    { topic: ['tickers'], ts: 1, data },
    { event: 7 },
    { event: '' },
    { event: 'SUBSCRIBE', success: 'yes' },
    { event: 'SUBSCRIBE', params: 'tickers' },
    { event: 'SUBSCRIBE', params: [1, 2] },
    { event: 'SUBSCRIBE', message: { text: 'no' } },
    { cmd: { nested: true } },
    { [PROTO]: { topic: 'tickers', ts: 1, data } },
  ];
  return { category: 'bad-envelope', raw: encode(rng.pick(options)), frameDrop: true };
}

function badPayload(rng: Rng): GeneratedFrame {
  const time = ts(rng);
  if (rng.chance(0.5)) {
    const topic = rng.pick(LIST_TOPICS);
    const data = rng.chance(0.1)
      ? deepObject(rng.int(5, 500))
      : rng.pick<unknown>([undefined, null, 1, 'rows', {}, { rows: [] }, { 0: {}, length: 1 }, true]);
    return { category: 'payload-not-list', raw: encode({ topic, ts: time, data }), frameDrop: true };
  }
  const symbol = rng.pick(WATCHED_SYMBOLS);
  const other = symbol === 'SPOT_WOO_USDT' ? 'PERP_BTC_USDT' : 'SPOT_WOO_USDT';
  const options: (() => unknown)[] = [
    () => undefined,
    () => null,
    () => [tickerRow(rng, symbol).wire],
    () => tickerRow(rng, other).wire,
    () => invalidRow(rng, 'tickers'),
    () => ({ ...tickerRow(rng, symbol).wire, open: rng.pick(INVALID_DECIMALS) }),
    () => deepArray(rng.int(5, 500)),
  ];
  const data = rng.pick(options)();
  return { category: 'bad-symbol-ticker', raw: encode({ topic: `${symbol}@ticker`, ts: time, data }), frameDrop: true };
}

function ignoredFrame(rng: Rng): GeneratedFrame {
  const time = ts(rng);
  const options: unknown[] = [
    { event: 'PONG', ts: time },
    { event: 'PING', ts: time },
    { event: 'SUBSCRIBE', success: true, params: ['tickers'], ts: time },
    { event: 'UN_SUBSCRIBE', success: false, message: 'unknown topic', ts: time },
    { event: `EVENT_${rng.int(0, 500)}`, ts: time },
    { event: rng.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty']), ts: time },
    { topic: rng.pick(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']), ts: time, data: [{ polluted: 1 }] },
    { topic: `topic_${rng.int(0, 500)}`, ts: time, data: [] },
    { topic: 'SPOT_BTC_USDT@ticker', ts: time, data: tickerRow(rng, 'SPOT_BTC_USDT').wire },
    { topic: 'bbos@x', ts: time, data: [] },
  ];
  return { category: 'ignored', raw: encode(rng.pick(options)) };
}

/** Roughly: 15 % valid controls, 10 % mixed lists, the rest invalid or ignored. */
export function generateFrame(rng: Rng): GeneratedFrame {
  const roll = rng.next();
  if (roll < 0.15) return controlFrame(rng);
  if (roll < 0.25) return mixedListFrame(rng);
  if (roll < 0.45) return malformedJson(rng);
  if (roll < 0.65) return badEnvelope(rng);
  if (roll < 0.85) return badPayload(rng);
  return ignoredFrame(rng);
}
