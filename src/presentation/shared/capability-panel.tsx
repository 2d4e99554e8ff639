import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useCapabilityModules } from './container-context';
import { lazyPanel, PanelFailed, useRetriedLoad, type LazyPanel } from './lazy-panel';
import type { AnyComponent } from './tracked-lazy';

/**
 * A `lazyPanel` whose view needs the DI module of a capability the page's own does not load (docs/adr/0028: the trade
 * page's member views need member-trading's, which a visitor never downloads). When it first mounts, its chunk and
 * the capability's module (with what it uses: the runtime's `forCapability`) load side by side; it shows `fallback`
 * until both have arrived, then the view, in an ordinary update (no Suspense retry under a live feed). Render it
 * only where the view is wanted (for a signed-in member): mounting it is what loads the module. `load` fetches the
 * chunk alone. A module that fails or stalls is tried again, then the panel says so with a retry button.
 */
export function capabilityPanel<C extends AnyComponent>(
  capability: string,
  importer: () => Promise<{ default: C }>,
): LazyPanel<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const View = lazyPanel(importer);
  function Panel({ fallback = null, ...props }: P & { readonly fallback?: ReactNode }) {
    const modules = useCapabilityModules();
    const [first] = useState(() => {
      void View.load().catch(() => undefined); // the chunk, beside the module (the view retries a failed one)
      return modules?.(capability);
    });
    // the first try waits for the module asked at mount; a later one asks the runtime again (it forgets a failed load)
    const tries = useRef(0);
    const bind = useCallback((): Promise<unknown> => {
      tries.current += 1;
      return tries.current === 1 && first ? first : (modules?.(capability) ?? Promise.resolve());
    }, [first, modules]);
    const { done, failed, retry } = useRetriedLoad(first === undefined ? undefined : bind);
    const viewProps = { ...props, fallback } as unknown as ComponentProps<typeof View>;
    if (failed) return <PanelFailed onRetry={retry} />;
    return done ? <View {...viewProps} /> : fallback;
  }
  return Object.assign(Panel, { load: View.load });
}
