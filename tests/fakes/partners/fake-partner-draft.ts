import type { PartnerDraft, PartnerDraftPort } from '../../../src/application/partners/ports/partner-draft.port';
import type { PartnerKind } from '../../../src/domain/partners/partner-application';

/** Drafts in a map: survives a "reload" (a new store) within one scenario. */
export class FakePartnerDraft implements PartnerDraftPort {
  readonly drafts = new Map<PartnerKind, PartnerDraft>();

  load(kind: PartnerKind) {
    return this.drafts.get(kind);
  }

  save(kind: PartnerKind, draft: PartnerDraft): void {
    this.drafts.set(kind, draft);
  }

  clear(kind: PartnerKind): void {
    this.drafts.delete(kind);
  }
}
