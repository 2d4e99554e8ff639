import { ApiError } from '../../../../simulator/http/api-error';

/** The exchange's refusal (code and message) that `run` throws, or undefined when it goes through. */
export function refusal(run: () => unknown): { code: number; message: string } | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  return undefined;
}
