import Decimal from 'decimal.js';
import type { CopyTradingApiPort, LeadBoardQuery } from '../../../src/application/copy-trading/ports/copy-trading-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import { settingsProblem } from '../../../src/domain/copy-trading/copy-settings';
import { englishRefusal } from '../../../simulator/http/refusal-english';
import type {
  Copier,
  CopyHistoryRow,
  CopyLimits,
  CopySettingsView,
  CopyView,
  LeadClose,
  LeadDetail,
  LeadPeriod,
  LeadPosition,
  LeadRow,
  MyLead,
  Paged,
} from '../../../src/domain/copy-trading/copy-views';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });
const page = <T>(rows: readonly T[], p: number, size: number): Paged<T> => ({
  rows: rows.slice((p - 1) * size, p * size),
  total: rows.length,
});

/**
 * Copy trading in memory: lead traders the test adds, copies the member starts (checked with the domain's rules, as the
 * simulator checks them), each copy's history the test writes, stops that close or keep positions.
 */
export class FakeCopyTradingApi implements CopyTradingApiPort {
  readonly leads: LeadRow[] = [];
  readonly copiesList: CopyView[] = [];
  readonly histories = new Map<number, CopyHistoryRow[]>();
  available = '5000';
  now = 1_700_000_000_000;
  my: MyLead = { lead: null, maxProfitShare: '0.3', copiers: [] };
  /** Every call's name with its main argument, in order. */
  readonly calls: string[] = [];

  addLead(l: Partial<LeadRow> & { uuid: string; coolName: string }): LeadRow {
    const row: LeadRow = {
      roi: '0',
      pnl: '0',
      copierPnl: '0',
      winRate: null,
      maxDrawdown: '0',
      sharpe: null,
      aum: '0',
      copiers: 0,
      maxCopiers: 100,
      tradingDays: 1,
      minCopyAmount: '10',
      profitShare: '0.1',
      ...l,
    };
    this.leads.push(row);
    return row;
  }

  /** A running copy counts as a copier and its amount in the lead's AUM (as the simulator counts them). */
  private moveCopiers(uuid: string, by: number, amount: string): void {
    const i = this.leads.findIndex((l) => l.uuid === uuid);
    if (i >= 0)
      this.leads[i] = {
        ...this.leads[i]!,
        copiers: this.leads[i]!.copiers + by,
        aum: new Decimal(this.leads[i]!.aum).plus(amount).toFixed(),
      };
  }

  private leadRow(uuid: string): LeadRow | undefined {
    return this.leads.find((l) => l.uuid === uuid);
  }

  async leadBoard(q: LeadBoardQuery): Promise<Result<Paged<LeadRow>, TradeFailure>> {
    this.calls.push(`leadBoard ${q.period} ${q.sortBy}`);
    const key = (r: LeadRow) =>
      new Decimal(q.sortBy === 'PNL' ? r.pnl : q.sortBy === 'COPIERS' ? r.copiers : q.sortBy === 'AUM' ? r.aum : r.roi);
    const rows = this.leads
      .filter((r) => !q.hideFull || r.copiers < r.maxCopiers)
      .sort((a, b) => (q.ascending ? 1 : -1) * key(a).cmp(key(b)) || a.uuid.localeCompare(b.uuid));
    return ok(page(rows, q.page, q.size));
  }

  async lead(uuid: string, period: LeadPeriod): Promise<Result<LeadDetail, TradeFailure>> {
    const l = this.leadRow(uuid);
    return l ? ok({ ...l, period, since: this.now, daily: [] }) : err(refused('uuid: not a lead trader', -1006));
  }

  async leadPositions(): Promise<Result<LeadPosition[], TradeFailure>> {
    return ok([]);
  }

  async leadHistory(_uuid: string, p: number, size: number): Promise<Result<Paged<LeadClose>, TradeFailure>> {
    return ok(page([], p, size));
  }

  async leadCopiers(uuid: string, p: number, size: number): Promise<Result<Paged<Copier>, TradeFailure>> {
    const rows = this.copiesList
      .filter((c) => c.leadUuid === uuid && c.status === 'RUNNING')
      .map((c) => ({ uuid: 'me', coolName: 'Me', amount: c.settings.amount, pnl: c.pnl, since: c.createdTime }));
    return ok(page(rows, p, size));
  }

  async limits(uuid: string): Promise<Result<CopyLimits, TradeFailure>> {
    const l = this.leadRow(uuid);
    if (!l) return err(refused('uuid: not a lead trader', -1006));
    return ok({
      leadUuid: uuid,
      minCopyAmount: Decimal.max(l.minCopyAmount, 10).toFixed(),
      maxCopyAmount: '200000',
      minRatio: '0.01',
      maxRatio: '100',
      minSlippage: '0.001',
      maxSlippage: '0.03',
      maxLeverage: 50,
      profitShare: l.profitShare,
      available: this.available,
      symbols: ['PERP_BTC_USDT', 'PERP_ETH_USDT'],
      full: l.copiers >= l.maxCopiers,
      copyId: this.copiesList.find((c) => c.leadUuid === uuid && c.status === 'RUNNING')?.copyId ?? null,
    });
  }

  async copies(): Promise<Result<CopyView[], TradeFailure>> {
    return ok([...this.copiesList]);
  }

  private check(leadUuid: string, s: CopySettingsView): TradeFailure | undefined {
    const l = this.leadRow(leadUuid);
    if (!l) return refused('uuid: not a lead trader', -1006);
    const opt = (v: string | null) => v ?? undefined;
    const problem = settingsProblem(
      {
        mode: s.mode,
        amount: s.amount,
        ratio: opt(s.ratio),
        leverageMode: s.leverageMode,
        leverage: s.leverage ?? undefined,
        symbols: s.symbols,
        maxOrderAmount: opt(s.maxOrderAmount),
        maxSlippage: s.maxSlippage,
        takeProfit: opt(s.takeProfit),
        stopLoss: opt(s.stopLoss),
        portfolioStopLoss: opt(s.portfolioStopLoss),
      },
      l.minCopyAmount,
    );
    return problem ? refused(`${problem.field}: ${englishRefusal(problem.refusal)}`) : undefined;
  }

  async start(leadUuid: string, settings: CopySettingsView): Promise<Result<CopyView, TradeFailure>> {
    this.calls.push(`start ${leadUuid} ${JSON.stringify(settings)}`);
    const problem = this.check(leadUuid, settings);
    if (problem) return err(problem);
    if (this.copiesList.some((c) => c.leadUuid === leadUuid && c.status === 'RUNNING'))
      return err(refused('You already copy this lead trader', -1012));
    const copy: CopyView = {
      copyId: this.copiesList.length + 1,
      leadUuid,
      leadCoolName: this.leadRow(leadUuid)!.coolName,
      status: 'RUNNING',
      settings,
      createdTime: this.now,
      stoppedTime: null,
      stopReason: null,
      closedOnStop: null,
      pnl: '0',
      realizedPnl: '0',
      fees: '0',
      copyFees: '0',
      profitShared: '0',
      roi: '0',
      positions: [],
    };
    this.copiesList.push(copy);
    this.moveCopiers(leadUuid, 1, settings.amount);
    return ok(copy);
  }

  async edit(copyId: number, settings: CopySettingsView): Promise<Result<CopyView, TradeFailure>> {
    const i = this.copiesList.findIndex((c) => c.copyId === copyId);
    if (i < 0) return err(refused(`copyId ${copyId}: no such copy`, -1006));
    const problem = this.check(this.copiesList[i]!.leadUuid, settings);
    if (problem) return err(problem);
    this.copiesList[i] = { ...this.copiesList[i]!, settings };
    return ok(this.copiesList[i]!);
  }

  async stop(copyId: number, closePositions: boolean): Promise<Result<CopyView, TradeFailure>> {
    this.calls.push(`stop ${copyId} ${closePositions}`);
    const i = this.copiesList.findIndex((c) => c.copyId === copyId);
    if (i < 0) return err(refused(`copyId ${copyId}: no such copy`, -1006));
    const c = this.copiesList[i]!;
    if (c.status !== 'RUNNING') return err(refused('The copy is already stopped', -1012));
    if (closePositions) {
      const rows = this.histories.get(copyId) ?? [];
      for (const p of c.positions) {
        rows.unshift({
          id: `${copyId}-${rows.length + 1}`,
          symbol: p.symbol,
          side: p.quantity.startsWith('-') ? 'BUY' : 'SELL',
          kind: 'STOP',
          status: 'FILLED',
          skipReason: null,
          note: '',
          leadPrice: null,
          leadQuantity: null,
          quantity: p.quantity.replace('-', ''),
          executedPrice: p.markPrice,
          executedQuantity: p.quantity.replace('-', ''),
          copyFee: null,
          createdTime: this.now,
        });
      }
      this.histories.set(copyId, rows);
    }
    if (c.status === 'RUNNING') this.moveCopiers(c.leadUuid, -1, new Decimal(c.settings.amount).neg().toFixed());
    this.copiesList[i] = {
      ...c,
      status: 'STOPPED',
      stoppedTime: this.now,
      stopReason: 'USER',
      closedOnStop: closePositions,
      positions: [],
    };
    return ok(this.copiesList[i]!);
  }

  async history(copyId: number, p: number, size: number): Promise<Result<Paged<CopyHistoryRow>, TradeFailure>> {
    return ok(page(this.histories.get(copyId) ?? [], p, size));
  }

  async myLead(): Promise<Result<MyLead, TradeFailure>> {
    return ok(this.my);
  }

  async apply(terms: { profitShare: string; minCopyAmount: string; maxCopiers: number }): Promise<Result<LeadRow, TradeFailure>> {
    this.calls.push(`apply ${terms.profitShare}`);
    if (new Decimal(terms.profitShare).gt('0.3')) return err(refused('profitShare: must be 0 %–30 %'));
    const lead = this.addLead({
      uuid: 'me-uuid',
      coolName: 'Me',
      profitShare: terms.profitShare,
      minCopyAmount: terms.minCopyAmount,
      maxCopiers: terms.maxCopiers,
    });
    this.my = { ...this.my, lead };
    return ok(lead);
  }
}
