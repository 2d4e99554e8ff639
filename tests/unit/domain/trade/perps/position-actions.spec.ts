import {
  cardMessage,
  closeAllSelection,
  closeOrder,
  closeQuantity,
  pnlCardFigures,
  reverseOrder,
  typedCloseQuantity,
  type ReverseContext,
} from '../../../../../src/domain/trade/perps/position-actions';
import type { MarginPosition } from '../../../../../src/domain/trade/orders/margin';
import type { TradingRules } from '../../../../../src/domain/trade/orders/trading-rules';
import { num, refusal } from '../../../../../src/domain/shared/refusal';

const RULES: TradingRules = {
  symbol: 'PERP_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '0.1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '100',
  minNotional: '10',
  bidCapRatio: '1.1',
  bidFloorRatio: '0.9',
  askCapRatio: '1.1',
  askFloorRatio: '0.9',
};

describe('closeQuantity: the share of the holding, rounded down to the step', () => {
  it.each([
    // holding, step, min, percent, expected (hand-computed)
    ['0.0123', '0.0001', '0.0001', 25, '0.003'], // 0.003075 → 0.0030
    ['0.0123', '0.0001', '0.0001', 50, '0.0061'], // 0.00615
    ['0.0123', '0.0001', '0.0001', 75, '0.0092'], // 0.009225
    ['0.0123', '0.0001', '0.0001', 100, '0.0123'],
    ['-1.5', '0.1', '0.1', 25, '0.3'], // 0.375
    ['-1.5', '0.1', '0.1', 50, '0.7'], // 0.75
    ['-1.5', '0.1', '0.1', 75, '1.1'], // 1.125
    ['-1.5', '0.1', '0.1', 100, '1.5'],
    ['0.00035', '0.0001', '0.0001', 100, '0.00035'], // 100 % is the whole holding, even off the step
    ['0.0003', '0.0001', '0.0002', 75, '0.0002'], // 0.000225
  ])('%s (step %s, min %s) at %i %% closes %s', (holding, baseTick, baseMin, percent, expected) => {
    expect(closeQuantity(holding, percent, { baseTick, baseMin })).toEqual({ ok: true, value: expected });
  });

  it('refuses a share below the minimum size with a message naming it', () => {
    expect(closeQuantity('0.0003', 25, { baseTick: '0.0001', baseMin: '0.0002' })).toEqual({
      ok: false,
      error: {
        code: 'min-size',
        refusal: refusal('position.shareBelowMin', { percent: num(25), quantity: num(0), min: num('0.0002') }),
        limit: '0.0002',
      },
    });
    expect(closeQuantity('0.0003', 50, { baseTick: '0.0001', baseMin: '0.0002' })).toMatchObject({
      ok: false,
      error: {
        code: 'min-size',
        refusal: refusal('position.shareBelowMin', { percent: num(50), quantity: num('0.0001'), min: num('0.0002') }),
      },
    });
  });

  it('refuses a flat position and a share outside (0, 100]', () => {
    expect(closeQuantity('0', 50, RULES)).toMatchObject({ ok: false, error: { code: 'flat' } });
    expect(closeQuantity('1', 0, RULES)).toMatchObject({ ok: false, error: { code: 'bad-quantity' } });
    expect(closeQuantity('1', 101, RULES)).toMatchObject({ ok: false, error: { code: 'bad-quantity' } });
  });
});

describe('typedCloseQuantity', () => {
  it('rounds down to the step, closes the whole holding exactly, refuses more than held or below the minimum', () => {
    expect(typedCloseQuantity('-0.5', '0.12345', RULES)).toEqual({ ok: true, value: '0.1234' });
    expect(typedCloseQuantity('0.00035', '0.00035', RULES)).toEqual({ ok: true, value: '0.00035' });
    expect(typedCloseQuantity('0.5', '0.6', RULES)).toEqual({
      ok: false,
      error: { code: 'too-large', refusal: refusal('position.aboveSize', { size: num('0.5') }), limit: '0.5' },
    });
    expect(typedCloseQuantity('0.5', '0.00005', RULES)).toMatchObject({
      ok: false,
      error: { code: 'min-size', refusal: refusal('position.quantityBelowMin', { quantity: num(0), min: num('0.0001') }) },
    });
    expect(typedCloseQuantity('0.5', 'abc', RULES)).toMatchObject({ ok: false, error: { code: 'bad-quantity' } });
  });
});

describe('closeOrder', () => {
  it('is the opposite side, reduce-only, at market or at a limit price', () => {
    expect(closeOrder({ symbol: 'PERP_BTC_USDT', holding: '0.5' }, '0.25', { type: 'MARKET' })).toEqual({
      ok: true,
      value: { symbol: 'PERP_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: '0.25', reduceOnly: true },
    });
    expect(closeOrder({ symbol: 'PERP_ETH_USDT', holding: '-2' }, '1', { type: 'LIMIT', price: ' 2950.5 ' })).toEqual({
      ok: true,
      value: { symbol: 'PERP_ETH_USDT', side: 'BUY', type: 'LIMIT', quantity: '1', price: '2950.5', reduceOnly: true },
    });
    expect(closeOrder({ symbol: 'PERP_ETH_USDT', holding: '-2' }, '1', { type: 'LIMIT', price: '' })).toMatchObject({
      ok: false,
      error: { code: 'bad-price' },
    });
  });
});

describe('closeAllSelection: by unrealised PnL at the mark', () => {
  const pos = (symbol: string, holding: string, entry: string, mark: string) => ({
    symbol,
    holding,
    averageOpenPrice: entry,
    markPrice: mark,
  });
  const positions = [
    pos('PERP_BTC_USDT', '0.5', '60000', '62000'), // +1000
    pos('PERP_ETH_USDT', '-2', '3000', '3150'), // −300
    pos('PERP_SOL_USDT', '10', '150', '150'), // 0: neither
    pos('PERP_XRP_USDT', '0', '0.5', '0.6'), // flat: never
  ];
  it.each([
    ['all', ['PERP_BTC_USDT', 'PERP_ETH_USDT', 'PERP_SOL_USDT']],
    ['profitable', ['PERP_BTC_USDT']],
    ['losing', ['PERP_ETH_USDT']],
  ] as const)('%s closes %j', (filter, symbols) => {
    expect(closeAllSelection(positions, filter).map((p) => p.symbol)).toEqual(symbols);
  });
});

describe('reverseOrder: 2 × |holding| at market on the other side, checked against the rules and the margin', () => {
  const btc: MarginPosition = {
    symbol: 'PERP_BTC_USDT',
    holding: '0.5',
    averageOpenPrice: '60000',
    markPrice: '62000',
    leverage: '10',
    maintenanceMarginRatio: '0.005',
  };
  const context = (collateral: string, others: MarginPosition[] = [], rules = RULES): ReverseContext => ({
    rules,
    takerFeeBps: '5',
    marginAsset: 'USDT',
    account: { collateral, positions: [btc, ...others] },
  });

  it('places a MARKET order of twice the size, not reduce-only', () => {
    // After the close: 10000 + PnL 1000 = 11000 free; needs 0.5 × 62000 ÷ 10 = 3100 + fee 62000 × 0.0005 = 31 → 3131.
    expect(reverseOrder(btc, context('10000'))).toEqual({
      ok: true,
      value: { symbol: 'PERP_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: '1', reduceOnly: false },
    });
    const eth: MarginPosition = {
      symbol: 'PERP_ETH_USDT',
      holding: '-0.3',
      averageOpenPrice: '3000',
      markPrice: '2900',
      leverage: '5',
      maintenanceMarginRatio: '0.005',
    };
    expect(reverseOrder(eth, { ...context('1000'), account: { collateral: '1000', positions: [eth] } })).toMatchObject({
      ok: true,
      value: { side: 'BUY', quantity: '0.6' },
    });
  });

  it("refuses when the new side's margin and the fee do not fit", () => {
    // 2100 + 1000 = 3100 free < 3131.
    expect(reverseOrder(btc, context('2100'))).toMatchObject({
      ok: false,
      error: {
        code: 'order',
        refusal: refusal('order.insufficient', { asset: 'USDT', required: num(3131), available: num(3100) }),
        order: { code: -1101 },
      },
    });
  });

  it('counts the other positions: their PnL and margin', () => {
    // ETH long 10 @3000, mark 2800, 10×: PnL −2000, IM 2800. After the close: 5000 + 1000 − 2000 − 2800 = 1200 free.
    const eth: MarginPosition = {
      symbol: 'PERP_ETH_USDT',
      holding: '10',
      averageOpenPrice: '3000',
      markPrice: '2800',
      leverage: '10',
      maintenanceMarginRatio: '0.005',
    };
    expect(reverseOrder(btc, context('5000', [eth]))).toMatchObject({
      ok: false,
      error: { refusal: refusal('order.insufficient', { asset: 'USDT', required: num(3131), available: num(1200) }) },
    });
  });

  it('refuses a doubled size above the maximum, and a flat position', () => {
    expect(reverseOrder(btc, context('100000', [], { ...RULES, baseMax: '0.8' }))).toMatchObject({
      ok: false,
      error: { code: 'order', refusal: refusal('order.quantityAboveMax', { max: num('0.8') }), order: { code: -1008 } },
    });
    expect(reverseOrder({ ...btc, holding: '0' }, context('10000'))).toMatchObject({ ok: false, error: { code: 'flat' } });
  });
});

describe('pnlCardFigures', () => {
  it('a long in profit: ROE = PnL ÷ opening margin', () => {
    // PnL 0.5 × 2000 = 1000; opening margin 0.5 × 60000 ÷ 10 = 3000; ROE 33.333…%.
    expect(
      pnlCardFigures({ symbol: 'PERP_BTC_USDT', holding: '0.5', averageOpenPrice: '60000', markPrice: '62000', leverage: '10' }),
    ).toEqual({
      symbol: 'PERP_BTC_USDT',
      side: 'LONG',
      leverage: '10',
      pnl: '+1000.00',
      roePercent: '+33.33',
      entryPrice: '60000',
      markPrice: '62000',
      gain: true,
    });
  });

  it('a short at a loss', () => {
    // PnL −2 × 150 = −300; opening margin 2 × 3000 ÷ 20 = 300; ROE −100 %.
    expect(
      pnlCardFigures({ symbol: 'PERP_ETH_USDT', holding: '-2', averageOpenPrice: '3000', markPrice: '3150', leverage: '20' }),
    ).toMatchObject({
      side: 'SHORT',
      leverage: '20',
      pnl: '-300.00',
      roePercent: '-100.00',
      gain: false,
    });
  });

  it('shows the prices on the tick when it is known', () => {
    // Average entry 65565.7168 on a 0.1 tick → 65565.7; mark 65650.55 → 65650.6 (half up); 0.01 tick → 2 decimals.
    expect(
      pnlCardFigures(
        { symbol: 'PERP_BTC_USDT', holding: '0.01', averageOpenPrice: '65565.7168', markPrice: '65650.55', leverage: '10' },
        '0.1',
      ),
    ).toMatchObject({ entryPrice: '65565.7', markPrice: '65650.6' });
    expect(
      pnlCardFigures({ symbol: 'PERP_BTC_USDT', holding: '0.01', averageOpenPrice: '65565', markPrice: '65650', leverage: '10' }, '0.01'),
    ).toMatchObject({ entryPrice: '65565.00', markPrice: '65650.00' });
  });

  it('rounds half up to cents and never shows −0.00', () => {
    // PnL 0.001 × (60000.5 − 60000) = 0.0005 → 0.00 up to +0.00; opening margin 60 → ROE 0.000833 % → +0.00.
    expect(
      pnlCardFigures({ symbol: 'PERP_BTC_USDT', holding: '0.001', averageOpenPrice: '60000', markPrice: '60000.5', leverage: '1' }),
    ).toMatchObject({ pnl: '+0.00', roePercent: '+0.00' });
    expect(
      pnlCardFigures({ symbol: 'PERP_BTC_USDT', holding: '0.001', averageOpenPrice: '60000', markPrice: '59999.999', leverage: '1' }),
    ).toMatchObject({ pnl: '0.00' });
  });
});

describe('cardMessage', () => {
  it.each([
    ['  To the moon  ', 'To the moon'],
    ['   ', undefined],
    ['a'.repeat(25), 'a'.repeat(25)],
    ['🚀'.repeat(25), '🚀'.repeat(25)],
  ])('%j is %j', (typed, expected) => {
    expect(cardMessage(typed)).toEqual({ ok: true, value: expected });
  });

  it('refuses more than 25 characters', () => {
    expect(cardMessage(` ${'a'.repeat(26)} `)).toEqual({
      ok: false,
      error: { code: 'message-length', refusal: refusal('position.cardMessageTooLong', { max: num(25), length: num(26) }), limit: '25' },
    });
  });
});
