import type { SocialLoginPayload } from '../../../domain/auth/social-login';
import { token } from '../../shared/token';

/** The social-login handoff cookie: Secure, SameSite=Strict, 365 days (spec §1/§9). */
export interface SocialLoginCookiePort {
  save(payload: SocialLoginPayload): void;
  read(): SocialLoginPayload | undefined;
  clear(): void;
}
export const SocialLoginCookiePort = token<SocialLoginCookiePort>('SocialLoginCookiePort');
