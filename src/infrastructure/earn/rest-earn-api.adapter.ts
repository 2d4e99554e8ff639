import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { EarnApiPort } from '../../application/earn/ports/earn-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type {
  EarnCatalogue,
  MyWooData,
  PositionRow,
  RedeemResult,
  RwaAsset,
  StakingOverview,
  UnstakeResult,
  YieldPage,
} from '../../domain/earn/earn-types';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import * as s from './earn.schema';

type PositionWire = z.infer<typeof s.positionData>;
const position = (p: PositionWire): PositionRow => ({
  positionId: p.positionId,
  productId: p.productId,
  token: p.token,
  principal: p.principal,
  interestPaid: p.interestPaid,
  startTime: p.startTime,
  maturityTime: p.maturityTime ?? undefined,
  status: p.status,
});

/** The earn calls over REST with the session's bearer; refusals keep the exchange's code and message. */
@injectable()
export class RestEarnApi implements EarnApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options: CallOptions = {},
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, path, schema, map, options);
  }

  catalogue(): Promise<Result<EarnCatalogue, TradeFailure>> {
    return this.call('GET', '/earn/public/products', s.catalogueData, (d) => ({
      products: d.rows.map((p) => ({ ...p, rwa: p.rwa ?? undefined })),
      staking: d.staking,
      tiers: d.tiers,
    }));
  }

  rwa(): Promise<Result<RwaAsset[], TradeFailure>> {
    return this.call('GET', '/earn/public/assets/rwa', s.rwaData, (d) => d.rows.map((r) => ({ ...r, productId: r.productId })));
  }

  overview(): Promise<Result<StakingOverview, TradeFailure>> {
    return this.call('GET', '/v3/staking/overview', s.overviewData, (d) => d);
  }

  stake(amount: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', '/v3/staking/stake', s.stakeData, () => undefined, { body: { amount } });
  }

  unstake(amount: string, instant: boolean): Promise<Result<UnstakeResult, TradeFailure>> {
    return this.call('POST', '/v3/staking/unstake', s.unstakeData, (d) => ({ ...d, endTime: d.endTime ?? undefined }), {
      body: { amount, instant },
    });
  }

  positions(): Promise<Result<PositionRow[], TradeFailure>> {
    return this.call('GET', '/v3/earn/positions', s.positionsData, (d) => d.rows.map(position));
  }

  subscribe(productId: string, amount: string): Promise<Result<PositionRow, TradeFailure>> {
    return this.call('POST', '/v3/earn/subscribe', s.positionData, position, { body: { productId, amount } });
  }

  redeem(positionId: number): Promise<Result<RedeemResult, TradeFailure>> {
    return this.call('POST', '/v3/earn/redeem', s.redeemData, (d) => ({ received: d.received, penalty: d.penalty, token: d.token }), {
      body: { positionId },
    });
  }

  yields(query: {
    readonly page: number;
    readonly size: number;
    readonly source?: 'STAKING' | 'SAVINGS';
  }): Promise<Result<YieldPage, TradeFailure>> {
    return this.call(
      'GET',
      '/v3/earn/yieldHistory',
      s.yieldPage,
      (d) => ({ rows: d.rows, total: d.meta.total, page: d.meta.currentPage, size: d.meta.recordsPerPage }),
      { params: { ...query } },
    );
  }

  myWoo(): Promise<Result<MyWooData, TradeFailure>> {
    return this.call('GET', '/v3/earn/myWoo', s.myWooData, (d) => d);
  }
}
