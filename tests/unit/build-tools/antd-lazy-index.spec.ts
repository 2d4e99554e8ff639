import { dirname, join } from 'node:path';

/**
 * jest maps `antd` to tests/support/antd.cjs, an index that requires a component when a test first reads it. It must
 * stay the package's index in all but that: the same names, each the very same value.
 */
describe('the lazy antd index of the unit tests', () => {
  it('has every name of the package index and each is the same value', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const lazy = require('antd') as Record<string, unknown>;
    // the package's own index, by its path (the mapping matches the bare name only)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const own = require(join(dirname(require.resolve('antd/package.json')), 'lib', 'index.js')) as Record<string, unknown>;
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(own).sort());
    const differing = Object.keys(own).filter((name) => lazy[name] !== own[name]);
    expect(differing).toEqual([]);
    expect(Object.keys(own)).toEqual(
      expect.arrayContaining(['Button', 'ConfigProvider', 'Table', 'message', 'theme', 'unstableSetRender']),
    );
  });
});
