import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { firstNamespaces, NAMESPACES, ROUTES } from '../../../src/capabilities';

const ROOT = resolve(__dirname, '../../..');
const ANTD = /^(antd|@ant-design\/)/;

function fileOf(path: string): string | undefined {
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => path + ext).find((file) => existsSync(file));
}

/**
 * Every module a page module reaches through its imports, and the antd imports met on the way. Static imports only by
 * default: a dynamic `import()` is where a light page's first paint stops. With `dynamic`, `import()` too: every module
 * a page can show without a navigation (its runtime views, lazy panels and dialogs), short of the composition root
 * (src/di, which reaches every capability).
 */
function importReach(start: string, dynamic = false): { files: Set<string>; antd: string[] } {
  const files = new Set<string>();
  const antd: string[] = [];
  const visit = (file: string) => {
    if (files.has(file) || (dynamic && relative(ROOT, file).startsWith('src/di/'))) return;
    files.add(file);
    const text = readFileSync(file, 'utf8').replace(/^\s*import\s+type\s[^;]*;/gm, '');
    const specs = [
      ...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gm),
      ...(dynamic ? text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g) : []),
    ];
    for (const [, spec] of specs) {
      if (ANTD.test(spec)) antd.push(`${relative(ROOT, file)} imports ${spec}`);
      if (!spec.startsWith('.')) continue;
      const target = fileOf(resolve(dirname(file), spec));
      if (target) visit(target);
    }
  };
  visit(start);
  return { files, antd };
}

const KNOWN_NAMESPACES = new Set(NAMESPACES);

/** The locale namespaces a module reads: `useTranslation(...)` (the default one without an argument) and `'<ns>:key'` keys. */
function namespacesRead(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, args] of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
    found.push(...(args ? [...args.matchAll(/'([^']+)'/g)].map((m) => m[1]) : ['common']));
  }
  for (const [, ns] of text.matchAll(/[`'"]([A-Za-z]+):[A-Za-z]/g)) found.push(ns);
  return found.filter((ns) => KNOWN_NAMESPACES.has(ns));
}

/** The namespaces a page's whole reach (`importReach` with `import()`) reads that `firstNamespaces(path)` does not load, each with a module reading it. */
function unloadedNamespaces(pageFile: string, path: string): string[] {
  const loaded = firstNamespaces(path);
  const missing = new Map<string, string>();
  for (const file of importReach(pageFile, true).files)
    for (const ns of namespacesRead(file)) if (!loaded.includes(ns) && !missing.has(ns)) missing.set(ns, relative(ROOT, file));
  return [...missing].map(([ns, file]) => `${ns} (${file})`);
}

describe('first paint of a route', () => {
  const light = ROUTES.filter((route) => route.firstPaint === 'light' && route.page);

  it.each(light.map((route) => [route.id, route.page!]))(
    '%s paints without antd: its page reaches no antd import statically',
    (_id, page) => {
      const file = fileOf(resolve(ROOT, 'src/presentation', page));
      expect(file).toBeDefined();
      expect(importReach(file!).antd).toEqual([]);
    },
  );

  // the router puts no guard in front of a private light page (app-router.tsx): it must guard itself
  const privateLight = light.filter((route) => route.access === 'private');
  it.each(privateLight.map((route) => [route.id, route.page!]))(
    '%s is private and light: its page guards itself (PrivatePage)',
    (_id, page) => {
      const file = fileOf(resolve(ROOT, 'src/presentation', page))!;
      expect([...importReach(file).files].map((f) => relative(ROOT, f))).toContain('src/presentation/session/private-page.tsx');
    },
  );

  it('finds an antd import where one is (the walk is not vacuous)', () => {
    const antdPage = ROUTES.find((route) => route.firstPaint === 'antd' && route.page === 'trade/multi-symbol-page')!;
    const file = fileOf(resolve(ROOT, 'src/presentation', antdPage.page!))!;
    expect(importReach(file).antd.length).toBeGreaterThan(0);
  });

  // The boot loads only these before the first paint, and every other namespace a while after the runtime starts
  // (create-browser-i18n.ts, boot.tsx): a page or one of its later views reading another would suspend for another
  // round trip, and a key of another namespace would show raw.
  it.each(ROUTES.filter((route) => route.page).map((route) => [route.path, route.page!]))(
    '%s and the views it loads read only the namespaces the boot loads before its first paint (its own and its reads)',
    (path, page) => {
      expect(unloadedNamespaces(fileOf(resolve(ROOT, 'src/presentation', page))!, path.replace(/:[^/]+/g, 'x'))).toEqual([]);
    },
  );

  it.each(['app-layout', 'shell-runtime'])(
    'the frame of every page (%s: header, footer, consent banner, one-tap prompt) reads the default namespace only',
    (module) => {
      const frame = fileOf(resolve(ROOT, 'src/presentation/layout', module))!;
      const read = [...importReach(frame).files].flatMap(namespacesRead);
      expect(read).toContain('common');
      expect(read.filter((ns) => ns !== 'common')).toEqual([]);
    },
  );

  it('finds a namespace a first paint does not load (the namespace walk is not vacuous)', () => {
    // the sign-in form reads `auth`, which the account overview's first paint does not load
    const form = fileOf(resolve(ROOT, 'src/presentation/auth/auth-form'))!;
    expect(unloadedNamespaces(form, '/account')).toEqual([expect.stringMatching(/^auth \(/)]);
  });
});
