import type { FastifyInstance } from 'fastify';
import type { ApiRegistry } from './api-docs/api-registry';
import type { ControlState } from './control/control-state';
import type { CopyMount } from './copy/register-copy';
import type { Earn } from './earn/earn';
import type { CspReports } from './http/csp-report';
import type { IdentityVerification } from './kyc/kyc';
import type { MarketEngine } from './market/market-engine';
import type { MarketDataAdmin } from './md-admin/md-admin';
import type { RewardsMount } from './rewards/register-rewards';
import type { Security } from './security/security';
import type { WithdrawGuard } from './security/withdraw-guard';
import type { SocialMount } from './social/register-social';
import type { Store } from './store/account-repository';
import type { StreamHub } from './stream/stream-hub';
import type { SubAccountParts } from './subaccounts/sub-account-parts';
import type { AlgoOrders } from './trading/algo-orders';
import type { TradingEngine } from './trading/trading-engine';
import type { Deposits } from './wallet/deposits';
import type { Withdrawals } from './wallet/withdrawals';

/** The running parts of the simulated exchange, as `buildSimulator` (simulator/server.ts) returns them. */
export interface Simulator {
  readonly app: FastifyInstance;
  readonly engine: MarketEngine;
  readonly hub: StreamHub;
  readonly control: ControlState;
  readonly store: Store;
  /** The matching engine, ledgers and private events (simulator/trading). */
  readonly trading: TradingEngine;
  /** STOP algo orders waiting for their trigger (simulator/trading/algo-orders.ts). */
  readonly algos: AlgoOrders;
  /** The market-data admin: role, overrides, audit log (simulator/md-admin). */
  readonly mdAdmin: MarketDataAdmin;
  readonly kyc: IdentityVerification;
  /** Deposits as the simulated chain confirms them (simulator/wallet). */
  readonly deposits: Deposits;
  /** Withdrawals: NEW → PROCESSING → COMPLETED (simulator/wallet/withdrawals.ts). */
  readonly withdrawals: Withdrawals;
  /** 2FA, passwords, devices, activity and the mail outbox (simulator/security). */
  readonly security: Security;
  /** The withdraw route's seam: the 24 h lock and the withdrawal's password / 2FA check. */
  readonly withdrawGuard: WithdrawGuard;
  /** WOO staking and savings on the earn clock (simulator/earn). */
  readonly earn: Earn;
  /** Sub-accounts, internal transfers, collateral and the wallet mode (simulator/subaccounts). */
  readonly subAccounts: SubAccountParts;
  /** Simulated traders, leaderboards, profiles, followings (simulator/social). */
  readonly social: SocialMount;
  /** The reward centre, reward notifications and promotions (simulator/rewards). */
  readonly rewards: RewardsMount;
  /** Copy trading (simulator/copy). */
  readonly copy: CopyMount;
  /** The `/api` routes and their OpenAPI declarations (simulator/api-docs). */
  readonly apiDocs: ApiRegistry;
  readonly seed: number;
  /** Content-Security-Policy reports received (counts by directive). */
  readonly cspReports: CspReports;
  close(): Promise<void>;
}

export interface RunningSimulator {
  readonly url: string;
  readonly simulator: Simulator;
  close(): Promise<void>;
}
