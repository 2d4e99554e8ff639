import {
  effectStatement,
  fundingRateCapEffect,
  fundingRateEffect,
  markPriceEffect,
  previewMarkPrice,
  type PreviewAccount,
} from '../../../../src/domain/market-admin/market-admin-effects';
import type { MarginPosition } from '../../../../src/domain/trade/orders/margin';

const BTC = 'PERP_BTC_USDT';
const ETH = 'PERP_ETH_USDT';
const pos = (symbol: string, holding: string, averageOpenPrice: string, markPrice: string): MarginPosition => ({
  symbol,
  holding,
  averageOpenPrice,
  markPrice,
  leverage: '10',
  maintenanceMarginRatio: '0.005',
});

// Liquidation prices by hand, (q·entry − rest) ÷ (q − |q|·0.005):
//  A long 1 @ 50000, collateral 1000:       (50000 − 1000) ÷ 0.995   = 49246.2311…
//  B short 0.5 @ 50000, collateral 500:     (−25000 − 500) ÷ −0.5025 = 50746.2686…
//  D long 2 @ 50000, collateral 2000:       (100000 − 2000) ÷ 1.99   = 49246.2311…
//  E long 1 @ 50000 + ETH long 10 @ 3000 marked 2900, collateral 2000:
//    rest = 2000 + (−1000 ETH PnL) − 145 (ETH maintenance) = 855 → (50000 − 855) ÷ 0.995 = 49391.9597…
const A: PreviewAccount = { userId: 1, account: { collateral: '1000', positions: [pos(BTC, '1', '50000', '50000')] } };
const B: PreviewAccount = { userId: 2, account: { collateral: '500', positions: [pos(BTC, '-0.5', '50000', '50000')] } };
const C: PreviewAccount = { userId: 3, account: { collateral: '10000', positions: [pos(ETH, '5', '3000', '3000')] } };
const D: PreviewAccount = { userId: 4, account: { collateral: '2000', positions: [pos(BTC, '2', '50000', '50000')] } };
const E: PreviewAccount = {
  userId: 5,
  account: { collateral: '2000', positions: [pos(BTC, '1', '50000', '50000'), pos(ETH, '10', '3000', '2900')] },
};

const ALL = [A, B, C, D, E];

describe('previewMarkPrice (liquidationPrice and crossFigures over the accounts)', () => {
  // PnL change: the BTC holdings sum to 1 − 0.5 + 2 + 1 = 3.5, so 3.5 × (price − 50000); C holds no BTC.
  it.each([
    ['49000', 3, 3, '-3500'], // A (≤ 49246.23), D (≤ 49246.23), E (≤ 49391.96)
    ['49246.2', 3, 3, '-2638.3'],
    ['49300', 1, 1, '-2450'], // only E: A and D hold until 49246.23
    ['50000', 0, 0, '0'],
    ['50746.2', 0, 0, '2611.7'], // B's 50746.2686… not reached
    ['51000', 1, 1, '3500'], // B, the short
  ])('at %s: %d positions of %d accounts, PnL change %s', (price, positions, accounts, change) => {
    expect(previewMarkPrice(ALL, BTC, price)).toEqual({ positions, accounts, unrealizedPnlChange: change });
  });

  it('counts nothing for a symbol no one holds', () => {
    expect(previewMarkPrice(ALL, 'PERP_SOL_USDT', '1')).toEqual({ positions: 0, accounts: 0, unrealizedPnlChange: '0' });
  });
});

describe('the effect statements', () => {
  it('states liquidations, or none, with the PnL change', () => {
    expect(effectStatement(markPriceEffect(previewMarkPrice(ALL, BTC, '49000')))).toBe(
      '3 positions (3 accounts) would be liquidated at this mark price; unrealised PnL changes by -3500 USDT',
    );
    expect(effectStatement(markPriceEffect(previewMarkPrice(ALL, BTC, '51000')))).toBe(
      '1 position (1 account) would be liquidated at this mark price; unrealised PnL changes by 3500 USDT',
    );
    expect(effectStatement(markPriceEffect(previewMarkPrice(ALL, BTC, '50000')))).toBe(
      'No position would be liquidated at this mark price; unrealised PnL changes by 0 USDT',
    );
  });

  it('states that a funding rate beyond the cap is clamped', () => {
    const effect = fundingRateEffect('0.0001', '0.0005', '0.0003');
    expect(effect).toEqual({ kind: 'clamped', requestedPercent: '0.05', capPercent: '0.03' });
    expect(effectStatement(effect)).toBe('funding rate 0.05 % would be clamped to the cap 0.03 %');
    expect(fundingRateEffect('0.0001', '-0.0005', '0.0003')).toEqual({ kind: 'clamped', requestedPercent: '-0.05', capPercent: '-0.03' });
    expect(fundingRateEffect(null, '0.0002', '0.0003')).toEqual({ kind: 'change', from: null, to: '0.02' });
  });

  it('states that a lower cap clamps the rate in force', () => {
    expect(effectStatement(fundingRateCapEffect('0.002', '0.003', '0.001'))).toBe(
      'the funding rate 0.2 % would be clamped to the new cap 0.1 %',
    );
    expect(fundingRateCapEffect('0.0005', '0.003', '0.001')).toEqual({ kind: 'change', from: '0.3', to: '0.1' });
  });
});
