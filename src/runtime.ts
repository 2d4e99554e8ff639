import 'reflect-metadata/lite';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { createContainer } from './di/container';
import type { Result } from './domain/shared/result';
import { err, ok } from './domain/shared/result';
import { loadAppConfig } from './infrastructure/config/load-app-config';
import { LocaleStore } from './presentation/locale/locale.store';
import { SessionStore } from './presentation/session/session.store';

/**
 * The second phase of the boot, its own chunk (docs/adr/0010-light-public-shell.md): the validated runtime
 * configuration, the DI container and the stores that start with the app. The light shell is on screen meanwhile.
 */
export async function startRuntime(i18n: I18n): Promise<Result<Container, readonly string[]>> {
  const config = await loadAppConfig();
  if (!config.ok) return err(config.error);
  const container = createContainer(config.value, { i18n });
  await container.get(LocaleStore).start();
  void container.get(SessionStore).start();
  return ok(container);
}
