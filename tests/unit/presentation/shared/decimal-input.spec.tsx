/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AMOUNT_PROBLEM_CODES, type AmountProblem } from '../../../../src/domain/shared/amount-rule';
import { SUPPORTED_LOCALE_CODES } from '../../../../src/domain/shared/locale';
import { amountMessage } from '../../../../src/presentation/shared/amount-message';
import { DecimalInput, decimalSeparatorOf } from '../../../../src/presentation/shared/decimal-input';
import { createTestI18n } from '../../../support/test-i18n';

function Field({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <DecimalInput
      value={value}
      data-testid="amount"
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

function setup(language: string) {
  const i18n = createTestI18n();
  void i18n.changeLanguage(language);
  const seen: string[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Field seen={seen} />
    </I18nextProvider>,
  );
  return { input: screen.getByTestId('amount') as HTMLInputElement, seen };
}

const paste = (input: HTMLInputElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe('DecimalInput', () => {
  it('drops letters and a second point as they are typed (English)', () => {
    const { input, seen } = setup('en');
    fireEvent.change(input, { target: { value: '12a.5.x' } });
    expect(seen.at(-1)).toBe('12.5');
    expect(input.value).toBe('12.5');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('takes the Russian comma, keeps the amount with a point and shows it with a comma', () => {
    const { input, seen } = setup('ru');
    fireEvent.change(input, { target: { value: '0,25' } });
    expect(seen.at(-1)).toBe('0.25');
    expect(input.value).toBe('0,25');
  });

  it('sanitises a pasted amount with grouping and a token name', () => {
    const { input, seen } = setup('en');
    paste(input, '1,234.56 BTC');
    expect(seen.at(-1)).toBe('1234.56');
    expect(input.value).toBe('1234.56');
  });

  it('a minus sign cannot be typed', () => {
    const { input, seen } = setup('en');
    fireEvent.change(input, { target: { value: '-50' } });
    expect(seen.at(-1)).toBe('50');
  });

  it("knows each language's separator", () => {
    expect(decimalSeparatorOf('en')).toBe('.');
    expect(decimalSeparatorOf('ru')).toBe(',');
    expect(decimalSeparatorOf('zh-Hans')).toBe('.');
  });
});

describe('amountMessage', () => {
  const i18n = createTestI18n();
  const problems: AmountProblem[] = [
    { code: 'required' },
    { code: 'notANumber' },
    { code: 'tooLarge' },
    { code: 'notPositive' },
    { code: 'decimals', decimals: 8 },
    { code: 'belowMin', min: '0.001' },
    { code: 'insufficient', available: '2.5' },
    { code: 'aboveMax', max: '100' },
  ];

  it('covers every code', () => {
    expect(problems.map((p) => p.code)).toEqual([...AMOUNT_PROBLEM_CODES]);
  });

  it.each(SUPPORTED_LOCALE_CODES)(
    'every code has a message in %s, filled, naming the field by its label and never by an internal name',
    (code) => {
      const t = i18n.getFixedT(code);
      for (const problem of [...problems, { code: 'decimals', decimals: 0 } as const]) {
        const text = amountMessage(t, code, problem, 'LABEL', 'BTC');
        expect(text).not.toMatch(/amountProblem|{{|}}/);
        if (problem.code !== 'insufficient') expect(text).toContain('LABEL');
        expect(text).not.toMatch(/\b(amount|sellQuantity|totp):/);
      }
    },
  );

  it('writes the English messages with the limits', () => {
    const t = i18n.getFixedT('en');
    expect(amountMessage(t, 'en', { code: 'belowMin', min: '0.001' }, 'Amount', 'BTC')).toBe('Amount must be at least 0.001 BTC');
    expect(amountMessage(t, 'en', { code: 'insufficient', available: '2.5' }, 'Amount', 'BTC')).toBe(
      'Not enough balance: 2.5 BTC available',
    );
    expect(amountMessage(t, 'en', { code: 'aboveMax', max: '200000' }, 'Amount')).toBe('Amount must be at most 200,000');
    expect(amountMessage(t, 'en', { code: 'decimals', decimals: 6 }, 'Size')).toBe('Size can have at most 6 decimals');
    expect(amountMessage(t, 'en', { code: 'decimals', decimals: 0 }, 'Fixed leverage', '×')).toBe('Fixed leverage must be a whole number');
  });

  it('writes the Russian ones in Russian', () => {
    const t = i18n.getFixedT('ru');
    expect(amountMessage(t, 'ru', { code: 'notPositive' }, 'Сумма')).toBe('«Сумма»: значение должно быть больше 0');
    expect(amountMessage(t, 'ru', { code: 'decimals', decimals: 0 }, 'Плечо')).toBe('«Плечо»: введите целое число');
    expect(amountMessage(t, 'ru', { code: 'insufficient', available: '2.5' }, 'Сумма', 'BTC')).toBe(
      'Недостаточно средств: доступно 2,5 BTC',
    );
  });
});
