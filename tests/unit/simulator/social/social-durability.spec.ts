import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childProbe } from '../support/child-probe';

const probe = childProbe('social-store-probe.ts');

describe('Twitter links and feature flags are durable (PGlite, migrations 92 and 93, in a child process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sim-social-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the linked profile, a pending request, the global switches and the per-user overrides across a restart', async () => {
    const written = await probe(dir, 'write');
    const read = await probe(dir, 'read');
    expect(read.profile).toMatchObject({ handle: 'durable_x', name: 'durable_x', profileImageUrl: null, linkedTime: 1_750_000_000_000 });
    expect(read.latest).toMatchObject({ oauthToken: written.pending, userId: 8, verifier: null, handle: null });
    expect(read.public).toMatchObject({ 'leaderboard.volume': false, 'social.strategies': true, 'profile.follow': true });
    expect(read.mine).toMatchObject({ 'leaderboard.volume': false, 'social.strategies': false, 'profile.follow': true });
  }, 120_000);
});
