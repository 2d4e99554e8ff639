import 'reflect-metadata/lite';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import type { AppConfigSource } from './application/shared/app-config';
import { MODULE_IDS, ROUTES } from './capabilities';
import { modulesForCapability, modulesForRoute } from './capabilities/route-modules';
import { CapabilityModuleSet, capabilityModuleLoaders } from './di/capability-modules';
import { MODULE_FILES } from './di/module-files';
import { warmRoute } from './di/route-warmers';
import { matchRoute, matchRouteParams } from './domain/navigation/route';
import { markBoot } from './presentation/shared/boot-marks';
import { startRouteIntent } from './route-intent';
import { err, ok, type Result } from './domain/shared/result';

/** Ends the current task, so the browser can paint and handle input between the runtime's steps. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface Runtime {
  /** The container with the platform core and the every-page capabilities' modules (the frame's). */
  readonly container: Container;
  /**
   * The container as the page of `routeId` needs it: at once when its capability's module is bound, else a promise
   * (one per route) that loads and binds it first.
   */
  readonly forRoute: (routeId: string) => Container | Promise<Container>;
  /**
   * Binds a capability's module (and what it uses) for its views on another capability's page (the trade page's
   * member views): undefined when bound already, else a promise (one per capability) that loads and binds them.
   */
  readonly forCapability: (capabilityId: string) => Promise<void> | undefined;
  /**
   * Fetches a route's chunks, and starts what its first view reads, as the user means to go there (route-intent.ts);
   * answers a function that stops it.
   */
  readonly startRouteIntent: () => () => void;
}

/**
 * The second phase of the boot, its own chunk (docs/adr/0010-light-public-shell.md): the validated runtime
 * configuration, the DI container and the stores that start with the app. The light shell is on screen meanwhile.
 * Each step is its own task (module evaluation included), so none blocks the main thread for long.
 */
export async function startRuntime(i18n: I18n, appConfig: AppConfigSource): Promise<Result<Runtime, readonly string[]>> {
  const config = await appConfig();
  if (!config.ok) return err(config.error);
  markBoot('config-read');
  await nextTask();
  // Evaluating a module graph cannot be interrupted: each capability's DI module (src/di/modules) is its own chunk,
  // evaluated when it arrives, so in its own task (the market's, with the websocket, the stores and decimal.js, is
  // the largest). Only the modules the frame and the current page need are loaded now (the other capabilities' stay
  // unevaluated until one of their pages opens); then the core's (container.ts) follows.
  let modules: CapabilityModuleSet;
  try {
    modules = new CapabilityModuleSet(MODULE_IDS, capabilityModuleLoaders(MODULE_IDS, MODULE_FILES));
  } catch (e) {
    return err([(e as Error).message]);
  }
  for (const loading of modulesForRoute(matchRoute(ROUTES, location.pathname)?.id).map((id) => modules.load([id]))) {
    await loading;
    await nextTask();
  }
  markBoot('page-modules-loaded');
  const { createContainer, bindModule, override, overrides, I18nInstance } = await import('./di/container');
  await nextTask();
  const o = overrides(override(I18nInstance, i18n));
  const container: Container = createContainer(
    config.value,
    modules.bindLater((module) => bindModule(container, module, config.value, o)),
    o,
  );
  await nextTask();
  const [{ LocaleStore }, { SessionStore }] = await Promise.all([
    import('./presentation/locale/locale.store'),
    import('./presentation/session/session.store'),
  ]);
  await container.get(LocaleStore).start();
  markBoot('locale-ready');
  await nextTask();
  void container
    .get(SessionStore)
    .start()
    .then(() => markBoot('session-answered'));
  // Modules bound late warm what they bring for the page: a route's own before it renders, and a capability's for its
  // panels on the page open now (the trade page's member-trading: the account is read as its module binds, not once
  // the order form's chunk has arrived and rendered). Warmers are idempotent: those that ran at the press cost nothing.
  const warmOpen = (routeId?: string): void => {
    const open = matchRouteParams(ROUTES, location.pathname);
    if (open && (routeId === undefined || open.route.id === routeId)) warmRoute(container, open.route.id, open.params);
  };
  const routeScope = modules.loadOnce(modulesForRoute, container, warmOpen);
  const forRoute = (routeId: string): Container | Promise<Container> => routeScope(routeId) ?? container;
  const forCapability: (capabilityId: string) => Promise<void> | undefined = modules.loadOnce(modulesForCapability, undefined, () =>
    warmOpen(),
  );
  return ok({
    container,
    forRoute,
    forCapability,
    startRouteIntent: () =>
      startRouteIntent(
        (routeId, params) => warmRoute(container, routeId, params),
        () => container.get(SessionStore).loggedIn,
      ),
  });
}
