import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningSimulator } from '../../../simulator/server';
import { call, testSimulator } from './support/simulator-fixture';

describe('static app serving', () => {
  let dist: string;
  let sim: RunningSimulator;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sim-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    mkdirSync(join(dist, 'route-shells'));
    writeFileSync(join(dist, 'route-shells', 'blog.html'), '<!doctype html><title>blog shell</title>');
    writeFileSync(join(dist, 'route-shells', 'index.html'), '<!doctype html><title>home shell</title>');
    sim = await testSimulator({ distDir: dist });
  });
  afterAll(async () => {
    await sim.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the home route its own route shell, without caching', async () => {
    const response = await call(sim, '/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>home shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('caches hashed assets for a year', async () => {
    const response = await call(sim, '/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call(sim, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for app routes, not for files or reserved paths', async () => {
    const route = await call(sim, '/trade/BTC_PERP');
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.headers['cache-control']).toBe('no-cache');
    expect((await call(sim, '/assets/missing.js')).statusCode).toBe(404);
    expect((await call(sim, '/api/nothing')).json().code).toBe(-1006);
    expect((await call(sim, '/__control/nothing')).statusCode).toBe(404);
    expect((await call(sim, '/app-config.json')).json()).toEqual({ environment: 'local' });
  });

  it('answers a route with its route shell when the build wrote one, with or without a trailing slash or query', async () => {
    for (const path of ['/blog', '/blog/', '/blog?page=2']) {
      const shell = await call(sim, path);
      expect(shell.statusCode).toBe(200);
      expect(shell.body).toContain('<title>blog shell</title>');
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
    expect((await call(sim, '/blog/some-article')).body).toContain('<title>app</title>');
  });

  it('serves a logo per known asset, as the static image host does, and 404 for others', async () => {
    const btc = await call(sim, '/symbols/BTC.png');
    expect(btc.statusCode).toBe(200);
    expect(btc.headers['content-type']).toContain('image/svg+xml');
    expect(btc.body).toContain('>BTC</text>');
    expect((await call(sim, '/symbols/NOPE123.png')).statusCode).toBe(404);
    expect((await call(sim, '/symbols/<script>.png')).statusCode).toBe(404);
  });
});
