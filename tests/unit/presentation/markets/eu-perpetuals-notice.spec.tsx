/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SessionState } from '../../../../src/application/session/session-state';
import { I18nInstance } from '../../../../src/infrastructure/i18n/i18next-translator.adapter';
import { EuPerpetualsNotice, PerpetualsLabel } from '../../../../src/presentation/markets/eu-perpetuals-notice';
import { RegionStore } from '../../../../src/presentation/markets/region.store';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { createTestContainer } from '../../../support/test-container';

function setup(ipInfo: { country: string; eu: boolean }) {
  const { container, fakes } = createTestContainer();
  fakes.http.succeed('GET', '/userauth/account/ip_info', { ip: '192.0.2.7', ...ipInfo });
  render(
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get<I18n>(I18nInstance)}>
        <PerpetualsLabel />
        <EuPerpetualsNotice />
      </I18nextProvider>
    </ContainerProvider>,
  );
  return { container, fakes };
}

describe('perpetuals where EU rules apply (before login, from the IP-info lookup)', () => {
  it('a visitor from the EU sees the perpetual futures marked unavailable, with the reason', async () => {
    const { fakes } = setup({ country: 'DE', eu: true });
    expect(await screen.findByTestId('eu-perp-notice')).toHaveTextContent('Perpetual futures are not available in the EU');
    expect(screen.getByTestId('perp-tab-label')).toHaveTextContent('Perpetual futures · not in the EU');
    expect(fakes.http.requests.filter((r) => r.path === '/userauth/account/ip_info')).toHaveLength(1);
  });

  it('a visitor from elsewhere sees neither', async () => {
    const { container } = setup({ country: 'SG', eu: false });
    await waitFor(() => expect(container.get(RegionStore).eu).toBe(false));
    expect(screen.queryByTestId('eu-perp-notice')).toBeNull();
    expect(screen.getByTestId('perp-tab-label')).toHaveTextContent(/^Perpetual futures$/);
  });

  it('once logged in, the account decides: an EU visitor logged into a non-EU account sees the perpetuals offered', async () => {
    const { container } = setup({ country: 'DE', eu: true });
    await screen.findByTestId('eu-perp-notice');
    container
      .get(SessionState)
      .loggedIn({ userId: '10001', applicationId: 'app', main: true, alias: 'satoshi', eu: false, language: undefined });
    await waitFor(() => expect(screen.queryByTestId('eu-perp-notice')).toBeNull());
  });
});
