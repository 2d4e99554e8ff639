import type { OrderRequest } from '../../../../src/domain/trade/orders/order';
import { validateOrder } from '../../../../src/domain/trade/orders/order-validation';
import { ApiError } from '../../../../simulator/http/api-error';
import { mulberry32 } from '../../../../simulator/market/prng';
import { validationContext } from '../../../../simulator/trading/order-context';
import { quickCheck } from '../../../../simulator/trading/quick-check';
import { toScaled } from '../../../../simulator/trading/scaled';
import { harness } from './engine-harness';
import { englishRefusal } from '../../../../simulator/http/refusal-english';

const BTC = 'SPOT_BTC_USDT';

/**
 * The engine's integer quick check and the shared `validateOrder` decide alike. The harness's book (seed 42, at T0)
 * has its best bid at 65633.5 and best ask at 65635.5 (mid 65634.5, band ±10 %: 59071.05 … 72197.95); SPOT_BTC_USDT
 * trades on a 0.1 tick and a 0.00001 step, 0.0001 … 100 BTC, at least 10 USDT; account 1 holds the demo funds
 * (10,000 USDT, 0.1 BTC). Each case is run through `validateOrder` (with the engine's decimal context), through
 * `quickCheck`, and through `place`: a refusal has the hand-written code and message on both the shared rule and the
 * engine and the quick check never passes it; a pass is passed by the shared rule, and by the quick check with the
 * hand-computed lots, ticks and locked amount (or left to the shared rule: `slow`).
 */
type Case = [
  string,
  Omit<OrderRequest, 'symbol'>,
  { code: number; message: string } | { lots: number; ticks?: number; required?: string } | 'slow',
];

const cases: Case[] = [
  [
    'limit buy at the bid: 65633.5 × 0.001 = 65.6335 USDT',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.001' },
    { lots: 100, ticks: 656335, required: '65.6335' },
  ],
  [
    'trailing zeros are the same price',
    { side: 'BUY', type: 'LIMIT', price: '65633.50', quantity: '0.00100' },
    { lots: 100, ticks: 656335, required: '65.6335' },
  ],
  [
    'a leading dot: the shared rule reads it, the quick check leaves it',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '.001' },
    'slow',
  ],
  [
    'off the tick',
    { side: 'BUY', type: 'LIMIT', price: '65633.55', quantity: '0.001' },
    { code: -1103, message: 'Price must be a multiple of the tick size 0.1' },
  ],
  [
    'off the step',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.000015' },
    { code: -1104, message: 'Quantity must be a multiple of the step size 0.00001' },
  ],
  [
    'below the minimum size',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.00009' },
    { code: -1104, message: 'Quantity must be at least 0.0001' },
  ],
  [
    'above the maximum size',
    { side: 'SELL', type: 'LIMIT', price: '65635.5', quantity: '100.00001' },
    { code: -1008, message: 'Quantity must be at most 100' },
  ],
  [
    '0.00015 × 65633.5 = 9.845 < 10',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.00015' },
    { code: -1102, message: 'Order value must be at least 10' },
  ],
  [
    '0.00016 × 65633.5 = 10.50136 ≥ 10',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.00016' },
    { lots: 16, ticks: 656335, required: '10.50136' },
  ],
  [
    '72198 > 1.1 × 65634.5 = 72197.95',
    { side: 'BUY', type: 'LIMIT', price: '72198', quantity: '0.001' },
    { code: -1105, message: 'Price is 10% too high from the mid price' },
  ],
  [
    '72197.9 ≤ 72197.95',
    { side: 'BUY', type: 'LIMIT', price: '72197.9', quantity: '0.001' },
    { lots: 100, ticks: 721979, required: '72.1979' },
  ],
  [
    '59071 < 0.9 × 65634.5 = 59071.05',
    { side: 'SELL', type: 'LIMIT', price: '59071', quantity: '0.001' },
    { code: -1105, message: 'Price is 10% too low from the mid price' },
  ],
  [
    '59071.1 ≥ 59071.05, a sell locks its size',
    { side: 'SELL', type: 'LIMIT', price: '59071.1', quantity: '0.001' },
    { lots: 100, ticks: 590711, required: '0.001' },
  ],
  [
    '0.15 × 65633.5 = 9845.025 ≤ 10000',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.15' },
    { lots: 15000, ticks: 656335, required: '9845.025' },
  ],
  [
    '0.16 × 65633.5 = 10501.36 > 10000',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '0.16' },
    { code: -1101, message: 'Not enough USDT: the order needs 10501.36, 10000 is available' },
  ],
  ['all the BTC', { side: 'SELL', type: 'LIMIT', price: '65635.5', quantity: '0.1' }, { lots: 10000, ticks: 656355, required: '0.1' }],
  [
    'more than the BTC',
    { side: 'SELL', type: 'LIMIT', price: '65635.5', quantity: '0.10001' },
    { code: -1101, message: 'Not enough BTC: the order needs 0.10001, 0.1 is available' },
  ],
  [
    'IOC is checked as a limit',
    { side: 'BUY', type: 'IOC', price: '65635.5', quantity: '0.001' },
    { lots: 100, ticks: 656355, required: '65.6355' },
  ],
  [
    'market buy takes 0.001 of the 0.02816 at 65635.5: 65.6355 USDT',
    { side: 'BUY', type: 'MARKET', quantity: '0.001' },
    { lots: 100, required: '65.6355' },
  ],
  ['market sell locks its size', { side: 'SELL', type: 'MARKET', quantity: '0.001' }, { lots: 100, required: '0.001' }],
  [
    'market sell at the mid: 0.0001 × 65634.5 = 6.56345 < 10',
    { side: 'SELL', type: 'MARKET', quantity: '0.0001' },
    { code: -1102, message: 'Order value must be at least 10' },
  ],
  ['market buy by amount: the shared rule', { side: 'BUY', type: 'MARKET', amount: '50' }, 'slow'],
  [
    'exponent notation',
    { side: 'BUY', type: 'LIMIT', price: '65633.5', quantity: '1e-3' },
    { code: -1005, message: 'Quantity must be a positive number' },
  ],
  [
    'zero price',
    { side: 'BUY', type: 'LIMIT', price: '0', quantity: '0.001' },
    { code: -1005, message: 'Price must be a positive number' },
  ],
];

async function subject() {
  const h = await harness();
  const a = h.trading.account(1);
  const sr = h.trading.rules(BTC);
  const book = h.trading.bookOf(BTC);
  const check = (order: Omit<OrderRequest, 'symbol'>) => {
    const req: OrderRequest = { symbol: BTC, ...order };
    const priced = req.type !== 'MARKET';
    const shared = validateOrder(
      priced ? { ...req, type: 'LIMIT' } : req,
      sr.rules,
      validationContext(h.trading, a, sr, book, req, priced),
    );
    return { shared, quick: quickCheck(a, sr, book, req, priced) };
  };
  return { h, check };
}

describe('quick check: the integer twin of validateOrder', () => {
  it('decides the hand-computed cases as the shared rule does, with the same codes and messages', async () => {
    const { h, check } = await subject();
    expect([h.trading.bookOf(BTC).bestTicks(true), h.trading.bookOf(BTC).bestTicks(false)]).toEqual([656335, 656355]);
    for (const [name, order, expected] of cases) {
      const { shared, quick } = check(order);
      if (expected === 'slow') {
        expect([name, shared, quick]).toEqual([name, undefined, undefined]);
      } else if ('code' in expected) {
        expect([name, shared?.code, shared && englishRefusal(shared.refusal), quick]).toEqual([
          name,
          expected.code,
          expected.message,
          undefined,
        ]);
        let thrown: unknown;
        try {
          h.place(1, order);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(ApiError);
        expect([name, (thrown as ApiError).code, (thrown as ApiError).message]).toEqual([name, expected.code, expected.message]);
      } else {
        const required = expected.required === undefined ? undefined : toScaled(expected.required);
        expect([name, shared, quick]).toEqual([name, undefined, { lots: expected.lots, ticks: expected.ticks, required }]);
      }
    }
  });

  it('never passes what the shared rule refuses: 3,000 random orders around the mid, on and off the grid', async () => {
    const { check } = await subject();
    const rng = mulberry32(77);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)];
    let passed = 0;
    let quick = 0;
    let refused = 0;
    for (let n = 0; n < 3000; n += 1) {
      const side = pick(['BUY', 'SELL'] as const);
      const type = pick(['LIMIT', 'LIMIT', 'MARKET', 'IOC', 'POST_ONLY'] as const);
      const price = (65634.5 * (0.85 + rng() * 0.3)).toFixed(pick([0, 1, 1, 1, 2]));
      const quantity = (rng() ** 3 * 0.2).toFixed(pick([3, 4, 5, 5, 6]));
      const result = check({ side, type, price: type === 'MARKET' ? undefined : price, quantity });
      if (result.quick) {
        quick += 1;
        expect([side, type, price, quantity, result.shared]).toEqual([side, type, price, quantity, undefined]);
      }
      if (result.shared) refused += 1;
      else passed += 1;
    }
    // both outcomes are exercised, and the quick check takes nearly every order the shared rule passes
    expect(refused).toBeGreaterThan(500);
    expect(passed).toBeGreaterThan(500);
    expect(quick / passed).toBeGreaterThan(0.95);
  });
});
