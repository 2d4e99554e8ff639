import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import { ApiErrorObserverPort } from '../../application/shared/ports/api-error-observer.port';
import { SessionCredentialsPort } from '../../application/shared/ports/session-credentials.port';
import { token } from '../../application/shared/token';
import type { ErrorCode } from '../../domain/shared/error-code';
import { err, type Result } from '../../domain/shared/result';
import { errorFromResponse, readEnvelope, readStampedEnvelope, refusalOf, retryAfterSeconds } from './envelope';
import { nextTask } from '../platform/next-task';
import { SendPacer } from './send-pacer';
import { fullUrl, xsrfHeader } from './xsrf-header';

export interface ApiClientOptions {
  readonly baseUrl: string;
  /** Tests replace the transport; production uses the browser's. */
  readonly adapter?: AxiosAdapter;
  /** A call unanswered after this long fails as NETWORK.UNAVAILABLE (default 15 s; finding 16). */
  readonly timeoutMs?: number;
  /**
   * Reads start in later tasks than the one asking, at most this many a task (send-pacer.ts): the browser's
   * transport costs the main thread per request. Writes start at once. Unset (tests' transports): every request
   * starts at once.
   */
  readonly sendsPerTask?: number;
}

/** REST calls give up after 15 s (the best trading front ends time a pending order out at 10 s). */
export const REST_TIMEOUT_MS = 15_000;
export const ApiClientOptions = token<ApiClientOptions>('ApiClientOptions');

type Params = Record<string, string | number | boolean | undefined>;

/** A failed call in detail: the domain code, and the exchange's own code, message and HTTP status when it answered. */
export interface ApiFailure {
  readonly error: ErrorCode;
  readonly status?: number;
  readonly exchangeCode?: number;
  readonly message?: string;
  /** The answer's `Retry-After` in seconds (429, 503), when it sent one. */
  readonly retryAfterSec?: number;
}

/**
 * The exchange REST client (defaults: 2xx is success, the default XSRF names, read by the client itself in
 * xsrf-header.ts; a 15 s timeout instead of none, docs/adr/0015). Sends the bearer token from the authorization
 * cookie; every failure becomes a domain ErrorCode and is reported, with the token the request carried, to the
 * ApiErrorObserverPort (which logs out on -1001/-1002).
 */
@injectable()
export class ApiClient {
  private readonly http: AxiosInstance;
  private readonly timeoutMs: number;
  private readonly baseUrl: string;
  private readonly pacer: SendPacer | undefined;

  constructor(
    @inject(ApiClientOptions) options: ApiClientOptions,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(ApiErrorObserverPort) private readonly errors: ApiErrorObserverPort,
  ) {
    this.timeoutMs = options.timeoutMs ?? REST_TIMEOUT_MS;
    this.baseUrl = options.baseUrl;
    this.pacer = options.sendsPerTask ? new SendPacer(options.sendsPerTask, nextTask) : undefined;
    this.http = axios.create({
      baseURL: options.baseUrl,
      timeout: this.timeoutMs,
      validateStatus: (status) => status >= 200 && status < 300,
      // The XSRF header is set by `headersFor`, synchronously: axios' own read waits for the Cookie Store API.
      withXSRFToken: false,
      adapter: options.adapter,
    });
  }

  get<T>(path: string, data: z.ZodMiniType<T>, params?: Params): Promise<Result<T, ErrorCode>> {
    return this.send('GET', path, data, params);
  }

  /** A GET whose answer is stamped by the envelope's `timestamp` (the order book snapshot). */
  getStamped<T>(path: string, data: z.ZodMiniType<T>, params?: Params): Promise<Result<{ data: T; timestamp: number }, ErrorCode>> {
    return this.send('GET', path, data, params, undefined, undefined, readStampedEnvelope);
  }

  /** `bearer` overrides the cookie's token (log out sends the token of the session it just cleared locally). */
  post<T>(path: string, data: z.ZodMiniType<T>, body?: unknown, options: { bearer?: string } = {}): Promise<Result<T, ErrorCode>> {
    return this.send('POST', path, data, undefined, body, options.bearer);
  }

  put<T>(path: string, data: z.ZodMiniType<T>, body?: unknown): Promise<Result<T, ErrorCode>> {
    return this.send('PUT', path, data, undefined, body);
  }

  delete<T>(path: string, data: z.ZodMiniType<T>, params?: Params): Promise<Result<T, ErrorCode>> {
    return this.send('DELETE', path, data, params);
  }

  /**
   * As the verb methods, keeping what the exchange said when it refused (its numeric code, message and the HTTP
   * status) instead of only the domain code; the trading calls show the exchange's message to the user.
   */
  async call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data: z.ZodMiniType<T>,
    options: { params?: Params; body?: unknown; contentType?: string } = {},
  ): Promise<Result<T, ApiFailure>> {
    let failure: ApiFailure | undefined;
    const result = await this.send(
      method,
      path,
      data,
      options.params,
      options.body,
      undefined,
      readEnvelope,
      (f) => (failure = f),
      options.contentType,
    );
    if (result.ok) return result;
    return err(failure ?? { error: result.error });
  }

  /** A binary answer (application/x-protobuf); a failure still reads the error envelope. */
  async getBytes(url: string, params?: Params): Promise<Result<Uint8Array, ErrorCode>> {
    if (this.pacer) await this.pacer.slot();
    const bearer = this.credentials.token();
    const headers = this.headersFor(url, bearer);
    let result: Result<Uint8Array, ErrorCode>;
    try {
      const response = await this.http.request<ArrayBuffer>({ method: 'GET', url, params, headers, responseType: 'arraybuffer' });
      result = { ok: true, value: new Uint8Array(response.data) };
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      result = err(errorFromResponse(response?.status, jsonOf(response?.data)));
    }
    if (!result.ok) this.errors.execute(result.error, bearer ?? null);
    return result;
  }

  private async send<T, R = T>(
    method: string,
    url: string,
    data: z.ZodMiniType<T>,
    params?: Params,
    body?: unknown,
    explicitBearer?: string,
    read: (body: unknown, data: z.ZodMiniType<T>) => Result<R, ErrorCode> = readEnvelope as never,
    detail?: (failure: ApiFailure) => void,
    contentType?: string,
  ): Promise<Result<R, ErrorCode>> {
    // A read waits for its own task; a write is what the user just asked for (an order, a cancel): it goes at once.
    if (this.pacer && method === 'GET') await this.pacer.slot();
    const bearer = explicitBearer ?? this.credentials.token();
    const headers = this.headersFor(url, bearer, contentType);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The timer also covers transports that ignore axios' own timeout (it lives in the adapters).
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`timeout of ${this.timeoutMs} ms exceeded`));
      }, this.timeoutMs);
    });
    let result: Result<R, ErrorCode>;
    try {
      const response = await Promise.race([
        this.http.request({ method, url, params, data: body, headers, signal: controller.signal }),
        timedOut,
      ]);
      result = read(response.data, data);
      if (!result.ok) detail?.({ error: result.error, status: response.status, ...refusalOf(response.data) });
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      const code = errorFromResponse(response?.status, response?.data);
      result = err(code);
      const retryAfterSec = response
        ? retryAfterSeconds((response.headers as Record<string, unknown>)['retry-after'], Date.now())
        : undefined;
      detail?.({
        error: code,
        status: response?.status,
        ...refusalOf(response?.data),
        ...(retryAfterSec === undefined ? {} : { retryAfterSec }),
      });
    } finally {
      clearTimeout(timer);
    }
    if (!result.ok) this.errors.execute(result.error, bearer ?? null);
    return result;
  }

  /** The bearer token, the XSRF cookie's value (same origin only) and an explicit content type, when there are any. */
  private headersFor(url: string, bearer: string | undefined, contentType?: string): Record<string, string> | undefined {
    const headers: Record<string, string> = xsrfHeader(fullUrl(this.baseUrl, url));
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    if (contentType) headers['Content-Type'] = contentType;
    return Object.keys(headers).length > 0 ? headers : undefined;
  }
}

/** The JSON inside a binary error answer, if any. */
function jsonOf(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  try {
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
