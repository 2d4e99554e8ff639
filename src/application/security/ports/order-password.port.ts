import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/**
 * The trade password before an order (src/domain/security/trade-password-on-order.ts): asked when the
 * user turned "ask the trade password when placing orders" on and the session has not checked it within the window.
 */
export interface OrderPasswordPort {
  /**
   * True when an order may leave at once: the setting is known to be off, or the password was checked within the
   * window. The caller then skips `beforeOrder`, whose answer comes a few microtasks later, after the page has
   * re-rendered for the click: the order's request leaves before that render, not after it.
   */
  clearToOrder(): boolean;
  /** Before an order leaves: true to go on (not needed, or checked right), false when the user cancelled. */
  beforeOrder(): Promise<boolean>;
  /** The exchange refused an order for the trade password: the next order asks again. */
  refused(): void;
}
export const OrderPasswordPort = token<OrderPasswordPort>('OrderPasswordPort');

/** The exchange's side: the setting (`trade_pwd_setting`) and the check that opens the window (`check_trade_pwd`). */
export interface TradePasswordApiPort {
  askOnOrder(): Promise<Result<boolean, TradeFailure>>;
  check(password: string): Promise<Result<void, TradeFailure>>;
}
export const TradePasswordApiPort = token<TradePasswordApiPort>('TradePasswordApiPort');
