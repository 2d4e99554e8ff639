/**
 * Stands in for `use-sync-external-store/shim` in the browser build (vite.config.ts `resolve.alias`): the shim
 * backfills a hook React 18 and later have built in, so every supported React already answers it. (wouter imports
 * the shim; jest resolves the real package.)
 */
export { useSyncExternalStore } from 'react';
