import type { TradePasswordApiPort } from '../../../src/application/security/ports/order-password.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { err, ok, type Result } from '../../../src/domain/shared/result';

/** The setting and the check of the trade password on orders, in memory (off by default). */
export class FakeTradePasswordApi implements TradePasswordApiPort {
  askOnOrderSetting = false;
  password = 'Trade1234';
  /** Every password checked, in order. */
  readonly checks: string[] = [];

  async askOnOrder(): Promise<Result<boolean, TradeFailure>> {
    return ok(this.askOnOrderSetting);
  }

  async check(password: string): Promise<Result<void, TradeFailure>> {
    this.checks.push(password);
    return password === this.password
      ? ok(undefined)
      : err({ kind: 'refused', code: -1005, message: 'password: wrong password (4 tries left)', status: 400 });
  }
}
