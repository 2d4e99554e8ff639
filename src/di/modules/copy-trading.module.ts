import type { Container } from 'inversify';
import { CopyTradingApiPort } from '../../application/copy-trading/ports/copy-trading-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestCopyTradingApi } from '../../infrastructure/copy-trading/rest-copy-trading-api.adapter';
import { CopyMarketStore } from '../../presentation/copy-trading/copy-market.store';
import { CopyTradingStore } from '../../presentation/copy-trading/copy-trading.store';
import { LeadTraderStore } from '../../presentation/copy-trading/lead-trader.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';
import { bindTradePassword } from './trade-password.bindings';

/**
 * Copy trading: the copy calls, the marketplace's, a lead trader's and a member's copies' stores. Starting or
 * changing a copy asks the trade password, as an order does.
 */
export function bindCopyTrading(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, CopyTradingApiPort, o, RestCopyTradingApi);
  bindTradePassword(c, o);
  c.bind(CopyMarketStore).toSelf().inSingletonScope();
  c.bind(LeadTraderStore).toSelf().inSingletonScope();
  c.bind(CopyTradingStore).toSelf().inSingletonScope();
}

export default capabilityModule('copy-trading', bindCopyTrading);
