import type { Result } from '../../../domain/shared/result';
import type { CardInput, OnRampOffer, OnRampPurchase } from '../../../domain/wallet/on-ramp';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/**
 * The card on-ramp: offers from the payment providers, then paying one. The simulator's adapter is the default; a
 * hosted environment can bind a real provider's widget behind the same port.
 */
export interface OnRampPort {
  quotes(fiat: string, crypto: string, fiatAmount: string): Promise<Result<OnRampOffer[], TradeFailure>>;
  pay(quoteId: number, card: CardInput): Promise<Result<OnRampPurchase, TradeFailure>>;
}
export const OnRampPort = token<OnRampPort>('OnRampPort');
