/** BDD scenarios run against the app's container with fake adapters (features/support/world.ts). */
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/step-definitions/**/*.ts'],
  loader: ['@swc-node/register/esm'],
  format: ['progress', 'summary'],
  strict: true,
};
