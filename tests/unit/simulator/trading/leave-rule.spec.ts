import Decimal from 'decimal.js';
import type { Account } from '../../../../simulator/store/account-repository';
import { Transfers } from '../../../../simulator/subaccounts/transfers';
import { fromScaled } from '../../../../simulator/trading/scaled';
import { assertMayLeave, leavable, LOAN_RULE_CODE } from '../../../../simulator/trading/leave-rule';
import { fixedPriceExchange } from '../support/fixed-price-exchange';
import { refusal } from '../support/refusal';

const TRADER = 1;
const MAKER = 2;
const SUB = 3;
const member = (userId: number, main: boolean): Account => ({
  userId,
  applicationId: `app-${userId}`,
  firebaseUid: null,
  email: null,
  alias: `u${userId}`,
  main,
  eu: false,
  language: null,
  coolName: null,
  createdAt: 0,
});

/** The trader: 10,000 USDT, 5× spot margin, buys 0.5 BTC at 60,000 from a maker (fees 0). */
async function boughtWithLoan() {
  const x = await fixedPriceExchange({ SPOT_BTC_USDT: 60_000 });
  const trader = x.open(TRADER, { USDT: '10000' });
  x.open(MAKER, { BTC: '0.5' });
  x.open(SUB, {});
  x.margin.setLeverage(TRADER, 5);
  x.trading.place(MAKER, { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'LIMIT', quantity: '0.5', price: '60000' });
  x.trading.place(TRADER, { symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', quantity: '0.5', price: '60000' });
  return { ...x, trader };
}

describe('what may leave an account: one rule counting loans and margin in use', () => {
  it('after a 5× buy the loan is 20,000 USDT and at most 0.08333333 BTC may leave', async () => {
    const { trading, trader } = await boughtWithLoan();
    // cost 0.5 × 60,000 = 30,000; 10,000 held, so 20,000 borrowed; holdings 0 USDT and 0.5 BTC
    expect(fromScaled(trader.margin!.loans.get('USDT')!.principal)).toBe('20000');
    expect(fromScaled(trader.balance('BTC').h)).toBe('0.5');
    expect(fromScaled(trader.balance('USDT').h)).toBe('0');
    // equity = 0.5 × 60,000 − 20,000 = 10,000; after x BTC leaves: (10,000 − 60,000x) × (5 − 1) ≥ 20,000
    // → 60,000x ≤ 10,000 − 5,000 → x ≤ 5,000 ÷ 60,000 = 0.0833…, 0.08333333 at 8 decimals
    const rule = leavable(trading, trader, 'BTC');
    expect(rule.available.toFixed()).toBe('0.5');
    expect(rule.byLoans?.toFixed()).toBe('0.08333333');
    expect(rule.amount.toFixed()).toBe('0.08333333');
    expect(leavable(trading, trader, 'USDT').amount.toFixed()).toBe('0');
  });

  it('refuses a withdrawal of the bought coin past the rule with -1009, naming the rule; the largest allowed passes', async () => {
    const { trading, trader } = await boughtWithLoan();
    const refused = refusal(() => assertMayLeave(trading, trader, 'BTC', '0.08333334', 'Withdrawal'));
    expect(refused?.code).toBe(LOAN_RULE_CODE);
    expect(refused?.code).toBe(-1009);
    expect(refused?.message).toBe(
      'Withdrawal refused by the loan rule: the account owes 20000 USDT at 5× spot margin, and what leaves must keep equity × (leverage − 1) above what it owes: at most 0.08333333 BTC may leave',
    );
    expect(refusal(() => assertMayLeave(trading, trader, 'BTC', '0.08333333', 'Withdrawal'))).toBeUndefined();
    // more than is available at all is the caller's own refusal (insufficient), not this rule's
    expect(refusal(() => assertMayLeave(trading, trader, 'BTC', '0.6', 'Withdrawal'))).toBeUndefined();
  });

  it('refuses moving the coin to a sub-account to withdraw it there; what the rule allows moves, and the loan stays covered', async () => {
    const { trading, trader, clock } = await boughtWithLoan();
    const transfers = new Transfers(trading, () => clock.now);
    const main = member(TRADER, true);
    const sub = member(SUB, false);
    const refused = refusal(() => transfers.transfer(main, sub, 'BTC', '0.5'));
    expect(refused?.code).toBe(-1009);
    expect(refused?.message).toContain('Transfer refused by the loan rule');
    expect(fromScaled(trading.account(SUB).balance('BTC').h)).toBe('0');
    transfers.transfer(main, sub, 'BTC', '0.08');
    // equity 10,000 − 0.08 × 60,000 = 5,200; 5,200 × 4 = 20,800 ≥ 20,000 owed
    expect(fromScaled(trading.account(SUB).balance('BTC').h)).toBe('0.08');
    const equity = new Decimal(fromScaled(trader.balance('BTC').h)).times(60_000).minus(20_000);
    expect(equity.toFixed()).toBe('5200');
    expect(leavable(trading, trader, 'BTC').byLoans?.toFixed()).toBe('0.00333333');
    expect(trading.ledger.audit()).toEqual([]);
  });

  it('an account without loans may move what is available (holding − frozen)', async () => {
    const x = await fixedPriceExchange({ SPOT_BTC_USDT: 60_000 });
    const a = x.open(TRADER, { BTC: '0.5' });
    x.trading.place(TRADER, { symbol: 'SPOT_BTC_USDT', side: 'SELL', type: 'LIMIT', quantity: '0.2', price: '65000' });
    const rule = leavable(x.trading, a, 'BTC');
    expect(rule.amount.toFixed()).toBe('0.3');
    expect(rule.byLoans).toBeUndefined();
  });
});
