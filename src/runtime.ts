import 'reflect-metadata/lite';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import type { AppConfigSource } from './application/shared/app-config';
import { err, ok, type Result } from './domain/shared/result';

/** Ends the current task, so the browser can paint and handle input between the runtime's steps. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Evaluating a module graph cannot be interrupted, and each slice costs a round trip: the market slice (the
 * websocket, the stores, decimal.js) is about half the container's graph, so the container loads in two tasks.
 */
const CONTAINER_SLICES = [() => import('./di/market.module')];

/**
 * The second phase of the boot, its own chunk (docs/adr/0010-light-public-shell.md): the validated runtime
 * configuration, the DI container and the stores that start with the app. The light shell is on screen meanwhile.
 * Each step is its own task (module evaluation included), so none blocks the main thread for long.
 */
export async function startRuntime(i18n: I18n, appConfig: AppConfigSource): Promise<Result<Container, readonly string[]>> {
  const config = await appConfig();
  if (!config.ok) return err(config.error);
  await nextTask();
  for (const slice of CONTAINER_SLICES) {
    await slice();
    await nextTask();
  }
  const { createContainer } = await import('./di/container');
  await nextTask();
  const container = createContainer(config.value, { i18n });
  await nextTask();
  const [{ LocaleStore }, { SessionStore }] = await Promise.all([import('./presentation/locale/locale.store'), import('./presentation/session/session.store')]);
  await container.get(LocaleStore).start();
  await nextTask();
  void container.get(SessionStore).start();
  return ok(container);
}
