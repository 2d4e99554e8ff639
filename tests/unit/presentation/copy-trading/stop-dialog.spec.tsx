/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { CopyTradingApiPort } from '../../../../src/application/copy-trading/ports/copy-trading-api.port';
import type { CopyView } from '../../../../src/domain/copy-trading/copy-views';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../../src/domain/shared/result';
import type { TradeFailure } from '../../../../src/domain/shared/trade-failure';
import { CopyList } from '../../../../src/presentation/copy-trading/copy-list';
import type { CopyMarketStore } from '../../../../src/presentation/copy-trading/copy-market.store';
import { CopyTradingStore } from '../../../../src/presentation/copy-trading/copy-trading.store';
import type { LeadTraderStore } from '../../../../src/presentation/copy-trading/lead-trader.store';
import { createTestI18n } from '../../../support/test-i18n';

const running = {
  copyId: 3,
  leadUuid: 'lead-a',
  leadCoolName: 'Alpha',
  status: 'RUNNING',
  settings: { amount: '1000', mode: 'FIXED_AMOUNT' },
  pnl: '0',
  roi: '0',
  fees: '0',
  copyFees: '0',
  profitShared: '0',
  positions: [],
  stopReason: null,
  closedOnStop: false,
} as unknown as CopyView;

const unanswered: Result<CopyView, TradeFailure> = err({ kind: 'unanswered', error: ErrorCode.NetworkUnavailable });
const refusal = (message: string): Result<CopyView, TradeFailure> => err({ kind: 'refused', code: -1012, message, status: 400 });

/** The list of one running copy, whose stop answers `answers` in turn, then the list reads `after`; in `language`. */
function setUp(answers: Result<CopyView, TradeFailure>[], language = 'en', after: CopyView = running) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = {
    copies: jest.fn(async () => ok([after])),
    stop: jest.fn(async () => {
      await gate;
      return answers.shift()!;
    }),
    history: jest.fn(),
  } as unknown as jest.Mocked<CopyTradingApiPort>;
  const market = { refresh: jest.fn(async () => undefined) } as unknown as CopyMarketStore;
  const lead = { refreshFor: jest.fn(async () => undefined) } as unknown as LeadTraderStore;
  const store = new CopyTradingStore(api, market, lead);
  const i18n = createTestI18n();
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <CopyList store={store} copies={[running]} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { api, release };
}

const dialogOpen = () => screen.queryByRole('dialog') !== null && screen.getByTestId('stop-confirm').closest('.ant-modal') !== null;

describe("stopping a copy: the dialog waits for the exchange's answer", () => {
  it('a refusal is said in the dialog, in the reader’s language, and the dialog stays for another try; one stop call per press', async () => {
    const { api, release } = setUp([refusal('The copy is already stopped')], 'ru');
    fireEvent.click(screen.getByTestId('copy-stop'));
    fireEvent.click(await screen.findByTestId('stop-confirm'));
    // busy while the exchange answers: a second press sends nothing more
    await waitFor(() => expect(screen.getByTestId('stop-confirm')).toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('stop-confirm'));
    await act(async () => release());
    expect(await screen.findByTestId('stop-failure')).toHaveTextContent('Это копирование уже остановлено.');
    expect(dialogOpen()).toBe(true);
    expect(api.stop).toHaveBeenCalledTimes(1);
    expect(api.stop).toHaveBeenCalledWith(3, true);
  });

  it('no answer (and the list still shows it running) says the copy may still run; a second press that succeeds closes the dialog', async () => {
    const { api, release } = setUp([unanswered, ok({ ...running, status: 'STOPPED' })]);
    release();
    fireEvent.click(screen.getByTestId('copy-stop'));
    fireEvent.click(screen.getByTestId('stop-keep'));
    fireEvent.click(await screen.findByTestId('stop-confirm'));
    expect(await screen.findByTestId('stop-failure')).toHaveTextContent(
      'No answer from the exchange: the copy may still be running. Try again.',
    );
    fireEvent.click(screen.getByTestId('stop-confirm'));
    await waitFor(() => expect(screen.queryByTestId('stop-failure')).toBeNull());
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(api.stop.mock.calls).toEqual([
      [3, false],
      [3, false],
    ]);
  });

  it('no answer, but the list read again shows it stopped: the stop did reach the exchange, the dialog closes', async () => {
    const { api, release } = setUp([unanswered], 'en', { ...running, status: 'STOPPED' } as CopyView);
    release();
    fireEvent.click(screen.getByTestId('copy-stop'));
    fireEvent.click(await screen.findByTestId('stop-confirm'));
    await waitFor(() => expect(dialogOpen()).toBe(false));
    expect(screen.queryByTestId('stop-failure')).toBeNull();
    expect(api.stop).toHaveBeenCalledTimes(1);
    expect(api.copies).toHaveBeenCalledTimes(1);
  });
});
