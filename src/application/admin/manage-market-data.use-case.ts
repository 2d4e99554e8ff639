import { inject, injectable } from 'inversify';
import { MD_ADMIN_ROLE, type AdminAuditPage, type AdminChange, type AdminSymbolState } from '../../domain/market-admin/market-admin';
import { fundingRateCapEffect, fundingRateEffect, markPriceEffect, type AdminEffect } from '../../domain/market-admin/market-admin-effects';
import {
  checkAdminPrice,
  checkFundingRate,
  checkFundingRateCap,
  type AdminInputRefusal,
} from '../../domain/market-admin/market-admin-rules';
import { err, ok, type Result } from '../../domain/shared/result';
import { MarketAdminApiPort, type AdminFailure } from './ports/market-admin-api.port';

/** Why a change cannot be confirmed: the input breaks a rule, or the exchange refused or did not answer. */
export type ChangeProblem = { readonly kind: 'invalid'; readonly refusal: AdminInputRefusal } | AdminFailure;

/**
 * The market-data admin's use cases: is the session an admin, the perpetuals' state, the audit log, and a change in
 * two steps — `prepare` checks the input by the shared rules and states its effect (the mark price's from the
 * exchange's preview), `apply` sends it.
 */
@injectable()
export class ManageMarketData {
  constructor(@inject(MarketAdminApiPort) private readonly api: MarketAdminApiPort) {}

  async isAdmin(): Promise<Result<boolean, AdminFailure>> {
    const roles = await this.api.roles();
    return roles.ok ? ok(roles.value.includes(MD_ADMIN_ROLE)) : roles;
  }

  state(): Promise<Result<readonly AdminSymbolState[], AdminFailure>> {
    return this.api.state();
  }

  audit(query: { readonly symbol?: string; readonly page: number; readonly size: number }): Promise<Result<AdminAuditPage, AdminFailure>> {
    return this.api.audit(query);
  }

  /** Checks the change against `current` and states its effect before anything is sent. */
  async prepare(change: AdminChange, current: AdminSymbolState): Promise<Result<AdminEffect, ChangeProblem>> {
    const invalid = (refusal: AdminInputRefusal | undefined) => (refusal ? err({ kind: 'invalid' as const, refusal }) : undefined);
    switch (change.call) {
      case 'funding-rate':
        return invalid(checkFundingRate(change.value)) ?? ok(fundingRateEffect(current.fundingRate, change.value, current.fundingRateCap));
      case 'funding_rate_cap':
        return (
          invalid(checkFundingRateCap(change.value)) ?? ok(fundingRateCapEffect(current.fundingRate, current.fundingRateCap, change.value))
        );
      case 'index-price':
        return (
          invalid(checkAdminPrice(change.value, current.quoteTick)) ?? ok({ kind: 'change', from: current.indexPrice, to: change.value })
        );
      case 'mark-price': {
        const refused = invalid(checkAdminPrice(change.value, current.quoteTick));
        if (refused) return refused;
        const preview = await this.api.previewMarkPrice(change.symbol, change.value);
        return preview.ok ? ok(markPriceEffect(preview.value)) : preview;
      }
    }
  }

  apply(change: AdminChange): Promise<Result<void, AdminFailure>> {
    return this.api.change(change);
  }

  /** Drops the leaderboard caches: the next leaderboard read recomputes from the fills. */
  clearLeaderboardCaches(): Promise<Result<readonly string[], AdminFailure>> {
    return this.api.clearLeaderboardCaches();
  }
}
