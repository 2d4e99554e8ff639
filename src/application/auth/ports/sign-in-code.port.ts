import type { SafeCheck } from '../../../domain/security/security-records';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** How one typed code went: accepted, or the exchange's refusal (a wrong code says the tries left or the lock). */
export type SignInCodeAnswer = { readonly ok: true } | { readonly ok: false; readonly refusal: TradeFailure };

/**
 * Asks the signing-in user for the 2FA code (or a recovery code) the account requires: `submit` is called with each
 * code typed; the question stays open, showing the refusal, until one is accepted (true) or the user gives up (false).
 */
export interface SignInCodePort {
  ask(submit: (code: SafeCheck) => Promise<SignInCodeAnswer>): Promise<boolean>;
}
export const SignInCodePort = token<SignInCodePort>('SignInCodePort');

/** The browser's own device id, kept across sign-ins: the exchange lists one device per browser. */
export interface DeviceKeyPort {
  deviceKey(): string;
}
export const DeviceKeyPort = token<DeviceKeyPort>('DeviceKeyPort');
