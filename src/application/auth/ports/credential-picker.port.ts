import { token } from '../../shared/token';

/** An identity chosen in the local provider picker (emulator only). */
export interface PickedIdentity {
  readonly sub: string;
  readonly email: string;
  readonly name: string;
}

/** The local environment's stand-in for the provider popups: asks the visitor which identity to use. */
export interface CredentialPickerPort {
  /** Resolves `undefined` when the visitor closes the picker. */
  pick(provider: 'google.com' | 'apple.com'): Promise<PickedIdentity | undefined>;
}
export const CredentialPickerPort = token<CredentialPickerPort>('CredentialPickerPort');
