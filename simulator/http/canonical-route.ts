import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * The one canonical path of a request (docs/adr/0023): the route the router matched — its method and its registered
 * url (`/api/v3/asset/wallet/withdraw`, `/__control/sessions`) — never the raw request line. The router decodes
 * percent-escapes (`%76`, `%5F`), drops fragments and trailing slashes, so every decision that depends on the path
 * (an API key's permission, rate-limit buckets, the control secret, the trade-password gate, the envelope of an error)
 * is made on this value: a second spelling of a path reaches the same route and therefore the same decision.
 */
export interface MatchedRoute {
  readonly method: string;
  /** The route's registered url, with its prefix and parameters as declared (`/api/usercenter/pre/:kind`). */
  readonly url: string;
}

/** The matched route, or undefined when no route answers (the not-found handler). */
export function matchedRoute(request: FastifyRequest): MatchedRoute | undefined {
  const url = request.routeOptions.url;
  return typeof url === 'string' && url !== '' ? { method: request.method, url } : undefined;
}

/** The matched route's url after `prefix` (`/v3/asset/wallet/withdraw` for prefix `/api`), or undefined. */
export function routePathAfter(request: FastifyRequest, prefix: string): string | undefined {
  const route = matchedRoute(request);
  if (!route || !route.url.startsWith(`${prefix}/`)) return undefined;
  return route.url.slice(prefix.length);
}

const ABSOLUTE_FORM = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)(.*)$/;

/**
 * Fastify's `rewriteUrl`: an absolute-form request line (`POST http://host/api/… HTTP/1.1`, RFC 9112 §3.2.2) becomes
 * origin-form before routing, and its authority becomes the Host (as the RFC orders), so the host allow-list, the
 * router and everything after them see one form. Any other target is left as it is.
 */
export function originFormUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const absolute = ABSOLUTE_FORM.exec(url);
  if (!absolute) return url;
  const authority = absolute[1].replace(/^[^@]*@/, '');
  if (authority) req.headers.host = authority;
  const rest = absolute[2];
  return rest.startsWith('/') ? rest : `/${rest}`;
}
