import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';
import { holdFirstView } from './first-view';

/**
 * Holds the first view (first-view.ts) from the caller's first render until `painted` is true and the frame after
 * that commit is on screen, or until the caller unmounts.
 */
export function useFirstViewHold(painted: boolean): void {
  const [release] = useState(holdFirstView);
  useEffect(() => release, [release]);
  useEffect(() => {
    if (painted) afterNextPaint(release); // not cancelled on unmount: the other effect releases then
  }, [painted, release]);
}
