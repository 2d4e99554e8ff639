/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { firstViewSettled } from '../../../../src/presentation/shared/first-view';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { blogPost } from '../../../fakes/blog/fake-blog-content';
import { renderApp } from '../../../support/render-app';
import { createTestContainer } from '../../../support/test-container';

const posts = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    blogPost({
      slug: `post-${i + 1}`,
      title: `Post ${i + 1}`,
      featured: i === 1,
      publishedAt: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
    }),
  );

describe('the blog front (container path: no early services)', () => {
  it('shows the featured post once and the first page of the others', async () => {
    const { container, fakes } = createTestContainer();
    fakes.blog.posts = posts(12);
    renderApp(container, '/blog');
    expect(await screen.findByTestId('blog-featured')).toHaveTextContent('Post 2');
    const list = within(screen.getByTestId('blog-list'));
    expect(list.getAllByTestId('blog-card')).toHaveLength(9); // BLOG_PAGE_SIZE
    expect(list.queryByText('Post 2')).toBeNull();
  });

  it('says the blog could not be loaded when the CMS fails, keeping the heading and search', async () => {
    const { container, fakes } = createTestContainer();
    fakes.blog.failWith = ErrorCode.ServerError;
    renderApp(container, '/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('The blog could not be loaded');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('follows the address to another page, without the featured post', async () => {
    const { container, fakes } = createTestContainer();
    fakes.blog.posts = posts(25);
    const { location } = renderApp(container, '/blog');
    act(() => location.navigate('/blog?page=3'));
    const list = within(await screen.findByTestId('blog-list'));
    expect(list.getAllByTestId('blog-card').map((c) => c.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Post 25')]),
    );
    expect(screen.queryByTestId('blog-featured')).toBeNull();
  });

  it('holds the first view (the runtime waits) until the featured cover has loaded, not merely been created', async () => {
    const { container, fakes } = createTestContainer();
    fakes.blog.posts = posts(12).map((p) => (p.featured ? { ...p, imageUrl: '/cms/covers/featured.png' } : p));
    renderApp(container, '/blog');
    const cover = (await screen.findByTestId('blog-featured')).querySelector('img')!;
    let settled = false;
    void firstViewSettled(60_000).then(() => (settled = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(settled).toBe(false);
    fireEvent.load(cover);
    await waitFor(() => expect(settled).toBe(true));
  });
});
