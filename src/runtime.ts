import 'reflect-metadata/lite';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import type { AppConfigSource } from './application/shared/app-config';
import { MODULE_IDS } from './capabilities';
import { capabilityModuleLoaders } from './di/capability-modules';
import type { CapabilityModule } from './di/capability-module';
import { MODULE_FILES } from './di/module-files';
import { err, ok, type Result } from './domain/shared/result';

/** Ends the current task, so the browser can paint and handle input between the runtime's steps. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The second phase of the boot, its own chunk (docs/adr/0010-light-public-shell.md): the validated runtime
 * configuration, the DI container and the stores that start with the app. The light shell is on screen meanwhile.
 * Each step is its own task (module evaluation included), so none blocks the main thread for long.
 */
export async function startRuntime(i18n: I18n, appConfig: AppConfigSource): Promise<Result<Container, readonly string[]>> {
  const config = await appConfig();
  if (!config.ok) return err(config.error);
  await nextTask();
  // Evaluating a module graph cannot be interrupted: each capability's DI module (src/di/modules) is its own chunk,
  // evaluated when it arrives, so in its own task (the market's, with the websocket, the stores and decimal.js, is
  // the largest); all are requested at once, then the core's (container.ts) follows.
  let loaders: (() => Promise<CapabilityModule>)[];
  try {
    loaders = capabilityModuleLoaders(MODULE_IDS, MODULE_FILES);
  } catch (e) {
    return err([(e as Error).message]);
  }
  const modules: CapabilityModule[] = [];
  for (const loading of loaders.map((load) => load())) {
    modules.push(await loading);
    await nextTask();
  }
  const { createContainer, override, overrides, I18nInstance } = await import('./di/container');
  await nextTask();
  const container = createContainer(config.value, modules, overrides(override(I18nInstance, i18n)));
  await nextTask();
  const [{ LocaleStore }, { SessionStore }] = await Promise.all([import('./presentation/locale/locale.store'), import('./presentation/session/session.store')]);
  await container.get(LocaleStore).start();
  await nextTask();
  void container.get(SessionStore).start();
  return ok(container);
}
