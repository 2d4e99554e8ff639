import { campaignPayouts, payoutDue } from '../../src/domain/campaigns/payout';
import type { GrowthRow } from '../campaigns/growth-rows';
import type { TradingWriter } from '../trading/writer';
import type { CampaignConfig } from './catalogue';
import type { Competitions } from './competitions';
import { MakerPayouts } from './maker-payouts';
import type { PrizePayer } from './prize-payer';

/** One campaign edition's prizes, paid when it ended (growth row kind `campaign-payout`, id `<campaignId>@<startTime>`). */
export interface PayoutRecord {
  readonly campaignId: string;
  /** The edition: the start of the window the prizes were paid for. */
  readonly startTime: number;
  /** When the edition ended (its window's end, or earlier when the control surface closed it). */
  readonly endTime: number;
  readonly paidTime: number;
  readonly token: string;
  readonly winners: readonly { readonly userId: number; readonly rank: number; readonly tied: number; readonly amount: string }[];
}

const KIND = 'campaign-payout';
const editionId = (c: Pick<CampaignConfig, 'campaignId' | 'startTime'>) => `${c.campaignId}@${c.startTime}`;

/**
 * Pays each campaign's prizes once, when its window closes (docs/protocol.md "Campaign prizes"): the final
 * standings' prizes by rank (ties share), each a DISTRIBUTION credit, written in one batch with the payout record,
 * so a restart neither loses nor repeats a payment. Windows are placed around the simulator's start day
 * (catalogue.ts), so an edition is one campaign id and one start time; a record of an earlier edition is kept but
 * does not apply. A timer checks every few seconds; `closeNow` (control surface) ends an edition at once.
 */
export class CampaignPayouts {
  private readonly paid = new Map<string, PayoutRecord>();
  private timer: ReturnType<typeof setInterval> | undefined;
  /** The market-maker programs' finished epochs, paid on the same timer. */
  readonly makers: MakerPayouts;

  constructor(
    private readonly competitions: Competitions,
    private readonly pay: PrizePayer,
    private readonly writer: TradingWriter,
    private readonly clock: () => number,
    loaded: readonly GrowthRow[] = [],
  ) {
    this.makers = new MakerPayouts(competitions, pay, writer, clock, loaded);
    for (const row of loaded) {
      if (row.kind !== KIND) continue;
      const r = row.body as PayoutRecord;
      const c = competitions.campaigns.find((x) => x.campaignId === r.campaignId);
      if (!c || c.startTime !== r.startTime) continue;
      if (r.endTime < c.endTime) competitions.closeAt(r.campaignId, r.endTime);
      this.paid.set(r.campaignId, r);
    }
  }

  /** The current edition's payout, once paid. */
  record(campaignId: string): PayoutRecord | undefined {
    return this.paid.get(campaignId);
  }

  /** The prize credited to the account in the current edition (undefined: not paid yet, or nothing won). */
  paidTo(campaignId: string, userId: number): string | undefined {
    return this.paid.get(campaignId)?.winners.find((w) => w.userId === userId)?.amount;
  }

  /** Pays every campaign whose window has closed and that is not paid yet; the records paid now. */
  settleDue(): PayoutRecord[] {
    const now = this.clock();
    const done: PayoutRecord[] = [];
    for (const c of this.competitions.campaigns) {
      if (payoutDue(c, now, this.paid.has(c.campaignId))) done.push(this.settle(c, now));
    }
    return done;
  }

  /** Ends the campaign's current edition now and pays it (the control surface); waits until it is stored. */
  async closeNow(campaignId: string): Promise<PayoutRecord | undefined> {
    if (!this.paid.has(campaignId)) this.competitions.closeAt(campaignId, this.clock());
    this.settleDue();
    await this.writer.flush();
    return this.paid.get(campaignId);
  }

  start(intervalMs: number): void {
    this.stop();
    const tick = () => {
      if (this.settleDue().length + this.makers.settleDue().length > 0) void this.writer.flush().catch(() => undefined);
    };
    tick();
    if (intervalMs > 0) this.timer = setInterval(tick, intervalMs).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private settle(c: CampaignConfig, now: number): PayoutRecord {
    const ranked = this.competitions.ranked(c.campaignId).map((s) => ({ key: s.userId, rank: s.rank!, tied: s.tied }));
    const payments = campaignPayouts(c.tiers, ranked);
    for (const p of payments) this.pay(p.key, c.campaignId, p.rank, c.prizeToken, p.amount.toFixed());
    const record: PayoutRecord = {
      campaignId: c.campaignId,
      startTime: c.startTime,
      endTime: c.endTime,
      paidTime: now,
      token: c.prizeToken,
      winners: payments.map((p) => ({ userId: p.key, rank: p.rank, tied: p.tied, amount: p.amount.toFixed() })),
    };
    this.paid.set(c.campaignId, record);
    this.writer.growth({ kind: KIND, id: editionId(c), userId: 0, body: record });
    return record;
  }
}
