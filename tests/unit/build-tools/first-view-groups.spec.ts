import { firstViewGroups, SHARED_FIRST_VIEW } from '../../../build-tools/first-view-groups';

/** Light pages and an early read, by static imports. */
const graph: Record<string, string[]> = {
  'blog-page': ['blog-card', 'browse-blog', 'document-title', 'react'],
  'blog-article-page': ['blog-card', 'document-title', 'article-only'],
  'early-blog': ['browse-blog', 'ghost-adapter'],
  'ghost-adapter': ['zod'],
  'browse-blog': ['result'],
  'blog-card': ['blog-card.css', 'intl-formats'],
  'intl-formats': [],
  'document-title': [],
  'article-only': [],
  'wallet-page': ['private-page', 'document-title', 'chart-lib-user'],
  'account-page': ['private-page', 'document-title', 'intl-formats'],
  'private-page': [],
  'chart-lib-user': ['chart-lib'],
};
const importsOf = (id: string) => graph[id] ?? [];
const roots = [
  { id: 'blog-page', owner: 'blog' },
  { id: 'blog-article-page', owner: 'blog' },
  { id: 'early-blog', owner: 'blog' },
  { id: 'wallet-page', owner: 'wallet' },
  { id: 'account-page', owner: 'account' },
];
/** Packages stay out; the shell's `result`, zod's group and the CSS are another chunk's. */
const excluded = (id: string) => ['react', 'chart-lib'].includes(id);
const taken = (id: string) => ['result', 'zod'].includes(id) || id.endsWith('.css');

describe('the first views groups', () => {
  const groups = firstViewGroups(roots, importsOf, excluded, taken);

  it('puts what only one capability shares between its first views in that capability group', () => {
    expect(groups.get('blog-card')).toBe('blog-first-view');
    expect(groups.get('browse-blog')).toBe('blog-first-view');
  });

  it('puts what several capabilities share in the shared group', () => {
    expect(groups.get('document-title')).toBe(SHARED_FIRST_VIEW);
    expect(groups.get('private-page')).toBe(SHARED_FIRST_VIEW);
    expect(groups.get('intl-formats')).toBe(SHARED_FIRST_VIEW);
  });

  it('leaves the roots, what one root alone reaches and what imports a module of no group where they are', () => {
    for (const id of ['blog-page', 'early-blog', 'article-only', 'ghost-adapter', 'chart-lib-user', 'react', 'result'])
      expect(groups.has(id)).toBe(false);
    expect(groups.size).toBe(5);
  });
});
