import { lazy, Suspense, type ReactNode } from 'react';

const AntdProvider = lazy(() => import('./antd-provider'));

/**
 * Wraps views built from antd components. antd (its CSS-in-JS runtime and the theme) loads with the first
 * scope on screen, never with the light public shell (docs/adr/0010-light-public-shell.md).
 */
export function AntdScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProvider>{children}</AntdProvider>
    </Suspense>
  );
}
