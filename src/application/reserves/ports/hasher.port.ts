import { token } from '../../shared/token';

/** SHA-256 of bytes, synchronously (user hashes on the account audit page). */
export interface HasherPort {
  sha256(bytes: Uint8Array): Uint8Array;
}
export const HasherPort = token<HasherPort>('HasherPort');
