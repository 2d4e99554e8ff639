import { chunkNamed, routeShellFile, routeShellHtml, type BuildManifest } from '../../../build-tools/route-shells';

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
});
