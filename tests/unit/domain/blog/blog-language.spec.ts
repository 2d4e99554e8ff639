import {
  BLOG_MAIN_LANGUAGE,
  isShownTo,
  languagesHiddenFrom,
  languagesShownTo,
  postsShownTo,
} from '../../../../src/domain/blog/blog-language';
import { SUPPORTED_LOCALE_CODES } from '../../../../src/domain/shared/locale';
import { blogPost } from '../../../fakes/blog/fake-blog-content';

describe("the posts a visitor's language shows", () => {
  it("shows English and the visitor's own language", () => {
    expect(BLOG_MAIN_LANGUAGE).toBe('en');
    expect(languagesShownTo('ru')).toEqual(['en', 'ru']);
    expect(languagesShownTo('zh-Hans')).toEqual(['en', 'zh-Hans']);
    expect(languagesShownTo('en')).toEqual(['en']);
  });

  it('hides every other site language, so one exclusion clause can say it', () => {
    expect(languagesHiddenFrom('ru')).toEqual(['zh', 'zh-Hans', 'pt', 'ukr', 'vn', 'es']);
    expect(languagesHiddenFrom('en')).toEqual(SUPPORTED_LOCALE_CODES.filter((c) => c !== 'en'));
    expect(languagesHiddenFrom('zh')).toContain('zh-Hans'); // Traditional and Simplified Chinese are two languages
  });

  it('treats a code the site does not have as English, and matches codes in any case', () => {
    expect(languagesShownTo('fr')).toEqual(['en']);
    expect(languagesShownTo('')).toEqual(['en']);
    expect(languagesShownTo('zh-hans')).toEqual(['en', 'zh-Hans']);
    expect(isShownTo('zh-hans', 'zh-Hans')).toBe(true);
  });

  it('says per post language what the CMS clause does', () => {
    expect(isShownTo('ru', 'ru')).toBe(true);
    expect(isShownTo('en', 'ru')).toBe(true);
    expect(isShownTo('vn', 'ru')).toBe(false);
    expect(isShownTo('ru', 'en')).toBe(false);
    expect(isShownTo('fr', 'ru')).toBe(true); // a language the site lacks is not excluded, as with `tag:-[…]`
  });

  it('keeps only the visible posts, in order', () => {
    const posts = ['en', 'vn', 'ru', 'zh', 'en', 'ru'].map((language, i) => blogPost({ slug: `p${i}`, language }));
    expect(postsShownTo(posts, 'ru').map((p) => p.slug)).toEqual(['p0', 'p2', 'p4', 'p5']);
    expect(postsShownTo(posts, 'en').map((p) => p.slug)).toEqual(['p0', 'p4']);
    expect(postsShownTo([], 'ru')).toEqual([]);
  });
});
