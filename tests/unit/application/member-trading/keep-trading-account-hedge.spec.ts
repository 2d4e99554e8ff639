import type { SessionExpiryWatcher } from '../../../../src/application/auth/session-expiry-watcher';
import { KeepTradingAccount } from '../../../../src/application/member-trading/keep-trading-account.use-case';
import type { Position } from '../../../../src/domain/trade/orders/account';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { FakePrivateStream } from '../../../fakes/trade/fake-private-stream';
import { FakeTradingApi } from '../../../fakes/trade/fake-trading-api';
import { settle } from '../../../fakes/trade/fake-market-depth';

const row = (change: Partial<Position>): Position => ({
  symbol: 'PERP_BTC_USDT',
  holding: '0.1',
  pendingLongQty: '0',
  pendingShortQty: '0',
  averageOpenPrice: '50000',
  markPrice: '50000',
  estLiqPrice: '0',
  pnl24H: '0',
  fee24H: '0',
  settlePrice: '0',
  marginMode: 'CROSS',
  leverage: 10,
  timestamp: 1,
  ...change,
});

async function started(rows: Position[]) {
  const api = new FakeTradingApi();
  api.positionRows = rows;
  const stream = new FakePrivateStream();
  const keep = new KeepTradingAccount(api, stream, new RecordingLogger(), {
    endedByExchange: () => undefined,
  } as unknown as SessionExpiryWatcher);
  keep.start({ changed: () => undefined });
  await settle();
  return { api, stream, keep };
}

describe('KeepTradingAccount in hedge mode (positionKey)', () => {
  it('keys REST rows by symbol in one-way mode and by symbol:SIDE in hedge mode', async () => {
    const { keep } = await started([
      row({ positionSide: 'LONG', holding: '0.2' }),
      row({ positionSide: 'SHORT', holding: '-0.1' }),
      row({ symbol: 'PERP_ETH_USDT', holding: '1' }),
    ]);
    expect([...keep.state().positions.keys()]).toEqual(['PERP_BTC_USDT:LONG', 'PERP_BTC_USDT:SHORT', 'PERP_ETH_USDT']);
  });

  it("applies hedge-mode stream entries to their own side, with the entry's margin mode, leverage and isolated margin; a zero holding removes only that side", async () => {
    const { stream, keep } = await started([
      row({ positionSide: 'LONG', holding: '0.2' }),
      row({ positionSide: 'SHORT', holding: '-0.1' }),
    ]);
    stream.pushPositions({
      'PERP_BTC_USDT:SHORT': {
        symbol: 'PERP_BTC_USDT',
        positionSide: 'SHORT',
        holding: '-0.3',
        averageOpenPrice: '51000',
        markPrice: '50500',
        version: 1,
        marginMode: 'ISOLATED',
        leverage: 20,
        isolatedMargin: '765',
      },
    });
    const short = keep.state().positions.get('PERP_BTC_USDT:SHORT');
    expect(short).toEqual(
      expect.objectContaining({
        symbol: 'PERP_BTC_USDT',
        positionSide: 'SHORT',
        holding: '-0.3',
        marginMode: 'ISOLATED',
        leverage: 20,
        isolatedMarginAmount: '765',
      }),
    );
    expect(keep.state().positions.get('PERP_BTC_USDT:LONG')?.holding).toBe('0.2');
    stream.pushPositions({
      'PERP_BTC_USDT:LONG': {
        symbol: 'PERP_BTC_USDT',
        positionSide: 'LONG',
        holding: '0',
        averageOpenPrice: '0',
        markPrice: '50500',
        version: 2,
      },
    });
    expect([...keep.state().positions.keys()]).toEqual(['PERP_BTC_USDT:SHORT']);
  });

  it('reads the side from the key when an entry does not carry it', async () => {
    const { stream, keep } = await started([]);
    stream.pushPositions({ 'PERP_BTC_USDT:LONG': { holding: '0.5', averageOpenPrice: '50000', markPrice: '50000', version: 1 } });
    expect(keep.state().positions.get('PERP_BTC_USDT:LONG')).toEqual(
      expect.objectContaining({ symbol: 'PERP_BTC_USDT', positionSide: 'LONG', holding: '0.5' }),
    );
  });
});
