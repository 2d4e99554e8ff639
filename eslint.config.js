import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'mobx',
  'mobx-react-lite',
  'antd',
  'antd/*',
  '@ant-design/*',
  'axios',
  'firebase',
  'firebase/*',
  'js-cookie',
  'inversify',
  'reflect-metadata',
  'i18next',
  'react-i18next',
  'react-router',
  'react-router-dom',
  'zod',
  '@tanstack/*',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'reports', 'coverage', '.data', 'public', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain/**', partialMatch: false },
        { type: 'application', pattern: 'src/application/**', partialMatch: false },
        { type: 'infrastructure', pattern: 'src/infrastructure/**', partialMatch: false },
        { type: 'presentation', pattern: 'src/presentation/**', partialMatch: false },
        { type: 'di', pattern: 'src/di/**', partialMatch: false },
        { type: 'capabilities', pattern: 'src/capabilities/**', partialMatch: false },
        { type: 'main', pattern: 'src/*', partialMatch: false },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'domain' } }, allow: [{ to: { element: { type: ['domain'] } } }] },
            { from: { element: { type: 'application' } }, allow: [{ to: { element: { type: ['domain', 'application'] } } }] },
            {
              from: { element: { type: 'infrastructure' } },
              allow: [{ to: { element: { type: ['domain', 'application', 'infrastructure', 'capabilities'] } } }],
            },
            {
              from: { element: { type: 'presentation' } },
              allow: [{ to: { element: { type: ['domain', 'application', 'presentation', 'capabilities'] } } }],
            },
            {
              from: { element: { type: 'di' } },
              allow: [{ to: { element: { type: ['domain', 'application', 'infrastructure', 'presentation', 'di', 'capabilities'] } } }],
            },
            // The capability manifests are data: routes, namespaces, whether a DI module exists (src/capabilities).
            { from: { element: { type: 'capabilities' } }, allow: [{ to: { element: { type: ['domain', 'capabilities'] } } }] },
            {
              from: { element: { type: 'main' } },
              allow: [{ to: { element: { type: ['di', 'presentation', 'infrastructure', 'capabilities'] } } }],
            },
          ],
        },
      ],
    },
  },
  {
    // Size limits of the app and the simulator (tests are exempt), counted as prettier writes the code: a file of at
    // most 300 lines of code, and a function of at most 150 (blank lines and comments aside).
    files: ['src/**/*.{ts,tsx}', 'simulator/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Functions still over 150 lines, to be split (this list only shrinks): the order form.
    files: ['src/presentation/member-trading/order-form/order-form.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 230, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS, message: 'The domain stays pure: only decimal.js and itself.' }] },
      ],
    },
  },
  {
    files: ['src/capabilities/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS, message: 'Capability manifests are data: the build, the simulator and the light shell read them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: FRAMEWORKS.filter((p) => p !== 'inversify'), message: 'Use cases talk to ports, not frameworks.' }] },
      ],
    },
  },
  {
    files: ['src/presentation/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['axios', 'firebase', 'firebase/*', 'js-cookie'],
              message: 'Views reach the outside world through use cases and ports.',
            },
          ],
        },
      ],
    },
  },
);
