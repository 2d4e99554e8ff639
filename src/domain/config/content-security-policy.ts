import { ENVIRONMENT_TABLE, type EnvironmentName, type HostedSettings } from './environment-table';

/** The Trusted Types policy the one HTML sink (the blog article's sanitised CMS HTML) creates. */
export const CMS_HTML_POLICY = 'cms-html';
/** Where browsers send CSP violation reports (the simulator's `/api/csp-report`; a collector in production). */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';

/**
 * Policy names the page may create: ours, DOMPurify's own, the Google sign-in libraries', and lit's (`lit-html`: the
 * /api-reference page's OpenAPI renderer, rapidoc, is built on lit and cannot start without it; its policy passes
 * template strings through, which matters once `require-trusted-types-for` is enforced, docs/adr/0016).
 */
const TRUSTED_TYPE_POLICIES = `${CMS_HTML_POLICY} dompurify goog#html lit-html 'allow-duplicates'`;

const originOf = (location: string | null): string[] => {
  if (!location || location.startsWith('/')) return [];
  try {
    return [new URL(location).origin];
  } catch {
    return [];
  }
};

/** `http://127.0.0.1:9099` → also `http://localhost:9099` (the same emulator under its other loopback name). */
const withLoopbackTwin = (origin: string): string[] => {
  const twin = origin.replace('//127.0.0.1', '//localhost');
  return twin === origin ? [origin] : [origin, twin];
};

const unique = (values: readonly string[]): string => [...new Set(values)].join(' ');

export interface PolicyOptions {
  /** The `Host` this page was served under (ws:/wss: of the page itself, spelled out for older engines). */
  readonly host?: string;
}

/**
 * One Content-Security-Policy per environment, derived from the environment table (docs/adr/0016): scripts only from
 * this origin, `connect-src`, `img-src` and `frame-src` narrowed to the hosts that environment configures (its API,
 * websocket, CMS, logo host, sign-in and, in `local`, the Auth emulator), `base-uri 'none'`, the Trusted Types policy
 * names allowed, and reports to `CSP_REPORT_PATH`.
 */
export function contentSecurityPolicy(
  environment: EnvironmentName,
  options: PolicyOptions = {},
  settings: HostedSettings = ENVIRONMENT_TABLE[environment],
): string {
  const emulator = settings.firebase.emulatorUrl ? withLoopbackTwin(new URL(settings.firebase.emulatorUrl).origin) : [];
  const hostedSignIn = settings.firebase.emulatorUrl
    ? []
    : [`https://${settings.authDomain}`, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const self = options.host ? [`ws://${options.host}`, `wss://${options.host}`] : [];
  const connect = [
    "'self'",
    ...self,
    ...[
      settings.apiBase,
      settings.serverApiBase,
      settings.newWsUrl,
      settings.privateWsUrl,
      settings.blogApiBase,
      settings.tokenSyncUrl,
    ].flatMap(originOf),
    ...emulator,
    ...hostedSignIn,
  ];
  const images = ["'self'", 'data:', 'blob:', ...[settings.symbolLogoBase, settings.blogApiBase].flatMap(originOf)];
  const frames = [
    "'self'",
    ...emulator,
    ...(settings.firebase.emulatorUrl ? [] : [`https://${settings.authDomain}`, 'https://accounts.google.com']),
  ];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(images)}`,
    "font-src 'self' data:",
    `connect-src ${unique(connect)}`,
    "worker-src 'self' blob:",
    `frame-src ${unique(frames)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `trusted-types ${TRUSTED_TYPE_POLICIES}`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/**
 * Trusted Types for every sink, reported but not yet enforced: the one HTML sink already hands over TrustedHTML, but
 * antd's style injection still writes strings (docs/adr/0016 says when this moves to the enforced policy).
 */
export function trustedTypesReportOnlyPolicy(): string {
  return [
    `require-trusted-types-for 'script'`,
    `trusted-types ${TRUSTED_TYPE_POLICIES}`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}
