import type { FastifyInstance } from 'fastify';
import { isControlPath, pathOf } from './request-path';

/**
 * Which names this server answers to (DNS-rebinding defence, ASVS 4.1 / 13.x) and which page origins may open
 * its websocket (ASVS 4.4.2). Hosts are matched by name, any port: loopback names always, plus `HOST` when it is
 * a name and `SIM_ALLOWED_HOSTS`. An origin is allowed when it is this request's own origin (its host is the
 * allowed `Host` header) or one of `SIM_ALLOWED_ORIGINS`.
 */
export interface HostPolicy {
  readonly hosts: ReadonlySet<string>;
  readonly origins: ReadonlySet<string>;
}

export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'] as const;
const WILDCARD_BINDS = new Set(['0.0.0.0', '::', '']);

export function hostPolicy(bindHost: string, extraHosts: readonly string[] = [], extraOrigins: readonly string[] = []): HostPolicy {
  const hosts = new Set<string>([...LOOPBACK_HOSTS, ...extraHosts.map((h) => h.trim().toLowerCase()).filter(Boolean)]);
  if (!WILDCARD_BINDS.has(bindHost)) hosts.add(bindHost.toLowerCase().replace(/^\[|\]$/g, ''));
  const origins = new Set(
    extraOrigins.flatMap((o) => {
      try {
        return [new URL(o).origin];
      } catch {
        return [];
      }
    }),
  );
  return { hosts, origins };
}

/** The host name of a `Host` header (`name:port`, `[v6]:port`), lower case; undefined when it does not parse. */
export function hostNameOf(hostHeader: string | undefined): string | undefined {
  if (!hostHeader) return undefined;
  try {
    const url = new URL(`http://${hostHeader}`);
    if (url.host.toLowerCase() !== hostHeader.toLowerCase() && `${url.host}:80` !== hostHeader.toLowerCase()) return undefined;
    return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return undefined;
  }
}

export const isAllowedHost = (policy: HostPolicy, hostHeader: string | undefined): boolean => {
  const name = hostNameOf(hostHeader);
  return name !== undefined && policy.hosts.has(name);
};

/** True for a request without an Origin (non-browser clients), its own origin, or a configured one. */
export function isAllowedOrigin(policy: HostPolicy, origin: string | undefined, hostHeader: string | undefined): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (policy.origins.has(parsed.origin)) return true;
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    hostHeader !== undefined &&
    parsed.host.toLowerCase() === hostHeader.toLowerCase() &&
    isAllowedHost(policy, hostHeader)
  );
}

/** Refuses (HTTP 421) every request whose Host header names another server. */
export function registerHostAllowList(app: FastifyInstance, policy: HostPolicy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isAllowedHost(policy, request.headers.host)) return;
    const message = 'Misdirected request: unknown host';
    return reply.code(421).send(isControlPath(pathOf(request.url)) ? { ok: false, message } : { message });
  });
}
