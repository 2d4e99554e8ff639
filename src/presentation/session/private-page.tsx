import type { ReactNode } from 'react';
import { AntdScope } from '../shared/antd-scope';
import { runtimeLazy } from '../shared/runtime-lazy';

const RequireSession = runtimeLazy(() => import('./require-session'));

/**
 * A private app page's route module paints `placeholder` (light, the page's final geometry) with the shell's first
 * frame, as the public app pages do (docs/adr/0012-app-pages-speed.md); antd, the guard and the page's view load
 * after it, with the runtime, and the placeholder stays until the session is known to be logged in (a visitor who
 * is not goes to sign in, as with any private route). The route table marks such a route `firstPaint: 'light'`, and
 * the router does not wrap it in a guard of its own.
 */
export function PrivatePage({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return (
    <AntdScope afterRuntime fallback={placeholder}>
      <RequireSession pending={placeholder}>{children}</RequireSession>
    </AntdScope>
  );
}
