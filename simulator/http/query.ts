import type { z } from 'zod';
import { ApiError, ErrorCodes } from './api-error';

/** Validates query parameters; a bad value is -1005 with the first problem as the message. */
export function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = issue.path.length > 0 ? issue.path.join('.') : 'query';
  throw new ApiError(ErrorCodes.InvalidParameter, `${name}: ${issue.message}`);
}
