import {
  chunkNamed,
  pageListsOf,
  routeShellFile,
  routeShellHtml,
  translation,
  withHeadMeta,
  withTranslationPreloads,
  type BuildManifest,
} from '../../../build-tools/route-shells';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_framework'] },
  _framework: { file: 'assets/framework-1.js' },
  'src/pages/blog-page.tsx': { file: 'assets/blog-page-1.js', imports: ['_framework', '_card'], css: ['assets/blog-1.css'] },
  _card: { file: 'assets/card-1.js', imports: ['_framework'], css: ['assets/blog-1.css'] },
  'src/di/early-blog.ts': { file: 'assets/early-blog-1.js', imports: ['_zod'] },
  _zod: { file: 'assets/zod-1.js' },
};
const INDEX = '<html><head><title>x</title><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

describe('route shells', () => {
  it('names one file per route path, whatever its trailing slash', () => {
    expect(routeShellFile('/blog')).toBe('route-shells/blog.html');
    expect(routeShellFile('/blog/')).toBe('route-shells/blog.html');
    expect(routeShellFile('/blog/find')).toBe('route-shells/blog--find.html');
    expect(routeShellFile('/')).toBe('route-shells/index.html');
  });

  it("adds the page's chunks and CSS that the entry does not already load, once each", () => {
    const html = routeShellHtml(INDEX, manifest, ['src/pages/blog-page.tsx', 'src/di/early-blog.ts']);
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['assets/blog-page-1.js', 'assets/card-1.js', 'assets/early-blog-1.js', 'assets/zod-1.js']);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/blog-1.css">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the translation files it is given, each once, in the head', () => {
    const first = '/locales/en/first/common+site.json';
    const html = withTranslationPreloads(INDEX, [first]);
    expect([...html.matchAll(/rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"/g)].map((m) => m[1])).toEqual([first]);
    expect(html.indexOf(first)).toBeLessThan(html.indexOf('</head>'));
    expect(withTranslationPreloads(html, [first])).toBe(html); // nothing twice
  });

  it('preloads the page list that loads its page: the app list for a page listed there, none for a light page', () => {
    const lists = {
      ...manifest,
      'src/app/app-page-modules.ts': { file: 'assets/app-page-modules-1.js', dynamicImports: ['src/pages/brokers-page.tsx'] },
    } as BuildManifest;
    expect(pageListsOf(lists, 'src/pages/brokers-page.tsx', ['src/app/app-page-modules.ts'])).toEqual(['src/app/app-page-modules.ts']);
    expect(pageListsOf(lists, 'src/pages/blog-page.tsx', ['src/app/app-page-modules.ts'])).toEqual([]);
    expect(pageListsOf(lists, 'src/pages/brokers-page.tsx', [])).toEqual([]);
  });

  it('refuses a module the build does not have (a renamed page must not silently lose its shell)', () => {
    expect(() => routeShellHtml(INDEX, manifest, ['src/pages/gone-page.tsx'])).toThrow(/gone-page/);
  });

  it("finds a code-splitting group's chunk by its name (it has no source path), and refuses a name it cannot pin down", () => {
    const withGroups: BuildManifest = {
      ...manifest,
      '_shell-a1.js': { file: 'assets/shell-a1.js', name: 'shell' },
      '_shell-a1.css': { file: 'assets/shell-a1.css', src: '_shell-a1.css' },
      'src/pages/shell-page.tsx': { file: 'assets/shell-page-1.js', name: 'shell-page', src: 'src/pages/shell-page.tsx' },
    };
    expect(chunkNamed(withGroups, 'shell')).toBe('_shell-a1.js');
    expect(() => chunkNamed(withGroups, 'framework')).toThrow(/0 chunks named framework/);
  });

  it("writes the page's own title, description, Open Graph and Twitter tags, escaped, for crawlers that run no script", () => {
    const index = '<html><head><meta name="description" content="generic" />\n<title>WOO X</title></head><body></body></html>';
    const html = withHeadMeta(index, { title: 'Fees & "tiers"', description: 'Maker <0.01%>' });
    expect(html).toContain('<title>Fees &amp; &quot;tiers&quot; | WOO X</title>');
    expect(html).toContain('<meta name="description" content="Maker &lt;0.01%&gt;" />');
    expect(html).not.toContain('generic');
    expect(html).toContain('<meta property="og:title" content="Fees &amp; &quot;tiers&quot;" />');
    expect(html).toContain('<meta property="og:description" content="Maker &lt;0.01%&gt;" />');
    expect(html).toContain('<meta property="og:image" content="/og-image.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(() => withHeadMeta('<html><head></head></html>', { title: 't', description: 'd' })).toThrow(/<title>/);
  });

  it('reads a translation by its dotted key, and refuses a key the language does not have', () => {
    const files = (ns: string) => (ns === 'site' ? { meta: { team: { title: 'Our team' } } } : undefined);
    expect(translation(files, 'site', 'meta.team.title')).toBe('Our team');
    expect(() => translation(files, 'site', 'meta.team.description')).toThrow(/site:meta.team.description/);
    expect(() => translation(files, 'blog', 'meta.title')).toThrow(/blog:meta.title/);
  });
});
