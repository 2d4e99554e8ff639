import { capitalOver, type SignUp } from '../../../../simulator/competitions/competitions';
import type { LedgerRecord } from '../../../../simulator/trading/records';
import { participantFigures, type CampaignFill, type CampaignRules } from '../../../../src/domain/campaigns/competition';

const START = 1_800_000_000_000;
const END = START + 21 * 86_400_000;
const row = (type: LedgerRecord['type'], amount: string, at: number, token = 'USDT'): LedgerRecord => ({
  userId: 7,
  token,
  type,
  amount,
  createdTime: at,
});

/**
 * An ROI campaign's capital is what the account held when it joined PLUS every deposit and transfer in
 * during the window. The attack: move 9,000 USDT to a sub-account, sign up with 1,000, move the 9,000 back, trade.
 */
describe('ROI campaign capital over the whole window', () => {
  const signUp: SignUp = { campaignId: 'WOOTOPIA_2049', userId: 7, signedUpAt: START + 1000, capital: '1000' };
  const ledger = [
    row('SUB_ACCOUNT_TRANSFER', '-9000', START), // moved out before signing up: not counted, and does not shrink it
    row('SUB_ACCOUNT_TRANSFER', '9000', START + 2000), // moved back after: capital
    row('DEPOSIT', '500', START + 3000), // a deposit in the window: capital
    row('SUB_ACCOUNT_TRANSFER', '-300', START + 4000), // moved out later: does not shrink it
    row('REALIZED_PNL', '500', START + 5000), // trading: never capital
    row('DEPOSIT', '2', START + 6000, 'BTC'), // another token: not USDT capital
    row('DEPOSIT', '700', END), // after the window: not counted
  ];

  it('1,000 at sign-up + 9,000 moved back + 500 deposited = 10,500', () => {
    expect(capitalOver(signUp, END, ledger)).toBe('10500');
  });

  it('500 of PnL on that capital is an ROI of 500 ÷ 10,500, not 500 ÷ 1,000 = 50 %', () => {
    const rules: CampaignRules = {
      metric: 'ROI',
      scope: { spot: true, futures: true },
      minVolume: '0',
      startTime: START,
      endTime: END,
      tiers: [],
    };
    const fill: CampaignFill = {
      symbol: 'PERP_BTC_USDT',
      price: '50000',
      quantity: '0.1',
      fee: '0',
      feeAsset: 'USDT',
      realizedPnl: '500',
      time: START + 5000,
    };
    const figures = participantFigures(rules, signUp.signedUpAt, [fill], capitalOver(signUp, END, ledger));
    expect(figures.roi?.toFixed(6)).toBe('0.047619');
    const simple = participantFigures(
      rules,
      signUp.signedUpAt,
      [fill],
      capitalOver(
        signUp,
        END,
        ledger.filter((r) => r.type !== 'DEPOSIT'),
      ),
    );
    // 1,000 + 9,000 = 10,000: 500 ÷ 10,000 = 5 %
    expect(simple.roi?.toFixed()).toBe('0.05');
  });
});
