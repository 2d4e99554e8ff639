/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { WalletTransfer } from '../../../../src/domain/wallet/deposit-records';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { DepositHistory } from '../../../../src/presentation/deposit/deposit-history';
import { DepositStore } from '../../../../src/presentation/deposit/deposit.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { TransferHistory } from '../../../../src/presentation/withdraw/transfer-history';
import { TransferHistoryStore } from '../../../../src/presentation/withdraw/transfer-history.store';
import { createTestContainer } from '../../../support/test-container';

jest.setTimeout(40_000);

/** The recorded deposit (fetchDeposits) as the adapter reads it: TRON_USDT split, confirmations unknown. */
const deposit: WalletTransfer = {
  id: '24032312465400366',
  token: 'USDT',
  network: 'TRON',
  tokenSide: 'DEPOSIT',
  amount: '5',
  feeToken: '',
  feeAmount: '0',
  status: 'COMPLETED',
  targetAddress: 'TTsY9uu2Y3aBH1vSir1md7oRqZe7DscA4v',
  sourceAddress: 'TSaRZDiBPD8Rd5vrvX8a4zgunHczM9mj8S',
  extra: '',
  txId: 'dc3d',
  confirmedNumber: null,
  confirmingThreshold: null,
  createdTime: 1_711_198_014_126,
  updatedTime: 1_721_624_583_727,
};

async function mount(
  node: (built: ReturnType<typeof createTestContainer>) => ReactElement,
  setup: (fakes: ReturnType<typeof createTestContainer>['fakes']) => void,
) {
  const built = createTestContainer();
  setup(built.fakes);
  render(
    <MemoryRouter>
      <ContainerProvider container={built.container}>
        <I18nextProvider i18n={built.container.get<I18n>(I18nInstance)}>{node(built)}</I18nextProvider>
      </ContainerProvider>
    </MemoryRouter>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return built;
}

describe('the wallet history tables say how many rows could not be read', () => {
  it('deposit history: the recorded row with the network split off and unknown confirmations as a dash, and the count of unreadable rows', async () => {
    await mount(
      (built) => {
        const store = built.container.get(DepositStore);
        void store.loadHistory();
        return <DepositHistory store={store} />;
      },
      (fakes) => {
        fakes.depositApi.historyRows = [deposit];
        fakes.depositApi.historyUnreadable = 2;
      },
    );
    expect(await screen.findByTestId('deposit-unreadable')).toHaveTextContent('Rows that could not be read: 2');
    const row = screen.getByTestId('deposit-history').querySelector('tbody tr.ant-table-row')!;
    expect(row).toHaveTextContent('USDT');
    expect(row).toHaveTextContent('TRON');
    expect(row).toHaveTextContent('—');
    expect(row).not.toHaveTextContent('null');
  });

  it('deposits and withdrawals: the table footer gives the count; none when every row was read', async () => {
    const built = await mount(
      () => <TransferHistory />,
      (fakes) => {
        fakes.withdrawApi.rows = [deposit];
        fakes.withdrawApi.historyUnreadable = 1;
      },
    );
    expect(await screen.findByTestId('transfer-unreadable')).toHaveTextContent('Rows that could not be read: 1');
    expect(screen.getByTestId('transfer-history')).toHaveAttribute('data-total', '1');
    built.fakes.withdrawApi.historyUnreadable = 0;
    await act(() => built.container.get(TransferHistoryStore).load());
    expect(screen.queryByTestId('transfer-unreadable')).toBeNull();
  });
});
