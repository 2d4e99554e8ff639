import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import type { FeeScheduleApiPort } from '../../application/market/ports/fee-schedule-api.port';
import type { FeeGroup } from '../../domain/market/fee-schedule';
import type { MarketType } from '../../domain/market/market-symbol';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { reportUnreadable, wireDecimal, wireRows } from '../http/wire.schema';
import { symbol } from './rest-market.schema';

/** A row of `/tradingfee/symbol_group/{type}/symbols` (docs/protocol.md "Trading"; fees in bps, number or string). */
const feeGroupRow = z.object({
  symbolGroup: z.string().check(z.minLength(1), z.maxLength(60)),
  makerFee: wireDecimal,
  takerFee: wireDecimal,
  symbols: z.array(symbol).check(z.maxLength(5000)),
});
const feeGroupRows = wireRows(feeGroupRow);

/** The fee schedule over REST (public). */
@injectable()
export class RestFeeScheduleApi implements FeeScheduleApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async feeGroups(type: MarketType): Promise<Result<FeeGroup[], ErrorCode>> {
    const path = `/tradingfee/symbol_group/${type}/symbols`;
    const result = await this.api.get(path, feeGroupRows);
    if (!result.ok) return result;
    reportUnreadable((message, detail) => this.logger.warn(message, detail), `GET ${path}`, result.value.unreadable);
    return ok(
      result.value.rows.map((r) => ({
        marketType: type,
        symbolGroup: r.symbolGroup,
        makerFeeBps: r.makerFee,
        takerFeeBps: r.takerFee,
        symbols: r.symbols,
      })),
    );
  }
}
