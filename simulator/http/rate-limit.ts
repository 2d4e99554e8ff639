import type { FastifyInstance } from 'fastify';
import { ApiError, ErrorCodes } from './api-error';
import { matchedRoute } from './canonical-route';
import { isApiPath } from './request-path';

/**
 * One limit: at most `max` requests per `windowMs` from one IP to one route (method + the route's registered url, as
 * the router matched it: docs/adr/0023). Requests no route answers share one bucket per IP, `NO_ROUTE`.
 */
export interface RateRule {
  readonly name: string;
  readonly match: (method: string, path: string) => boolean;
  readonly max: number;
  readonly windowMs: number;
}

/**
 * The simulator's limits, per IP and route (docs/adr/0014): the exchange's published numbers where one applies
 * (shared/reference/trading-facts.md: public market data 10 per second per endpoint), and for the calls that write
 * rows or sessions a limit of the same family as its account calls (10 per 60 s). The first matching rule counts.
 */
export function rateRules(loginsPerMinute = 10): readonly RateRule[] {
  return [
    { name: 'login', match: (m, p) => m === 'POST' && p === '/api/usercenter/login', max: loginsPerMinute, windowMs: 60_000 },
    ...OTHER_RULES,
  ];
}

const OTHER_RULES: readonly RateRule[] = [
  { name: 'partner-forms', match: (m, p) => m === 'POST' && p.startsWith('/api/usercenter/pre/'), max: 10, windowMs: 60_000 },
  {
    name: 'public-market-data',
    match: (_m, p) => /^\/api\/(md|instrument|layout)\//.test(p),
    max: 10,
    windowMs: 1000,
  },
  { name: 'api', match: () => true, max: 30, windowMs: 1000 },
];

/** The limits with the default 10 sign-ins a minute per IP. */
export const RATE_RULES: readonly RateRule[] = rateRules();

/** Fixed-window counters keyed by rule, IP and route; memory is bounded by purging ended windows. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly rules: readonly RateRule[],
    private readonly now: () => number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Seconds to wait when the request is over its limit, else undefined (and the request is counted). */
  hit(ip: string, method: string, path: string): number | undefined {
    const rule = this.rules.find((r) => r.match(method, path));
    if (!rule) return undefined;
    const now = this.now();
    const key = `${rule.name} ${ip} ${method} ${path}`;
    let window = this.windows.get(key);
    if (!window || now - window.start >= rule.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.purge(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= rule.max) return Math.max(1, Math.ceil((window.start + rule.windowMs - now) / 1000));
    window.count += 1;
    return undefined;
  }

  get size(): number {
    return this.windows.size;
  }

  private purge(now: number): void {
    const longest = Math.max(...this.rules.map((r) => r.windowMs));
    for (const [key, window] of this.windows) if (now - window.start >= longest) this.windows.delete(key);
    // Still full (a flood of distinct keys): forget the oldest half rather than grow.
    if (this.windows.size >= this.maxKeys) [...this.windows.keys()].slice(0, this.maxKeys / 2).forEach((k) => this.windows.delete(k));
  }
}

/** The bucket of the requests no route answers (every spelling of an unknown path counts in one). */
export const NO_ROUTE = '/api/(no route)';

/**
 * Answers a request over its limit with -1003, HTTP 429 and `Retry-After` (trading-facts.md). The bucket is the
 * matched route (a percent-encoded, doubled-slash or full-URL spelling of a call counts in the call's own bucket);
 * requests that match no route count together in `NO_ROUTE`.
 */
export function registerRateLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook('onRequest', async (request) => {
    const route = matchedRoute(request);
    const path = route ? route.url : NO_ROUTE;
    if (!isApiPath(path)) return;
    const wait = limiter.hit(request.ip, request.method, path);
    if (wait !== undefined) throw new ApiError(ErrorCodes.TooManyRequests, 'Too many requests', 429, wait);
  });
}
