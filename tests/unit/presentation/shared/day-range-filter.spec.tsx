/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import 'dayjs/locale/ru';
import type { Locale } from 'antd/es/locale';
import { DayRangeFilter } from '../../../../src/presentation/shared/day-range-filter';

function setup(locale: Locale) {
  const seen: [number | undefined, number | undefined][] = [];
  render(
    <ConfigProvider locale={locale}>
      <DayRangeFilter label="dates" testId="range" onChange={(from, to) => seen.push([from, to])} />
    </ConfigProvider>,
  );
  const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
  return { inputs, seen };
}

const type = (input: HTMLInputElement, text: string) => {
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
};

describe('DayRangeFilter', () => {
  it("speaks the app's language, not the browser's: Russian placeholders, and the chosen days are whole local days", () => {
    const { inputs, seen } = setup(ruRU);
    expect(inputs.map((i) => i.placeholder)).toEqual(['Начальная дата', 'Конечная дата']);
    type(inputs[0]!, '2026-11-01');
    type(inputs[1]!, '2026-11-03');
    const [from, to] = seen.at(-1)!;
    expect(from).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).getTime());
    expect(to).toBe(new Date(2026, 10, 3, 23, 59, 59, 999).getTime());
  });

  it('an English reader sees English placeholders', () => {
    const { inputs } = setup(enUS);
    expect(inputs.map((i) => i.placeholder)).toEqual(['Start date', 'End date']);
  });
});
