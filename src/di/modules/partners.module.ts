import type { Container } from 'inversify';
import { PartnerApplicationApiPort } from '../../application/partners/ports/partner-application-api.port';
import { PartnerDraftPort } from '../../application/partners/ports/partner-draft.port';
import { SubmitPartnerApplication } from '../../application/partners/submit-partner-application.use-case';
import type { AppConfig } from '../../application/shared/app-config';
import { LocalStoragePartnerDraft } from '../../infrastructure/partners/local-storage-partner-draft.adapter';
import { RestPartnerApplicationApi } from '../../infrastructure/partners/rest-partner-application-api.adapter';
import { PartnerFormStore } from '../../presentation/partners/partner-form.store';
import type { Overrides } from '../overrides';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';

/** Partner applications (broker, market maker): the form, its saved draft and the application API. */
export function bindPartners(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, PartnerApplicationApiPort, o, RestPartnerApplicationApi);
  bindPort(c, PartnerDraftPort, o, LocalStoragePartnerDraft);
  c.bind(SubmitPartnerApplication).toSelf().inTransientScope();
  c.bind(PartnerFormStore).toSelf().inTransientScope();
}

export default capabilityModule('partners', bindPartners);
