import type { AccountState } from './account-state';
import type { AlgoRecord } from './algo-records';
import type {
  AssetTransferRecord,
  ConversionRecord,
  FillRecord,
  FundingRecord,
  InsuranceRecord,
  LedgerRecord,
  OrderRecord,
  TradingChanges,
  TradingRepository,
} from './records';
import type { MarginHistoryRecord, MarginWriter } from './spot-margin-state';
import type { WalletTransferRecord } from '../wallet/wallet-records';
import type { EarnRecord } from '../earn/earn-records';
import type { GrowthRow } from '../campaigns/growth-rows';
import type { CopyRow } from '../copy/copy-rows';
import { KeyedRows } from './keyed-rows';

/**
 * A deep copy of a row's body as `structuredClone` makes it, walking plain objects and arrays itself (a notification
 * per filled order made the native clone the batch's main cost); anything else (a Date, a Map) is cloned natively.
 * A plain object is copied by a spread (V8 clones an object of a known shape at once, keys in the same order), then
 * its values that are objects are copied in turn.
 */
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(plainCopy) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return structuredClone(value);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in copy) {
    const item = copy[key];
    if (item !== null && typeof item === 'object') copy[key] = plainCopy(item);
  }
  return copy as T;
}

/** A copy of each row as it is now (one array, no intermediate one). */
function copies<T extends object>(rows: Iterable<T>): T[] {
  const out: T[] = [];
  for (const row of rows) out.push({ ...row });
  return out;
}

/** `f` of each item, in one array (none made for an empty collection but the answer). */
function mapped<T, U>(items: Iterable<T>, f: (item: T) => U): U[] {
  const out: U[] = [];
  for (const item of items) out.push(f(item));
  return out;
}

/** The balance rows of the touched tokens, with their texts as they are now. */
function balanceRows(touched: Map<AccountState, Set<string>>): TradingChanges['balances'] {
  const out: TradingChanges['balances'] = [];
  for (const [a, tokens] of touched)
    for (const token of tokens) {
      const b = a.balance(token);
      out.push({ userId: a.userId, token, holding: b.holdingText(), frozen: b.frozenText() });
    }
  return out;
}

/**
 * Write-through persistence with batching (ADR 0017: the engine is the single writer). Operations mark what they
 * touched; `flush` copies those rows as they are now and appends one `apply` (one transaction) to a serial chain,
 * so the store always moves from one consistent state to a later one. A caller that must not answer before its
 * change is durable awaits `flush()`.
 */
export class TradingWriter implements MarginWriter {
  private orders = new Set<OrderRecord>();
  private fills: FillRecord[] = [];
  private ledger: LedgerRecord[] = [];
  private balances = new Map<AccountState, Set<string>>();
  private positions = new Map<AccountState, Set<string>>();
  private accounts = new Set<AccountState>();
  private settings = new Map<AccountState, Set<string>>();
  private algos = new Set<AlgoRecord>();
  private funding: FundingRecord[] = [];
  private insurance = new Map<string, InsuranceRecord>();
  private margins = new Set<AccountState>();
  private marginRows: MarginHistoryRecord[] = [];
  private conversions: ConversionRecord[] = [];
  private transfers: AssetTransferRecord[] = [];
  private wallet = new Set<WalletTransferRecord>();
  private earn = new Map<string, EarnRecord>();
  private readonly growthRows = new KeyedRows<GrowthRow>();
  private readonly copyRows = new KeyedRows<CopyRow>();
  private chain: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(
    private readonly repo: TradingRepository,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  order(record: OrderRecord): void {
    this.orders.add(record);
  }

  fill(fill: FillRecord): void {
    this.fills.push(fill);
  }

  entry(entry: LedgerRecord): void {
    this.ledger.push(entry);
  }

  /** An algo order changed (stored in the same transaction as the orders and fills of its operation). */
  algo(record: AlgoRecord): void {
    this.algos.add(record);
  }

  /** A funding payment (risk-engine.ts). */
  fundingPayment(row: FundingRecord): void {
    this.funding.push(row);
  }

  /** The insurance fund's balance now (the latest write of a batch wins). */
  insuranceFund(row: InsuranceRecord): void {
    this.insurance.set(row.token, row);
  }

  /** A spot margin account changed (leverage, loans), and a row of its history. */
  spotMargin(account: AccountState): void {
    this.margins.add(account);
  }

  marginEntry(row: MarginHistoryRecord): void {
    this.marginRows.push(row);
  }

  /** A completed conversion (written with its CONVERT ledger rows and balances). */
  conversion(row: ConversionRecord): void {
    this.conversions.push(row);
  }

  /** A completed internal transfer (written with its SUB_ACCOUNT_TRANSFER ledger rows and balances). */
  transfer(row: AssetTransferRecord): void {
    this.transfers.push(row);
  }

  /** A deposit or withdrawal changed (stored with the balance it moves). */
  walletTransfer(record: WalletTransferRecord): void {
    this.wallet.add(record);
  }

  /** An earn row changed (simulator/earn/): its latest state is stored with the batch's ledger rows. */
  earnRecord(record: EarnRecord): void {
    this.earn.set(record.key, record);
  }

  /** A simulator/campaigns row or its deletion (stored with the balances and ledger rows of the same operation). */
  growth(row: GrowthRow): void {
    this.growthRows.set(row);
  }

  /** A simulator/copy row (stored with the orders, fills and ledger rows of the same operation). */
  copyRow(row: CopyRow): void {
    this.copyRows.set(row);
  }

  account(account: AccountState): void {
    this.accounts.add(account);
  }

  balance(account: AccountState, token: string): void {
    let set = this.balances.get(account);
    if (!set) this.balances.set(account, (set = new Set()));
    set.add(token);
  }

  /** A position changed (`key`: its `positionKey`). */
  position(account: AccountState, key: string): void {
    let set = this.positions.get(account);
    if (!set) this.positions.set(account, (set = new Set()));
    set.add(key);
  }

  /** A symbol's leverage or margin mode changed. */
  setting(account: AccountState, symbol: string): void {
    let set = this.settings.get(account);
    if (!set) this.settings.set(account, (set = new Set()));
    set.add(symbol);
  }

  get idle(): boolean {
    return (
      this.orders.size +
        this.fills.length +
        this.ledger.length +
        this.balances.size +
        this.positions.size +
        this.accounts.size +
        this.algos.size +
        this.funding.length +
        this.insurance.size +
        this.settings.size +
        this.margins.size +
        this.marginRows.length +
        this.conversions.length +
        this.wallet.size +
        this.earn.size +
        this.transfers.length +
        this.growthRows.size +
        this.copyRows.size ===
      0
    );
  }

  /** Writes what is pending; resolves once it (and everything before it) is stored. */
  flush(): Promise<void> {
    if (!this.idle) {
      const batch = this.take();
      this.chain = this.chain
        .then(() => this.repo.apply(batch))
        .catch((error: unknown) => {
          this.failure = error;
          this.onError(error);
        });
    }
    return this.chain.then(() => {
      if (this.failure !== undefined) {
        const error = this.failure;
        this.failure = undefined;
        throw error;
      }
    });
  }

  /**
   * The batch: copies of what is pending, and the lists themselves. Only what has rows is replaced by a new collection
   * (a server flushes after each request, whose batch touches a few of these 18 kinds: making all of them anew was
   * most of a small flush's cost); an empty kind is an empty list in the batch, not the writer's own.
   */
  private take(): TradingChanges {
    const batch: TradingChanges = {
      accounts: mapped(this.accounts, (a) => ({
        userId: a.userId,
        leverage: a.leverage,
        createdTime: a.createdTime,
        positionMode: a.positionMode,
      })),
      orders: copies(this.orders),
      fills: this.fills.length > 0 ? this.fills : [],
      ledger: this.ledger.length > 0 ? this.ledger : [],
      balances: balanceRows(this.balances),
      positions: [],
      algos: copies(this.algos),
      funding: this.funding.length > 0 ? this.funding : [],
      insurance: mapped(this.insurance.values(), (i) => ({ ...i })),
      symbolSettings: [],
      spotMargin: {
        accounts: mapped(this.margins, (a) => a.margin!.record(a.userId)),
        history: this.marginRows.length > 0 ? this.marginRows : [],
      },
      conversions: this.conversions.length > 0 ? this.conversions : [],
      transfers: this.transfers.length > 0 ? this.transfers : [],
      wallet: copies(this.wallet),
      earn: mapped(this.earn.values(), (e) => plainCopy(e)),
      growth: this.growthRows.map((g) => ({ ...g, body: plainCopy(g.body) })),
      copy: this.copyRows.map((r) => ({ ...r, body: plainCopy(r.body) })),
    };
    for (const [a, keys] of this.positions) for (const key of keys) batch.positions.push({ ...a.positions.get(key)! });
    for (const [a, symbols] of this.settings)
      for (const symbol of symbols) batch.symbolSettings!.push({ userId: a.userId, symbol, ...a.setting(symbol) });
    this.reset();
    return batch;
  }

  /** New collections for the kinds the batch took rows of (the others stay: they are empty). */
  private reset(): void {
    this.copyRows.clear();
    if (this.earn.size > 0) this.earn = new Map();
    this.growthRows.clear();
    if (this.conversions.length > 0) this.conversions = [];
    if (this.transfers.length > 0) this.transfers = [];
    if (this.wallet.size > 0) this.wallet = new Set();
    if (this.settings.size > 0) this.settings = new Map();
    if (this.margins.size > 0) this.margins = new Set();
    if (this.marginRows.length > 0) this.marginRows = [];
    if (this.algos.size > 0) this.algos = new Set();
    if (this.funding.length > 0) this.funding = [];
    if (this.insurance.size > 0) this.insurance = new Map();
    if (this.orders.size > 0) this.orders = new Set();
    if (this.fills.length > 0) this.fills = [];
    if (this.ledger.length > 0) this.ledger = [];
    if (this.balances.size > 0) this.balances = new Map();
    if (this.positions.size > 0) this.positions = new Map();
    if (this.accounts.size > 0) this.accounts = new Set();
  }
}
