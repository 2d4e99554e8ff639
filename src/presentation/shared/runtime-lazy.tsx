import { createElement, useState, type ComponentProps, type ComponentType } from 'react';
import { useContainer } from './container-context';
import { trackedLazy, type AnyComponent } from './tracked-lazy';

/** The loaders of every runtime view defined so far (the modules on screen define theirs). */
const RUNTIME_VIEWS = new Set<() => Promise<unknown>>();

/**
 * Starts fetching the chunks of the runtime views on screen, alongside the runtime itself (the boot calls it
 * once the first frame is painted), so a view does not wait one more round trip once the container is ready.
 * One view per task: asking for a chunk inserts its preload links, which is not free on a slow phone.
 */
export async function prefetchRuntimeViews(): Promise<void> {
  for (const load of RUNTIME_VIEWS) {
    void load().catch(() => undefined); // lazy() reports a failure when it renders
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/**
 * A lazy view that needs the DI container: its chunk (stores, MobX, inversify) is requested once the first frame is
 * painted, alongside the runtime, so nothing competes with the first paint (docs/adr/0010-light-public-shell.md).
 * Render it inside a `<Suspense>` whose fallback keeps its size.
 * `prefetch: 'when-rendered'` for a view defined in the shell that only some pages render (antd's provider): it
 * joins the prefetch when first rendered (before the first paint), not on every page.
 */
export function runtimeLazy<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  { prefetch = 'always' }: { prefetch?: 'always' | 'when-rendered' } = {},
): ComponentType<ComponentProps<C>> & { readonly load: () => Promise<unknown> } {
  const view = trackedLazy(load);
  if (prefetch === 'always') RUNTIME_VIEWS.add(view.load);
  function AfterRuntime(props: ComponentProps<C>) {
    if (prefetch === 'when-rendered') RUNTIME_VIEWS.add(view.load); // a set: rendering again adds nothing
    useContainer(); // suspends until the runtime has built the container
    const [View] = useState<AnyComponent>(view.current); // once per mount (see trackedLazy)
    return createElement(View, props);
  }
  AfterRuntime.displayName = 'AfterRuntime';
  return Object.assign(AfterRuntime, { load: view.load });
}
