import { injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PartnerDraft, PartnerDraftPort } from '../../application/partners/ports/partner-draft.port';
import type { PartnerKind } from '../../domain/partners/partner-application';

const upTo = (max: number) => z.string().check(z.maxLength(max));
const draftSchema = z.record(upTo(40), z.union([upTo(4000), z.array(upTo(40)).check(z.maxLength(10)), z.boolean()]));
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
