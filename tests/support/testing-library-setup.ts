// Only the view specs (a jsdom environment) use testing-library and its matchers: the node-environment specs (most of
// the suite) do not pay for loading React DOM, testing-library and jest-dom in every file.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/jest-dom');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
  // Views load their chunks lazily; on a loaded two-core CI runner the first lazy page can take
  // more than testing-library's default second to appear (a whole-app render took over 5 s at a load of 12 on
  // 2 cores: its lazy modules are compiled on first use). Waiting longer changes no assertion.
  configure({ asyncUtilTimeout: 15_000 });
}
