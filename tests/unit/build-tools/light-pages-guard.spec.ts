import { lightPagesGuard } from '../../../build-tools/light-shell-guard';
import { guardMessage } from '../../support/generate-bundle';

interface Chunk {
  type: 'chunk';
  name: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports?: string[];
  moduleIds: string[];
}

const chunk = (name: string, moduleIds: string[], imports: string[] = [], facadeModuleId: string | null = null): Chunk => ({
  type: 'chunk',
  name,
  facadeModuleId,
  imports,
  moduleIds,
});

function check(bundle: Record<string, Chunk | { type: 'asset' }>): string | undefined {
  return guardMessage(lightPagesGuard(['pages/blog-page', 'pages/proof-of-reserves-page'], ['runtime-kernel']), bundle);
}

const shell = chunk('shell', ['/w/node_modules/react-dom/index.js', '/w/src/presentation/ui/button.tsx']);
const kernel = chunk('runtime-kernel', ['/w/src/application/shared/notifier.ts', '/w/node_modules/decimal.js/decimal.mjs']);

describe('the light pages guard', () => {
  it('passes a first view of the shell and small shared chunks', () => {
    expect(
      check({
        'assets/shell.js': shell,
        'assets/result.js': chunk('result', ['/w/src/domain/shared/result.ts']),
        'assets/blog-page.js': chunk(
          'blog-page',
          ['/w/src/presentation/pages/blog-page.tsx'],
          ['assets/shell.js', 'assets/result.js'],
          '/w/src/presentation/pages/blog-page.tsx',
        ),
        'assets/style.css': { type: 'asset' },
      }),
    ).toBeUndefined();
  });

  it('fails for a store in the first view: MobX and the container come after the runtime', () => {
    expect(
      check({
        'assets/mobx.js': chunk('mobx', ['/w/node_modules/mobx/dist/mobx.esm.js']),
        'assets/store.js': chunk('blog-search.store', ['/w/node_modules/inversify/lib/index.js'], ['assets/mobx.js']),
        'assets/blog-page.js': chunk('blog-page', [], ['assets/store.js'], '/w/src/presentation/pages/blog-page.tsx'),
      }),
    ).toBe(
      "light-pages-guard: a light page's first view loads what only the runtime should: src/presentation/pages/blog-page.tsx: " +
        'inversify (assets/store.js), mobx (assets/mobx.js)',
    );
  });

  it('fails when a static import two chunks deep brings the runtime kernel, naming the page, the chunk and its package', () => {
    expect(
      check({
        'assets/shell.js': shell,
        'assets/runtime-kernel.js': kernel,
        'assets/browse-blog.js': chunk('browse-blog', ['/w/src/application/blog/browse-blog.use-case.ts'], ['assets/runtime-kernel.js']),
        'assets/blog-page.js': chunk(
          'blog-page',
          ['/w/src/presentation/pages/blog-page.tsx'],
          ['assets/shell.js', 'assets/browse-blog.js'],
          '/w/src/presentation/pages/blog-page.tsx',
        ),
      }),
    ).toBe(
      "light-pages-guard: a light page's first view loads what only the runtime should: src/presentation/pages/blog-page.tsx: " +
        'the runtime-kernel chunk, decimal.js (assets/runtime-kernel.js)',
    );
  });

  it('fails for a heavy package in a chunk of its own, and lists every page that loads it', () => {
    const decimal = chunk('decimal', ['/w/node_modules/decimal.js/decimal.mjs']);
    expect(
      check({
        'assets/decimal.js': decimal,
        'assets/blog-page.js': chunk('blog-page', [], ['assets/decimal.js'], '/w/src/presentation/pages/blog-page.tsx'),
        'assets/por-page.js': chunk('por-page', [], ['assets/decimal.js'], '/w/src/presentation/pages/proof-of-reserves-page.tsx'),
      }),
    ).toBe(
      "light-pages-guard: a light page's first view loads what only the runtime should: " +
        'src/presentation/pages/blog-page.tsx: decimal.js (assets/decimal.js); ' +
        'src/presentation/pages/proof-of-reserves-page.tsx: decimal.js (assets/decimal.js)',
    );
  });

  it('follows no dynamic import, and leaves the pages it was not given alone', () => {
    const page = chunk('blog-page', [], ['assets/shell.js'], '/w/src/presentation/pages/blog-page.tsx');
    page.dynamicImports = ['assets/runtime-kernel.js'];
    expect(
      check({
        'assets/shell.js': shell,
        'assets/runtime-kernel.js': kernel,
        'assets/blog-page.js': page,
        'assets/wallet-view.js': chunk('wallet-view', [], ['assets/runtime-kernel.js'], '/w/src/presentation/wallet/wallet-view.tsx'),
      }),
    ).toBeUndefined();
  });
});
