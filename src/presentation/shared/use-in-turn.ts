import { useEffect, useState } from 'react';

/**
 * How many of a view's `steps` parts to render: 1 at first, then one more per task, each after the browser has had a
 * frame to paint and lay out what is on screen (an animation frame, then a task). A view whose first commit is one long
 * task (every panel's DOM, antd's styles injected, a forced layout) becomes several shorter ones; the parts shown later
 * keep their place with a box of their size meanwhile. Where there is no animation frame (tests), all parts at once.
 */
export function useInTurn(steps: number): number {
  const [shown, setShown] = useState(() => (typeof requestAnimationFrame === 'function' ? 1 : steps));
  useEffect(() => {
    if (shown >= steps) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => n + 1), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, steps]);
  return shown;
}
