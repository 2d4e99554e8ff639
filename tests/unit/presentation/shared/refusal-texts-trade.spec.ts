import { validateOrder } from '../../../../src/domain/trade/orders/order-validation';
import type { TradingRules } from '../../../../src/domain/trade/orders/trading-rules';
import { leverageChangeVerdict, type LeverageChange } from '../../../../src/domain/trade/perps/leverage';
import { cardMessage, typedCloseQuantity } from '../../../../src/domain/trade/perps/position-actions';
import { cardProblem } from '../../../../src/domain/wallet/on-ramp';
import { transferRefusal } from '../../../../src/domain/subaccounts/transfer';
import { checkAdminPrice } from '../../../../src/domain/market-admin/market-admin-rules';
import { num, refusal, type Refusal } from '../../../../src/domain/shared/refusal';
import { translateRefusal } from '../../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../support/test-i18n';

const RULES: TradingRules = {
  symbol: 'SPOT_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '1000',
  minNotional: '10',
  bidCapRatio: '1.05',
  bidFloorRatio: '0.95',
  askCapRatio: '1.05',
  askFloorRatio: '0.95',
};
const TIERS = [
  { maxNotional: '50000', maxLeverage: 50, maintenanceMarginRatio: '0.01' },
  { maxNotional: '5000000', maxLeverage: 20, maintenanceMarginRatio: '0.025' },
];
const change: LeverageChange = {
  marginMode: 'CROSS',
  current: 10,
  next: 5,
  tiers: TIERS,
  positionNotional: '6000',
  orderNotional: '0',
  freeCollateral: '0',
  isolatedMargin: '0',
};

const refused = <T>(value: T | undefined, pick: (v: T) => Refusal | undefined): Refusal => {
  const found = value === undefined ? undefined : pick(value);
  if (!found) throw new Error('expected a refusal');
  return found;
};

describe("trade, card and position refusals read in the user's language, numbers in its format", () => {
  const i18n = createTestI18n();
  const read = (language: string, r: Refusal) => {
    void i18n.changeLanguage(language);
    return translateRefusal(i18n.t, language, r);
  };

  it('an order over the funds: 12,500.5 needed, 1,000 available', () => {
    const order = validateOrder({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price: '50000', quantity: '0.25' }, RULES, {
      funds: { asset: 'USDT', required: '12500.5', available: '1000' },
    });
    const r = refused(order, (o) => o.refusal);
    expect(r).toEqual(refusal('order.insufficient', { asset: 'USDT', required: num('12500.5'), available: num('1000') }));
    expect(read('en', r)).toBe('Not enough USDT: the order needs 12,500.5, 1,000 is available');
    expect(read('ru', r)).toBe('Недостаточно USDT: для ордера нужно 12\u00a0500,5, доступно 1\u00a0000');
  });

  it('a quantity above the maximum of 1,000', () => {
    const r = refused(
      validateOrder({ symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'LIMIT', price: '50000', quantity: '1000.5' }, RULES),
      (o) => o.refusal,
    );
    expect(r).toEqual(refusal('order.quantityAboveMax', { max: num('1000') }));
    expect(read('en', r)).toBe('Quantity must be at most 1,000');
    expect(read('ru', r)).toBe('Количество должно быть не больше 1\u00a0000');
  });

  it('an amend at or below the filled 0.004', () => {
    const r = refusal('order.quantityNotAboveFilled', { filled: num('0.004') });
    expect(read('en', r)).toBe('Quantity must be above the filled 0.004');
    expect(read('ru', r)).toBe('Количество должно быть больше уже исполненного 0,004');
  });

  it('a scaled child the exchange never answered', () => {
    expect(read('en', refusal('order.noAnswer'))).toBe('No answer from the exchange');
    expect(read('ru', refusal('order.noAnswer'))).toBe('Биржа не ответила');
  });

  it('leverage: 6,000 at 10× holds 600, at 5× 1,200; 599.5 free → 0.50 short', () => {
    const verdict = leverageChangeVerdict({ ...change, freeCollateral: '599.5' });
    const r = refused(verdict.allowed ? undefined : verdict, (v) => v.refusal);
    expect(r).toEqual(refusal('leverage.collateralShort', { shortfall: num('0.50', 2) }));
    expect(read('en', r)).toBe('Free collateral is 0.50 USDT short of the new initial margin');
    expect(read('ru', r)).toBe('Свободного обеспечения не хватает 0,50 USDT до новой начальной маржи');
  });

  it('leverage: a position of 2,000,000 USDT allows at most 20x', () => {
    const verdict = leverageChangeVerdict({ ...change, positionNotional: '2000000', next: 25, freeCollateral: '1e9' });
    const r = refused(verdict.allowed ? undefined : verdict, (v) => v.refusal);
    expect(read('en', r)).toBe('A position of 2,000,000.00 USDT allows at most 20x');
    expect(read('ru', r)).toBe('Для позиции 2\u00a0000\u00a0000,00 USDT допустимо плечо не выше 20x');
  });

  it("closing more than the position's 1,250.5", () => {
    const closing = typedCloseQuantity('1250.5', '2000', { baseTick: '0.1', baseMin: '0.1' });
    const r = refused(closing.ok ? undefined : closing.error, (e) => e.refusal);
    expect(r).toEqual(refusal('position.aboveSize', { size: num('1250.5') }));
    expect(read('en', r)).toBe("Quantity must be at most the position's 1,250.5");
    expect(read('ru', r)).toBe('Количество не может превышать размер позиции 1\u00a0250,5');
  });

  it('a PnL card message of 26 characters', () => {
    const message = cardMessage('a'.repeat(26));
    const r = refused(message.ok ? undefined : message.error, (e) => e.refusal);
    expect(r).toEqual(refusal('position.cardMessageTooLong', { max: num(25), length: num(26) }));
    expect(read('en', r)).toBe('The message must be at most 25 characters (it has 26)');
    expect(read('ru', r)).toBe('Сообщение должно быть не длиннее 25 символов (сейчас 26)');
  });

  it('an expired card (June 2026, checked in July 2026)', () => {
    const problem = cardProblem(
      { number: '4242 4242 4242 4242', expiry: '06/26', cvc: '123', holder: 'Ada Lovelace' },
      new Date(Date.UTC(2026, 6, 1)),
    );
    expect(problem).toEqual({ field: 'expiry', refusal: refusal('card.expired') });
    expect(read('en', problem!.refusal)).toBe('This card has expired.');
    expect(read('ru', problem!.refusal)).toBe('Срок действия карты истёк.');
  });
});

describe("a sub-account transfer refused before it is sent reads in the user's language", () => {
  const i18n = createTestI18n();

  it('not enough USDT: 12,345.678 available', () => {
    const r = transferRefusal('insufficient', 'USDT', { available: '12345.678', decimals: 6 });
    void i18n.changeLanguage('en');
    expect(translateRefusal(i18n.t, 'en', r)).toBe('Not enough USDT: 12,345.678 is available');
    void i18n.changeLanguage('ru');
    expect(translateRefusal(i18n.t, 'ru', r)).toBe('Недостаточно USDT: доступно 12\u00a0345,678');
  });
});

describe("a market-data admin input off the rules reads in the admin's language", () => {
  const i18n = createTestI18n();

  it('a mark price off the 0.5 tick', () => {
    const problem = checkAdminPrice('1250.25', '0.5');
    expect(problem).toEqual({ field: 'price', refusal: refusal('admin.priceTick', { tick: num('0.5') }), limit: '0.5' });
    void i18n.changeLanguage('en');
    expect(translateRefusal(i18n.t, 'en', problem!.refusal)).toBe('Must be a multiple of the tick 0.5');
    void i18n.changeLanguage('ru');
    expect(translateRefusal(i18n.t, 'ru', problem!.refusal)).toBe('Должно быть кратно шагу цены 0,5');
  });
});

describe("a take profit on the wrong side of the entry reads in the user's language", () => {
  const i18n = createTestI18n();

  it("a long's take profit below the entry 61,250.5", () => {
    const r = refusal('tpsl.tpAbove', { entry: num('61250.5') });
    void i18n.changeLanguage('en');
    expect(translateRefusal(i18n.t, 'en', r)).toBe('Take profit must be above the entry price 61,250.5');
    void i18n.changeLanguage('ru');
    expect(translateRefusal(i18n.t, 'ru', r)).toBe('Тейк-профит должен быть выше цены входа 61\u00a0250,5');
  });
});
