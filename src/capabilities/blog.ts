import type { CapabilityManifest } from '../domain/navigation/route';

/** The blog: the landing, search and articles from the content API. */
export const blog: CapabilityManifest = {
  id: 'blog',
  namespaces: ['blog'],
  module: true,
  routes: [
    {
      id: 'blog',
      path: '/blog',
      access: 'public',
      firstPaint: 'light',
      page: 'pages/blog-page',
      preload: ['di/early-blog'],
      oneTap: {},
      head: { ns: 'blog', title: 'meta.title', description: 'meta.description' },
    },
    {
      id: 'blogFind',
      path: '/blog/find',
      access: 'public',
      firstPaint: 'light',
      page: 'pages/blog-find-page',
      oneTap: {},
      head: { ns: 'blog', title: 'find.title', description: 'meta.description' },
    },
    {
      id: 'blogArticle',
      path: '/blog/:id',
      reads: ['site'],
      access: 'public',
      firstPaint: 'light',
      page: 'pages/blog-article-page',
      oneTap: {},
    },
  ],
};
