import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import { ApiErrorObserverPort } from '../../application/shared/ports/api-error-observer.port';
import { SessionCredentialsPort } from '../../application/shared/ports/session-credentials.port';
import { token } from '../../application/shared/token';
import type { ErrorCode } from '../../domain/shared/error-code';
import { err, type Result } from '../../domain/shared/result';
import { errorFromResponse, readEnvelope, readStampedEnvelope } from './envelope';

export interface ApiClientOptions {
  readonly baseUrl: string;
  /** Tests replace the transport; production uses the browser's. */
  readonly adapter?: AxiosAdapter;
}
export const ApiClientOptions = token<ApiClientOptions>('ApiClientOptions');

type Params = Record<string, string | number | boolean | undefined>;

/**
 * The exchange REST client (spec §9 defaults: no timeout, 2xx is success, default XSRF names).
 * Sends the bearer token from the authorization cookie; every failure becomes a domain ErrorCode
 * and is reported to the ApiErrorObserverPort (which logs out on -1001/-1002).
 */
@injectable()
export class ApiClient {
  private readonly http: AxiosInstance;

  constructor(
    @inject(ApiClientOptions) options: ApiClientOptions,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(ApiErrorObserverPort) private readonly errors: ApiErrorObserverPort,
  ) {
    this.http = axios.create({
      baseURL: options.baseUrl,
      timeout: 0,
      validateStatus: (status) => status >= 200 && status < 300,
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
      adapter: options.adapter,
    });
    this.http.interceptors.request.use((config) => {
      const bearer = this.credentials.token();
      if (bearer) config.headers.set('Authorization', `Bearer ${bearer}`);
      return config;
    });
  }

  get<T>(path: string, data: z.ZodMiniType<T>, params?: Params): Promise<Result<T, ErrorCode>> {
    return this.send('GET', path, data, params);
  }

  /** A GET whose answer is stamped by the envelope's `timestamp` (the order book snapshot). */
  getStamped<T>(path: string, data: z.ZodMiniType<T>, params?: Params): Promise<Result<{ data: T; timestamp: number }, ErrorCode>> {
    return this.send('GET', path, data, params, undefined, readStampedEnvelope);
  }

  post<T>(path: string, data: z.ZodMiniType<T>, body?: unknown): Promise<Result<T, ErrorCode>> {
    return this.send('POST', path, data, undefined, body);
  }

  put<T>(path: string, data: z.ZodMiniType<T>, body?: unknown): Promise<Result<T, ErrorCode>> {
    return this.send('PUT', path, data, undefined, body);
  }

  delete<T>(path: string, data: z.ZodMiniType<T>, params?: Params): Promise<Result<T, ErrorCode>> {
    return this.send('DELETE', path, data, params);
  }

  private async send<T, R = T>(
    method: string, url: string, data: z.ZodMiniType<T>, params?: Params, body?: unknown,
    read: (body: unknown, data: z.ZodMiniType<T>) => Result<R, ErrorCode> = readEnvelope as never,
  ): Promise<Result<R, ErrorCode>> {
    let result: Result<R, ErrorCode>;
    try {
      const response = await this.http.request({ method, url, params, data: body });
      result = read(response.data, data);
    } catch (error) {
      const response = axios.isAxiosError(error) ? error.response : undefined;
      result = err(errorFromResponse(response?.status, response?.data));
    }
    if (!result.ok) this.errors.execute(result.error);
    return result;
  }
}
