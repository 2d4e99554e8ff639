import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FirebaseAdminVerifier, IdentityUnavailableError } from '../../../../simulator/auth/id-token-verifier';

const PROJECT = 'demo-harden';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned (`alg: none`) ID token, as the Auth emulator issues them. */
function unsignedToken(uid: string, project = PROJECT): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    sub: uid,
    user_id: uid,
    iat: now - 5,
    exp: now + 3600,
    auth_time: now - 5,
    email: 'mallory@example.com',
    firebase: { sign_in_provider: 'password' },
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

describe('FirebaseAdminVerifier (finding 1: the "no emulator" mode trusts no unsigned token)', () => {
  let fakeEmulator: Server;
  let emulatorHost: string;
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    // Answers every account lookup with an existing, enabled user: what a host named by a stale variable could do.
    fakeEmulator = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ users: [{ localId: 'uid-mallory', email: 'mallory@example.com', disabled: false }] }));
    });
    await new Promise<void>((resolve) => fakeEmulator.listen(0, '127.0.0.1', resolve));
    emulatorHost = `127.0.0.1:${(fakeEmulator.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
    await new Promise((resolve) => fakeEmulator.close(resolve));
  });

  it('accepts an emulator token only in emulator mode (the control case)', async () => {
    const verifier = new FirebaseAdminVerifier({ emulatorHost, projectId: PROJECT });
    await expect(verifier.verify(unsignedToken('uid-mallory'))).resolves.toMatchObject({
      uid: 'uid-mallory',
      authTime: expect.any(Number),
    });
  });

  it('refuses an unsigned token without the emulator, even when the variable still names a host', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost; // left over from the environment ("none" in the report)
    const verifier = new FirebaseAdminVerifier({ emulatorHost: null, projectId: PROJECT });
    await expect(verifier.verify(unsignedToken('uid-mallory'))).resolves.toBeUndefined();
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });

  it('reports an unreachable emulator as unavailable (finding 15), not as a bad token', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const verifier = new FirebaseAdminVerifier({ emulatorHost: `127.0.0.1:${port}`, projectId: 'demo-outage' });
    await expect(verifier.verify(unsignedToken('uid-mallory', 'demo-outage'))).rejects.toBeInstanceOf(IdentityUnavailableError);
  });

  it('does not cache a failed load of firebase-admin (finding 15): the next call retries', async () => {
    let attempts = 0;
    const verifier = new FirebaseAdminVerifier({ emulatorHost, projectId: PROJECT }, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return { verifyIdToken: async () => ({ uid: 'u1', iat: 1, auth_time: 1 }) };
    });
    await expect(verifier.verify('t')).rejects.toBeInstanceOf(IdentityUnavailableError);
    await expect(verifier.verify('t')).resolves.toMatchObject({ uid: 'u1' });
    expect(attempts).toBe(2);
  });
});
