import { injectable } from 'inversify';
import { z } from 'zod';
import type { PartnerDraft, PartnerDraftPort } from '../../application/partners/ports/partner-draft.port';
import type { PartnerKind } from '../../domain/partners/partner-application';

const draftSchema = z.record(z.string().max(40), z.union([z.string().max(4000), z.array(z.string().max(40)).max(10), z.boolean()]));
const keyOf = (kind: PartnerKind) => `woox.partner-draft.${kind}`;

/** Drafts in localStorage; an unreadable or tampered draft is dropped, and a full or blocked storage is ignored. */
@injectable()
export class LocalStoragePartnerDraft implements PartnerDraftPort {
  load(kind: PartnerKind): PartnerDraft | undefined {
    try {
      const raw = window.localStorage.getItem(keyOf(kind));
      if (!raw) return undefined;
      const parsed = draftSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  save(kind: PartnerKind, draft: PartnerDraft): void {
    try {
      window.localStorage.setItem(keyOf(kind), JSON.stringify(draft));
    } catch {
      // Private mode or a full quota: the form still works, only the draft is not kept.
    }
  }

  clear(kind: PartnerKind): void {
    try {
      window.localStorage.removeItem(keyOf(kind));
    } catch {
      // See save().
    }
  }
}
