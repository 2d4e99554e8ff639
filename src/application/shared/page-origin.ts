import { token } from './token';

/** This page's origin (`https://host[:port]`), read once by the container (src/di/container.ts) and injected. */
export const PageOrigin = token<string>('PageOrigin');
