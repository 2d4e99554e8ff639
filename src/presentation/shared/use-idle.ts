import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the mount (`requestIdleCallback`, at most `timeoutMs` later; a short
 * timer where there is none): for what may wait until the page's own work is done, e.g. a lazy chunk of extras.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), Math.min(timeoutMs, 200));
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
