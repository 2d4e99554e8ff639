import type { ErrorCode } from '../../../domain/shared/error-code';
import { token } from '../token';

/** Told about every failed exchange call (the HTTP adapter calls it); decides what a failure does to the app. */
export interface ApiErrorObserverPort {
  execute(code: ErrorCode): void;
}
export const ApiErrorObserverPort = token<ApiErrorObserverPort>('ApiErrorObserverPort');
