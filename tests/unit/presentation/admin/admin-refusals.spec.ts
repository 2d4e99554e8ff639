import { englishRefusal } from '../../../../simulator/http/refusal-english';
import { adminRefusal } from '../../../../src/domain/market-admin/admin-refusals';
import { checkAdminPrice, checkFundingRate, checkFundingRateCap } from '../../../../src/domain/market-admin/market-admin-rules';
import { num, refusal, type Refusal } from '../../../../src/domain/shared/refusal';
import { adminRefusalText } from '../../../../src/presentation/admin/admin-format';
import { createTestI18n } from '../../../support/test-i18n';

const i18n = createTestI18n();
const fail = (why: string): never => {
  throw new Error(why);
};
const read = (language: string, message: string) => adminRefusalText(i18n.getFixedT(language, 'admin'), language, message);

describe('the market-data admin refusals, read back as codes and said in the admin’s language', () => {
  it('reads every refusal the simulator words back to its code and parameters', () => {
    const checks = [
      checkFundingRate('x'),
      checkFundingRate('0.000000001'),
      checkFundingRate('0.5'),
      checkFundingRateCap('0'),
      checkFundingRateCap('0.9'),
      checkAdminPrice('50000.05', '0.1'),
    ].map((c) => c ?? fail('expected a refusal'));
    const worded: [string, Refusal][] = [
      ...checks.map((c): [string, Refusal] => [`${c.field}: ${englishRefusal(c.refusal)}`, c.refusal]),
      [englishRefusal(refusal('admin.forbidden')), refusal('admin.forbidden')],
      [`symbol: ${englishRefusal(refusal('admin.notPerpetual', { symbol: 'SPOT' }))}`, refusal('admin.notPerpetual', { symbol: 'SPOT' })],
    ];
    expect(new Set(worded.map(([, r]) => r.code)).size).toBe(8);
    for (const [message, expected] of worded) expect(adminRefusal(message)).toEqual(expected);
  });

  it('says a known refusal in Russian with its numbers in the Russian format', () => {
    expect(read('ru', 'symbol: SPOT_BTC_USDT is not a perpetual')).toBe('SPOT_BTC_USDT — не бессрочный контракт');
    expect(read('ru', 'Forbidden: the market-data admin role is required')).toBe(
      'Доступ запрещён: нужна роль администратора рыночных данных',
    );
    expect(read('ru', `price: ${englishRefusal(refusal('admin.priceTick', { tick: num('0.5') }))}`)).toBe(
      'Должно быть кратно шагу цены 0,5',
    );
  });

  it('never shows an unknown English refusal in another language; in English it is the exchange’s own sentence', () => {
    expect(read('zh-Hans', 'Forbidden: the admin role is required')).toBe(i18n.getFixedT('zh-Hans')('common:refusals.flow.other'));
    expect(read('en', 'Forbidden: the admin role is required')).toBe('Forbidden: the admin role is required');
  });
});
