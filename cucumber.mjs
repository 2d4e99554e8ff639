/** BDD scenarios run against the app's container with fake adapters (features/support/world.ts). */
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/step-definitions/**/*.ts'],
  // Vite's worker imports (`./x.worker?worker&inline`) as a worker class that cannot be made in Node.
  loader: ['@swc-node/register/esm', './tests/support/vite-worker-loader.mjs'],
  format: ['progress', 'summary'],
  strict: true,
  // Scenario containers leave library timers behind (query-cache garbage collection, SDK refresh timers);
  // every subscription is disposed in After hooks, so the run may end as soon as the last scenario does.
  forceExit: true,
};
