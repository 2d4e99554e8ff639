import Decimal from 'decimal.js';
import {
  effectStatement,
  markPriceEffect,
  previewMarkPrice,
  type MarkPricePreview,
} from '../../src/domain/market-admin/market-admin-effects';
import type { AdminCall } from '../../src/domain/market-admin/market-admin-rules';
import type { MarketEngine } from '../market/market-engine';
import type { OverrideKind } from '../market/market-overrides';
import type { Account } from '../store/account-repository';
import { crossAccount } from '../trading/trading-views';
import type { TradingEngine } from '../trading/trading-engine';
import type { AdminAuditRecord, MdAdminRepository } from './md-admin-repository';

/** The role the admin calls need. */
export const MD_ADMIN_ROLE = 'MD_ADMIN';

const KIND_OF: Readonly<Record<AdminCall, OverrideKind>> = {
  'funding-rate': 'fundingRate',
  funding_rate_cap: 'fundingRateCap',
  'index-price': 'indexPrice',
  'mark-price': 'markPrice',
};

const text = (value: number): string => new Decimal(value).toFixed();

/** A perpetual's market data as the admin page shows it. */
export interface AdminSymbolState {
  readonly symbol: string;
  readonly indexPrice: string;
  readonly markPrice: string;
  readonly fundingRate: string;
  readonly fundingRateCap: string;
  readonly quoteTick: string;
  /** Which values an admin fixed (the rest are the market's own). */
  readonly overrides: Readonly<Partial<Record<OverrideKind, string>>>;
}

/**
 * The market-data admin: the role (from SIM_ADMIN_EMAILS and the stored grants), the overrides
 * (kept in the market engine, which every futures row reflects, and for the mark price in the trading engine too),
 * the audit log and the mark price preview. Every change is written through to the repository before it answers.
 */
export class MarketDataAdmin {
  private readonly granted = new Set<string>();
  private readonly audit: AdminAuditRecord[] = [];

  constructor(
    private readonly market: MarketEngine,
    private readonly trading: TradingEngine,
    private readonly repo: MdAdminRepository,
    private readonly settingAdmins: readonly string[],
    private readonly clock: () => number,
  ) {}

  /** Reads the grants, the overrides (applied again) and the audit log. */
  async start(): Promise<void> {
    const snap = await this.repo.load();
    for (const email of snap.admins) this.granted.add(email);
    for (const o of snap.overrides) {
      this.market.overrides.set(o.symbol, o.kind, o.value);
      if (o.kind === 'markPrice') this.trading.setMarkPrice(o.symbol, o.value);
    }
    this.audit.push(...snap.audit);
  }

  /** The account's roles: the admin role for a listed or granted email, and only once the provider verified it. */
  roles(account: Account): string[] {
    const email = account.email?.trim().toLowerCase();
    if (!email || account.emailVerified !== true) return [];
    return this.settingAdmins.includes(email) || this.granted.has(email) ? [MD_ADMIN_ROLE] : [];
  }

  /** Grants the role to an email (the CLI and the control call; never the API). */
  async grant(email: string): Promise<void> {
    const key = email.trim().toLowerCase();
    await this.repo.grant(key, this.clock());
    this.granted.add(key);
  }

  async revoke(email: string): Promise<void> {
    const key = email.trim().toLowerCase();
    await this.repo.revoke(key);
    this.granted.delete(key);
  }

  perps(): string[] {
    return this.market.instruments.filter((i) => i.type === 'PERP').map((i) => i.symbol);
  }

  isPerp(symbol: string): boolean {
    return this.market.has(symbol) && this.market.future(symbol, this.clock()) !== undefined;
  }

  tick(symbol: string): string {
    return text(this.market.instruments[this.market.indexOf(symbol)!].quoteTick);
  }

  state(symbol: string): AdminSymbolState {
    const f = this.market.future(symbol, this.clock())!;
    return {
      symbol,
      indexPrice: text(f.index_price),
      markPrice: this.trading.markPrice(symbol).toFixed(),
      fundingRate: text(f.est_funding_rate),
      fundingRateCap: this.market.overrides.cap(symbol),
      quoteTick: this.tick(symbol),
      overrides: { ...this.market.overrides.of(symbol) },
    };
  }

  /** The public value a call changes. */
  private current(call: AdminCall, symbol: string): string {
    const s = this.state(symbol);
    switch (call) {
      case 'funding-rate':
        return s.fundingRate;
      case 'funding_rate_cap':
        return s.fundingRateCap;
      case 'index-price':
        return s.indexPrice;
      case 'mark-price':
        return s.markPrice;
    }
  }

  /** Sets (or with null releases) a value, writes the audit entry and answers the values before and after. */
  async change(who: Account, call: AdminCall, symbol: string, value: string | null): Promise<AdminAuditRecord> {
    const kind = KIND_OF[call];
    const oldValue = this.current(call, symbol);
    await this.repo.setOverride(symbol, kind, value);
    this.market.overrides.set(symbol, kind, value);
    if (call === 'mark-price') this.trading.setMarkPrice(symbol, value);
    // a new index moves the mark (index × (1 + basis)): its liquidations are decided now, as for a mark
    if (call === 'index-price') this.trading.risk.onMarkChanged(symbol);
    await this.trading.writer.flush();
    const entry = await this.repo.appendAudit({
      userId: who.userId,
      email: who.email,
      timestamp: this.clock(),
      call,
      symbol,
      oldValue,
      newValue: this.current(call, symbol),
    });
    this.audit.push(entry);
    return entry;
  }

  /** What marking `symbol` at `price` would do to the engine's accounts (read-only). */
  preview(symbol: string, price: string): MarkPricePreview & { message: string } {
    const accounts = [...this.trading.accounts.values()]
      .filter((a) => a.positions.has(symbol))
      .map((a) => ({ userId: a.userId, account: crossAccount(this.trading, a) }));
    const preview = previewMarkPrice(accounts, symbol, price);
    return { ...preview, message: effectStatement(markPriceEffect(preview)) };
  }

  /** The audit log, newest first, of one symbol or all. */
  auditPage(symbol: string | undefined, page: number, size: number): { rows: AdminAuditRecord[]; total: number } {
    const rows = this.audit.filter((e) => symbol === undefined || e.symbol === symbol).reverse();
    return { rows: rows.slice((page - 1) * size, page * size), total: rows.length };
  }
}
