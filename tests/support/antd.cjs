/**
 * `antd` for jest: the package's CommonJS index requires every one of its ≈ 75 components at once (≈ 0.85 s in plain
 * Node, more through jest's module registry, in each test file that renders a view; Vite's build keeps only what is
 * imported). This index has the same names, read from the package's own index, and requires a component's module when
 * a test first reads it. What the index itself defines (`unstableSetRender`, a no-op warning) comes from the index,
 * loaded only if read.
 */
/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module that jest maps `antd` to */
const { readFileSync } = require('node:fs');
const path = require('node:path');

// By the package's manifest: its name alone would be mapped back to this file.
const lib = path.join(path.dirname(require.resolve('antd/package.json')), 'lib');
const source = readFileSync(path.join(lib, 'index.js'), 'utf8');
// `var _button = _interopRequireDefault(require("./button"));` … `Object.defineProperty(exports, "Button", { … return _button.default; …`
const modules = new Map(
  [...source.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[\w-]+)"\)\);/g)].map((m) => [m[1], m[2]]),
);
const antd = {};
Object.defineProperty(antd, '__esModule', { value: true });
for (const [, name, variable] of source.matchAll(
  /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g,
)) {
  const file = modules.get(variable);
  if (file === undefined) throw new Error(`antd's index names ${name} after ${variable}, which it does not require`);
  Object.defineProperty(antd, name, { enumerable: true, get: () => require(path.join(lib, file)).default });
}
if (Object.keys(antd).length < 70) throw new Error(`antd's index no longer reads as expected: ${Object.keys(antd).length} exports`);
Object.defineProperty(antd, 'unstableSetRender', { enumerable: true, get: () => require(path.join(lib, 'index.js')).unstableSetRender });
module.exports = antd;
