import { createElement, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { AnyComponent } from './tracked-lazy';

/** A lazy view rendered without Suspense; `load` fetches its chunk ahead (idempotent). */
export type LazyPanel<P> = ComponentType<P & { readonly fallback?: ReactNode }> & { readonly load: () => Promise<unknown> };

/**
 * A lazy view for a page that streams data (docs/adr/0012-app-pages-speed.md). React renders the MobX observers' changes at
 * once (useSyncExternalStore), several times a second on the trade page; a Suspense boundary's retry is rendered
 * in slices, and every such change starts it over: under a live book a `React.lazy` view whose chunk had arrived
 * could stay on its fallback (the market selector did). This view shows `fallback` until its chunk has arrived and
 * then renders in an ordinary update, which React renders in one piece, so nothing starves it. Once arrived, later
 * mounts render the module at once.
 */
export function lazyPanel<C extends AnyComponent>(importer: () => Promise<{ default: C }>): LazyPanel<ComponentProps<C>> {
  type P = ComponentProps<C>;
  let loaded: C | undefined;
  let loading: Promise<unknown> | undefined;
  const load = (): Promise<unknown> => {
    loading ??= importer().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later mount tries again
        throw error;
      },
    );
    return loading;
  };
  function Panel({ fallback = null, ...props }: P & { readonly fallback?: ReactNode }) {
    const [, arrived] = useState(false);
    useEffect(() => {
      if (loaded) return undefined;
      let active = true;
      load().then(() => active && arrived(true), () => undefined); // a failed chunk leaves the fallback
      return () => {
        active = false;
      };
    }, []);
    // Its own boundary still: what the view suspends on once here (its locale namespace) must not hide the page.
    return loaded ? <Suspense fallback={fallback}>{createElement(loaded, props)}</Suspense> : fallback;
  }
  return Object.assign(Panel, { load });
}
