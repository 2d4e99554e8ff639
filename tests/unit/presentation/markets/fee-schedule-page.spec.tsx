/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { bpsPercent, feeOn } from '../../../../src/domain/market/fee-schedule';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import FeeSchedulePage from '../../../../src/presentation/markets/fee-schedule-page';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { createTestContainer } from '../../../support/test-container';

describe('fee schedule page (/markets/fees)', () => {
  it("shows each market type's maker and taker fee and what a 10,000 USDT trade pays", async () => {
    const { container, fakes } = createTestContainer();
    fakes.http.succeed('GET', '/tradingfee/symbol_group/SPOT/symbols', {
      rows: [{ symbolGroup: 'SPOT_DEFAULT', makerFee: 2, takerFee: 5, symbols: ['SPOT_BTC_USDT', 'SPOT_ETH_USDT'] }],
    });
    fakes.http.succeed('GET', '/tradingfee/symbol_group/PERP/symbols', {
      rows: [{ symbolGroup: 'PERP_DEFAULT', makerFee: 0, takerFee: 4, symbols: ['PERP_BTC_USDT'] }],
    });
    fakes.http.succeed('GET', '/userauth/account/ip_info', { ip: '127.0.0.1', country: 'SG', eu: false });
    render(
      <MemoryRouter>
        <ContainerProvider container={container}>
          <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
            <FeeSchedulePage />
          </I18nextProvider>
        </ContainerProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('fee-maker-SPOT')).toHaveTextContent('0.02%');
    expect(screen.getByTestId('fee-taker-SPOT')).toHaveTextContent('0.05%');
    // 10,000 × 2 bp = 2 USDT, × 5 bp = 5 USDT
    expect(screen.getByTestId('fee-example-SPOT')).toHaveTextContent('2 / 5 USDT');
    expect(screen.getByTestId('fee-maker-PERP')).toHaveTextContent('0%');
    expect(screen.getByTestId('fee-example-PERP')).toHaveTextContent('0 / 4 USDT');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Fee schedule');
  });

  it('bps arithmetic: percentages and fees on a notional', () => {
    expect(bpsPercent('2')).toBe('0.02');
    expect(bpsPercent('-0.5')).toBe('-0.005');
    expect(feeOn('10000', '4.5')).toBe('4.5');
    expect(feeOn('123.45', '5')).toBe('0.061725');
    expect(feeOn('1', '0.3')).toBe('0.00003');
  });
});
