import type { SnapshotEntry } from './audit-leaves';

export interface BalanceRecord {
  readonly userId: number;
  readonly token: string;
  /** A decimal string; may be zero or negative (those are left out of audits). */
  readonly amount: string;
}

/** An audit as stored: its snapshot of balances and the seed that fixes its leaf split and order. */
export interface AuditRecord {
  readonly auditId: string;
  readonly auditTime: number;
  readonly recordId: string;
  readonly seed: number;
  readonly entries: readonly SnapshotEntry[];
}

/** Account balances and audit snapshots (PGlite tables `reserve_balances`, `reserve_audits`, or memory). */
export interface ReservesRepository {
  balances(): Promise<BalanceRecord[]>;
  setBalance(userId: number, token: string, amount: string): Promise<void>;
  /** Newest first. */
  audits(): Promise<AuditRecord[]>;
  saveAudit(audit: AuditRecord): Promise<void>;
}

export class MemoryReservesRepository implements ReservesRepository {
  private readonly rows = new Map<string, BalanceRecord>();
  private readonly saved: AuditRecord[] = [];

  async balances(): Promise<BalanceRecord[]> {
    return [...this.rows.values()];
  }

  async setBalance(userId: number, token: string, amount: string): Promise<void> {
    this.rows.set(`${userId}:${token}`, { userId, token, amount });
  }

  async audits(): Promise<AuditRecord[]> {
    return [...this.saved].sort((a, b) => b.auditTime - a.auditTime);
  }

  async saveAudit(audit: AuditRecord): Promise<void> {
    this.saved.push(audit);
  }
}
