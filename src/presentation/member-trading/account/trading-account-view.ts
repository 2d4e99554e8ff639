import { token } from '../../../application/shared/token';
import type { AccountInfo, Position } from '../../../domain/trade/orders/account';
import type { FeeRates } from '../../../domain/trade/orders/fees';
import type { Order } from '../../../domain/trade/orders/order';

/**
 * What the order form reads of the signed-in trading account (observable). The account's store (balances,
 * positions, open orders, account info and fee rates; REST + the private stream) implements it.
 */
export interface TradingAccountView {
  /** Starts keeping the account (idempotent): REST loads and the private stream, following the session. */
  start(): void;
  /** True once balances (and positions) have loaded for the signed-in user. */
  readonly ready: boolean;
  /** holding, frozen and available (= holding − frozen) of a token; undefined when the account holds none. */
  balance(token: string): { readonly holding: string; readonly frozen: string; readonly available: string } | undefined;
  position(symbol: string): Position | undefined;
  readonly openOrders: readonly Order[];
  readonly accountInfo: AccountInfo | undefined;
  /** What new perpetual orders may use (USDT) at the live marks; undefined until the account has loaded. */
  readonly freeCollateral: string | undefined;
  /** The symbol's maker/taker fee rates in basis points, once loaded (see `loadFeeRates`). */
  feeRates(symbol: string): FeeRates | undefined;
  loadFeeRates(symbol: string): void;
  /** The symbol's leverage for perpetuals (the account's default when the symbol has none). */
  leverage(symbol: string): string;
}
export const TradingAccountView = token<TradingAccountView>('TradingAccountView');
