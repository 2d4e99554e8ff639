import type { Container } from 'inversify';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfigSource } from './application/shared/app-config';
import type { SupportedLocale } from './domain/shared/locale';
import type { CapabilityModules, EarlyServices, RouteContainers } from './presentation/shared/container-context';
import { createBrowserI18n } from './infrastructure/i18n/create-browser-i18n';
import { markBoot } from './presentation/shared/boot-marks';
import { readTrackingPreference } from './infrastructure/tracking/tracking-preference-storage';
import { needsConsent } from './domain/tracking/tracking';
import { App } from './presentation/app/app';
import { loadShellRuntime } from './presentation/layout/app-layout';
import { ConfigErrorPage } from './presentation/app/config-error-page';
import { ROUTES } from './capabilities';
import { preloadPage } from './presentation/app/route-pages';
import { firstViewSettled } from './presentation/shared/first-view';
import { prefetchRuntimeViews } from './presentation/shared/runtime-lazy';
import { __vitePreload as preloadHelper } from './infrastructure/platform/module-preload-helper';

/** How long a page's main content may hold the runtime back (first-view.ts). */
const FIRST_VIEW_MAX_MS = 2000;

/**
 * Once the browser reports the first contentful paint (or after a second, without paint timing or in a hidden
 * tab): the runtime's requests then never compete with what the first paint needs.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const painted =
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && done());
    function done() {
      painted?.disconnect();
      setTimeout(resolve, 0);
    }
    setTimeout(done, 1000);
    painted?.observe({ type: 'paint', buffered: true });
  });

/** How long after the runtime starts the other pages' translations may wait for an idle moment, at least and at most. */
const OTHER_TRANSLATIONS_MS = { after: 2000, within: 2000 } as const;

/** `run` once the page has settled: some time after the runtime started, in an idle moment (or a little later). */
const whenSettled = (run: () => void): void => {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: OTHER_TRANSLATIONS_MS.within });
    else run();
  }, OTHER_TRANSLATIONS_MS.after);
};

/**
 * The composition root, in two phases (docs/adr/0010-light-public-shell.md), given the configuration being read,
 * the early services the entry (main.tsx) started, the start locale it picked and the page's first namespaces (whose
 * file is on its way: docs/adr/0037). First the light shell: i18next in that locale with those namespaces, and the
 * page's chunk, then the first render (a page whose first view needs data gets it from the early services).
 * Once it is painted, the runtime chunk builds the DI container from the configuration; views that need it
 * suspend until it is ready.
 */
export async function boot(
  appConfig: AppConfigSource,
  early: EarlyServices,
  startLocale: SupportedLocale,
  firstNamespaces: readonly string[],
): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const page = preloadPage(ROUTES, location.pathname); // first: the page's chunk is what the first paint waits for
  const [{ i18n, loadEveryNamespace }] = await Promise.all([createBrowserI18n(startLocale, firstNamespaces), page]);
  let ready: (container: Container) => void = () => undefined;
  const container = new Promise<Container>((resolve) => (ready = resolve));
  // A page's container: its capability's DI module bound (the runtime's `forRoute`, once it has started).
  let forRoute: RouteContainers = (routeId) => container.then(() => forRoute(routeId));
  // A capability's module for its views on another's page (the runtime's `forCapability`, once it has started).
  let forCapability: CapabilityModules = (id) => container.then(() => forCapability(id));
  const askConsent = needsConsent(readTrackingPreference());
  const render = (source: Container | Promise<Container>, key?: string) =>
    // A transition, which React renders in slices of a few milliseconds: in one piece the light shell's first render
    // was a 45 ms task here (180 ms on a 4× slower phone) during which the page could not take input.
    startTransition(() =>
      root.render(
        <StrictMode key={key}>
          <App
            container={source}
            early={early}
            i18n={i18n}
            routes={ROUTES}
            askConsent={askConsent}
            routeContainers={(id) => forRoute(id)}
            capabilityModules={(id) => forCapability(id)}
          />
        </StrictMode>,
      ),
    );
  render(container);
  markBoot('shell-rendering');
  await afterFirstPaint();
  await firstViewSettled(FIRST_VIEW_MAX_MS);
  // From now on a lazy view's chunks are evaluated a few at a time (docs/adr/0041): the first view's were at once.
  preloadHelper.inTurns((href) => import(/* @vite-ignore */ href));
  void prefetchRuntimeViews();
  try {
    markBoot('runtime-requested');
    const { startRuntime } = await import('./runtime');
    const runtime = await startRuntime(i18n, appConfig);
    if (runtime.ok) {
      forRoute = runtime.value.forRoute;
      forCapability = runtime.value.forCapability;
      ready(runtime.value.container);
      markBoot('container-ready');
      // The other pages' translations, once this one has had its data (a page opened before they are in reads its own
      // namespaces, and suspends meanwhile): they do not compete with what this page still loads.
      whenSettled(() => loadEveryNamespace().catch(() => undefined));
      // a link's chunks fetched as the user means to follow it (route-intent.ts)
      whenSettled(() => void runtime.value.startRouteIntent());
      // its own small chunk: the home route's JS stays within its budget (ADR 0011)
      void import('./presentation/shared/runtime-mounted').then(({ recoverStuckRender }) =>
        recoverStuckRender(loadShellRuntime, () => render(runtime.value.container, 'recovered')),
      );
    } else root.render(<ConfigErrorPage problems={runtime.error} />); // the container never resolves: the page is replaced
  } catch (error) {
    // A chunk that failed to load (a deploy in between, the network): say so rather than spin for ever.
    console.error('the app could not start', error);
    root.render(<ConfigErrorPage problems={[`The app could not start: ${error instanceof Error ? error.message : String(error)}`]} />);
  }
}
