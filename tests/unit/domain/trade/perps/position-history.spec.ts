import { closedPositions } from '../../../../../src/domain/trade/perps/position-history';

const S = 'PERP_BTC_USDT';
const fill = (
  side: 'BUY' | 'SELL',
  executedQuantity: string,
  executedPrice: string,
  fee: string,
  realizedPnl: string,
  executedTimestamp: number,
  liquidation = false,
) => ({
  symbol: S,
  side,
  executedQuantity,
  executedPrice,
  fee,
  realizedPnl,
  executedTimestamp,
  liquidation,
});

describe('closed positions from fills and funding', () => {
  it('a long that flips to a short, then the short closed by liquidation', () => {
    const rows = closedPositions(
      [
        fill('BUY', '1', '100', '0.05', '0', 1),
        fill('BUY', '1', '110', '0.05', '0', 2),
        // sells 3: closes 2 (realised 2 × (120 − 105) = 30, fee 0.18 × 2/3 = 0.12), opens a short of 1 at 120 (fee 0.06)
        fill('SELL', '3', '120', '0.18', '30', 3),
        fill('BUY', '1', '115', '0.0575', '5', 4, true),
      ],
      [
        { symbol: S, fundingFee: '-0.5', createdTime: 2 },
        { symbol: S, fundingFee: '0.2', createdTime: 3.5 },
        { symbol: 'PERP_ETH_USDT', fundingFee: '9', createdTime: 2 },
      ],
    );
    expect(rows).toEqual([
      {
        symbol: S,
        side: 'SHORT',
        openTime: 3,
        closeTime: 4,
        maxQuantity: '1',
        averageOpenPrice: '120',
        averageClosePrice: '115',
        realizedPnl: '5',
        fees: '0.1175',
        funding: '0.2',
        netPnl: '5.0825',
        closedBy: 'LIQUIDATION',
      },
      {
        symbol: S,
        side: 'LONG',
        openTime: 1,
        closeTime: 3,
        maxQuantity: '2',
        averageOpenPrice: '105',
        averageClosePrice: '120',
        realizedPnl: '30',
        fees: '0.22',
        funding: '-0.5',
        netPnl: '29.28',
        closedBy: 'TRADE',
      },
    ]);
  });

  it('an open position is not in the history', () => {
    expect(closedPositions([fill('BUY', '1', '100', '0.05', '0', 1)], [])).toEqual([]);
  });
});
