import type { Container } from 'inversify';
import { createContext, use, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BrowseBlog } from '../../application/blog/browse-blog.use-case';
import type { Token } from '../../application/shared/token';
import type { OverviewFirstView } from '../../domain/account/overview-tasks';
import type { EarlyValue } from './early-value';

/** The container, or the promise of it while the runtime chunk loads after the first paint (docs/adr/0010). */
type ContainerSource = Container | Promise<Container>;

/**
 * What the light phase builds before the container, for a page whose first view needs data (docs/adr/0010): each
 * loader returns one memoized promise. Without it (tests, the runtime's own views) the container's binding serves.
 */
export interface EarlyServices {
  readonly browseBlog?: () => Promise<BrowseBlog>;
  /** `/wallet`: whether a deposit was ever credited, read with the stored session (di/early-wallet.ts). */
  readonly walletHasDeposit?: EarlyValue<boolean>;
  /** `/account`: the task list's and the first cards' answers, read with the stored session (di/early-account.ts). */
  readonly accountOverview?: EarlyValue<OverviewFirstView>;
}

/**
 * The container as the page of a route needs it (its capability's DI module bound: the runtime loads a module when
 * its first page opens, docs/adr/0012). Without it (tests) every route's page gets the one container.
 */
export type RouteContainers = (routeId: string) => ContainerSource;

/**
 * Loads a capability's DI module (with what it uses) into the container, for its views on another capability's page
 * (the trade page's member views): undefined when it is bound already. Without it (tests) every module is bound.
 */
export type CapabilityModules = (capabilityId: string) => Promise<void> | undefined;

/**
 * What the context carries: the container, or its promise until it settles, then the container itself. One object
 * per provider whose `source` is replaced once, outside React: the views already on screen are not rendered again
 * for it (swapping the context's value re-rendered every reader, a 39 ms task on `/markets`).
 */
interface ContainerHolder {
  source: ContainerSource;
  /**
   * The promise the holder began with, if it did: read through `use` for good, settled or not. A view that suspended
   * on it is replayed once it settles, and a replay that skipped `use` ran the view's later hooks as updates of a
   * mount (React's error 467, recovered by rendering the whole page again in one task).
   */
  readonly pending?: Promise<Container>;
}

/**
 * Marks the promise fulfilled as React's `use` reads it (`status`, `value`), as it settles: a view mounted afterwards
 * reads the container at once (a settled promise that `use` had not seen yet would still suspend it for a frame).
 */
function holderOf(source: ContainerSource): ContainerHolder {
  if (!(source instanceof Promise)) return { source };
  const holder: ContainerHolder = { source, pending: source };
  source.then(
    (container) => {
      holder.source = container;
      Object.assign(source, { status: 'fulfilled', value: container });
    },
    () => undefined, // the boot reports a runtime that failed to start
  );
  return holder;
}

const ContainerContext = createContext<ContainerHolder | null>(null);
const CapabilityModulesContext = createContext<CapabilityModules | undefined>(undefined);
const EarlyServicesContext = createContext<EarlyServices>({});
const RouteContainersContext = createContext<RouteContainers | undefined>(undefined);

export function ContainerProvider({
  container,
  early = NO_EARLY_SERVICES,
  routes,
  capabilities,
  children,
}: {
  container: ContainerSource;
  early?: EarlyServices;
  routes?: RouteContainers;
  capabilities?: CapabilityModules;
  children: ReactNode;
}) {
  return (
    <ContainerContext.Provider value={useMemo(() => holderOf(container), [container])}>
      <RouteContainersContext.Provider value={routes}>
        <CapabilityModulesContext.Provider value={capabilities}>
          <EarlyServicesContext.Provider value={early}>{children}</EarlyServicesContext.Provider>
        </CapabilityModulesContext.Provider>
      </RouteContainersContext.Provider>
    </ContainerContext.Provider>
  );
}

/** What loads a capability's DI module on demand (undefined: every module is bound, as in tests). */
export function useCapabilityModules(): CapabilityModules | undefined {
  return useContext(CapabilityModulesContext);
}

/** Gives the page of `routeId` the container as that route needs it (chosen once per mount). */
export function RouteContainer({ routeId, children }: { routeId: string; children: ReactNode }) {
  const routes = useContext(RouteContainersContext);
  const [holder] = useState(() => {
    const source = routes?.(routeId);
    return source && holderOf(source);
  });
  return holder ? <ContainerContext.Provider value={holder}>{children}</ContainerContext.Provider> : children;
}
const NO_EARLY_SERVICES: EarlyServices = {};

type Identifier<T> = Token<T> | (abstract new (...args: never[]) => T);

/** What the light phase built or read early (none in tests and on most pages). */
export function useEarlyServices(): EarlyServices {
  return useContext(EarlyServicesContext);
}

/** The container; suspends the calling component until it is ready. */
export function useContainer(): Container {
  const holder = useContext(ContainerContext);
  if (!holder) throw new Error('useInjection needs a <ContainerProvider> above it');
  return holder.pending ? use(holder.pending) : (holder.source as Container);
}

/**
 * A service the light phase may have built early (`pick` chooses it from the early services), else the container's
 * binding of `id`, as one promise per mount: a view awaits it in an effect and paints its placeholder meanwhile.
 */
export function useEarlyOrInjected<T>(
  pick: (early: EarlyServices) => (() => Promise<T>) | undefined,
  id: Identifier<T>,
  attempt = 0,
): Promise<T> {
  const early = pick(useContext(EarlyServicesContext));
  const source = useContext(ContainerContext)?.source;
  // Asked again for each new `attempt` (a view's "Try again" after its chunk failed to load).
  const [service, setService] = useState(() => ({ attempt, promise: obtain() }));
  function obtain(): Promise<T> {
    if (early) return early();
    if (!source) throw new Error('useEarlyOrInjected needs a <ContainerProvider> above it');
    return Promise.resolve(source).then((c) => c.get<T>(id as symbol));
  }
  if (service.attempt !== attempt) {
    const next = { attempt, promise: obtain() };
    setService(next);
    return next.promise;
  }
  return service.promise;
}

/** The container as a promise, for event handlers that must not suspend (the light shell's controls). */
export function useContainerPromise(): Promise<Container> {
  const holder = useContext(ContainerContext);
  if (!holder) throw new Error('useContainerPromise needs a <ContainerProvider> above it');
  return Promise.resolve(holder.source);
}

/**
 * For the light shell's event handlers: once the container is ready, resolves what `load` names (a store
 * imported from the runtime chunk, so MobX and inversify stay off the entry) and hands it to `use`.
 */
export function withRuntime<T>(
  container: Promise<Container>,
  load: () => Promise<abstract new (...args: never[]) => T>,
  use: (instance: T) => unknown,
): void {
  void Promise.all([container, load()]).then(([c, id]) => use(c.get<T>(id as unknown as symbol)));
}

/**
 * Resolves a dependency once, at first render (a transient binding stays one instance per component).
 * Suspends until the container is ready: wrap the caller in `<Suspense>` with a same-size fallback.
 */
export function useInjection<T>(id: Identifier<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get<T>(id as symbol));
  return instance;
}
