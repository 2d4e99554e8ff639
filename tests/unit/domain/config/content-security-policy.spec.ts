import { contentSecurityPolicy, trustedTypesReportOnlyPolicy } from '../../../../src/domain/config/content-security-policy';

const directive = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('Content-Security-Policy from the environment table (finding 11)', () => {
  it('local: base-uri none, connect-src narrowed to this origin and the Auth emulator, no scheme wildcards', () => {
    const policy = contentSecurityPolicy('local', { host: '127.0.0.1:8080' });
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://127.0.0.1:8080',
      'wss://127.0.0.1:8080',
      'http://127.0.0.1:9099',
      'http://localhost:9099',
    ]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const wildcard of ['https:', 'http:', 'ws:', 'wss:', '*']) {
      expect(directive(policy, 'connect-src')).not.toContain(wildcard);
      expect(directive(policy, 'img-src')).not.toContain(wildcard);
    }
  });

  it('production: the configured API, websocket, CMS, logo and sign-in hosts only, no emulator', () => {
    const policy = contentSecurityPolicy('production');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.woox.io',
        'wss://wss.woox.io',
        'https://cms.woox.io',
        'https://auth.woox.io',
        'https://identitytoolkit.googleapis.com',
      ]),
    );
    expect(policy).not.toContain('9099');
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://static.woox.io', 'https://cms.woox.io']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://auth.woox.io', 'https://accounts.google.com']);
  });

  it('staging gets staging hosts (the simulator serving staging does not block its own sign-in)', () => {
    const policy = contentSecurityPolicy('staging');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://api.staging.woox.io', 'wss://wss.staging.woox.io', 'https://auth.staging.woox.io']),
    );
    expect(policy).not.toMatch(/https:\/\/api\.woox\.io/);
  });

  it('names the Trusted Types policies and the reporting endpoint; Trusted Types for every sink is reported', () => {
    const policy = contentSecurityPolicy('local');
    expect(directive(policy, 'trusted-types')).toEqual(['cms-html', 'dompurify', 'goog#html', 'lit-html', "'allow-duplicates'"]);
    expect(directive(policy, 'report-uri')).toEqual(['/api/csp-report']);
    expect(directive(trustedTypesReportOnlyPolicy(), 'require-trusted-types-for')).toEqual(["'script'"]);
  });
});
