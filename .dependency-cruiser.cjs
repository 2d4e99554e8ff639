/** Layer rules (docs/adr/0001-layers-and-di.md): the CI gate next to the lint boundaries. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain', 'node_modules/decimal\\.js'] },
    },
    {
      name: 'app-not-outward',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^src/(infrastructure|presentation|di)' },
    },
    {
      name: 'app-no-frameworks',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: 'node_modules/(react|react-dom|mobx|mobx-react-lite|antd|axios|firebase|js-cookie|i18next|react-i18next|zod)/' },
    },
    { name: 'infra-not-presentation', severity: 'error', from: { path: '^src/infrastructure' }, to: { path: '^src/(presentation|di)' } },
    {
      name: 'capabilities-are-data',
      severity: 'error',
      from: { path: '^src/capabilities' },
      to: { pathNot: ['^src/(domain|capabilities)'] },
    },
    { name: 'presentation-not-infra', severity: 'error', from: { path: '^src/presentation' }, to: { path: '^src/(infrastructure|di)' } },
    { name: 'src-not-to-tests', severity: 'error', from: { path: '^src' }, to: { path: '^(tests|features|simulator)' } },
    {
      name: 'simulator-not-app',
      severity: 'error',
      from: { path: '^simulator' },
      to: { path: '^src/(application|infrastructure|presentation|di)' },
    },
    {
      name: 'build-tools-not-app',
      severity: 'error',
      from: { path: '^build-tools' },
      to: { path: '^src/(application|infrastructure|presentation|di)' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'no-orphans', severity: 'error', from: { orphan: true, pathNot: ['\\.d\\.ts$', '(^|/)main\\.tsx?$', '\\.css$'] }, to: {} },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    exclude: { path: ['node_modules', 'dist'] },
  },
};
