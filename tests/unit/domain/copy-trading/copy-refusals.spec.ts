import { englishRefusal } from '../../../../simulator/http/refusal-english';
import { copyRefusal } from '../../../../src/domain/copy-trading/copy-refusals';
import { settingsProblem, type CopySettings } from '../../../../src/domain/copy-trading/copy-settings';
import { estimateEarnings } from '../../../../src/domain/earn/calculator';
import { num, refusal } from '../../../../src/domain/shared/refusal';
import { refusalText } from '../../../../src/presentation/shared/refusal-text';
import { translateRefusal } from '../../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../support/test-i18n';

const settings: CopySettings = { mode: 'FIXED_AMOUNT', amount: '100', leverageMode: 'FOLLOW', symbols: [], maxSlippage: '0.01' };
const i18n = createTestI18n();

/** A settings problem as the simulator refuses it on the wire (`<field>: <the code's English>`). */
function worded(change: Partial<CopySettings>, minAmount?: string): string {
  const problem = settingsProblem({ ...settings, ...change }, minAmount);
  if (!problem) throw new Error('expected a refusal');
  return `${problem.field}: ${englishRefusal(problem.refusal)}`;
}

describe('the copy-settings refusals, read back as codes and said in the user’s language', () => {
  const cases: [Partial<CopySettings>, string][] = [
    [{ amount: '40' }, 'copy.amountRange'],
    [{ mode: 'FIXED_RATIO', ratio: '101' }, 'copy.ratioRange'],
    [{ leverageMode: 'FIXED', leverage: 51 }, 'copy.leverageRange'],
    [{ maxSlippage: '0.031' }, 'copy.slippageRange'],
    [{ maxOrderAmount: '0' }, 'copy.maxOrderNotPositive'],
    [{ takeProfit: '0' }, 'copy.takeProfitNotPositive'],
    [{ stopLoss: '0' }, 'copy.stopLossNotPositive'],
    [{ portfolioStopLoss: '1.5' }, 'copy.portfolioStopLossRange'],
  ];

  it.each(cases)('reads %o back to %s with its parameters', (change, code) => {
    const problem = settingsProblem({ ...settings, ...change }, '50')!;
    expect(problem.refusal.code).toBe(code);
    expect(copyRefusal(worded(change, '50'))).toEqual(problem.refusal);
  });

  it('words the limits as the user reads them: slippage and the portfolio stop loss in percent', () => {
    expect(worded({ maxSlippage: '0.0005' })).toBe('maxSlippage: The maximum entry slippage must be from 0.1 % to 3 %');
    expect(copyRefusal(worded({ portfolioStopLoss: '0' }))).toEqual(
      refusal('copy.portfolioStopLossRange', { min: num('1'), max: num('100') }),
    );
    expect(copyRefusal('amount: 500 USDT is more than your available 10.00 USDT')).toBeUndefined();
  });

  it('the copy dialog says them in Russian and Chinese, numbers in the language’s format', () => {
    const text = (language: string, message: string) => refusalText(i18n.getFixedT(language, 'copy'), language, message, 'Amount', 'USDT');
    expect(text('ru', worded({ amount: '5' }, '50'))).toBe('Сумма копирования должна быть от 50 до 200\u00a0000 USDT');
    expect(text('zh-Hans', worded({ amount: '5' }, '50'))).toBe('跟单金额须在 50 至 200,000 USDT 之间');
    expect(text('ru', worded({ takeProfit: '0' }))).toBe('Тейк-профит позиции должен быть больше 0');
    expect(text('en', worded({ leverageMode: 'FIXED', leverage: 0 }))).toBe('The fixed leverage must be a whole number from 1 to 50');
  });
});

describe('the earnings calculator’s refusals are codes, said in the user’s language', () => {
  const said = (language: string, input: { amount: string; days: string; aprPercent: string }) => {
    const e = estimateEarnings({ ...input, compounding: false });
    if (e.ok) throw new Error('expected a refusal');
    return translateRefusal(i18n.getFixedT(language), language, e.refusal);
  };

  it('days beyond the limit, in Russian and Chinese', () => {
    expect(said('ru', { amount: '10', days: '3651', aprPercent: '5' })).toBe('Дни: целое число от 1 до 3\u00a0650.');
    expect(said('zh', { amount: '10', days: '0', aprPercent: '5' })).toBe('天數：1 至 3,650 的整數。');
  });

  it('a bad amount and APR', () => {
    expect(said('ru', { amount: '-1', days: '3', aprPercent: '5' })).toBe('Введите положительную сумму.');
    expect(said('zh-Hans', { amount: '10', days: '3', aprPercent: '1001' })).toBe('年化：0 至 1,000 的数字。');
    expect(said('en', { amount: '10', days: '3', aprPercent: 'x' })).toBe('APR: a number from 0 to 1,000.');
  });
});
