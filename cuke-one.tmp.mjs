/** BDD scenarios run against the app's container with fake adapters (features/support/world.ts). */
export default {
  
  import: ['features/support/**/*.ts', 'features/step-definitions/**/*.ts'],
  loader: ['@swc-node/register/esm'],
  format: ['progress', 'summary'],
  strict: true,
  // Scenario containers leave library timers behind (query-cache garbage collection, SDK refresh timers);
  // every subscription is disposed in After hooks, so the run may end as soon as the last scenario does.
  forceExit: true,
};
