import { useEffect, useRef } from 'react';
import { SITE_NAME } from '../../domain/site/site-identity';

/**
 * The tab's title. With `everyMs`, a title that follows a stream (the trade page's last price) changes at most once
 * per that many ms, the last value always shown: a title change is work for the browser's own process too.
 */
export function useDocumentTitle(title: string, everyMs = 0): void {
  const last = useRef({ at: Number.NEGATIVE_INFINITY, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  useEffect(() => {
    const state = last.current;
    const show = () => {
      state.timer = undefined;
      state.at = performance.now();
      document.title = `${title} | ${SITE_NAME}`;
    };
    const wait = state.at + everyMs - performance.now();
    if (wait <= 0) show();
    else state.timer = setTimeout(show, wait);
    return () => {
      if (state.timer !== undefined) clearTimeout(state.timer);
      state.timer = undefined;
    };
  }, [title, everyMs]);
}
