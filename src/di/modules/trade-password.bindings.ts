import type { Container } from 'inversify';
import { OrderPasswordPort, TradePasswordApiPort } from '../../application/security/ports/order-password.port';
import { RestTradePasswordApi } from '../../infrastructure/security/rest-trade-password-api.adapter';
import { TradePasswordStore } from '../../presentation/security/trade-password.store';
import { bindPort } from '../bind';
import type { Overrides } from '../overrides';

/**
 * The trade password before a call that trades with the account's funds (an order, a conversion, starting or changing
 * a copy): one dialog and one 30-minute window for all of them. Bound by every module that asks it (member trading,
 * social), once: whichever module loads first binds it, the others find it bound.
 */
export function bindTradePassword(c: Container, o: Overrides): void {
  if (c.isBound(TradePasswordStore)) return;
  bindPort(c, TradePasswordApiPort, o, RestTradePasswordApi);
  c.bind(TradePasswordStore).toSelf().inSingletonScope();
  bindPort(c, OrderPasswordPort, o, (context) => context.get(TradePasswordStore));
}
