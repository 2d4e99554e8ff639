import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isPrivateBuildFile } from '../../../simulator/http/static-files';
import type { RunningSimulator } from '../../../simulator/server';
import { call, testSimulator } from './support/simulator-fixture';

describe('build files for tools are not served (finding 20)', () => {
  let dist: string;
  let sim: RunningSimulator;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sim-dist-private-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js.map.gz'), 'gz');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    sim = await testSimulator({ distDir: dist });
  });
  afterAll(async () => {
    await sim.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 for source maps, the Vite manifest and any dot-file, and still serves the bundle', async () => {
    expect((await call(sim, '/assets/app-1a2b.js')).statusCode).toBe(200);
    for (const path of [
      '/assets/app-1a2b.js.map',
      '/assets/app-1a2b.js.map.gz',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/.env',
    ]) {
      const response = await call(sim, path);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('src/');
    }
  });

  it('recognises private paths by segment, not by substring', () => {
    expect(isPrivateBuildFile('/assets/a.js')).toBe(false);
    expect(isPrivateBuildFile('/blog/v1.2-notes')).toBe(false);
    expect(isPrivateBuildFile('/assets/a.js.map')).toBe(true);
    expect(isPrivateBuildFile('/x/.git/config')).toBe(true);
  });
});
