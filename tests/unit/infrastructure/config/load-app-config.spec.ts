import { ENVIRONMENTS } from '../../../../src/application/shared/app-config';
import { absoluteUrl, loadAppConfig, resolveAppConfig } from '../../../../src/infrastructure/config/load-app-config';

describe('runtime configuration', () => {
  it.each(ENVIRONMENTS)('resolves the %s environment to a complete, valid configuration', (environment) => {
    const result = resolveAppConfig({ environment });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.environment).toBe(environment);
      expect(result.value.links.termsOfService).toMatch(/^https:\/\//);
    }
  });

  it('keeps local on this origin and production on the real hosts', () => {
    const local = resolveAppConfig({ environment: 'local' });
    const production = resolveAppConfig({ environment: 'production' });
    expect(local.ok && local.value.apiBase).toBe('/api');
    expect(local.ok && local.value.newWsUrl).toBe('/ws/stream');
    expect(production.ok && production.value.apiBase).toMatch(/^https:\/\/api\./);
    expect(production.ok && production.value.newWsUrl).toMatch(/^wss:\/\//);
    expect(local.ok && local.value.privateWsUrl).toBe('/v2/ws/private/stream');
    expect(production.ok && production.value.privateWsUrl).toBe('wss://wss.woox.io/v2/ws/private/stream');
  });

  it('refuses an unencrypted private stream outside local', () => {
    const result = resolveAppConfig({ environment: 'qa', overrides: { privateWsUrl: 'ws://wss.example/v2/ws/private/stream' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toEqual([expect.stringMatching(/^privateWsUrl: must use wss:/)]);
  });

  it('applies overrides for one deployment', () => {
    const result = resolveAppConfig({ environment: 'staging', overrides: { apiBase: 'https://api.example.test', tokenSyncUrl: '/sync' } });
    expect(result.ok && result.value.apiBase).toBe('https://api.example.test');
    expect(result.ok && result.value.tokenSyncUrl).toBe('/sync');
  });

  it.each([
    [{}, 'environment'],
    [{ environment: 'prod' }, 'environment'],
    [{ environment: 'local', overrides: { apiBase: 'javascript:alert(1)' } }, 'overrides.apiBase'],
    [{ environment: 'local', overrides: { newWsUrl: '' } }, 'overrides.newWsUrl'],
    ['not an object', '(file)'],
  ])('refuses %p and names %s', (raw, path) => {
    const result = resolveAppConfig(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.join('\n')).toContain(path);
  });

  it('lists the problems of an invalid file in words', async () => {
    const result = await loadAppConfig(async () => Response.json({ environment: 'moon' }));
    expect(!result.ok && result.error.join('\n')).toMatch(/^environment: Invalid option: expected one of /);
  });

  it('reports a missing or unreadable file without throwing', async () => {
    const missing = await loadAppConfig(async () => new Response('nope', { status: 404 }));
    const broken = await loadAppConfig(async () => new Response('{not json', { status: 200 }));
    const offline = await loadAppConfig(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect([missing.ok, broken.ok, offline.ok]).toEqual([false, false, false]);
    expect(!missing.ok && missing.error[0]).toContain('HTTP 404');
  });

  it('resolves paths against the page origin', () => {
    expect(absoluteUrl('/api', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/api');
    expect(absoluteUrl('/ws/stream', 'https://woox.io', true)).toBe('wss://woox.io/ws/stream');
    expect(absoluteUrl('https://api.woox.io', 'http://x')).toBe('https://api.woox.io');
  });
});

describe('hosted configurations are encrypted only (finding 21)', () => {
  it('refuses ws:, http: and an Auth emulator outside local, naming each field', () => {
    const result = resolveAppConfig({
      environment: 'production',
      overrides: {
        newWsUrl: 'ws://wss.example/ws/stream',
        apiBase: 'http://api.example',
        firebase: { apiKey: 'k', projectId: 'p', emulatorUrl: 'http://127.0.0.1:9099' },
      },
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.error;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^newWsUrl: must use wss:/),
        expect.stringMatching(/^apiBase: must use https:/),
        expect.stringMatching(/^firebase.emulatorUrl:/),
      ]),
    );
  });

  it('refuses https: for the websocket outside local, accepts paths and wss:', () => {
    expect(resolveAppConfig({ environment: 'qa', overrides: { newWsUrl: 'https://wss.example/ws' } }).ok).toBe(false);
    expect(resolveAppConfig({ environment: 'qa', overrides: { newWsUrl: '/ws/stream', apiBase: '/api' } }).ok).toBe(true);
    expect(resolveAppConfig({ environment: 'staging' }).ok).toBe(true);
  });

  it('lets local use ws: and http: (the simulator and the emulator on this machine)', () => {
    expect(
      resolveAppConfig({
        environment: 'local',
        overrides: { newWsUrl: 'ws://127.0.0.1:8080/ws/stream', apiBase: 'http://127.0.0.1:8080/api' },
      }).ok,
    ).toBe(true);
  });
});
