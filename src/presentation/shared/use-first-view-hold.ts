import { useEffect, useState } from 'react';
import { holdFirstView } from './first-view';

/**
 * Holds the first view (first-view.ts) from the caller's first render until `painted` is true and the frame after
 * that commit is on screen, or until the caller unmounts.
 */
export function useFirstViewHold(painted: boolean): void {
  const [release] = useState(holdFirstView);
  useEffect(() => release, [release]);
  useEffect(() => {
    if (painted) requestAnimationFrame(() => setTimeout(release, 0));
  }, [painted, release]);
}
