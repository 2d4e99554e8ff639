import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorCodes, failureBody, httpStatusFor } from './api-error';
import { ROUTES } from '../../src/capabilities';
import { documentStatus } from '../../src/domain/navigation/route';
import { sendAppPage, type AppPage } from './static-files';
import { matchedRoute } from './canonical-route';
import { isApiPath, isControlPath, isReservedPath, looksLikeFile, pathOf } from './request-path';

export interface ErrorHandlingOptions {
  /** True when dist/index.html can be served as the SPA fallback. */
  readonly spaFallback: boolean;
  readonly logErrors: boolean;
  /** The page to answer an app route with (static-files.ts `pageFor`): its route shell when it has one, else index.html. */
  readonly pageFor?: (path: string) => AppPage;
}

/**
 * API errors become the protocol envelope; anything unexpected is -1000 without a stack. Unknown
 * /api paths are -1006; unknown app routes get their route shell or index.html when the app is built, with status 404 when no route of
 * the table answers the path.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    // the envelope follows the matched route (docs/adr/0023), the raw path only when none matched
    const path = matchedRoute(request)?.url ?? pathOf(request.url);
    const clientError = !(error instanceof ApiError) && isClientError(error);
    if (!(error instanceof ApiError) && !clientError && options.logErrors) {
      process.stderr.write(`simulator: ${request.method} ${path} failed: ${error.stack ?? error.message}\n`);
    }
    if (isApiPath(path)) {
      const code = error instanceof ApiError ? error.code : clientError ? ErrorCodes.InvalidParameter : ErrorCodes.Unknown;
      const message = error instanceof ApiError || clientError ? error.message : 'Internal error';
      if (error instanceof ApiError && error.retryAfterSec !== undefined) reply.header('retry-after', String(error.retryAfterSec));
      const status =
        error instanceof ApiError && error.status !== undefined ? error.status : clientStatus(error as { statusCode?: number }, code);
      return reply.code(status).send(failureBody(code, message));
    }
    // a control call the exchange refuses (e.g. the lead trader's order without the margin) names the refusal
    if (error instanceof ApiError && isControlPath(path)) {
      return reply.code(error.status ?? httpStatusFor(error.code)).send({ ok: false, code: error.code, message: error.message });
    }
    const status = clientError ? ((error as FastifyError).statusCode ?? 400) : 500;
    const message = clientError ? error.message : 'Internal error';
    return reply.code(status).send(isControlPath(path) ? { ok: false, message } : { message });
  });

  app.setNotFoundHandler((request, reply) => notFound(request, reply, options));
}

function notFound(request: FastifyRequest, reply: FastifyReply, options: ErrorHandlingOptions) {
  const path = pathOf(request.url);
  if (isApiPath(path)) {
    return reply.code(404).send(failureBody(ErrorCodes.NotFound, `${request.method} ${path} not found`));
  }
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (options.spaFallback && isRead && !isReservedPath(path) && !looksLikeFile(path)) {
    // A path no route of the table answers gets the app's 404 page with HTTP status 404 (not a soft 404).
    return sendAppPage(reply.code(documentStatus(ROUTES, safeDecode(path))), options.pageFor?.(path) ?? { file: 'index.html' });
  }
  const message = `${request.method} ${path} not found`;
  return reply.code(404).send(isControlPath(path) ? { ok: false, message } : { message });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A body too large stays 413 (not 400) inside the envelope; other client errors take the code's status. */
function clientStatus(error: { statusCode?: number }, code: number): number {
  return error.statusCode === 413 ? 413 : httpStatusFor(code);
}

function isClientError(error: { statusCode?: number }): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}
