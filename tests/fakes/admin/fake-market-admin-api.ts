import type { AdminFailure, MarketAdminApiPort } from '../../../src/application/admin/ports/market-admin-api.port';
import {
  MD_ADMIN_ROLE,
  type AdminAuditEntry,
  type AdminChange,
  type AdminSymbolState,
} from '../../../src/domain/market-admin/market-admin';
import { previewMarkPrice, type PreviewAccount } from '../../../src/domain/market-admin/market-admin-effects';
import { clampToCap } from '../../../src/domain/market-admin/market-admin-rules';
import { err, ok } from '../../../src/domain/shared/result';

const FIELD = {
  'funding-rate': 'fundingRate',
  funding_rate_cap: 'fundingRateCap',
  'index-price': 'indexPrice',
  'mark-price': 'markPrice',
} as const;

/**
 * The admin calls in memory, by the exchange's rules: a session without the role is refused (403 -1002), a funding
 * rate is held within the cap, every change is audited, the preview runs the shared domain over `accounts`.
 */
export class FakeMarketAdminApi implements MarketAdminApiPort {
  roleList: string[] = [MD_ADMIN_ROLE];
  rows: AdminSymbolState[] = [
    {
      symbol: 'PERP_BTC_USDT',
      indexPrice: '49990',
      markPrice: '50000',
      fundingRate: '0.0001',
      fundingRateCap: '0.003',
      quoteTick: '0.1',
      overridden: [],
    },
    {
      symbol: 'PERP_ETH_USDT',
      indexPrice: '2999',
      markPrice: '3000',
      fundingRate: '0.0001',
      fundingRateCap: '0.003',
      quoteTick: '0.01',
      overridden: [],
    },
  ];
  accounts: PreviewAccount[] = [];
  readonly auditLog: AdminAuditEntry[] = [];
  readonly sent: AdminChange[] = [];
  previews = 0;
  userId = 10001;
  email = 'admin@example.com';

  private refused(): AdminFailure | undefined {
    return this.roleList.includes(MD_ADMIN_ROLE)
      ? undefined
      : { kind: 'refused', code: -1002, message: 'Forbidden: the market-data admin role is required', status: 403 };
  }

  async roles() {
    return ok(this.roleList);
  }

  async state() {
    const refused = this.refused();
    return refused ? err(refused) : ok(this.rows.map((r) => ({ ...r })));
  }

  async change(change: AdminChange) {
    const refused = this.refused();
    if (refused) return err(refused);
    this.sent.push(change);
    const i = this.rows.findIndex((r) => r.symbol === change.symbol);
    const row = this.rows[i];
    const field = FIELD[change.call];
    const oldValue = row[field];
    let next = { ...row, [field]: change.value, overridden: [...new Set([...row.overridden, field])] };
    if (change.call === 'funding-rate' || change.call === 'funding_rate_cap')
      next = { ...next, fundingRate: clampToCap(next.fundingRate, next.fundingRateCap) };
    this.rows[i] = next;
    this.auditLog.push({
      id: this.auditLog.length + 1,
      userId: this.userId,
      email: this.email,
      timestamp: 1_700_000_000_000 + this.auditLog.length,
      call: change.call,
      symbol: change.symbol,
      oldValue,
      newValue: next[field],
    });
    return ok(undefined);
  }

  async previewMarkPrice(symbol: string, price: string) {
    const refused = this.refused();
    if (refused) return err(refused);
    this.previews += 1;
    return ok(previewMarkPrice(this.accounts, symbol, price));
  }

  async audit(query: { symbol?: string; page: number; size: number }) {
    const refused = this.refused();
    if (refused) return err(refused);
    const rows = this.auditLog.filter((e) => query.symbol === undefined || e.symbol === query.symbol).reverse();
    return ok({
      rows: rows.slice((query.page - 1) * query.size, query.page * query.size),
      total: rows.length,
      page: query.page,
      size: query.size,
    });
  }

  cachesCleared = 0;

  async clearLeaderboardCaches() {
    const refused = this.refused();
    if (refused) return err(refused);
    this.cachesCleared += 1;
    return ok(['leaderboard-metrics', 'trading-volume-leaderboard', 'metrics', 'following-lists', 'strategies'] as const);
  }
}
