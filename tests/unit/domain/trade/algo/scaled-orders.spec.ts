import { translateRefusal } from '../../../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../../support/test-i18n';
import { planScaled, type ScaledRules } from '../../../../../src/domain/trade/algo/scaled-orders';

const RULES: ScaledRules = { quoteTick: '0.1', baseTick: '0.001', baseMin: '0.001', minNotional: '10' };
const en = createTestI18n().getFixedT('en');
// A refusal is a code: read here as the English view says it.
const children = (plan: ReturnType<typeof planScaled>) =>
  plan.ok ? plan.children.map((c) => [c.price, c.quantity]) : translateRefusal(en, 'en', plan.refusal);

describe('scaled orders (hand-computed)', () => {
  it('flat: 1 in 3 is 0.333 each rounded down, the 0.001 left goes to the last', () => {
    expect(children(planScaled({ totalQuantity: '1', fromPrice: '100', toPrice: '110', count: 3, distribution: 'flat' }, RULES))).toEqual([
      ['100', '0.333'],
      ['105', '0.333'],
      ['110', '0.334'],
    ]);
  });

  it('ascending 1:2:3:4 of 1 is 0.1, 0.2, 0.3, 0.4 at 100 … 103', () => {
    expect(
      children(planScaled({ totalQuantity: '1', fromPrice: '100', toPrice: '103', count: 4, distribution: 'ascending' }, RULES)),
    ).toEqual([
      ['100', '0.1'],
      ['101', '0.2'],
      ['102', '0.3'],
      ['103', '0.4'],
    ]);
  });

  it('descending 3:2:1 of 0.01 is 0.005, 0.003, 0.001 rounded; the 0.001 left goes to the first (largest)', () => {
    expect(
      children(
        planScaled(
          { totalQuantity: '0.01', fromPrice: '1000', toPrice: '1001', count: 3, distribution: 'descending' },
          { ...RULES, minNotional: '1' },
        ),
      ),
    ).toEqual([
      ['1000', '0.006'],
      ['1000.5', '0.003'],
      ['1001', '0.001'],
    ]);
  });

  it('prices may run downward: 110 → 100', () => {
    expect(children(planScaled({ totalQuantity: '0.3', fromPrice: '110', toPrice: '100', count: 3, distribution: 'flat' }, RULES))).toEqual(
      [
        ['110', '0.1'],
        ['105', '0.1'],
        ['100', '0.1'],
      ],
    );
  });

  it.each([
    [
      'a child under the minimum notional',
      { totalQuantity: '0.01', fromPrice: '1000', toPrice: '1001', count: 3, distribution: 'descending' },
      'Order 1 would be worth 6, under the minimum order value 10',
    ],
    [
      'a child under the minimum size',
      { totalQuantity: '0.003', fromPrice: '100', toPrice: '110', count: 4, distribution: 'flat' },
      'Order 1 would be 0, under the minimum size 0.001',
    ],
    [
      'prices colliding on the tick',
      { totalQuantity: '1', fromPrice: '100', toPrice: '100.2', count: 5, distribution: 'flat' },
      'Prices are too close for 5 orders on the tick 0.1',
    ],
    [
      '21 orders',
      { totalQuantity: '1', fromPrice: '100', toPrice: '200', count: 21, distribution: 'flat' },
      'Number of orders must be between 2 and 20',
    ],
    [
      '1 order',
      { totalQuantity: '1', fromPrice: '100', toPrice: '200', count: 1, distribution: 'flat' },
      'Number of orders must be between 2 and 20',
    ],
    [
      'a total off the step',
      { totalQuantity: '0.0005', fromPrice: '100', toPrice: '200', count: 2, distribution: 'flat' },
      'Total quantity must be a multiple of the step size 0.001',
    ],
  ] as const)('refuses %s', (_n, input, message) => {
    expect(children(planScaled(input, RULES))).toBe(message);
  });

  it('sizes always sum to the total (every count and distribution)', () => {
    for (const distribution of ['flat', 'ascending', 'descending'] as const) {
      for (let count = 2; count <= 20; count += 1) {
        const plan = planScaled(
          { totalQuantity: '1.237', fromPrice: '100', toPrice: '150', count, distribution },
          { ...RULES, minNotional: '0.1' },
        );
        if (!plan.ok) throw new Error(plan.refusal.code);
        const sum = plan.children.reduce((s, c) => s + Math.round(Number(c.quantity) * 1000), 0);
        expect(sum).toBe(1237);
      }
    }
  });

  it('is a code the view says in the language, with its numbers in the language format', () => {
    const plan = planScaled({ totalQuantity: '0.01', fromPrice: '1000', toPrice: '1001', count: 3, distribution: 'descending' }, RULES);
    expect(plan.ok ? undefined : plan.refusal.code).toBe('scaled.childBelowNotional');
    const ru = createTestI18n().getFixedT('ru');
    expect(plan.ok ? '' : translateRefusal(ru, 'ru', plan.refusal)).toBe(
      'Стоимость ордера 1 составила бы 6 — меньше минимальной стоимости ордера 10',
    );
  });
});
