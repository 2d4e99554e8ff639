import type { SafeCheck } from '../security/security-records';
import { normaliseRecoveryCode, RECOVERY_CODE_LENGTH } from '../security/security-rules';

/**
 * What the sign-in's 2FA step was typed as: six digits are the authenticator's code, 16 letters and digits (dashes
 * and spaces ignored) a recovery code; anything else is no code (undefined).
 */
export function signInCodeFrom(typed: string): SafeCheck | undefined {
  const text = typed.trim();
  if (/^\d{6}$/.test(text)) return { totp: text };
  const recovery = normaliseRecoveryCode(text);
  if (/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/.test(recovery) && recovery.replace(/-/g, '').length === RECOVERY_CODE_LENGTH)
    return { recoveryCode: recovery };
  return undefined;
}

/** A browser's own device id: 8-64 letters, digits, `_` or `-` (what the exchange takes as `deviceId`). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
