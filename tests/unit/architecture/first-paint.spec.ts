import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ROUTES } from '../../../src/capabilities';

const ROOT = resolve(__dirname, '../../..');
const ANTD = /^(antd|@ant-design\/)/;

function fileOf(path: string): string | undefined {
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => path + ext).find((file) => existsSync(file));
}

/** Every module a page module reaches through static imports (dynamic `import()` is where a light page stops). */
function staticReach(start: string): { files: Set<string>; antd: string[] } {
  const files = new Set<string>();
  const antd: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8').replace(/^\s*import\s+type\s[^;]*;/gm, '');
    for (const [, spec] of text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
      if (ANTD.test(spec)) antd.push(`${relative(ROOT, file)} imports ${spec}`);
      if (!spec.startsWith('.')) continue;
      const target = fileOf(resolve(dirname(file), spec));
      if (target) visit(target);
    }
  };
  visit(start);
  return { files, antd };
}

describe('first paint of a route', () => {
  const light = ROUTES.filter((route) => route.firstPaint === 'light' && route.page);

  it.each(light.map((route) => [route.id, route.page!]))(
    '%s paints without antd: its page reaches no antd import statically',
    (_id, page) => {
      const file = fileOf(resolve(ROOT, 'src/presentation', page));
      expect(file).toBeDefined();
      expect(staticReach(file!).antd).toEqual([]);
    },
  );

  // the router puts no guard in front of a private light page (app-router.tsx): it must guard itself
  const privateLight = light.filter((route) => route.access === 'private');
  it.each(privateLight.map((route) => [route.id, route.page!]))(
    '%s is private and light: its page guards itself (PrivatePage)',
    (_id, page) => {
      const file = fileOf(resolve(ROOT, 'src/presentation', page))!;
      expect([...staticReach(file).files].map((f) => relative(ROOT, f))).toContain('src/presentation/session/private-page.tsx');
    },
  );

  it('finds an antd import where one is (the walk is not vacuous)', () => {
    const antdPage = ROUTES.find((route) => route.firstPaint === 'antd' && route.page === 'trade/multi-symbol-page')!;
    const file = fileOf(resolve(ROOT, 'src/presentation', antdPage.page!))!;
    expect(staticReach(file).antd.length).toBeGreaterThan(0);
  });
});
