import Decimal from 'decimal.js';
import type { AccountState } from '../trading/account-state';
import type { TradingEngine } from '../trading/trading-engine';
import type { EarnClockRecord, EarnRecord, SavingsRecord, SnapshotRecord, StakeRecord, YieldRecord } from './earn-records';

/**
 * The earn rows in memory, restored from the trading engine's snapshot: the clock, each account's stake, the savings
 * positions, the yield rows and the WOO snapshots. Every change goes to the writer (`save`), so it is stored in the
 * same transaction as the ledger rows of its balance moves; `figures` keeps the accounts' staked / unbonding / earn.
 */
export class EarnBook {
  readonly clock: EarnClockRecord;
  readonly stakes = new Map<number, StakeRecord>();
  readonly savings = new Map<number, SavingsRecord>();
  readonly yields = new Map<number, YieldRecord[]>();
  readonly snapshots = new Map<number, Map<number, SnapshotRecord>>();

  constructor(
    private readonly trading: TradingEngine,
    startDay: number,
  ) {
    let clock: EarnClockRecord | undefined;
    for (const r of trading.loaded.earn) this.restore(r, (c) => (clock = c));
    this.clock = clock ?? { key: 'clock', kind: 'clock', userId: 0, offsetMs: 0, processedDay: startDay, nextId: 1 };
    const users = new Set([...this.stakes.keys(), ...[...this.savings.values()].map((s) => s.userId)]);
    for (const userId of users) this.figures(trading.account(userId));
  }

  private restore(r: EarnRecord, clock: (c: EarnClockRecord) => void): void {
    switch (r.kind) {
      case 'clock':
        clock({ ...r });
        break;
      case 'stake':
        this.stakes.set(r.userId, { ...r, unbonding: [...r.unbonding] });
        break;
      case 'savings':
        this.savings.set(r.id, { ...r });
        break;
      case 'yield':
        this.userRows(this.yields, r.userId).push(r);
        break;
      case 'snapshot':
        this.userSnapshots(r.userId).set(r.day, r);
        break;
    }
  }

  private userRows<T>(map: Map<number, T[]>, userId: number): T[] {
    let rows = map.get(userId);
    if (!rows) map.set(userId, (rows = []));
    return rows;
  }

  userSnapshots(userId: number): Map<number, SnapshotRecord> {
    let rows = this.snapshots.get(userId);
    if (!rows) this.snapshots.set(userId, (rows = new Map()));
    return rows;
  }

  nextId(): number {
    const id = this.clock.nextId++;
    this.save(this.clock);
    return id;
  }

  save(record: EarnRecord): void {
    this.trading.writer.earnRecord(record);
  }

  stake(userId: number): StakeRecord {
    let s = this.stakes.get(userId);
    if (!s) this.stakes.set(userId, (s = { key: `stake:${userId}`, kind: 'stake', userId, staked: '0', unbonding: [] }));
    return s;
  }

  positions(userId: number): SavingsRecord[] {
    return [...this.savings.values()].filter((s) => s.userId === userId).sort((x, y) => x.id - y.id);
  }

  addYield(row: Omit<YieldRecord, 'key' | 'kind' | 'id'>): void {
    const id = this.nextId();
    const record: YieldRecord = { key: `yield:${id}`, kind: 'yield', id, ...row };
    this.userRows(this.yields, row.userId).push(record);
    this.save(record);
  }

  /** The account's staked, unbonding and earn amounts per token, as the balance rows and the stream show them. */
  figures(a: AccountState): string[] {
    const touched = new Set<string>([...a.earnFigures.keys()]);
    a.earnFigures.clear();
    const add = (token: string, field: 'staked' | 'unbonding' | 'earn', amount: Decimal) => {
      if (amount.isZero()) return;
      const f = a.earnFigures.get(token) ?? { staked: 0, unbonding: 0, earn: 0 };
      f[field] = new Decimal(f[field]).plus(amount).toNumber();
      a.earnFigures.set(token, f);
      touched.add(token);
      a.balance(token);
    };
    const s = this.stakes.get(a.userId);
    if (s) {
      add('WOO', 'staked', new Decimal(s.staked));
      add(
        'WOO',
        'unbonding',
        s.unbonding.reduce((sum, u) => sum.plus(u.amount), new Decimal(0)),
      );
    }
    for (const p of this.positions(a.userId)) if (p.status === 'ACTIVE') add(p.token, 'earn', new Decimal(p.principal));
    return [...touched];
  }
}
