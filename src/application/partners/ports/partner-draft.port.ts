import type { PartnerKind } from '../../../domain/partners/partner-application';
import { token } from '../../shared/token';

/** The raw, unvalidated values a visitor has typed, keyed by field name. */
export type PartnerDraft = Readonly<Record<string, string | readonly string[] | boolean>>;

/** Keeps what a visitor typed in a partner form across reloads until it is sent (local storage). */
export interface PartnerDraftPort {
  /** The saved draft, already checked to be a flat record of strings, string arrays and booleans. */
  load(kind: PartnerKind): PartnerDraft | undefined;
  save(kind: PartnerKind, draft: PartnerDraft): void;
  clear(kind: PartnerKind): void;
}
export const PartnerDraftPort = token<PartnerDraftPort>('PartnerDraftPort');
