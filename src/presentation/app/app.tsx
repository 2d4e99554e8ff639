import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import type { RouteDef } from '../../domain/navigation/route';
import { AppRoutes } from './app-router';
import { ContainerProvider, type CapabilityModules, type EarlyServices, type RouteContainers } from '../shared/container-context';

/**
 * Providers of the light shell: the DI container (or its promise while the runtime chunk loads), the services the
 * light phase builds before it, translations, and the router (react-router-dom's declarative router over the route
 * table, whose root route is the light layout; docs/adr/0011-router-route-table-capabilities.md). antd's providers wrap only the views built from antd (AntdScope).
 */
export function App({
  container,
  early,
  i18n,
  routes,
  askConsent,
  routeContainers,
  capabilityModules,
}: {
  container: Container | Promise<Container>;
  early?: EarlyServices;
  i18n: I18n;
  routes: readonly RouteDef[];
  askConsent?: boolean;
  routeContainers?: RouteContainers;
  capabilityModules?: CapabilityModules;
}) {
  return (
    <ContainerProvider container={container} early={early} routes={routeContainers} capabilities={capabilityModules}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes routes={routes} askConsent={askConsent} />
        </BrowserRouter>
      </I18nextProvider>
    </ContainerProvider>
  );
}
