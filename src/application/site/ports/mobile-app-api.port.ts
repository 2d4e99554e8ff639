import type { PublishedApk } from '../../../domain/site/mobile-app';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** `GET /usercenter/public/mobile/apk/published`. */
export interface MobileAppApiPort {
  publishedApk(): Promise<Result<PublishedApk, ErrorCode>>;
}
export const MobileAppApiPort = token<MobileAppApiPort>('MobileAppApiPort');
