import { ListingApiPort } from '../../../src/application/listing/ports/listing-api.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeListingApi } from './fake-listing-api';

declare module '../../support/fakes' {
  interface Fakes {
    listingApi: FakeListingApi;
  }
}

/** The listing campaign: its calls in memory, on the domain's rules. */
export default capabilityFakes(() => {
  const listingApi = new FakeListingApi();
  return { fakes: { listingApi }, overrides: [override(ListingApiPort, listingApi)] };
});
