import { Suspense, type ReactNode } from 'react';
import { AntdScope } from '../shared/antd-scope';
import { runtimeLazy } from '../shared/runtime-lazy';

const RequireSession = runtimeLazy(() => import('./require-session'));

/**
 * A private app page's route module paints `placeholder` (light, the page's final geometry) with the shell's first
 * frame, as the public app pages do (docs/adr/0012-app-pages-speed.md); antd, the guard and the page's view load
 * after it, with the runtime, and the placeholder stays until the session is known to be logged in (a visitor who
 * is not goes to sign in, as with any private route). The route table marks such a route `firstPaint: 'light'`, and
 * the router does not wrap it in a guard of its own. `kit="light"`: the view is built from the light kit, and antd is
 * not loaded at all (the account overview).
 */
export function PrivatePage({
  placeholder,
  kit = 'antd',
  children,
}: {
  placeholder: ReactNode;
  kit?: 'antd' | 'light';
  children: ReactNode;
}) {
  const guarded = <RequireSession pending={placeholder}>{children}</RequireSession>;
  if (kit === 'light') return <Suspense fallback={placeholder}>{guarded}</Suspense>;
  return (
    <AntdScope afterRuntime fallback={placeholder}>
      {guarded}
    </AntdScope>
  );
}
