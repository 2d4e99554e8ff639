import Decimal from 'decimal.js';
import { transferDecimals, transferField, transferProblem, transferRefusal } from '../../src/domain/subaccounts/transfer';
import { OrderRefusalCode } from '../../src/domain/trade/orders/order-validation';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { Account } from '../store/account-repository';
import type { AssetTransferRecord } from '../trading/records';
import type { TradingEngine } from '../trading/trading-engine';
import { assertMayLeave } from '../trading/leave-rule';
import { englishRefusal } from '../http/refusal-english';

/**
 * Internal transfers (docs/protocol.md "Sub-accounts and transfers"): instant and free, between a main account and
 * its sub-accounts (and sub to sub). The check of what is available and both balance moves happen in one synchronous
 * step (no await between them), so concurrent transfers cannot overdraw; the moves are SUB_ACCOUNT_TRANSFER ledger
 * rows written with the balances and the history row in one batch (the caller awaits `trading.writer.flush()`).
 */
export class Transfers {
  private readonly history: AssetTransferRecord[];
  private nextId: number;

  constructor(
    private readonly trading: TradingEngine,
    private readonly clock: () => number,
  ) {
    this.history = [...trading.loaded.transfers].sort((x, y) => x.id - y.id);
    this.nextId = this.history.reduce((m, t) => Math.max(m, t.id + 1), 1);
  }

  /** Moves `amount` of `token` from one account to another (both already checked to be of one family). */
  transfer(from: Account, to: Account, token: string, amount: string): AssetTransferRecord {
    const source = this.trading.account(from.userId, from.main);
    const target = this.trading.account(to.userId, to.main);
    const decimals = transferDecimals(token);
    const available = this.trading.available(source, token).toFixed();
    const problem = transferProblem({ from: from.applicationId, to: to.applicationId, amount, available, decimals });
    if (problem) {
      const code = problem === 'insufficient' ? OrderRefusalCode.InsufficientFunds : ErrorCodes.InvalidParameter;
      const field = transferField(problem);
      const english = englishRefusal(transferRefusal(problem, token, { available, decimals }));
      throw new ApiError(code, field ? `${field}: ${english}` : english);
    }
    const value = new Decimal(amount);
    assertMayLeave(this.trading, source, token, value, 'Transfer');
    this.trading.adjustBalance(source, token, value.neg(), 'SUB_ACCOUNT_TRANSFER');
    this.trading.adjustBalance(target, token, value, 'SUB_ACCOUNT_TRANSFER');
    const row: AssetTransferRecord = {
      id: this.nextId++,
      token,
      amount: value.toFixed(),
      fromUserId: from.userId,
      toUserId: to.userId,
      status: 'COMPLETED',
      createdTime: this.clock(),
    };
    this.history.push(row);
    this.trading.writer.transfer(row);
    this.trading.publishChanges();
    return row;
  }

  /** Transfers in or out of any of `userIds`, oldest first. */
  of(userIds: ReadonlySet<number>): AssetTransferRecord[] {
    return this.history.filter((t) => userIds.has(t.fromUserId) || userIds.has(t.toUserId));
  }
}
