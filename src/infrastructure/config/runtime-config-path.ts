/** Where the deployment puts its runtime configuration (docs/adr/0005-runtime-configuration.md). */
export const RUNTIME_CONFIG_PATH = '/app-config.json';

/**
 * Starts reading the runtime configuration at boot, in parallel with the first paint; the runtime validates it.
 * The returned promise never rejects unobserved (the runtime turns a failure into the configuration error page).
 * Default cache mode, so the `<link rel="preload">` of index.html serves it; the host answers it `no-cache`, so
 * it is revalidated on every load.
 */
export function fetchRuntimeConfig(): Promise<Response> {
  const response = fetch(RUNTIME_CONFIG_PATH);
  response.catch(() => undefined);
  return response;
}
