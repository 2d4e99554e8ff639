import 'virtual:theme-tokens.css';
import './presentation/ui/ui.css';
import type { AppConfigSource } from './application/shared/app-config';
import { firstNamespaces } from './capabilities';
import { createEarlyServices } from './di/early-services';
import { pickStartLocale } from './domain/shared/locale';
import { fetchRuntimeConfig } from './infrastructure/config/runtime-config-path';
import { applyStoredDisplay } from './infrastructure/display/apply-stored-display';
import { preloadFirstTranslations } from './infrastructure/i18n/first-translations';
import { installGlobalErrorLog } from './infrastructure/platform/global-error-log';
import { browserLanguages, readLanguageCookie } from './infrastructure/storage/language-cookie';

/**
 * The entry (docs/adr/0010-light-public-shell.md). It starts what needs no framework: reading the runtime
 * configuration and the early services' requests (the blog landing's posts), so they travel while the framework
 * downloads. Then it loads the boot (`boot.tsx`, the composition root), which the build puts in one `shell` chunk
 * with React, i18next and the light shell, and which every page's HTML preloads (build-tools/route-shells.ts).
 */
installGlobalErrorLog(window, (message, detail) => console.error(message, detail));
// the theme and price colours this device chose (account settings), before anything paints
applyStoredDisplay();
const configResponse = fetchRuntimeConfig();
let configRead: ReturnType<AppConfigSource> | undefined;
const appConfig: AppConfigSource = () =>
  (configRead ??= import('./infrastructure/config/load-app-config').then((m) => m.loadAppConfig(() => configResponse)));
// The start locale: i18next starts in it, and the blog landing's prefetch asks for its posts.
const startLocale = pickStartLocale(readLanguageCookie(), browserLanguages());
// The page's translations, its namespaces in one file: the document preloads the default language's (a route shell,
// the static host's Link header), this the start language's; the boot reads them.
const namespaces = firstNamespaces(location.pathname);
preloadFirstTranslations(document, startLocale, namespaces);
const early = createEarlyServices(appConfig, location, startLocale);

// The engine's first Intl formatter loads its locale data: 20–40 ms here whatever the language and options, four
// times that on a phone. Paid now, while the framework downloads and the main thread waits, it is not a long task
// after the first paint (the first date or price shown then costs under a millisecond).
setTimeout(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0), 0);

import('./boot').then(
  (m) => m.boot(appConfig, early, startLocale, namespaces),
  (error: unknown) => {
    // The shell chunk did not load (a deploy in between, the network): say so rather than leave a blank page.
    console.error('the app could not start', error);
    document.getElementById('root')!.textContent = 'The app could not start. Please reload the page.';
  },
);
