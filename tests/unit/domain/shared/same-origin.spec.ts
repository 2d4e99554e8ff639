import { safeRedirect } from '../../../../src/domain/auth/social-login';
import { cmsUrlKind } from '../../../../src/domain/blog/cms-url';
import { sameOriginPath } from '../../../../src/domain/shared/same-origin';
import { apkHref } from '../../../../src/infrastructure/site/rest-mobile-app-api.adapter';

const ORIGIN = 'https://app.example';
/** What browsers undo: each of these leaves the origin although it starts with one slash or names no scheme. */
const LEAVING = [
  '/\\evil.example',
  '/\\t/evil.example'.replace('\\t', '\t'),
  '//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
];

describe('sameOriginPath: the one same-origin rule (finding 10)', () => {
  it.each(LEAVING.map((v) => [JSON.stringify(v), v]))('refuses %s', (_label, value) => {
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it('refuses other tricks the parser sees through', () => {
    for (const value of [
      '\\\\evil.example',
      ' //evil.example',
      '/\n/evil.example',
      'https://app.example@evil.example',
      'http://app.example',
      'data:text/html,x',
      '',
    ]) {
      expect(sameOriginPath(value, ORIGIN)).toBeNull();
    }
    expect(sameOriginPath(undefined, ORIGIN)).toBeNull();
    expect(sameOriginPath('/x', 'not an origin')).toBeNull();
  });

  it('keeps paths, queries and fragments on this origin', () => {
    expect(sameOriginPath('/trade?symbol=SPOT_BTC_USDT#book', ORIGIN)).toBe('/trade?symbol=SPOT_BTC_USDT#book');
    expect(sameOriginPath('https://app.example/markets', ORIGIN)).toBe('/markets');
    expect(sameOriginPath('/a/../b', ORIGIN)).toBe('/b');
  });
});

describe('every same-origin check uses it', () => {
  it.each(LEAVING.map((v) => [JSON.stringify(v), v]))('safeRedirect sends %s home', (_label, value) => {
    expect(safeRedirect(value, [ORIGIN, 'https://www.example'], ORIGIN)).toBe('/');
  });

  it('safeRedirect keeps this origin and the configured exchange hosts', () => {
    expect(safeRedirect('/blog?x=1', [ORIGIN], ORIGIN)).toBe('/blog?x=1');
    expect(safeRedirect('https://www.example/blog', [ORIGIN, 'https://www.example'], ORIGIN)).toBe('https://www.example/blog');
    expect(safeRedirect('https://www.example.evil.example/', [ORIGIN, 'https://www.example'], ORIGIN)).toBe('/');
  });

  it.each(LEAVING.map((v) => [JSON.stringify(v), v]))(
    'the CMS link and image rules refuse %s unless it is a real external URL',
    (_label, value) => {
      const expected = value === 'https://evil.example' ? 'external' : 'refused';
      expect(cmsUrlKind(value, ORIGIN, 'link')).toBe(expected);
      expect(cmsUrlKind(value, ORIGIN, 'image')).toBe(expected);
    },
  );

  it('the CMS rule keeps paths, fragments, contacts and data images in their place', () => {
    expect(cmsUrlKind('/blog/x', ORIGIN, 'link')).toBe('same-origin');
    expect(cmsUrlKind('#part', ORIGIN, 'link')).toBe('fragment');
    expect(cmsUrlKind('mailto:a@b.example', ORIGIN, 'link')).toBe('contact');
    expect(cmsUrlKind('mailto:a@b.example', ORIGIN, 'image')).toBe('refused');
    expect(cmsUrlKind('data:image/png;base64,AAAA', ORIGIN, 'image')).toBe('data-image');
    expect(cmsUrlKind('data:image/svg+xml;base64,AAAA', ORIGIN, 'image')).toBe('refused');
  });

  it.each(LEAVING.map((v) => [JSON.stringify(v), v]))('the APK URL check refuses %s as a same-origin path', (_label, value) => {
    expect(apkHref(value, ORIGIN)).toBe(value === 'https://evil.example' ? 'https://evil.example/' : null);
  });

  it("the APK URL check keeps this origin's download path and https hosts, refuses http", () => {
    expect(apkHref('/downloads/woox-3.42.0.apk', ORIGIN)).toBe('/downloads/woox-3.42.0.apk');
    expect(apkHref('https://cdn.example/woox.apk', ORIGIN)).toBe('https://cdn.example/woox.apk');
    expect(apkHref('http://cdn.example/woox.apk', ORIGIN)).toBeNull();
  });
});
