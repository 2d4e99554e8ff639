import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_PATH } from '../../src/domain/config/content-security-policy';

const MAX_REPORT_BYTES = 16 * 1024;

/** What the simulator keeps of CSP reports: counts by directive (no bodies), for tests and the curious. */
export class CspReports {
  readonly byDirective = new Map<string, number>();
  total = 0;

  add(directive: string): void {
    this.total += 1;
    if (this.byDirective.size < 100 || this.byDirective.has(directive))
      this.byDirective.set(directive, (this.byDirective.get(directive) ?? 0) + 1);
  }
}

function directivesOf(body: unknown): string[] {
  const one = (report: unknown): string | undefined => {
    if (typeof report !== 'object' || report === null) return undefined;
    const r = report as Record<string, unknown>;
    const inner = (r['csp-report'] ?? r.body ?? r) as Record<string, unknown>;
    const directive = inner['effective-directive'] ?? inner['violated-directive'] ?? inner.effectiveDirective;
    return typeof directive === 'string' ? directive.slice(0, 64) : undefined;
  };
  const reports = Array.isArray(body) ? body.slice(0, 50) : [body];
  return reports.map(one).filter((d): d is string => d !== undefined);
}

/** POST /api/csp-report: both report formats (report-uri's `application/csp-report`, report-to's `application/reports+json`); 204. */
export function registerCspReports(app: FastifyInstance, reports: CspReports, logErrors: boolean): void {
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')) as unknown);
      } catch {
        done(Object.assign(new Error('report is not valid JSON'), { statusCode: 400 }), undefined);
      }
    },
  );
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    const directives = directivesOf(request.body);
    directives.forEach((d) => reports.add(d));
    if (logErrors && directives.length > 0) process.stderr.write(`simulator: CSP report: ${directives.join(', ')}\n`);
    return reply.code(204).send();
  });
}
