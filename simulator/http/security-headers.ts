import type { FastifyInstance } from 'fastify';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  trustedTypesReportOnlyPolicy,
} from '../../src/domain/config/content-security-policy';
import type { EnvironmentName } from '../../src/domain/config/environment-table';

/** The policy of the local environment as the default port serves it (tests and docs read it). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy('local');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'reporting-endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  'content-security-policy-report-only': trustedTypesReportOnlyPolicy(),
};

/**
 * Every response (files, API, errors, 404s) carries the security headers. The Content-Security-Policy is the one of
 * the environment this simulator serves (`APP_ENV`), derived from the environment table (docs/adr/0016), so staging
 * served by the simulator allows staging's hosts and nothing else.
 */
export function registerSecurityHeaders(app: FastifyInstance, environment: EnvironmentName = 'local'): void {
  const byHost = new Map<string, string>();
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? '';
    let policy = byHost.get(host);
    if (policy === undefined) {
      policy = contentSecurityPolicy(environment, host ? { host } : {});
      if (byHost.size < 64) byHost.set(host, policy); // hosts are allow-listed; the cache stays small anyway
    }
    reply.headers(SECURITY_HEADERS);
    reply.header('content-security-policy', policy);
  });
}
