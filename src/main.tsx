import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer } from './di/container';
import { createBrowserI18n } from './infrastructure/i18n/create-browser-i18n';
import { loadAppConfig } from './infrastructure/config/load-app-config';
import { App } from './presentation/app/app';
import { ConfigErrorPage } from './presentation/app/config-error-page';
import { LocaleStore } from './presentation/locale/locale.store';
import { SessionStore } from './presentation/session/session.store';
import './presentation/app/global.css';

/** The composition root: configuration first, then translations, the container, and the first render. */
async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const config = await loadAppConfig();
  if (!config.ok) {
    root.render(<ConfigErrorPage problems={config.error} />);
    return;
  }
  const i18n = await createBrowserI18n();
  const container = createContainer(config.value, { i18n });
  await container.get(LocaleStore).start();
  void container.get(SessionStore).start();
  root.render(
    <StrictMode>
      <App container={container} i18n={i18n} />
    </StrictMode>,
  );
}

void boot();
