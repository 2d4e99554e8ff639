import { lazy, Suspense, type ReactNode } from 'react';
import { runtimeLazy } from './runtime-lazy';

const loadProvider = () => import('./antd-provider');
const AntdProvider = lazy(loadProvider);
/** Only a page that renders it fetches antd with the runtime (runtime-lazy.tsx). */
const AntdProviderAfterRuntime = runtimeLazy(loadProvider, { prefetch: 'when-rendered' });

/**
 * Wraps views built from antd components. antd (its CSS-in-JS runtime, the theme and the styles extracted at build
 * time) loads with the first scope on screen, never with the light public shell (docs/adr/0010-light-public-shell.md).
 * `afterRuntime`: antd loads once the first frame is painted, alongside the runtime, and the scope shows `fallback`
 * until the container is ready too. An app page's route module does this around its antd view, with a placeholder
 * of the page's final size as the fallback (docs/adr/0012-app-pages-speed.md).
 */
export function AntdScope({
  children,
  fallback = null,
  afterRuntime = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  afterRuntime?: boolean;
}) {
  return (
    <Suspense fallback={fallback}>
      {afterRuntime ? <AntdProviderAfterRuntime>{children}</AntdProviderAfterRuntime> : <AntdProvider>{children}</AntdProvider>}
    </Suspense>
  );
}
