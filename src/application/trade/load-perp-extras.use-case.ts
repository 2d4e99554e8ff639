import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { PerpInfoApiPort, type PerpExtras } from './ports/perp-info-api.port';

/** A perpetual's public extras for the market info: the futures multiplier and the insurance fund. */
@injectable()
export class LoadPerpExtras {
  constructor(@inject(PerpInfoApiPort) private readonly info: PerpInfoApiPort) {}

  execute(symbol: string): Promise<Result<PerpExtras, ErrorCode>> {
    return this.info.extras(symbol);
  }
}
