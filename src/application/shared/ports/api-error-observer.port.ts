import type { ErrorCode } from '../../../domain/shared/error-code';
import { token } from '../token';

/** Told about every failed exchange call (the HTTP adapter calls it); decides what a failure does to the app. */
export interface ApiErrorObserverPort {
  /** `sentToken`: the bearer the failed request carried (undefined = none), so a late answer cannot end a newer session. */
  execute(code: ErrorCode, sentToken?: string | null): void;
}
export const ApiErrorObserverPort = token<ApiErrorObserverPort>('ApiErrorObserverPort');
