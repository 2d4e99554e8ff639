import type { PartnerApplication } from '../../../domain/partners/partner-application';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** Sends a partner application (`POST /usercenter/pre/broker` or `/usercenter/pre/market_maker`). */
export interface PartnerApplicationApiPort {
  submit(application: PartnerApplication): Promise<Result<{ readonly id: string }, ErrorCode>>;
}
export const PartnerApplicationApiPort = token<PartnerApplicationApiPort>('PartnerApplicationApiPort');
