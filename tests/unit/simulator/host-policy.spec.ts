import { request } from 'node:http';
import { hostPolicy, isAllowedHost, isAllowedOrigin } from '../../../simulator/http/host-policy';
import type { RunningSimulator } from '../../../simulator/server';
import { testSimulator } from './support/simulator-fixture';

/** A GET with a chosen Host header (fetch does not let a test set it). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Host allow-list (finding 13: DNS rebinding)', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator({ allowedHosts: ['staging.example.com'] });
  });
  afterAll(() => sim.close());

  it('answers loopback names and configured hosts, refuses any other name with 421', async () => {
    const port = new URL(sim.url).port;
    const url = `${sim.url}/api/md/`;
    expect(await getWithHost(url, `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(url, `localhost:${port}`)).toBe(200);
    expect(await getWithHost(url, 'staging.example.com')).toBe(200);
    expect(await getWithHost(url, `rebind.attacker.example:${port}`)).toBe(421);
    expect(await getWithHost(`${sim.url}/app-config.json`, 'attacker.example')).toBe(421);
  });

  it('decides by the parsed name, not a prefix', () => {
    const policy = hostPolicy('127.0.0.1', ['staging.example.com']);
    expect(isAllowedHost(policy, '127.0.0.1.attacker.example')).toBe(false);
    expect(isAllowedHost(policy, 'staging.example.com.attacker.example')).toBe(false);
    expect(isAllowedHost(policy, 'localhost@attacker.example')).toBe(false);
    expect(isAllowedHost(policy, undefined)).toBe(false);
    expect(isAllowedHost(policy, '[::1]:8080')).toBe(true);
    expect(isAllowedOrigin(policy, 'http://127.0.0.1:8080', '127.0.0.1:8080')).toBe(true);
    expect(isAllowedOrigin(policy, 'http://127.0.0.1:9999', '127.0.0.1:8080')).toBe(false);
    expect(isAllowedOrigin(policy, 'https://evil.example', 'evil.example')).toBe(false);
  });
});
