import { injectable } from 'inversify';
import type { FrameSchedulerPort } from '../../application/shared/ports/frame-scheduler.port';

/** requestAnimationFrame, with a timer fallback for hidden tabs (rAF pauses there) so batches never pile up. */
@injectable()
export class RafFrameScheduler implements FrameSchedulerPort {
  request(callback: () => void): void {
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(() => callback());
    else setTimeout(callback, 100);
  }
}
