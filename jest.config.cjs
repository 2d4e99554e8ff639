/** Unit tests: domain, application, infrastructure adapters, stores, views and the simulator. */
const { availableParallelism } = require('node:os');

module.exports = {
  // Jest's default (cores − 1) runs CI's 2 cores in band; two workers take the unit stage from ~400 s to ~250 s there.
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/tests/unit/**/*.spec.ts', '**/tests/unit/**/*.spec.tsx'],
  transform: { '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  // ccxt's CommonJS build requires ESM-only @noble and @scure modules (tests/unit/ccxt): they are transformed too.
  transformIgnorePatterns: [
    '/node_modules/(?!(inversify|@inversifyjs|@ant-design/colors|@ant-design/fast-color|@noble/hashes|@noble/curves|@scure/base|@scure/starknet)/)',
  ],
  setupFiles: ['reflect-metadata', '<rootDir>/tests/setup-jsdom.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/support/style-stub.cjs',
    // The icons package's index loads all of its icons; this one loads those a test uses (tests/support/ant-design-icons.cjs).
    '^@ant-design/icons$': '<rootDir>/tests/support/ant-design-icons.cjs',
    // antd's index loads all of its components; this one loads those a test uses (tests/support/antd.cjs).
    '^antd$': '<rootDir>/tests/support/antd.cjs',
    // ts-jest has no import.meta.glob: the page modules load through require (tests/support/page-modules.ts).
    '^\\./page-modules$': '<rootDir>/tests/support/page-modules.ts',
    // Nor import.meta.glob for the capabilities' DI modules (tests/support/module-files.ts), nor top-level await for
    // the test container's capability parts (tests/support/capability-parts-jest.ts).
    '^\\.(/di)?/module-files$': '<rootDir>/tests/support/module-files.ts',
    '^\\./capability-parts$': '<rootDir>/tests/support/capability-parts-jest.ts',
    // Nor Vite's worker imports (`./x.worker?worker&inline`): a worker class that cannot be made in jest.
    '\\?worker(&inline)?$': '<rootDir>/tests/support/vite-worker-stub.cjs',
  },
  // The simulator's durability probes (child processes) run as bundles made once per run, not compiled in each child.
  globalSetup: '<rootDir>/tests/support/probe-bundles.mjs',
  setupFilesAfterEnv: ['<rootDir>/tests/support/testing-library-setup.ts'],
  // A guard against a hung test, not a speed target: a whole-app render under jsdom compiles the app's modules on first
  // use, which takes well over 15 s on a busy 2-core machine (CI beside other work).
  testTimeout: 45000,
};
