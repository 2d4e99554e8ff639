import {
  closeSideOf,
  stopFires,
  tpSlFigures,
  tpSlFires,
  tpSlFromInput,
  tpSlTrigger,
  type TpSlContext,
} from '../../../../../src/domain/trade/algo/tp-sl';

const long = (kind: 'TP' | 'SL', quantity = '0.1'): TpSlContext => ({
  side: 'LONG',
  kind,
  entryPrice: '50000',
  quantity,
  leverage: '10',
  tick: '0.1',
});
const short = (kind: 'TP' | 'SL'): TpSlContext => ({
  side: 'SHORT',
  kind,
  entryPrice: '3000.55',
  quantity: '2',
  leverage: '20',
  tick: '0.01',
});

describe('TP/SL trigger rules (hand-computed)', () => {
  it.each([
    ['long TP at the trigger', 'LONG', 'TP', '51000', '51000', true],
    ['long TP one tick under', 'LONG', 'TP', '51000', '50999.9', false],
    ['long SL at the trigger', 'LONG', 'SL', '49000', '49000', true],
    ['long SL one tick over', 'LONG', 'SL', '49000', '49000.1', false],
    ['short TP at the trigger', 'SHORT', 'TP', '49000', '49000', true],
    ['short TP one tick over', 'SHORT', 'TP', '49000', '49000.1', false],
    ['short SL above', 'SHORT', 'SL', '51000', '51000.5', true],
    ['short SL one tick under', 'SHORT', 'SL', '51000', '50999.9', false],
  ] as const)('%s', (_n, side, kind, trigger, ref, fires) => {
    expect(tpSlFires(side, kind, trigger, ref)).toBe(fires);
  });

  it('a stop BUY fires at or above, a SELL at or below; a long closes by SELL', () => {
    expect([
      stopFires('BUY', '100', '100'),
      stopFires('BUY', '100', '99.9'),
      stopFires('SELL', '100', '100'),
      stopFires('SELL', '100', '100.1'),
    ]).toEqual([true, false, true, false]);
    expect([closeSideOf('LONG'), closeSideOf('SHORT')]).toEqual(['SELL', 'BUY']);
  });
});

describe('TP/SL from price, ROE % or PnL (rounded toward the entry)', () => {
  it.each([
    // 20 % ROE at 10×: the price moves 2 %: 50000 × 1.02
    ['long TP 20 % ROE', { by: 'percent', value: '20' }, long('TP'), '51000'],
    // 33 USDT on 0.1: 330 below
    ['long SL 33 USDT loss', { by: 'pnl', value: '33' }, long('SL'), '49670'],
    // 10 / 0.3 = 33.333…: 49966.666… rounded up (toward entry) → loses 33.3 × 0.3 = 9.99 ≤ 10
    ['long SL 10 USDT on 0.3 rounds up', { by: 'pnl', value: '10' }, long('SL', '0.3'), '49966.7'],
    ['long TP 10 USDT on 0.3 rounds down', { by: 'pnl', value: '10' }, long('TP', '0.3'), '50033.3'],
    // 3000.55 × 0.15 / 20 = 22.504125 → 2978.045875 rounded up → 2978.05
    ['short TP 15 % ROE at 20×', { by: 'percent', value: '15' }, short('TP'), '2978.05'],
    ['short SL 5 USDT on 2', { by: 'pnl', value: '5' }, short('SL'), '3003.05'],
    ['a price is rounded to the nearest tick', { by: 'price', value: '51000.06' }, long('TP'), '51000.1'],
  ] as const)('%s', (_n, input, ctx, trigger) => {
    expect(tpSlTrigger(input, ctx)?.toFixed()).toBe(trigger);
  });

  it('refuses triggers on the wrong side of the entry, and non-positive amounts', () => {
    expect(tpSlTrigger({ by: 'price', value: '49000' }, long('TP'))).toBeUndefined();
    expect(tpSlTrigger({ by: 'price', value: '50001' }, long('SL'))).toBeUndefined();
    expect(tpSlTrigger({ by: 'pnl', value: '0' }, long('TP'))).toBeUndefined();
    // a loss of 5000 USDT on 0.1 BTC would need a price of 0
    expect(tpSlTrigger({ by: 'pnl', value: '5000' }, long('SL'))).toBeUndefined();
  });

  it('shows the other two faces: PnL and ROE at the trigger', () => {
    // short 2 @ 3000, 20×: margin 300; closing at 2970 gains 60 = 20 %
    expect(tpSlFigures('2970', { side: 'SHORT', entryPrice: '3000', quantity: '2', leverage: '20' })).toEqual({
      triggerPrice: '2970',
      pnl: '60',
      roePercent: '20',
    });
    // long 0.3 @ 50000, 10×: margin 1500; 49966.7 loses 9.99 = −0.666 % → −0.67
    expect(tpSlFromInput({ by: 'pnl', value: '10' }, long('SL', '0.3'))).toEqual({
      triggerPrice: '49966.7',
      pnl: '-9.99',
      roePercent: '-0.67',
    });
  });
});
