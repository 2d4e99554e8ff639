import 'virtual:theme-tokens.css';
import './presentation/ui/ui.css';
import type { Container } from 'inversify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pickStartLocale } from './domain/shared/locale';
import { fetchRuntimeConfig } from './infrastructure/config/runtime-config-path';
import { createBrowserI18n } from './infrastructure/i18n/create-browser-i18n';
import { browserLanguages, readLanguageCookie } from './infrastructure/storage/language-cookie';
import { readTrackingPreference } from './infrastructure/tracking/tracking-preference-storage';
import { needsConsent } from './domain/tracking/tracking';
import { App } from './presentation/app/app';
import { ConfigErrorPage } from './presentation/app/config-error-page';
import { preloadPage } from './presentation/app/route-pages';
import { prefetchRuntimeViews } from './presentation/shared/runtime-lazy';

/**
 * Once the browser reports the first contentful paint (or after a second, without paint timing or in a hidden
 * tab): the runtime's requests then never compete with what the first paint needs.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const painted = typeof PerformanceObserver === 'undefined'
      ? undefined
      : new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && done());
    function done() {
      painted?.disconnect();
      setTimeout(resolve, 0);
    }
    setTimeout(done, 1000);
    painted?.observe({ type: 'paint', buffered: true });
  });

/**
 * The composition root, in two phases (docs/adr/0010-light-public-shell.md). First the light shell: the start
 * locale, translations and the page's chunk, then the first render. Once it is painted, the runtime chunk
 * loads the configuration and builds the DI container; views that need it suspend until it is ready.
 */
async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const configResponse = fetchRuntimeConfig();
  const [i18n] = await Promise.all([
    createBrowserI18n(pickStartLocale(readLanguageCookie(), browserLanguages())),
    preloadPage(location.pathname),
  ]);
  let ready: (container: Container) => void = () => undefined;
  const container = new Promise<Container>((resolve) => (ready = resolve));
  root.render(
    <StrictMode>
      <App container={container} i18n={i18n} askConsent={needsConsent(readTrackingPreference())} />
    </StrictMode>,
  );
  await afterFirstPaint();
  void prefetchRuntimeViews();
  try {
    const { startRuntime } = await import('./runtime');
    const runtime = await startRuntime(i18n, configResponse);
    if (runtime.ok) ready(runtime.value);
    else root.render(<ConfigErrorPage problems={runtime.error} />); // the container never resolves: the page is replaced
  } catch (error) {
    // A chunk that failed to load (a deploy in between, the network): say so rather than spin for ever.
    console.error('the app could not start', error);
    root.render(<ConfigErrorPage problems={[`The app could not start: ${error instanceof Error ? error.message : String(error)}`]} />);
  }
}

void boot();
