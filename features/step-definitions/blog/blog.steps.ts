import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { BrowseBlog } from '../../../src/application/blog/browse-blog.use-case';
import type { BlogPost } from '../../../src/domain/blog/blog-post';
import { BlogArticleStore } from '../../../src/presentation/blog/blog-article.store';
import { BlogSearchStore } from '../../../src/presentation/blog/blog-search.store';
import { blogPost } from '../../../tests/fakes/blog/fake-blog-content';
import type { ExchangeWorld } from '../../support/world';
import { blogWorld } from './blog.world';

const LANGUAGES: Record<string, string> = {
  English: 'en',
  'Traditional Chinese': 'zh',
  'Simplified Chinese': 'zh-Hans',
  Russian: 'ru',
  Portuguese: 'pt',
  Ukrainian: 'ukr',
  Vietnamese: 'vn',
  Spanish: 'es',
};
function languageCode(name: string): string {
  assert.ok(name in LANGUAGES, `no language ${name}`);
  return LANGUAGES[name];
}
const visitorLanguage = (world: ExchangeWorld) => blogWorld(world).language ?? 'en';

const quoted = (list: string) => [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
const titles = (posts: readonly { title: string }[]) => posts.map((p) => p.title);
function post(world: ExchangeWorld, title: string): BlogPost {
  const index = world.fakes.blog.posts.findIndex((p) => p.slug === title.toLowerCase().replace(/\s+/g, '-'));
  assert.ok(index >= 0, `no post ${title}`);
  return world.fakes.blog.posts[index];
}
function update(world: ExchangeWorld, title: string, change: Partial<BlogPost>) {
  const target = post(world, title);
  world.fakes.blog.posts = world.fakes.blog.posts.map((p) => (p === target ? { ...p, ...change } : p));
}
function front(world: ExchangeWorld) {
  const f = blogWorld(world).front;
  assert.ok(f?.ok, `the front page did not load: ${JSON.stringify(f)}`);
  return f.value;
}

Given(
  'the CMS has {int} posts titled {string} to {string}, newest first',
  function (this: ExchangeWorld, count: number, _first: string, _last: string) {
    this.fakes.blog.posts = Array.from({ length: count }, (_, i) =>
      blogPost({
        slug: `post-${i + 1}`,
        title: `Post ${i + 1}`,
        publishedAt: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
      }),
    );
  },
);

Given('{string} is featured', function (this: ExchangeWorld, title: string) {
  update(this, title, { featured: true });
});

Given(/^((?:"[^"]+"(?:, | and )?)+) are tagged "([^"]+)"$/, function (this: ExchangeWorld, list: string, tag: string) {
  for (const title of quoted(list)) update(this, title, { tags: [{ slug: tag, name: tag }], primaryTag: { slug: tag, name: tag } });
});

Given(
  /^((?:"[^"]+"(?:, | and )?)+) (?:is|are) written in ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$/,
  function (this: ExchangeWorld, list: string, name: string) {
    for (const title of quoted(list)) update(this, title, { language: languageCode(name) });
  },
);

Given(/^the visitor reads the site in ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$/, function (this: ExchangeWorld, name: string) {
  blogWorld(this).language = languageCode(name); // the views pass i18next's language
});

Given('{string} has the title {string}', function (this: ExchangeWorld, title: string, newTitle: string) {
  update(this, title, { title: newTitle });
});

Given('{string} has the excerpt {string}', function (this: ExchangeWorld, title: string, excerpt: string) {
  update(this, title, { excerpt });
});

When(/^the visitor opens blog page (\d+)(?: filtered by "([^"]+)")?$/, async function (this: ExchangeWorld, page: string, tag?: string) {
  // The view holds no state of its own beyond this answer (src/presentation/blog/blog-front.tsx).
  blogWorld(this).front = await this.get(BrowseBlog).front(Number(page), tag, visitorLanguage(this));
});

When('the visitor searches for {string}', async function (this: ExchangeWorld, query: string) {
  const search = (blogWorld(this).search ??= this.get(BlogSearchStore));
  await search.search(query, visitorLanguage(this));
});

When('the visitor goes to results page {int}', function (this: ExchangeWorld, page: number) {
  blogWorld(this).search!.goTo(page);
});

When('the visitor opens the article {string}', async function (this: ExchangeWorld, slug: string) {
  const article = (blogWorld(this).article = this.get(BlogArticleStore));
  await article.load(slug, visitorLanguage(this));
});

Then('the featured post is {string}', function (this: ExchangeWorld, title: string) {
  assert.equal(front(this).featured?.title, title);
});

Then('there is no featured post', function (this: ExchangeWorld) {
  assert.equal(front(this).featured, undefined);
});

Then(
  'the list shows {int} posts from {string} to {string} without {string}',
  function (this: ExchangeWorld, count: number, first: string, last: string, absent: string) {
    const shown = titles(front(this).list.posts);
    assert.equal(shown.length, count);
    assert.equal(shown[0], first);
    assert.equal(shown.at(-1), last);
    assert.ok(!shown.includes(absent));
  },
);

Then(/^the list includes ((?:"[^"]+"(?:, | and )?)+)$/, function (this: ExchangeWorld, list: string) {
  const shown = titles(front(this).list.posts);
  for (const title of quoted(list)) assert.ok(shown.includes(title), `${title} is not listed: ${shown.join(', ')}`);
});

Then(/^no post shown is in ([A-Z][a-z]+(?: [A-Z][a-z]+)?)$/, function (this: ExchangeWorld, name: string) {
  const { featured, list } = front(this);
  const languages = [...(featured ? [featured] : []), ...list.posts].map((p) => p.language);
  assert.ok(!languages.includes(languageCode(name)), `shown: ${languages.join(', ')}`);
});

Then('the list is page {int} of {int}', function (this: ExchangeWorld, page: number, pages: number) {
  assert.deepEqual([front(this).list.page, front(this).list.pages], [page, pages]);
});

Then('the results are {string}', function (this: ExchangeWorld, expected: string) {
  const hits = blogWorld(this).search!.hits;
  const shown = hits.status === 'success' ? titles(hits.value) : [];
  assert.deepEqual(shown, expected ? expected.split(', ') : []);
});

Then('the CMS was asked for the search index {int} times', function (this: ExchangeWorld, times: number) {
  assert.equal(this.fakes.blog.calls.summaries, times);
});

Then('the results page shows {int} posts, page {int} of {int}', function (this: ExchangeWorld, count: number, page: number, pages: number) {
  assert.deepEqual(
    [blogWorld(this).search!.visible.length, blogWorld(this).search!.page, blogWorld(this).search!.pages],
    [count, page, pages],
  );
});

Then('the related posts are {string}', function (this: ExchangeWorld, expected: string) {
  const a = blogWorld(this).article!.article;
  assert.equal(a.status, 'success');
  assert.deepEqual(titles(a.value?.related ?? []), expected.split(', '));
});

Then('the article {string} is shown', function (this: ExchangeWorld, title: string) {
  const a = blogWorld(this).article!.article;
  assert.equal(a.status, 'success');
  assert.equal(a.value?.post.title, title);
});

Then('the article is missing', function (this: ExchangeWorld) {
  const a = blogWorld(this).article!.article;
  assert.equal(a.status, 'success');
  assert.equal(a.value, undefined);
});
