/**
 * jsdom's getComputedStyle matches every rule of the page's style sheets against the element, through nwsapi, which
 * keeps compiled selectors in an LRU cache of 1,000. antd's CSS-in-JS writes more rules than that, and a pass over them
 * in order evicts each selector before it comes round again: every call compiled every selector anew (antd's tables
 * call it on each render to measure the scroll bar, testing-library's role queries on each element). With room for all
 * of them, the wallet page's view spec went from 16.4 s to 6.6 s. This module loads nwsapi with a larger cache before
 * jsdom first requires it (jsdom-with-fetch.cjs); it fails loudly if nwsapi no longer has the constant it raises.
 */
/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module that jest loads before jsdom */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const LIMIT = 'CACHE_LIMIT = 1000,';
const jsdom = require.resolve('jsdom', { paths: [path.dirname(require.resolve('jest-environment-jsdom'))] });
const file = require.resolve('nwsapi', { paths: [path.dirname(jsdom)] });

if (!require.cache[file]) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(LIMIT)) throw new Error(`${file} has no "${LIMIT}": see tests/support/nwsapi-cache.cjs`);
  const loaded = new Module(file, module);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(path.dirname(file));
  loaded._compile(source.replace(LIMIT, 'CACHE_LIMIT = 100000,'), file);
  loaded.loaded = true;
  require.cache[file] = loaded;
}
