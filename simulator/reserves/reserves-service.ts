import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extractUserProof } from '../../src/domain/reserves/user-proof';
import { deriveSeed, mulberry32 } from '../market/prng';
import type { AccountRepository } from '../store/account-repository';
import { buildAuditTree, type AuditTree, type UserLeaves } from './audit-tree';
import { balanceSheet, type BalanceSheet } from './balance-sheet';
import type { AuditRecord, ReservesRepository } from './reserves-repository';
import { SEED_ACCOUNTS, seedBalances } from './seed-data';

const DAY = 24 * 3600 * 1000;
const nodeSha256 = (bytes: Uint8Array): Uint8Array => new Uint8Array(createHash('sha256').update(bytes).digest());

/** An audit served from a tree file (the benchmark's million-leaf tree), with the one user it knows. */
export interface FileAudit {
  readonly auditId: string;
  readonly auditTime: number;
  readonly path: string;
  readonly probe: { userHash: string; leafCount: number; balances: { token: string; amount: string }[] };
  readonly rootHash: string;
  readonly leafCount: number;
  readonly totals: { token: string; amount: string }[];
}

/** Runs the first-start seeding on repositories bound to one database transaction (all of it, or none). */
export type SeedTransaction = <T>(work: (accounts: AccountRepository, reserves: ReservesRepository) => Promise<T>) => Promise<T>;

/** The simulator's audits: seeded on first start, built into trees on demand and cached. */
export class ReservesService {
  private readonly trees = new Map<string, AuditTree>();
  private readonly files = new Map<string, FileAudit>();
  /** Proofs cut from trees, by audit and user hash (bounded: the oldest go first). */
  private readonly proofs = new Map<string, Uint8Array | null>();

  constructor(
    readonly repo: ReservesRepository,
    private readonly accounts: AccountRepository,
    private readonly seed: number,
    private readonly clock: () => number,
    private readonly inTransaction: SeedTransaction = (work) => work(accounts, repo),
  ) {}

  /**
   * First start: seeded accounts with balances and three weekly audits, the latest at today's 00:00 UTC, in one
   * transaction, so a start stopped half-way leaves nothing behind and the next start seeds again.
   */
  async init(): Promise<void> {
    if ((await this.repo.audits()).length > 0) return;
    await this.inTransaction(async (accounts, repo) => {
      if ((await repo.balances()).length === 0) {
        const rng = mulberry32(deriveSeed(this.seed, 'por-accounts'));
        for (const seed of SEED_ACCOUNTS) {
          const account = await accounts.createAccount({ alias: seed.alias, main: seed.main }, this.clock());
          for (const [token, amount] of Object.entries(seedBalances(seed.kind, rng))) await repo.setBalance(account.userId, token, amount);
        }
      }
      const today = Math.floor(this.clock() / DAY) * DAY;
      for (const weeksAgo of [2, 1, 0]) await this.createAuditWith(accounts, repo, today - weeksAgo * 7 * DAY);
    });
  }

  /** Snapshots the current balances of every account into a new audit. */
  createAudit(auditTime: number): Promise<AuditRecord> {
    return this.createAuditWith(this.accounts, this.repo, auditTime);
  }

  private async createAuditWith(accounts: AccountRepository, repo: ReservesRepository, auditTime: number): Promise<AuditRecord> {
    const byUser = new Map<number, Record<string, string>>();
    for (const b of await repo.balances()) byUser.set(b.userId, { ...byUser.get(b.userId), [b.token]: b.amount });
    const entries = [];
    for (const [userId, balances] of byUser) {
      const account = await accounts.findAccountById(userId);
      if (account) entries.push({ userId, nonce: account.applicationId, balances });
    }
    const n = (await repo.audits()).length + 1;
    const auditId = `por-${new Date(auditTime).toISOString().slice(0, 10).replace(/-/g, '')}-${n}`;
    const recordId = `rec_${createHash('sha256').update(auditId).digest('hex').slice(0, 16)}`;
    const audit: AuditRecord = { auditId, auditTime, recordId, seed: deriveSeed(this.seed, auditId), entries };
    await repo.saveAudit(audit);
    return audit;
  }

  async audits(): Promise<{ auditId: string; auditTime: number; recordId: string }[]> {
    const stored = (await this.repo.audits()).map(({ auditId, auditTime, recordId }) => ({ auditId, auditTime, recordId }));
    const files = [...this.files.values()].map(({ auditId, auditTime }) => ({ auditId, auditTime, recordId: `file_${auditId}` }));
    return [...files, ...stored].sort((a, b) => b.auditTime - a.auditTime);
  }

  async audit(auditId: string): Promise<AuditRecord | undefined> {
    return (await this.repo.audits()).find((a) => a.auditId === auditId);
  }

  fileAudit(auditId: string): FileAudit | undefined {
    return this.files.get(auditId);
  }

  registerFile(audit: FileAudit): void {
    this.files.set(audit.auditId, audit);
  }

  async tree(audit: AuditRecord): Promise<AuditTree> {
    let built = this.trees.get(audit.auditId);
    if (!built) {
      built = buildAuditTree(audit);
      this.trees.set(audit.auditId, built);
    }
    return built;
  }

  async userCheck(auditId: string, userHash: string): Promise<UserLeaves | undefined> {
    const file = this.files.get(auditId);
    if (file) return file.probe.userHash === userHash ? file.probe : undefined;
    const audit = await this.audit(auditId);
    return audit ? (await this.tree(audit)).users.get(userHash) : undefined;
  }

  /**
   * The user's own proof (their leaves, the ancestors and the siblings on the way) in the tree's format, or undefined
   * when the audit does not hold the user. File audits (benchmark trees) answer for their probe user only.
   */
  async userProof(auditId: string, userHash: string): Promise<Uint8Array | undefined> {
    const key = `${auditId} ${userHash}`;
    if (this.proofs.has(key)) return this.proofs.get(key) ?? undefined;
    const file = this.files.get(auditId);
    let bytes: Uint8Array | undefined;
    if (file) bytes = file.probe.userHash === userHash ? readFileSync(file.path) : undefined;
    else {
      const audit = await this.audit(auditId);
      bytes = audit ? (await this.tree(audit)).tree.bytes : undefined;
    }
    const proof = bytes ? extractUserProof(bytes, Buffer.from(userHash, 'hex'), nodeSha256) : undefined;
    if (this.proofs.size >= 1000) this.proofs.delete(this.proofs.keys().next().value as string);
    this.proofs.set(key, proof ?? null);
    return proof;
  }

  /** The dashboard from the latest stored audit's root totals. */
  async sheet(): Promise<BalanceSheet> {
    const [latest] = await this.repo.audits();
    const totals = latest ? (await this.tree(latest)).tree.totals : [];
    return balanceSheet(totals, latest?.seed ?? this.seed);
  }
}

/** Reads a generator's sidecar (`<tree>.json`) describing a tree file. */
export function readFileAudit(path: string): FileAudit {
  return { ...JSON.parse(readFileSync(`${path}.json`, 'utf8')), path } as FileAudit;
}
