import { injectable } from 'inversify';
import type { HasherPort } from '../../application/reserves/ports/hasher.port';
import { fastSha256 } from './fast-sha256';

/**
 * SHA-256 for user hashes, the same code the worker uses (no ESM-only dependency, so jest and cucumber load it
 * as is). Returns a fresh copy, unlike the worker's buffer-reusing hot path.
 */
@injectable()
export class Sha256Hasher implements HasherPort {
  sha256(bytes: Uint8Array): Uint8Array {
    return fastSha256(bytes).slice();
  }
}
