import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSimulator, type RunningSimulator } from '../../../simulator/server';
import { memoryStore } from '../../../simulator/store/memory-account-repository';
import { call, control, testSimulator } from './support/simulator-fixture';

describe('control surface (finding 12)', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('wants the run secret in its header (a cross-site form cannot send it)', async () => {
    const bare = await fetch(`${sim.url}/__control/reset`, { method: 'POST' });
    expect(bare.status).toBe(403);
    const wrong = await fetch(`${sim.url}/__control/reset`, {
      method: 'POST',
      headers: { 'x-sim-control-secret': 'guess-guess-guess-guess-guess0' },
    });
    expect(wrong.status).toBe(403);
    expect((await control(sim, '/reset')).statusCode).toBe(200);
  });

  it('reads tree files only inside its folder', async () => {
    for (const path of ['/etc/passwd', '.data/bench/../../etc/passwd', '.data/bench']) {
      const response = await control(sim, '/reserves/tree-file', { path });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('inside');
    }
  });

  it('caps the pending faults', async () => {
    for (let i = 0; i < 100; i += 1) expect((await control(sim, '/http/fault', { path: `/never/${i}` })).statusCode).toBe(200);
    const over = await control(sim, '/http/fault', { path: '/never/x' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('too many pending faults');
    await control(sim, '/reset');
  });

  it('refuses to start on a non-loopback address', async () => {
    await expect(buildSimulator({ host: '0.0.0.0', control: true, store: memoryStore(), distDir: '/nonexistent-dist' })).rejects.toThrow(
      /loopback/,
    );
  });

  it('without a configured secret, writes a random one for this machine only (mode 600)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-secret-'));
    const built = await buildSimulator({
      control: true,
      store: memoryStore(),
      distDir: '/nonexistent-dist',
      dataDir: dir,
      controlSecret: undefined,
    });
    try {
      const file = join(dir, 'control-secret');
      expect(readFileSync(file, 'utf8').trim()).toMatch(/^[\w-]{32}$/);
      expect(statSync(file).mode & 0o077).toBe(0);
    } finally {
      await built.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('proof-of-reserves tree caching (finding 17)', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('does not let a cache keep the 404 of an unknown audit for a day', async () => {
    const response = await call(sim, '/api/asset/porl/v2/tree?auditId=por-unknown');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toContain('max-age=86400');
  });

  it('still caches a known audit tree', async () => {
    const [latest] = (await call(sim, '/api/asset/porl/v2/audits')).json().data.rows;
    const response = await call(sim, `/api/asset/porl/v2/tree?auditId=${latest.auditId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});
