import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axiosWithoutFetchAdapter } from '../../../build-tools/axios-without-fetch-adapter';

/** axios' ES sources, which the browser build bundles (`require.resolve('axios')` is its Node build). */
const axiosLib = (...path: string[]) => readFileSync(join(process.cwd(), 'node_modules', 'axios', 'lib', ...path), 'utf8');

const load = (id: string): unknown => {
  const hook = axiosWithoutFetchAdapter().load as (id: string) => unknown;
  return hook(id);
};

describe('the build without axios fetch adapter', () => {
  it('replaces only axios fetch adapter module, in the build only', () => {
    const stub = load('/app/node_modules/axios/lib/adapters/fetch.js');
    expect(stub).toBe('export const getFetch = () => false;\nexport default false;\n');
    expect(load('C:\\app\\node_modules\\axios\\lib\\adapters\\fetch.js')).toBe(stub);
    expect(load('/app/node_modules/axios/lib/adapters/xhr.js')).toBeNull();
    expect(load('/app/src/infrastructure/http/fetch.js')).toBeNull();
    expect(axiosWithoutFetchAdapter().apply).toBe('build');
  });

  it('gives axios adapter list all it reads of the module: getFetch, and XHR stays the first choice', () => {
    const adapters = axiosLib('adapters', 'adapters.js');
    expect(adapters).toContain("import * as fetchAdapter from './fetch.js';");
    expect(adapters.match(/fetchAdapter\.\w+/g)).toEqual(['fetchAdapter.getFetch']);
    const defaults = axiosLib('defaults', 'index.js');
    expect(defaults).toMatch(/adapter: \['xhr', 'http', 'fetch'\]/);
  });
});
