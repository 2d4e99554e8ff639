import type { Container } from 'inversify';
import { CompetitionsApiPort } from '../../application/campaigns/ports/competitions-api.port';
import { RestCompetitionsApi } from '../../infrastructure/campaigns/rest-competitions-api.adapter';
import { CampaignListStore } from '../../presentation/campaigns/campaign-list.store';
import { CampaignStore } from '../../presentation/campaigns/campaign.store';
import { MarketMakerStore } from '../../presentation/campaigns/market-maker.store';
import { bindPort } from '../bind';
import type { Overrides } from '../overrides';

/** Campaigns, trading competitions and market-maker dashboards, bound by the campaigns module. */
export function bindCompetitions(c: Container, o: Overrides): void {
  bindPort(c, CompetitionsApiPort, o, RestCompetitionsApi);
  c.bind(CampaignListStore).toSelf().inSingletonScope();
  c.bind(CampaignStore).toSelf().inSingletonScope();
  c.bind(MarketMakerStore).toSelf().inSingletonScope();
}
