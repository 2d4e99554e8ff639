import { PrivateStreamOptions } from '../../../../src/infrastructure/member-trading/ws-private-stream.adapter';
import { TradingAccountStore } from '../../../../src/presentation/member-trading/account/trading-account.store';
import { TradingAccountView } from '../../../../src/presentation/member-trading/account/trading-account-view';
import { createTestContainer } from '../../../support/test-container';

describe('the trade module', () => {
  it('binds one trading account store, which is also the order form’s TradingAccountView', () => {
    const { container } = createTestContainer();
    const store = container.get(TradingAccountStore);
    expect(container.get(TradingAccountView)).toBe(store);
    expect(container.get(TradingAccountStore)).toBe(store);
  });

  it('points the private stream at /v2/ws/private/stream on this origin', () => {
    const { container } = createTestContainer();
    expect(container.get<PrivateStreamOptions>(PrivateStreamOptions).url).toMatch(/^wss?:\/\/[^/]+\/v2\/ws\/private\/stream$/);
  });
});
