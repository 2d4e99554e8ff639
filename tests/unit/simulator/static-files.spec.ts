import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { DOCUMENT_ONLY_HEADERS } from '../../../simulator/http/static-files';
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
    writeFileSync(join(dist, 'assets', 'merkle.worker-9f8e.js'), 'onmessage = () => undefined');
    // what the build's precompress step writes next to a file over 1 KB
    writeFileSync(join(dist, 'assets', 'big-3c4d.js'), 'x'.repeat(2048));
    writeFileSync(join(dist, 'assets', 'big-3c4d.js.br'), brotliCompressSync('x'.repeat(2048)));
    writeFileSync(join(dist, 'assets', 'big.worker-5e6f.js'), 'y'.repeat(2048));
    writeFileSync(join(dist, 'assets', 'big.worker-5e6f.js.br'), brotliCompressSync('y'.repeat(2048)));
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    mkdirSync(join(dist, 'route-shells'));
    writeFileSync(join(dist, 'route-shells', 'blog.html'), '<!doctype html><title>blog shell</title>');
    writeFileSync(join(dist, 'route-shells', 'index.html'), '<!doctype html><title>home shell</title>');
    // the first translations of three routes' sets (build-tools/locale-bundles-plugin.ts)
    mkdirSync(join(dist, 'locales', 'en', 'first'), { recursive: true });
    for (const set of ['common+markets+orderbook+rewards+spotMargin+trade', 'account+common+security+trade', 'common+site'])
      writeFileSync(join(dist, 'locales', 'en', 'first', `${set}.json`), '{}');
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

  it('answers /favicon.ico with the site icon (a document without an icon link asks for it)', async () => {
    const response = await call(sim, '/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe('<svg/>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await call(sim, '/assets/app-1a2b.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call(sim, '/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a hashed asset without the headers only a document reads, but keeps nosniff; a worker keeps them all', async () => {
    // as written, and the precompressed file the build wrote beside it
    for (const [path, accept, encoding] of [
      ['/assets/app-1a2b.js', 'identity', undefined],
      ['/assets/big-3c4d.js', 'br', 'br'],
    ] as const) {
      const asset = await call(sim, path, { headers: { 'accept-encoding': accept } });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      for (const name of DOCUMENT_ONLY_HEADERS) expect([path, name, asset.headers[name]]).toEqual([path, name, undefined]);
    }
    // a worker runs under its own script's policy
    for (const [path, accept, encoding] of [
      ['/assets/merkle.worker-9f8e.js', 'identity', undefined],
      ['/assets/big.worker-5e6f.js', 'br', 'br'],
    ] as const) {
      const worker = await call(sim, path, { headers: { 'accept-encoding': accept } });
      expect(worker.headers['content-encoding']).toBe(encoding);
      expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
    }
    // a document keeps them
    const page = await call(sim, '/trade/BTC_PERP');
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name]).toBeTruthy();
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

  it('names the page first translations in a Link header when it answers index.html, not with a route shell', async () => {
    const preload = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin=anonymous`;
    expect((await call(sim, '/trade/BTC_PERP')).headers.link).toBe(
      preload('/locales/en/first/common+markets+orderbook+rewards+spotMargin+trade.json'),
    );
    expect((await call(sim, '/account')).headers.link).toBe(preload('/locales/en/first/account+common+security+trade.json'));
    const missing = await call(sim, '/no/such/page'); // the 404 page: the site's
    expect([missing.statusCode, missing.headers.link]).toEqual([404, preload('/locales/en/first/common+site.json')]);
    // a route shell preloads them in its HTML (build-tools/route-shells.ts); a build without the file gets no header
    expect((await call(sim, '/blog')).headers.link).toBeUndefined();
    expect((await call(sim, '/')).headers.link).toBeUndefined();
    expect((await call(sim, '/wallet')).headers.link).toBeUndefined();
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
