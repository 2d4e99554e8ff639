import type { Plugin } from 'vite';

/**
 * Runs a build guard's `generateBundle` over a hand-made bundle, as Rollup would: its error, thrown through the
 * plugin context's `error`, comes back as the message; undefined when the guard lets the bundle through.
 */
export function guardMessage(plugin: Plugin, bundle: unknown): string | undefined {
  const hook = plugin.generateBundle as (this: { error(message: string): never }, options: unknown, bundle: unknown) => void;
  try {
    hook.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
