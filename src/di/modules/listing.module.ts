import type { Container } from 'inversify';
import { CastListingVote, PredictListingWinner } from '../../application/listing/cast-listing-vote.use-case';
import { ListingApiPort } from '../../application/listing/ports/listing-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestListingApi } from '../../infrastructure/listing/rest-listing-api.adapter';
import { ListingStore } from '../../presentation/listing/listing.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** The listing campaign: its calls, the vote and prediction use cases, the page's store. */
export function bindListing(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, ListingApiPort, o, RestListingApi);
  c.bind(CastListingVote).toSelf().inTransientScope();
  c.bind(PredictListingWinner).toSelf().inTransientScope();
  c.bind(ListingStore).toSelf().inSingletonScope();
}

export default capabilityModule('listing', bindListing);
