import { worldPart } from '../../support/world';

/** The identity steps' part of the World: the sign-in form's field errors, and where signing in went. */
export interface IdentityWorld {
  fieldErrors?: { field?: string; messages: string[] };
  navigatedTo?: string;
}

export const identityWorld = worldPart((): IdentityWorld => ({}));
