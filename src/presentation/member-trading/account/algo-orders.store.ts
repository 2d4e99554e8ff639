import { inject, injectable } from 'inversify';
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { SessionState } from '../../../application/session/session-state';
import { ManageAlgoOrders } from '../../../application/member-trading/manage-algo-orders.use-case';
import type { LoginState } from '../../../domain/account/account';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import {
  isWaitingTrigger,
  mergeAlgoRows,
  type AlgoAmend,
  type AlgoOrderRequest,
  type AlgoOrderRow,
} from '../../../domain/trade/algo/algo-order';
import type { Result } from '../../../domain/shared/result';

/**
 * The account's waiting algo orders (one per app): the TP/SL tab, the chart's trigger lines and a position's TP/SL
 * read it. While signed in: loaded on start and on every private-stream (re)connect, kept up to date by
 * `algoexecutionreportv2`; an ended algo leaves the list. Signed out: empty, nothing asked.
 */
@injectable()
export class AlgoOrdersStore {
  rows: readonly AlgoOrderRow[] = [];
  private watchers = 0;
  private stop: (() => void) | undefined = undefined;
  private stopSession: (() => void) | undefined = undefined;

  constructor(
    @inject(ManageAlgoOrders) private readonly manage: ManageAlgoOrders,
    @inject(SessionState) private readonly session: SessionState,
  ) {
    makeObservable<AlgoOrdersStore, 'manage' | 'session' | 'watchers' | 'stop' | 'stopSession'>(this, {
      rows: observableRef,
      waiting: computed,
      manage: false,
      session: false,
      watchers: false,
      stop: false,
      stopSession: false,
    });
  }

  /** Starts following the session (counted: the last `stop` returned ends it). */
  start(): () => void {
    this.watchers += 1;
    if (this.watchers === 1) {
      this.stopSession = this.session.onChange((state) => this.follow(state));
      this.follow(this.session.current());
    }
    return () => {
      this.watchers -= 1;
      if (this.watchers > 0) return;
      this.stopSession?.();
      this.stopSession = undefined;
      this.follow(undefined);
    };
  }

  private follow(state: LoginState | undefined): void {
    const signedIn = state?.status === 'loggedIn';
    if (signedIn && !this.stop) {
      // the first load comes with the stream's first `resynced`, once it is subscribed
      this.stop = this.manage.watch(
        (rows) => this.merge(rows),
        () => void this.reload(),
      );
    } else if (!signedIn && this.stop) {
      this.stop();
      this.stop = undefined;
      runInAction(() => (this.rows = []));
    }
  }

  /** Orders waiting for a trigger (TP, SL, stops, trailing stops; not the bracket / positional roots), newest first. */
  get waiting(): readonly AlgoOrderRow[] {
    return this.rows.filter(isWaitingTrigger);
  }

  waitingOn(symbol: string): readonly AlgoOrderRow[] {
    return this.waiting.filter((r) => r.symbol === symbol);
  }

  async reload(): Promise<void> {
    const result = await this.manage.waiting();
    if (result.ok) runInAction(() => (this.rows = mergeAlgoRows([], result.value)));
  }

  /** Cancels one; undefined when done, else why not (the view says it in the member's language). */
  async cancel(row: AlgoOrderRow): Promise<TradeFailure | undefined> {
    const result = await this.manage.cancel(row);
    if (!result.ok) return result.error;
    runInAction(() => (this.rows = this.rows.filter((r) => r.algoOrderId !== row.algoOrderId && r.parentAlgoOrderId !== row.algoOrderId)));
    return undefined;
  }

  /** Amends one (trigger, quantity, price); undefined when done, else why not (the caller snaps back). */
  async amend(change: AlgoAmend): Promise<TradeFailure | undefined> {
    const result = await this.manage.amend(change);
    if (!result.ok) return result.error;
    runInAction(() => {
      this.rows = this.rows.map((r) => (r.algoOrderId === change.algoOrderId ? { ...r, ...definedFields(change) } : r));
    });
    return undefined;
  }

  async setPositionTpSl(request: AlgoOrderRequest): Promise<Result<unknown, TradeFailure>> {
    const result = await this.manage.setPositionTpSl(request);
    if (result.ok) void this.reload();
    return result;
  }

  private merge(changed: readonly AlgoOrderRow[]): void {
    runInAction(() => {
      const merged = mergeAlgoRows(this.rows, changed);
      this.rows = merged.filter((r) => r.algoStatus === 'NEW');
    });
  }
}

function definedFields(change: AlgoAmend): Partial<AlgoOrderRow> {
  const out: { triggerPrice?: string; quantity?: string; price?: string } = {};
  if (change.triggerPrice !== undefined) out.triggerPrice = change.triggerPrice;
  if (change.quantity !== undefined) out.quantity = change.quantity;
  if (change.price !== undefined) out.price = change.price;
  return out;
}
