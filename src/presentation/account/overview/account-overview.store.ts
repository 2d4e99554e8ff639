import { inject, injectable } from 'inversify';
import { computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ReferralSummaryPort, type ReferralSummary } from '../../../application/account/ports/referral-summary.port';
import { KycApiPort } from '../../../application/kyc/ports/kyc-api.port';
import { SecurityApiPort } from '../../../application/security/ports/security-api.port';
import { TradingApiPort } from '../../../application/member-trading/ports/trading-api.port';
import { feePercentOfBps, hasFunds } from '../../../domain/account/account-overview';
import { firstViewTasks, type OverviewTask } from '../../../domain/account/overview-tasks';
import type { KycStatus } from '../../../domain/account/identity-verification';
import type { ActivityRow, SecurityStatus } from '../../../domain/security/security-records';
import { ShowTogether } from '../../shared/show-together';
import { WalletStore } from '../../wallet/wallet.store';

/**
 * How long /account waits for what decides its task list (security, KYC, the balances) before showing its cards
 * without it: the list and the cards show together, so a list that arrives later does not push the cards down under
 * the reader (Lighthouse measured a layout shift of 0.15).
 */
export const OVERVIEW_WAIT_CAP_MS = 1_500;

/** The account's fee tier is the same on every spot symbol: the overview shows BTC's (`GET /v3/trade/tradingFee`). */
const FEE_SYMBOL = 'SPOT_BTC_USDT';

/**
 * /account: the security level, identity verification, fee rates, the last sign-in and the balances
 * summary, each read from the store or port that owns it (the security centre, KYC, the trading account, the wallet),
 * and the invite card from `referral_info`.
 * A part that fails to load is left out; the rest still shows.
 */
@injectable()
export class AccountOverviewStore {
  security: SecurityStatus | undefined = undefined;
  kyc: KycStatus | undefined = undefined;
  fees: { readonly maker: string; readonly taker: string } | undefined = undefined;
  lastLogin: ActivityRow | undefined = undefined;
  /** `referral_info`: the invite card (left out when it fails). */
  referral: ReferralSummary | undefined = undefined;
  /** The reads of `load` have answered (or failed). */
  private loaded = false;
  /** The task list and the cards, shown together once the reads and the balances are in, or after the cap. */
  private readonly together = new ShowTogether(OVERVIEW_WAIT_CAP_MS);

  constructor(
    @inject(SecurityApiPort) private readonly securityApi: SecurityApiPort,
    @inject(KycApiPort) private readonly kycApi: KycApiPort,
    @inject(TradingApiPort) private readonly trading: TradingApiPort,
    @inject(WalletStore) readonly wallet: WalletStore,
    @inject(ReferralSummaryPort) private readonly referralApi: ReferralSummaryPort,
  ) {
    makeObservable<AccountOverviewStore, 'securityApi' | 'kycApi' | 'trading' | 'referralApi' | 'loaded'>(this, {
      security: observableRef,
      kyc: observableRef,
      fees: observableRef,
      lastLogin: observableRef,
      referral: observableRef,
      loaded: observable,
      tasks: computed,
      invite: computed,
      securityApi: false,
      kycApi: false,
      trading: false,
      wallet: false,
      referralApi: false,
    });
  }

  /** Whether the page shows its task list and cards: once the reads and the balances are in, or after the cap. */
  get shown(): boolean {
    return this.together.shown;
  }

  async load(): Promise<void> {
    this.wallet.start();
    this.together.begin(() => this.loaded && this.wallet.ready);
    const [security, kyc, info, logins, referral] = await Promise.all([
      this.securityApi.status(),
      this.kycApi.status(),
      this.trading.tradingFee(FEE_SYMBOL),
      this.securityApi.activity('login', { page: 1, size: 1 }),
      this.referralApi.summary(),
    ]);
    runInAction(() => {
      if (security.ok) this.security = security.value;
      if (kyc.ok) this.kyc = kyc.value.status;
      if (info.ok) this.fees = { maker: feePercentOfBps(info.value.makerFee), taker: feePercentOfBps(info.value.takerFee) };
      if (logins.ok) this.lastLogin = logins.value.rows[0];
      if (referral.ok) this.referral = referral.value;
      this.loaded = true;
    });
  }

  /** What is left to do (overviewTasks), once the security and KYC states are known. */
  get tasks(): OverviewTask[] {
    if (!this.security || !this.kyc || !this.wallet.ready) return [];
    const holdings = this.wallet.summary.rows.map((r) => r.holding);
    return firstViewTasks({ security: this.security, kyc: this.kyc, hasFunds: hasFunds(holdings) });
  }

  /** The invite card: the default code, friends referred (and how many traded), and the last 30 days' commission per token. */
  get invite(): { readonly code: string; readonly friends: number; readonly traded: number; readonly earned30d: string } | undefined {
    const r = this.referral;
    if (!r) return undefined;
    const earned = r.earned30d.filter((a) => a.amount !== '0').map((a) => `${a.amount} ${a.token}`);
    return {
      code: r.defaultCode.code,
      friends: r.referees,
      traded: r.tradedReferees,
      earned30d: earned.length > 0 ? earned.join(' · ') : '0 USDT',
    };
  }
}
