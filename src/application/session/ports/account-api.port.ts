import type { AccountInfo } from '../../../domain/account/account';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The exchange's private account calls. */
export interface AccountApiPort {
  accountInfo(): Promise<Result<AccountInfo, ErrorCode>>;
}
export const AccountApiPort = token<AccountApiPort>('AccountApiPort');
