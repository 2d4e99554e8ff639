import { token } from '../../shared/token';

/** A short sound when an order fills (the user turns it on in the bottom panel's settings). */
export interface FillSoundPort {
  play(): void;
}
export const FillSoundPort = token<FillSoundPort>('FillSoundPort');
