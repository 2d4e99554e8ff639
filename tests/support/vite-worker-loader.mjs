/* global URL */
// A Node module hook for cucumber (cucumber.mjs `loader`): Vite's worker imports (`./x.worker?worker&inline`) resolve
// to tests/support/vite-worker-stub.cjs instead of the worker's own module, which would run its worker code in Node.
const STUB = new URL('./vite-worker-stub.cjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (/\?worker(&inline)?$/.test(specifier)) return { url: STUB, shortCircuit: true };
  return next(specifier, context);
}
