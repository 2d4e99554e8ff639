import Decimal from 'decimal.js';
import { atMarks, livePositionFigures, type LivePosition } from '../../../../../src/domain/trade/perps/live-position';

/** A 0.01 BTC position opened at 63,165.4 at 20×, maintenance 0.5 %, now marked at 63,008.2 (the example a trader reported). */
function btc(holding: string, marginMode: 'CROSS' | 'ISOLATED', isolatedMargin = '0'): LivePosition {
  return {
    symbol: 'PERP_BTC_USDT',
    holding,
    averageOpenPrice: '63165.4',
    markPrice: '63008.2',
    leverage: '20',
    maintenanceMarginRatio: '0.005',
    marginMode,
    isolatedMargin,
  };
}

const dp = (value: string | undefined, places: number) =>
  value === undefined ? undefined : new Decimal(value).toDecimalPlaces(places).toFixed(places);

describe('a position at the live mark (one rule for the positions tab)', () => {
  it('cross long: uPnL (63,008.2 − 63,165.4) × 0.01 = −1.572, ROE −1.572 ÷ (63,165.4 × 0.01 ÷ 20 = 31.5827) = −4.977 %', () => {
    const f = livePositionFigures({ crossCollateral: '10000', positions: [btc('0.01', 'CROSS')] }, 0);
    expect(f.markPrice).toBe('63008.2');
    expect(f.unrealizedPnl).toBe('-1.572');
    expect(f.notional).toBe('630.082');
    expect(f.initialMargin).toBe('31.5041');
    expect(dp(f.roe, 5)).toBe('-0.04977');
    // (10,000 − 1.572) ÷ 630.082 = 15.868455…
    expect(dp(f.marginRatio, 4)).toBe('15.8685');
    // 10,000 USDT of collateral covers 0.01 BTC all the way to zero: no liquidation price for a long
    expect(f.liquidationPrice).toBeUndefined();
  });

  it('cross long on 100 USDT of collateral: liquidated at (631.654 − 100) ÷ (0.01 × 0.995) = 53,432.56', () => {
    const f = livePositionFigures({ crossCollateral: '100', positions: [btc('0.01', 'CROSS')] }, 0);
    expect(dp(f.liquidationPrice, 2)).toBe('53432.56');
    // (100 − 1.572) ÷ 630.082 = 0.1562146…
    expect(dp(f.marginRatio, 6)).toBe('0.156215');
  });

  it('isolated long at 20×: margin 31.5827, liquidated at (63,165.4 − 3,158.27) ÷ 0.995 = 60,308.67', () => {
    const f = livePositionFigures({ crossCollateral: '10000', positions: [btc('0.01', 'ISOLATED', '31.5827')] }, 0);
    expect(f.unrealizedPnl).toBe('-1.572');
    expect(dp(f.liquidationPrice, 2)).toBe('60308.67');
    // (31.5827 − 1.572) ÷ 630.082 = 0.0476299…
    expect(dp(f.marginRatio, 5)).toBe('0.04763');
    expect(dp(f.roe, 5)).toBe('-0.04977');
  });

  it('isolated short: uPnL +1.572, liquidated at (63,165.4 + 3,158.27) ÷ 1.005 = 65,993.70', () => {
    const f = livePositionFigures({ crossCollateral: '10000', positions: [btc('-0.01', 'ISOLATED', '31.5827')] }, 0);
    expect(f.unrealizedPnl).toBe('1.572');
    expect(dp(f.roe, 5)).toBe('0.04977');
    expect(dp(f.liquidationPrice, 2)).toBe('65993.70');
  });

  it('a new mark moves every figure: at 62,500 the long loses (62,500 − 63,165.4) × 0.01 = −6.654, ROE −21.068 %', () => {
    const account = atMarks({ crossCollateral: '10000', positions: [btc('0.01', 'CROSS')] }, (s) =>
      s === 'PERP_BTC_USDT' ? '62500' : undefined,
    );
    const f = livePositionFigures(account, 0);
    expect(f.markPrice).toBe('62500');
    expect(f.unrealizedPnl).toBe('-6.654');
    // −6.654 ÷ 31.5827 = −0.2106849…
    expect(dp(f.roe, 5)).toBe('-0.21068');
    expect(f.notional).toBe('625');
  });

  it("a symbol without a live mark keeps its own; another cross position's loss moves the liquidation price", () => {
    const eth: LivePosition = {
      symbol: 'PERP_ETH_USDT',
      holding: '-1',
      averageOpenPrice: '3000',
      markPrice: '3010',
      leverage: '10',
      maintenanceMarginRatio: '0.01',
      marginMode: 'CROSS',
    };
    const account = atMarks({ crossCollateral: '100', positions: [btc('0.01', 'CROSS'), eth] }, (s) =>
      s === 'PERP_BTC_USDT' ? '63008.2' : undefined,
    );
    expect(account.positions[1].markPrice).toBe('3010');
    // the ETH short loses 10 and holds 30.1 of maintenance: rest = 100 − 10 − 30.1 = 59.9; (631.654 − 59.9) ÷ 0.00995 = 57,462.71
    expect(dp(livePositionFigures(account, 0).liquidationPrice, 2)).toBe('57462.71');
  });
});
