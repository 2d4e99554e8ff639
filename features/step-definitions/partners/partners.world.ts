import type { PartnerFormStore } from '../../../src/presentation/partners/partner-form.store';
import { worldPart } from '../../support/world';

/** The partner steps' part of the World: the form the visitor has open. */
export const partnersWorld = worldPart((): { form?: PartnerFormStore } => ({}));
