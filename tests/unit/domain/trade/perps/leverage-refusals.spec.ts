import { englishRefusal } from '../../../../../simulator/http/refusal-english';
import { num, refusal, type Refusal } from '../../../../../src/domain/shared/refusal';
import { leverageChangeVerdict, type LeverageChange } from '../../../../../src/domain/trade/perps/leverage';
import { leverageRefusal } from '../../../../../src/domain/trade/perps/leverage-refusals';
import { problemText } from '../../../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../../support/test-i18n';

const TIERS = [
  { maxNotional: '50000', maxLeverage: 50, maintenanceMarginRatio: '0.01' },
  { maxNotional: '5000000', maxLeverage: 20, maintenanceMarginRatio: '0.025' },
];
const change: LeverageChange = {
  marginMode: 'CROSS',
  current: 10,
  next: 5,
  tiers: TIERS,
  positionNotional: '6000',
  orderNotional: '0',
  freeCollateral: '0',
  isolatedMargin: '0',
};

/** The verdict's refusal, as the simulator refuses it on the wire (`leverage: <the code's English>`). */
function refusedChange(c: LeverageChange): [string, Refusal] {
  const verdict = leverageChangeVerdict(c);
  if (verdict.allowed) throw new Error('expected a refusal');
  return [`leverage: ${englishRefusal(verdict.refusal)}`, verdict.refusal];
}

describe('the leverage-change refusals, read back as codes', () => {
  const range = refusedChange({ ...change, next: 60 });
  const tier = refusedChange({ ...change, positionNotional: '2000000', next: 25, freeCollateral: '1e9' });
  const isolated = refusedChange({ ...change, marginMode: 'ISOLATED', positionNotional: '12000', isolatedMargin: '1200.5' });
  const collateral = refusedChange({ ...change, freeCollateral: '599.5' });

  it('reads every one the simulator words back to its code and parameters', () => {
    const worded = [range, tier, isolated, collateral];
    expect(new Set(worded.map(([, r]) => r.code))).toEqual(
      new Set(['leverage.range', 'leverage.tier', 'leverage.isolatedShort', 'leverage.collateralShort']),
    );
    for (const [message, expected] of worded) expect(leverageRefusal(message)).toEqual(expected);
    expect(isolated[1]).toEqual(refusal('leverage.isolatedShort', { shortfall: num('1199.50', 2), required: num('2400.00', 2) }));
  });

  it('reads the sentence without its field name the same, and nothing else', () => {
    expect(leverageRefusal('Free collateral is 3950.00 USDT short of the new initial margin')).toEqual(
      refusal('leverage.collateralShort', { shortfall: num('3950.00', 2) }),
    );
    expect(leverageRefusal('marginMode: PERP_ETH_USDT has a position or open orders')).toBeUndefined();
    expect(leverageRefusal('leverage: the exchange is busy')).toBeUndefined();
  });

  it('says them in the member’s language, the numbers in its format', () => {
    const i18n = createTestI18n();
    const read = (language: string, message: string) =>
      problemText(i18n.getFixedT(language), language, { refusal: leverageRefusal(message)! });
    expect(read('ru', collateral[0])).toBe('Свободного обеспечения не хватает 0,50 USDT до новой начальной маржи');
    expect(read('ru', tier[0])).toBe('Для позиции 2\u00a0000\u00a0000,00 USDT допустимо плечо не выше 20x');
    expect(read('zh-Hans', 'leverage: Free collateral is 3950.00 USDT short of the new initial margin')).toBe(
      '可用保证金距新的初始保证金还差 3,950.00 USDT',
    );
    expect(read('en', range[0])).toBe('Leverage must be a whole number from 1 to 50');
  });

  it('an unknown refusal is the exchange’s sentence in English and a general translated refusal elsewhere', () => {
    const i18n = createTestI18n();
    const said = { said: 'leverage: the exchange is busy' };
    expect(problemText(i18n.getFixedT('en'), 'en', said)).toBe('leverage: the exchange is busy');
    expect(problemText(i18n.getFixedT('ru'), 'ru', said)).toBe(i18n.getFixedT('ru')('common:refusals.flow.other'));
  });
});
