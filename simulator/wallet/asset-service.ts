import type { AssetStatus } from '../../src/domain/wallet/asset-status';
import { ApiError } from '../http/api-error';
import { TradeCodes } from '../trading/engine-types';

/** -1011: the real code for "cannot be done now: maintenance" (trading-facts "Error codes"); also the orders' one. */
export const MAINTENANCE_CODE = TradeCodes.Maintenance;

/**
 * The asset (wallet) service's status as `GET /asset/` answers it (docs/protocol.md "Wallet: asset service status"):
 * NORMAL unless the control surface puts it in maintenance (`POST /__control/asset/maintenance`). In memory: a
 * restart ends a maintenance, as the control surface's other settings.
 */
export class AssetService {
  private state: AssetStatus = { status: 'NORMAL' };

  status(): { status: AssetStatus['status']; message: string | null; estimatedEndTime: number | null } {
    return { status: this.state.status, message: this.state.message ?? null, estimatedEndTime: this.state.estimatedEndTime ?? null };
  }

  get maintenance(): boolean {
    return this.state.status === 'MAINTENANCE';
  }

  set(on: boolean, message?: string, estimatedEndTime?: number): void {
    this.state = on
      ? { status: 'MAINTENANCE', ...(message ? { message } : {}), ...(estimatedEndTime ? { estimatedEndTime } : {}) }
      : { status: 'NORMAL' };
  }

  /** Throws -1011 while in maintenance, naming what was refused, the message and the expected end. */
  assertOpen(what: string): void {
    if (!this.maintenance) return;
    const end = this.state.estimatedEndTime ? ` until about ${new Date(this.state.estimatedEndTime).toISOString()}` : '';
    throw new ApiError(
      MAINTENANCE_CODE,
      `${what} are paused: the wallet is under maintenance${end}${this.state.message ? ` (${this.state.message})` : ''}.`,
    );
  }
}
