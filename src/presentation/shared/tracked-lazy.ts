import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, its props kept by the caller
export type AnyComponent = ComponentType<any>;

/** A lazy view that also remembers its module once loaded (by `load`, or by rendering it). */
export interface TrackedLazy<C extends AnyComponent> {
  /** Fetches the chunk (idempotent: the browser keeps the module). */
  readonly load: () => Promise<{ default: C }>;
  /** The module's component when it has arrived, so it renders without suspending; else the lazy wrapper. */
  readonly current: () => C | LazyExoticComponent<C>;
}

/**
 * `React.lazy` suspends on first render even when the chunk was preloaded; the pages preloaded at boot and the
 * runtime views prefetched after the first paint render their module directly instead (docs/adr/0010). Pick
 * `current()` once per mount: switching from the wrapper to the module later would remount the view.
 */
export function trackedLazy<C extends AnyComponent>(importer: () => Promise<{ default: C }>): TrackedLazy<C> {
  let loaded: C | undefined;
  const load = () =>
    importer().then((module) => {
      loaded = module.default;
      return module;
    });
  const wrapper = lazy(load);
  return { load, current: () => loaded ?? wrapper };
}
