import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { CAPABILITIES } from '../../../src/capabilities';
import { FENCES } from '../../../src/capabilities/fences';

const ROOT = resolve(__dirname, '../../..');
const LAYERS = ['domain', 'application', 'infrastructure', 'presentation'];
/** The shared kernel: folders of every layer that no capability owns and any capability may import. */
const KERNEL = [
  'shared',
  'wire',
  'navigation',
  'config',
  'http',
  'websocket',
  'storage',
  'platform',
  'query',
  'i18n',
  'locale',
  'clipboard',
  'ui',
  'display',
  'tracking',
  'app',
  'layout',
  'pages',
];

/** A capability's fence (none: its one folder, reading nothing). */
const fence = (id: string) => FENCES.get(id) ?? {};
const owner = new Map<string, string>();
for (const capability of CAPABILITIES)
  for (const folder of fence(capability.id).folders ?? [capability.id]) owner.set(folder, capability.id);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The layer folder a path of src lies in (`trade` for src/presentation/trade/account/x.ts). */
function folderOf(path: string): string | undefined {
  const match = /^src\/(?:domain|application|infrastructure|presentation)\/([^/]+)\//.exec(relative(ROOT, path));
  return match?.[1];
}

/** The files a source imports, each with whether only a dynamic `import()` reaches it. */
function imports(file: string): { readonly target: string; readonly lazy: boolean }[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(from|import)\s*(\(?)\s*'(\.[^']+)'/g)].map((m) => ({
    spec: m[3],
    lazy: m[1] === 'import' && m[2] === '(',
  }));
  return found.map(({ spec, lazy }) => ({ target: resolve(dirname(file), spec), lazy }));
}

const sources = LAYERS.flatMap((layer) => files(join(ROOT, 'src', layer)));

describe('capability fences', () => {
  it('puts every layer folder either in one capability or in the shared kernel', () => {
    const folders = new Set(sources.map(folderOf).filter((f): f is string => f !== undefined));
    const unplaced = [...folders].filter((folder) => !owner.has(folder) && !KERNEL.includes(folder));
    expect(unplaced).toEqual([]);
    expect(KERNEL.filter((folder) => owner.has(folder))).toEqual([]);
  });

  it('lets a capability import only its own folders, the kernel and the capabilities it uses or reads', () => {
    const allowed = new Map(CAPABILITIES.map((c) => [c.id, new Set([c.id, ...(c.uses ?? []), ...(fence(c.id).reads ?? [])])]));
    const mounted = new Map(CAPABILITIES.map((c) => [c.id, new Set(fence(c.id).mounts ?? [])]));
    const breaches: string[] = [];
    for (const file of sources) {
      const from = owner.get(folderOf(file) ?? '');
      if (!from) continue;
      for (const { target, lazy } of imports(file)) {
        const to = owner.get(folderOf(`${target}/`) ?? '') ?? owner.get(folderOf(target) ?? '');
        const reachable = to === undefined || allowed.get(from)!.has(to) || (lazy && mounted.get(from)!.has(to));
        if (!reachable) breaches.push(`${relative(ROOT, file)} (${from}) -> ${relative(ROOT, target)} (${to})`);
      }
    }
    expect(breaches).toEqual([]);
  });

  it('names only known capabilities in uses and reads', () => {
    const ids = new Set(CAPABILITIES.map((c) => c.id));
    expect([...FENCES.keys()].filter((id) => !ids.has(id))).toEqual([]);
    const unknown = CAPABILITIES.flatMap((c) =>
      [...(c.uses ?? []), ...(fence(c.id).reads ?? []), ...(fence(c.id).mounts ?? [])]
        .filter((id) => !ids.has(id))
        .map((id) => `${c.id} -> ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('reaches a mounted capability only through a dynamic import', () => {
    const page = join(ROOT, 'src/presentation/trade/trade-page.tsx');
    const toMember = imports(page).filter(({ target }) => folderOf(target) === 'member-trading');
    expect(toMember.length).toBeGreaterThan(0);
    expect(toMember.every(({ lazy }) => lazy)).toBe(true);
    const staticOnly = imports(join(ROOT, 'src/presentation/member-trading/order-drawer.tsx'));
    expect(staticOnly.some(({ lazy }) => lazy)).toBe(false);
  });

  it('catches an import across a fence (the rule is not vacuous)', () => {
    const trade = CAPABILITIES.find((c) => c.id === 'trade')!;
    expect(trade.uses ?? []).not.toContain('withdraw');
    expect(fence('trade').reads ?? []).not.toContain('withdraw');
    expect(owner.get('withdraw')).toBe('withdraw');
  });
});
