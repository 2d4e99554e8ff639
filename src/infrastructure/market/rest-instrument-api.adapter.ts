import { inject, injectable } from 'inversify';
import type { InstrumentApiPort } from '../../application/market/ports/instrument-api.port';
import { bySort, type InstrumentInfo, type MarketLayout, type TokenInfo } from '../../domain/market/instrument';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { groupRow, highlightRow, instrumentRow, rowsOf, tokenRow } from './rest-market.schema';

const instrumentRows = rowsOf(instrumentRow);
const tokenRows = rowsOf(tokenRow);
const highlightRows = rowsOf(highlightRow);
const groupRows = rowsOf(groupRow);

/** Instrument info, tokens and layout over REST (docs/protocol.md), snake_case → domain. */
@injectable()
export class RestInstrumentApi implements InstrumentApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async instruments(): Promise<Result<InstrumentInfo[], ErrorCode>> {
    const result = await this.api.get('/instrument/v4/public/info', instrumentRows);
    if (!result.ok) return result;
    return ok(
      result.value.map((r) => ({
        symbol: r.symbol,
        quoteTick: r.quote_tick,
        baseTick: r.base_tick,
        quoteMin: r.quote_min,
        quoteMax: r.quote_max,
        baseMin: r.base_min,
        baseMax: r.base_max,
        minNotional: r.min_notional,
        priceRange: r.price_range,
        isStable: r.is_stable === 1 || r.is_stable === true,
      })),
    );
  }

  async tokens(): Promise<Result<TokenInfo[], ErrorCode>> {
    const result = await this.api.get('/instrument/v4/public/token', tokenRows);
    if (!result.ok) return result;
    return ok(
      result.value.map((r) => ({
        token: r.token,
        fullname: r.fullname,
        network: r.network,
        decimals: r.decimals,
        delisted: r.delisted,
        balanceToken: r.balance_token,
        canCollateral: r.can_collateral,
        canShort: r.can_short,
      })),
    );
  }

  async layout(): Promise<Result<MarketLayout, ErrorCode>> {
    const [highlights, groups] = await Promise.all([
      this.api.get('/layout/v4/public/highlight_sorted_symbols', highlightRows),
      this.api.get('/layout/v4/public/customized_sorted_symbol_groups', groupRows),
    ]);
    if (!highlights.ok) return highlights;
    if (!groups.ok) return groups;
    return ok({ highlights: bySort(highlights.value), groups: bySort(groups.value) });
  }
}
