import { createElement, Suspense, useCallback, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyComponent } from './tracked-lazy';

/** A lazy view rendered without Suspense; `load` fetches its chunk ahead (idempotent). */
export type LazyPanel<P> = ComponentType<P & { readonly fallback?: ReactNode }> & { readonly load: () => Promise<unknown> };

/** How a panel whose chunk (or module) fails or stalls tries again before it says so. */
export const PANEL_RETRY = {
  /** Waits before the 2nd and 3rd tries; after the last the panel shows an error with a retry button. */
  delaysMs: [1000, 3000] as readonly number[],
  /** A try that has not settled after this long counts as failed (a stalled request never leaves a spinner forever). */
  stallMs: 20_000,
};

/**
 * Runs `attempt` until it succeeds, waiting `PANEL_RETRY.delaysMs` between tries; a try that stalls counts as failed,
 * and `abandon` hears of it before the next try starts (so that one asks again instead of waiting on the stalled one).
 */
export function withRetries(
  attempt: () => Promise<unknown>,
  live: () => boolean,
  abandon?: (stalled: Promise<unknown>) => void,
): Promise<void> {
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const pending = attempt();
      const timer = setTimeout(() => {
        abandon?.(pending);
        reject(new Error('stalled'));
      }, PANEL_RETRY.stallMs);
      pending.then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  const run = (tryIndex: number): Promise<void> =>
    once().catch((error: unknown) => {
      const delay = PANEL_RETRY.delaysMs[tryIndex];
      if (delay === undefined || !live()) throw error;
      return new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() => run(tryIndex + 1));
    });
  return run(0);
}

/** What a panel shows once its tries ran out: what happened, in the user's language, and a button to try again. */
export function PanelFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div role="alert" data-testid="panel-failed" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: 12 }}>
      <span>{t('panel.failed')}</span>
      <button
        type="button"
        onClick={onRetry}
        data-testid="panel-retry"
        style={{
          cursor: 'pointer',
          padding: '2px 12px',
          borderRadius: 6,
          border: '1px solid currentColor',
          background: 'transparent',
          color: 'inherit',
        }}
      >
        {t('panel.retry')}
      </button>
    </div>
  );
}

/** The state of a panel's loading: waiting (with its tries), failed (tries ran out), or done (`abandon`: `withRetries`). */
export function useRetriedLoad(
  load: (() => Promise<unknown>) | undefined,
  abandon?: (stalled: Promise<unknown>) => void,
): {
  readonly done: boolean;
  readonly failed: boolean;
  readonly retry: () => void;
} {
  const [state, setState] = useState<'loading' | 'failed' | 'done'>(load === undefined ? 'done' : 'loading');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    let active = true;
    withRetries(load, () => active, abandon).then(
      () => active && setState('done'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [load, abandon, round]);
  const retry = useCallback(() => {
    setState('loading');
    setRound((r) => r + 1);
  }, []);
  // nothing (left) to load is done, whatever an earlier try was doing
  return { done: state === 'done' || load === undefined, failed: state === 'failed' && load !== undefined, retry };
}

/**
 * A lazy view for a page that streams data (docs/adr/0012-app-pages-speed.md). React renders the MobX observers' changes at
 * once (useSyncExternalStore), several times a second on the trade page; a Suspense boundary's retry is rendered
 * in slices, and every such change starts it over: under a live book a `React.lazy` view whose chunk had arrived
 * could stay on its fallback (the market selector did). This view shows `fallback` until its chunk has arrived and
 * then renders in an ordinary update, which React renders in one piece, so nothing starves it. Once arrived, later
 * mounts render the module at once. A chunk that fails or stalls is tried again (`PANEL_RETRY`), then the panel
 * says so with a retry button: never a placeholder forever.
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
        loading = undefined; // a later try imports again
        throw error;
      },
    );
    return loading;
  };
  /** A stalled import is dropped (before the next try starts), so the next try asks again. */
  const abandon = (stalled: Promise<unknown>) => {
    if (loading === stalled && !loaded) loading = undefined;
  };
  function Panel({ fallback = null, ...props }: P & { readonly fallback?: ReactNode }) {
    const { failed, retry } = useRetriedLoad(loaded ? undefined : load, abandon);
    if (failed && !loaded) return <PanelFailed onRetry={retry} />;
    // Its own boundary still: what the view suspends on once here (its locale namespace) must not hide the page.
    return loaded ? <Suspense fallback={fallback}>{createElement(loaded, props)}</Suspense> : fallback;
  }
  return Object.assign(Panel, { load });
}
