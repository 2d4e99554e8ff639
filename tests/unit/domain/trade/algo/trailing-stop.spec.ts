import {
  callbackRefusal,
  initialTrailing,
  trailingStep,
  trailingTrigger,
  type TrailingParams,
  type TrailingState,
} from '../../../../../src/domain/trade/algo/trailing-stop';

function run(prices: string[], p: TrailingParams): { trigger: string | null; fires: boolean; extreme: string | null }[] {
  let state: TrailingState = initialTrailing();
  return prices.map((price) => {
    const s = trailingStep(state, price, p);
    state = s.state;
    return { trigger: s.trigger, fires: s.fires, extreme: s.state.extreme };
  });
}

describe('trailing stop (hand-computed)', () => {
  it('a SELL with activation 100 and 1 %: waits, activates, follows the high, fires at high × 0.99', () => {
    const steps = run(['99', '100', '105', '104', '103.95'], {
      side: 'SELL',
      callback: { rate: '0.01' },
      activationPrice: '100',
      tick: '0.01',
    });
    expect(steps).toEqual([
      { trigger: null, fires: false, extreme: null },
      { trigger: '99', fires: false, extreme: '100' },
      { trigger: '103.95', fires: false, extreme: '105' },
      { trigger: '103.95', fires: false, extreme: '105' },
      { trigger: '103.95', fires: true, extreme: '105' },
    ]);
  });

  it('a BUY by value 2 without activation trails the low; the trigger is rounded up to the 0.5 tick', () => {
    const steps = run(['50', '48.3', '50.4', '50.5'], { side: 'BUY', callback: { value: '2' }, tick: '0.5' });
    // 48.3 + 2 = 50.3 → 50.5 (away from the low)
    expect(steps.map((s) => [s.extreme, s.trigger, s.fires])).toEqual([
      ['50', '52', false],
      ['48.3', '50.5', false],
      ['48.3', '50.5', false],
      ['48.3', '50.5', true],
    ]);
  });

  it('rounds a SELL trigger down: 105.5 × (1 − 0.003) = 105.1835 → 105.18', () => {
    expect(trailingTrigger('105.5', { side: 'SELL', callback: { rate: '0.003' }, tick: '0.01' }).toFixed()).toBe('105.18');
  });

  it('takes callback rates of 0.1 %–5 % and positive values only', () => {
    expect([
      callbackRefusal({ rate: '0.0009' }),
      callbackRefusal({ rate: '0.001' }),
      callbackRefusal({ rate: '0.05' }),
      callbackRefusal({ rate: '0.0501' }),
    ]).toEqual([
      'callbackRate: must be between 0.001 (0.1%) and 0.05 (5%)',
      undefined,
      undefined,
      'callbackRate: must be between 0.001 (0.1%) and 0.05 (5%)',
    ]);
    expect(callbackRefusal({ value: '0' })).toBe('callbackValue: must be more than 0');
  });
});
