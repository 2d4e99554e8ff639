import { base32Decode } from '../../../../src/domain/security/totp';
import type { RunningSimulator } from '../../../../simulator/server';
import { hotp } from '../../../../simulator/security/totp-crypto';
import { call } from './simulator-fixture';

/**
 * Turns 2FA on for a member (the authenticator's code at `now`, the simulator's clock) and answers its recovery codes.
 * A key that may withdraw is only made with the second factor (docs/adr/0024): confirm it with a recovery code, since
 * the code's 30-second step is spent once used.
 */
export async function enableTwoFactor(
  sim: RunningSimulator,
  token: string,
  now = Date.now(),
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { authorization: `Bearer ${token}` };
  const { secret } = (await call(sim, '/api/usercenter/account/otpauth', { headers })).json().data;
  const code = hotp(base32Decode(secret)!, Math.floor(now / 30_000));
  const enabled = (await call(sim, '/api/usercenter/account/otpauth', { method: 'POST', headers, payload: { code } })).json();
  if (!enabled.success) throw new Error(`2FA not turned on: ${JSON.stringify(enabled)}`);
  return { secret, recoveryCodes: enabled.data.recoveryCodes };
}
