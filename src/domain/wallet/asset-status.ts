/**
 * The asset (wallet) service's status (`GET /asset/`; its shape is not shown in the spec, designed here as
 * docs/protocol.md "Wallet: asset service status" describes): NORMAL, or MAINTENANCE with a message and the time it
 * is expected to end. While in maintenance the exchange refuses withdrawals and deposit addresses (-1011).
 */
export interface AssetStatus {
  readonly status: 'NORMAL' | 'MAINTENANCE';
  /** What the exchange says about the maintenance (undefined when it says nothing). */
  readonly message?: string;
  /** When it is expected to end (ms; undefined when not known). */
  readonly estimatedEndTime?: number;
}

export const NORMAL_ASSET_STATUS: AssetStatus = { status: 'NORMAL' };

/** Whether deposits and withdrawals are paused for maintenance. */
export const inMaintenance = (s: AssetStatus | undefined): boolean => s?.status === 'MAINTENANCE';
