import 'virtual:theme-tokens.css';
import './presentation/ui/ui.css';
import type { AppConfigSource } from './application/shared/app-config';
import { createEarlyServices } from './di/early-services';
import { fetchRuntimeConfig } from './infrastructure/config/runtime-config-path';

/**
 * The entry (docs/adr/0010-light-public-shell.md). It starts what needs no framework: reading the runtime
 * configuration and the early services' requests (the blog landing's posts), so they travel while the framework
 * downloads. Then it loads the boot (`boot.tsx`, the composition root), which the build puts in one `shell` chunk
 * with React, i18next and the light shell, and which every page's HTML preloads (build-tools/route-shells.ts).
 */
const configResponse = fetchRuntimeConfig();
let configRead: ReturnType<AppConfigSource> | undefined;
const appConfig: AppConfigSource = () =>
  (configRead ??= import('./infrastructure/config/load-app-config').then((m) => m.loadAppConfig(() => configResponse)));
const early = createEarlyServices(appConfig, location);

import('./boot').then(
  (m) => m.boot(appConfig, early),
  (error: unknown) => {
    // The shell chunk did not load (a deploy in between, the network): say so rather than leave a blank page.
    console.error('the app could not start', error);
    document.getElementById('root')!.textContent = 'The app could not start. Please reload the page.';
  },
);
