/**
 * `@ant-design/icons` for jest: the package's CommonJS index requires every one of its icons (≈ 850 modules, ≈ 0.8 s
 * in each test file that renders a view; Vite's build keeps only the icons imported). This index has the same names
 * and requires an icon's module when a test first reads it; the rest (the `Icon` component, the two-tone colour)
 * come from the package's own index, loaded only if read; `IconProvider` from the context's module.
 */
/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module that jest maps `@ant-design/icons` to */
const { readdirSync } = require('node:fs');
const path = require('node:path');

// By the package's manifest: its name alone would be mapped back to this file.
const lib = path.join(path.dirname(require.resolve('@ant-design/icons/package.json')), 'lib');
const icons = {};
Object.defineProperty(icons, '__esModule', { value: true });
for (const file of readdirSync(path.join(lib, 'icons'))) {
  if (!file.endsWith('.js') || file === 'index.js') continue;
  Object.defineProperty(icons, file.slice(0, -3), { enumerable: true, get: () => require(path.join(lib, 'icons', file)).default });
}
// The provider is the context's, as in the package's index, without loading the index.
Object.defineProperty(icons, 'IconProvider', {
  enumerable: true,
  get: () => require(path.join(lib, 'components', 'Context.js')).default.Provider,
});
for (const name of ['default', 'getTwoToneColor', 'setTwoToneColor', 'createFromIconfontCN'])
  Object.defineProperty(icons, name, { enumerable: true, get: () => require(path.join(lib, 'index.js'))[name] });
module.exports = icons;
