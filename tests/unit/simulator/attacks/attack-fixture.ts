import { base32Decode } from '../../../../src/domain/security/totp';
import type { SimulatorOptions } from '../../../../simulator/config';
import type { RunningSimulator } from '../../../../simulator/server';
import { hotp } from '../../../../simulator/security/totp-crypto';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { withdrawEmailCode } from '../support/withdraw-email-code';

export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const STRONG = 'Secret123pass';

/** The attacker suite's view of one simulator: sessions, 2FA codes at the simulator's clock, balances. */
export function attackKit(sim: () => RunningSimulator, clock: { now: number }) {
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const api = (t: string, method: string, path: string, payload?: unknown) =>
    call(sim(), `/api${path}`, { method, headers: auth(t), payload }).then((r) => ({ status: r.statusCode, ...r.json() }));
  const uc = (t: string, method: string, path: string, payload?: unknown) => api(t, method, `/usercenter/account/${path}`, payload);
  const codeAt = (secret: string, at = clock.now) => hotp(base32Decode(secret)!, Math.floor(at / 30000));
  const nextStep = () => {
    clock.now += 30_000;
  };
  const kit = {
    api,
    uc,
    codeAt,
    nextStep,
    session: (alias = 'victim') => createSession(sim(), { alias }),
    /** Turns 2FA on; answers its key and the recovery codes (the clock moves to the next step: each code once). */
    async enable2fa(t: string): Promise<{ secret: string; recoveryCodes: string[] }> {
      const { secret } = (await uc(t, 'GET', 'otpauth')).data;
      const enabled = await uc(t, 'POST', 'otpauth', { code: codeAt(secret) });
      if (!enabled.success) throw new Error(`2FA not enabled: ${JSON.stringify(enabled)}`);
      nextStep();
      return { secret, recoveryCodes: enabled.data.recoveryCodes };
    },
    async balance(t: string, token = 'USDT'): Promise<{ holding: number; frozen: number }> {
      const rows = (await api(t, 'GET', '/v3/asset/balances')).data.holding as { token: string; holding: number; frozen: number }[];
      const row = rows.find((b) => b.token === token);
      return { holding: row?.holding ?? 0, frozen: row?.frozen ?? 0 };
    },
    /** A withdrawal's email code, asked for and read from the member's outbox. */
    emailCode: (t: string) => withdrawEmailCode(sim(), t),
    async withdrawals(t: string): Promise<unknown[]> {
      return (await api(t, 'GET', '/v3/asset/wallet/history?tokenSide=WITHDRAW')).data.rows;
    },
    async securityActivity(t: string): Promise<string[]> {
      return ((await uc(t, 'GET', 'user_security_activity')).data.rows as { type: string }[]).map((r) => r.type);
    },
  };
  return kit;
}

/**
 * One simulator for a describe block on a clock the test moves (10 Jan 2026 to start), with the attack kit: started
 * before its tests, closed after them.
 */
export function attackSimulator(options: Partial<SimulatorOptions> = {}) {
  let sim: RunningSimulator;
  const clock = { now: Date.UTC(2026, 0, 10) };
  beforeAll(async () => {
    sim = await testSimulator({ ...options, clock: () => clock.now });
  });
  afterAll(() => sim.close());
  return { k: attackKit(() => sim, clock), sim: () => sim, clock };
}
