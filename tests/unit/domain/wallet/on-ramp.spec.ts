import {
  cardProblem,
  fiatAmountProblem,
  fiatPrice,
  luhnValid,
  onRampQuote,
  type OnRampProvider,
} from '../../../../src/domain/wallet/on-ramp';

const p = (feePercent: string, feeFixed: string, spreadBps: number): OnRampProvider => ({
  id: 'x',
  name: 'X',
  feePercent,
  feeFixed,
  spreadBps,
});

describe('on-ramp quote arithmetic (hand-computed)', () => {
  it.each([
    // 100 × 3.5 % + 0.99 = 4.49; net 95.51; rate 60000 × 1.01 = 60600; 95.51 / 60600 = 0.00157607… → 0.000001 down
    ['100', '60000', p('3.5', '0.99', 100), 6, { fee: '4.49', net: '95.51', rate: '60600.00', cryptoAmount: '0.001576' }],
    // 250 × 1.9 % = 4.75; net 245.25; rate 1 × 1.005 = 1.005 → 1.01 (up to the cent); 245.25 / 1.01 = 242.821782… → 242.82
    ['250', '1', p('1.9', '0', 50), 2, { fee: '4.75', net: '245.25', rate: '1.01', cryptoAmount: '242.82' }],
    // 20 × 4.99 % = 0.998 → 1.00 up; + 2 = 3.00; net 17.00; rate 3000 × 1 = 3000; 17 / 3000 = 0.0056666 → 0.0056
    ['20', '3000', p('4.99', '2', 0), 4, { fee: '3.00', net: '17.00', rate: '3000.00', cryptoAmount: '0.0056' }],
  ])('%s fiat at %s', (amount, price, provider, decimals, figures) => {
    expect(onRampQuote(amount, price, provider, decimals)).toEqual(figures);
  });

  it.each([
    ['60000', 'USD', '60000.00'],
    ['60000', 'EUR', '55555.56'],
    ['1', 'GBP', '0.79'],
  ])('USD price %s in %s is %s', (usd, fiat, price) => {
    expect(fiatPrice(usd, fiat)).toBe(price);
  });

  it.each([
    ['19.99', { code: 'belowMin', min: '20' }],
    ['20000.01', { code: 'aboveMax', max: '20000' }],
    ['20.001', { code: 'decimals', decimals: 2 }],
    ['abc', { code: 'notANumber' }],
    ['', { code: 'required' }],
    ['20', undefined],
    ['20000', undefined],
  ])('fiat amount %s → %j', (amount, problem) => {
    expect(fiatAmountProblem(amount)).toEqual(problem);
  });
});

describe('the card step', () => {
  const now = new Date(Date.UTC(2026, 5, 15));
  const good = { number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holder: 'Ada Lovelace' };
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['79927398713', false],
    ['5555555555554444', true],
  ])('Luhn %s → %s', (n, valid) => {
    expect(luhnValid(n)).toBe(valid);
  });
  it.each([
    [good, undefined],
    [{ ...good, number: '4242 4242 4242 4241' }, 'number'],
    [{ ...good, expiry: '13/28' }, 'expiry'],
    [{ ...good, expiry: '05/26' }, 'expiry'],
    [{ ...good, expiry: '06/26' }, undefined],
    [{ ...good, cvc: '12' }, 'cvc'],
    [{ ...good, holder: ' ' }, 'holder'],
  ])('%# → %s', (card, field) => {
    expect(cardProblem(card, now)?.field).toBe(field);
  });
  it.each([
    [{ ...good, number: '4242 4242 4242 4241' }, 'card.number'],
    [{ ...good, expiry: '13/28' }, 'card.expiryFormat'],
    [{ ...good, expiry: '05/26' }, 'card.expired'],
    [{ ...good, cvc: '12' }, 'card.cvc'],
    [{ ...good, holder: ' ' }, 'card.holder'],
  ])('%# refused as %s, a code without parameters', (card, code) => {
    expect(cardProblem(card, now)?.refusal).toEqual({ code, params: {} });
  });
});
