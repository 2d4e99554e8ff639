import type { RunningSimulator } from '../../../simulator/server';
import { call, testSimulator } from './support/simulator-fixture';

describe("the simulator serves its environment's policy and takes reports (finding 11)", () => {
  let sim: RunningSimulator;
  afterEach(() => sim.close());

  it('APP_ENV=staging: the staging hosts, base-uri none, Trusted Types reported', async () => {
    sim = await testSimulator({ appEnv: 'staging' });
    const response = await call(sim, '/api/md/');
    expect(response.headers['content-security-policy']).toContain('wss://wss.staging.woox.io');
    expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(response.headers['content-security-policy']).not.toContain('https: ');
    expect(response.headers['content-security-policy-report-only']).toContain("require-trusted-types-for 'script'");
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
  });

  it('counts CSP reports in both formats and answers 204', async () => {
    sim = await testSimulator();
    const legacy = await fetch(`${sim.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'effective-directive': 'connect-src', 'blocked-uri': 'https://evil.example' } }),
    });
    const modern = await fetch(`${sim.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'require-trusted-types-for' } }]),
    });
    expect([legacy.status, modern.status]).toEqual([204, 204]);
    expect(Object.fromEntries(sim.simulator.cspReports.byDirective)).toEqual({ 'connect-src': 1, 'require-trusted-types-for': 1 });
    const garbage = await fetch(`${sim.url}/api/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: '{oops',
    });
    expect(garbage.status).toBe(400);
  });
});
