import type { FastifyInstance } from 'fastify';
import type { TradingEngine } from '../trading/trading-engine';
import { registerNotificationControlRoutes, registerNotificationRoutes, type CampaignRouteDeps } from './notification-routes';
import { registerReferralRoutes } from './referral-routes';
import { Notifications } from './notifications';
import { Referrals } from './referrals';

/**
 * The growth surface of the simulator: notifications and referral, their rows stored through the trading
 * engine's writer, listening to the engine's fills and ledger rows on its bus.
 */
export class Campaigns {
  readonly notifications: Notifications;
  readonly referrals: Referrals;

  constructor(
    readonly trading: TradingEngine,
    clock: () => number,
  ) {
    const sink = trading.writer;
    this.notifications = new Notifications(sink, clock, trading.loaded.growth);
    this.referrals = new Referrals(
      sink,
      {
        credit: (userId, token, amount) => trading.adjustBalance(trading.account(userId), token, amount, 'REFERRAL'),
        familyOf: (userId) => trading.familyOf(userId),
      },
      clock,
      trading.loaded.growth,
    );
    // commissions for referees only; a notification for every account's filled order and credited deposit
    trading.bus.on('fill', 'referral-commission', (fill) => this.referrals.onFill(fill), {
      has: (userId) => this.referrals.referrerOf(userId) !== undefined,
    });
    trading.bus.on('fill', 'order-filled-notification', (fill, order) => this.notifications.onFill(fill, order));
    // only deposits and withdrawals are told: a fill's rows cost a type comparison, not an account look-up
    trading.bus.on('ledger', 'transfer-notification', (entry) => {
      if (entry.type === 'DEPOSIT' || entry.type === 'WITHDRAW')
        this.notifications.onLedger(entry, trading.accounts.get(entry.userId)?.createdTime);
    });
    this.notifications.seed();
  }
}

/** Mounts the campaigns' calls under /api (`api`) and, with SIM_CONTROL, their control routes on `app`. */
export function registerCampaigns(api: FastifyInstance, campaigns: Campaigns, deps: CampaignRouteDeps): void {
  registerNotificationRoutes(api, deps, campaigns.notifications);
  registerReferralRoutes(api, deps, campaigns.referrals);
}

export function registerCampaignControls(app: FastifyInstance, campaigns: Campaigns): void {
  registerNotificationControlRoutes(app, campaigns.trading, campaigns.notifications);
}
