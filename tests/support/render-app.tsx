import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ROUTES } from '../../src/capabilities';
import { AppRoutes } from '../../src/presentation/app/app-router';
import { ContainerProvider } from '../../src/presentation/shared/container-context';
import { I18nInstance } from '../../src/infrastructure/i18n/i18next-translator.adapter';

/** Lets a test navigate and read where the app is, as a user's address bar would. */
interface TestLocation {
  navigate: (to: string) => void;
  current: string;
}

function LocationProbe({ probe }: { probe: TestLocation }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    Object.assign(probe, { navigate: (to: string) => void navigate(to), current: `${pathname}${search}${hash}` });
  }, [probe, navigate, pathname, search, hash]);
  return null;
}

/** Renders the real route table and shell at `path` with the test container's fakes behind them. */
export function renderApp(container: Container, path: string) {
  const i18n = container.get<I18n>(I18nInstance);
  const location: TestLocation = { navigate: () => undefined, current: path };
  return {
    location,
    ...render(
      <ContainerProvider container={container}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe probe={location} />
            <AppRoutes routes={ROUTES} />
          </MemoryRouter>
        </I18nextProvider>
      </ContainerProvider>,
    ),
  };
}
