import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The X-XSRF-TOKEN header, when the request had one. */
  xsrf?: string;
  params: unknown;
  /** The request body as sent (a JSON string for object bodies). */
  body?: unknown;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/**
 * An axios transport that answers like the exchange: `{success, data}` or `{success: false, code}`.
 * Unknown paths answer -1006. Every request is recorded with its Authorization header.
 */
export class FakeExchangeHttp {
  readonly requests: RecordedRequest[] = [];
  private readonly answers = new Map<string, Answer>();
  private readonly once = new Map<string, Answer[]>();
  private readonly answersFor: { key: string; params: Record<string, unknown>; answer: Answer }[] = [];
  /** Asked for a request no set answer matches (e.g. a simulator's `app.inject`); undefined falls through to -1006. */
  delegate?: (request: RecordedRequest) => Promise<Answer | undefined>;

  succeed(method: string, path: string, data: unknown): void {
    this.answers.set(`${method} ${path}`, { status: 200, body: { success: true, data, timestamp: 1 } });
  }

  /** Answers only requests whose query parameters include `params` (others fall through to the path's answer). */
  succeedFor(method: string, path: string, params: Record<string, unknown>, data: unknown): void {
    this.answersFor.push({ key: `${method} ${path}`, params, answer: { status: 200, body: { success: true, data, timestamp: 1 } } });
  }

  fail(method: string, path: string, code: number, status = code === -1001 || code === -1002 ? 401 : 400): void {
    this.answers.set(`${method} ${path}`, { status, body: { success: false, code, message: `code ${code}` } });
  }

  answerRaw(method: string, path: string, status: number, body: unknown, headers?: Record<string, string>): void {
    this.answers.set(`${method} ${path}`, { status, body, headers });
  }

  /** Answers the next request to the path this way, then the path's other answers apply again. */
  answerRawOnce(method: string, path: string, status: number, body: unknown): void {
    const key = `${method} ${path}`;
    this.once.set(key, [...(this.once.get(key) ?? []), { status, body }]);
  }

  readonly adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = new URL(config.url ?? '', 'http://x').pathname;
    const headers = AxiosHeaders.from(config.headers);
    const xsrf = headers.get('X-XSRF-TOKEN')?.toString();
    const request = {
      method,
      path,
      authorization: headers.get('Authorization')?.toString(),
      ...(xsrf === undefined ? {} : { xsrf }),
      params: config.params,
      body: config.data,
    };
    this.requests.push(request);
    const sent = (config.params ?? {}) as Record<string, unknown>;
    const matching = this.answersFor.find(
      (a) => a.key === `${method} ${path}` && Object.entries(a.params).every(([k, v]) => sent[k] === v),
    );
    const answer = this.once.get(`${method} ${path}`)?.shift() ??
      matching?.answer ??
      this.answers.get(`${method} ${path}`) ??
      (await this.delegate?.(request)) ?? { status: 404, body: { success: false, code: -1006, message: 'not found' } };
    const response = { data: answer.body, status: answer.status, statusText: String(answer.status), headers: answer.headers ?? {}, config };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`HTTP ${answer.status}`, 'ERR_BAD_REQUEST', config, undefined, response);
    }
    return response;
  };
}
