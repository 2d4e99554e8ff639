import type { SocialLoginPayload } from '../../../domain/auth/social-login';
import { token } from '../../shared/token';

/** The social-login handoff cookie: Secure, SameSite=Strict, 365 days. */
export interface SocialLoginCookiePort {
  /** False when the payload could not be kept (too large even without its redirect). */
  save(payload: SocialLoginPayload): boolean;
  read(): SocialLoginPayload | undefined;
  clear(): void;
}
export const SocialLoginCookiePort = token<SocialLoginCookiePort>('SocialLoginCookiePort');
