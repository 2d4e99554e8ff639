import type { ErrorCode } from './error-code';

/** The life of one piece of remote data, as a view sees it. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'success'; readonly value: T }
  | { readonly status: 'error'; readonly error: ErrorCode };

export const idle = (): Loadable<never> => ({ status: 'idle' });
export const pending = (): Loadable<never> => ({ status: 'pending' });
export const loaded = <T>(value: T): Loadable<T> => ({ status: 'success', value });
export const failed = (error: ErrorCode): Loadable<never> => ({ status: 'error', error });
