import { MM_PROGRAMS, type MarketMakerProgram } from '../../src/domain/campaigns/market-maker';
import type { GrowthRow } from '../campaigns/growth-rows';
import type { TradingWriter } from '../trading/writer';
import type { Competitions } from './competitions';
import type { PrizePayer } from './prize-payer';

/** One finished epoch's maker rewards, paid once (growth row kind `mm-payout`, id `<program>@<epochId>`). */
export interface MakerPayoutRecord {
  readonly program: MarketMakerProgram;
  readonly epochId: number;
  readonly paidTime: number;
  readonly winners: readonly { readonly userId: number; readonly rank: number; readonly amount: string }[];
}

const KIND = 'mm-payout';
const idOf = (program: MarketMakerProgram, epochId: number) => `${program}@${epochId}`;

/** The reward notification's and the inbox's campaign id of a program (the app names it: `competitions:campaign.MM_SPOT`). */
export const makerCampaignId = (program: MarketMakerProgram) => `MM_${program}`;

/**
 * Pays each finished epoch's maker rewards once (docs/protocol.md "Campaign prizes"): every account's reward of the
 * epoch's dashboard (its share of the pool, rounded down to the cent), each a DISTRIBUTION credit with a reward
 * notification, written in one batch with the record. The epochs looked at are the dashboards' (the current one and
 * the seven before); an epoch with no maker fills is recorded with nobody paid.
 */
export class MakerPayouts {
  private readonly paid = new Map<string, MakerPayoutRecord>();

  constructor(
    private readonly competitions: Competitions,
    private readonly pay: PrizePayer,
    private readonly writer: TradingWriter,
    private readonly clock: () => number,
    loaded: readonly GrowthRow[] = [],
  ) {
    for (const row of loaded) {
      if (row.kind !== KIND) continue;
      const r = row.body as MakerPayoutRecord;
      this.paid.set(idOf(r.program, r.epochId), r);
    }
  }

  record(program: MarketMakerProgram, epochId: number): MakerPayoutRecord | undefined {
    return this.paid.get(idOf(program, epochId));
  }

  /** Pays every finished epoch not paid yet; the records paid now. */
  settleDue(): MakerPayoutRecord[] {
    const done: MakerPayoutRecord[] = [];
    for (const epoch of this.competitions.epochs()) {
      if (epoch.ongoing) continue;
      for (const program of MM_PROGRAMS) {
        if (!this.paid.has(idOf(program, epoch.epochId))) done.push(this.settle(program, epoch.epochId));
      }
    }
    return done;
  }

  private settle(program: MarketMakerProgram, epochId: number): MakerPayoutRecord {
    const board = this.competitions.dashboard(program, epochId);
    const winners = board.rows.filter((r) => r.reward.gt(0)).map((r) => ({ userId: r.key, rank: r.rank, amount: r.reward.toFixed() }));
    for (const w of winners) this.pay(w.userId, makerCampaignId(program), w.rank, 'USDT', w.amount);
    const record: MakerPayoutRecord = { program, epochId, paidTime: this.clock(), winners };
    this.paid.set(idOf(program, epochId), record);
    this.writer.growth({ kind: KIND, id: idOf(program, epochId), userId: 0, body: record });
    return record;
  }
}
