/** A pending HTTP fault: the next `remaining` calls whose path starts with `path`. */
export interface HttpFault {
  readonly path: string;
  /** Negative: exchange error code in the envelope; 100–599: a bare HTTP status. */
  readonly code?: number;
  readonly delayMs?: number;
  remaining: number;
}

import { BookFaults } from './book-faults';

/** A maintenance window announced by `/v3/public/systemInfo` (control surface). */
export interface Maintenance {
  readonly msg: string;
  readonly estimatedEndTime: number;
}
/** Pending faults are scanned on every request: the list is capped. */
export const MAX_PENDING_FAULTS = 100;

/** Fault-injection switches shared by the HTTP hook, the websocket stream and the control routes. */
export class ControlState {
  wsRefuse = false;
  ignorePings = false;
  /** Order book stream faults (drop, duplicate, reorder, crossed). */
  readonly book = new BookFaults();
  maintenance: Maintenance | undefined = undefined;
  private faults: HttpFault[] = [];

  addFault(fault: Omit<HttpFault, 'remaining'> & { times?: number }): void {
    if (this.faults.length >= MAX_PENDING_FAULTS) {
      throw Object.assign(new Error(`too many pending faults (${MAX_PENDING_FAULTS}); reset first`), { statusCode: 400 });
    }
    const { times, ...rest } = fault;
    this.faults.push({ ...rest, remaining: times ?? 1 });
  }

  /**
   * Consumes one use of the first fault matching `path`. A fault path may be given with or without
   * the `/api` prefix (`/usercenter/account/info` and `/api/usercenter/account/info` both match).
   */
  takeFault(path: string): HttpFault | undefined {
    const apiless = path.startsWith('/api/') ? path.slice(4) : undefined;
    const fault = this.faults.find((f) => path.startsWith(f.path) || (apiless !== undefined && apiless.startsWith(f.path)));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  get pendingFaults(): number {
    return this.faults.length;
  }

  reset(): void {
    this.wsRefuse = false;
    this.ignorePings = false;
    this.faults = [];
    this.book.reset();
    this.maintenance = undefined;
  }
}
