/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES } from '../../../../src/capabilities';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { gaugePercent } from '../../../../src/presentation/spot-margin/spot-margin-risk';
import SpotMarginPage from '../../../../src/presentation/spot-margin/spot-margin-page';
import { createTestContainer, signInAda } from '../../../support/test-container';

function signedIn() {
  const built = createTestContainer();
  signInAda(built.fakes);
  const api = built.fakes.spotMarginApi;
  // 3×: 5,000 USDT borrowed, an hour of interest (5,000 × 0.00001 = 0.05); assets 22,992.5 ÷ liabilities 5,000.05
  api.summaryValue = {
    ...api.summaryValue,
    leverage: 3,
    totalAssets: '22992.5',
    totalLiabilities: '5000.05',
    equity: '17992.45',
    marginLevel: '4.5983',
  };
  api.loanRows = [
    { token: 'BTC', borrowed: '0', interest: '0', maxBorrowable: '0.61969' },
    { token: 'USDT', borrowed: '5000', interest: '0.05', maxBorrowable: '30984.85' },
  ];
  api.historyRows = [
    { id: 2, token: 'USDT', type: 'ACCRUED', principal: '5000', interest: '0.05', hourlyRate: '0.00001', createdTime: 1_767_229_200_000 },
    { id: 1, token: 'USDT', type: 'BORROWED', principal: '5000', interest: '0', hourlyRate: '0', createdTime: 1_767_225_600_000 },
  ];
  return built;
}

async function open() {
  const built = signedIn();
  await act(() => built.container.get(SessionStore).start());
  render(
    <MemoryRouter>
      <ContainerProvider container={built.container}>
        <I18nextProvider i18n={built.container.get<I18n>(I18nInstance)}>
          <SpotMarginPage />
        </I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  await screen.findByTestId('spot-margin-tokens');
  return built;
}

describe('/account/spot-margin', () => {
  it('is a private page of the account centre', () => {
    expect(ROUTES.find((r) => r.path === '/account/spot-margin')).toMatchObject({
      access: 'private',
      frame: 'account',
      page: 'spot-margin/spot-margin-page',
    });
  });

  it.each([
    [undefined, 100],
    ['3', 100],
    ['2', 50],
    ['1.2', 10],
    ['1', 0],
    ['0.9', 0],
  ])('gauge at level %s is %i %%', (level, percent) => {
    expect(gaugePercent(level)).toBe(percent);
  });

  it('shows the loans, the interest history and the margin level with the warning and liquidation levels', async () => {
    await open();
    const usdt = document.querySelector('[data-token="USDT"]') as HTMLElement;
    expect(within(usdt).getByTestId('loan-borrowed')).toHaveTextContent('5,000');
    expect(within(usdt).getByTestId('loan-interest')).toHaveTextContent('0.05');
    expect(within(usdt).getByTestId('loan-max')).toHaveTextContent('30,984.85');
    expect(usdt).toHaveTextContent('8.76%');
    expect(screen.getByTestId('margin-level')).toHaveTextContent('4.59');
    expect(screen.getByTestId('margin-risk')).toHaveAttribute('data-risk', 'safe');
    expect(screen.getByTestId('warning-level')).toHaveTextContent('1.20');
    expect(screen.getByTestId('liquidation-level')).toHaveTextContent('1.10');
    const history = await screen.findByTestId('spot-margin-history');
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(3));
  });

  it('repays from a modal that shows the interest-first split, and changes the leverage', async () => {
    const { fakes } = await open();
    fireEvent.click(screen.getByTestId('repay-USDT'));
    fireEvent.change(await screen.findByTestId('repay-amount'), { target: { value: '100' } });
    expect(screen.getByTestId('repay-preview')).toHaveTextContent('0.05 USDT to interest, 99.95 USDT to principal');
    await act(async () => {
      fireEvent.click(screen.getByTestId('repay-ok'));
    });
    expect(fakes.spotMarginApi.repayments).toEqual([{ token: 'USDT', amount: '100' }]);
    expect(await screen.findByTestId('spot-margin-notice')).toHaveTextContent('Repaid 0.05 USDT of interest and 99.95 USDT of principal');
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('spot-margin-leverage')).getByText('5×'));
    });
    expect(fakes.spotMarginApi.leverages).toEqual([5]);
  });

  it('shows the exchange refusal of a leverage change', async () => {
    const { fakes } = await open();
    fakes.spotMarginApi.refusal = {
      kind: 'refused',
      code: -1005,
      message: 'leverage: repay every loan before turning spot margin off',
      status: 400,
    };
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('spot-margin-leverage')).getByText('Off'));
    });
    expect(await screen.findByTestId('spot-margin-notice')).toHaveTextContent('repay every loan before turning spot margin off');
  });
});
