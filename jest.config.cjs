/** Unit tests: domain, application, infrastructure adapters, stores, views and the simulator. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/tests/unit/**/*.spec.ts', '**/tests/unit/**/*.spec.tsx'],
  transform: { '^.+\\.[tj]sx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs|@ant-design/colors|@ant-design/fast-color|wouter)/)'],
  setupFiles: ['reflect-metadata', '<rootDir>/tests/setup-jsdom.ts'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tests/support/style-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/tests/support/testing-library-setup.ts'],
  testTimeout: 15000,
};
