import type { ExchangeConfig } from '../../../domain/config/exchange-config';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

export interface ExchangeConfigApiPort {
  fetch(tenantName: string): Promise<Result<ExchangeConfig, ErrorCode>>;
}
export const ExchangeConfigApiPort = token<ExchangeConfigApiPort>('ExchangeConfigApiPort');
