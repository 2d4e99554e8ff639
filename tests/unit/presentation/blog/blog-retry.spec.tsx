/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BrowseBlog } from '../../../../src/application/blog/browse-blog.use-case';
import { BlogFront } from '../../../../src/presentation/blog/blog-front';
import { ContainerProvider } from '../../../../src/presentation/shared/container-context';
import { FakeBlogContent } from '../../../fakes/blog/fake-blog-content';
import { createTestI18n } from '../../../support/test-i18n';

describe('the blog when its chunk fails to load (finding 19)', () => {
  it('shows an error with "Try again" instead of a skeleton forever, and tries again', async () => {
    const cms = new FakeBlogContent();
    let calls = 0;
    const browseBlog = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(new BrowseBlog(cms));
    };
    render(
      <ContainerProvider container={new Promise(() => undefined)} early={{ browseBlog }}>
        <I18nextProvider i18n={createTestI18n()}>
          <BlogFront page={1} tag={undefined} />
        </I18nextProvider>
      </ContainerProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The blog could not be loaded');
    fireEvent.click(screen.getByTestId('blog-retry'));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(cms.calls.list).toBeGreaterThan(0));
  });
});
