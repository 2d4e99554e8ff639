import { PartnerApplicationApiPort } from '../../../src/application/partners/ports/partner-application-api.port';
import { PartnerDraftPort } from '../../../src/application/partners/ports/partner-draft.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakePartnerApplicationApi } from './fake-partner-application-api';
import { FakePartnerDraft } from './fake-partner-draft';

declare module '../../support/fakes' {
  interface Fakes {
    partnerApi: FakePartnerApplicationApi;
    partnerDraft: FakePartnerDraft;
  }
}

/** Partner applications: the application API and the saved draft in memory. */
export default capabilityFakes(() => {
  const fakes = { partnerApi: new FakePartnerApplicationApi(), partnerDraft: new FakePartnerDraft() };
  return { fakes, overrides: [override(PartnerApplicationApiPort, fakes.partnerApi), override(PartnerDraftPort, fakes.partnerDraft)] };
});
