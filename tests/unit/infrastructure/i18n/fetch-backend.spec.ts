import { readdirSync } from 'node:fs';
import i18next from 'i18next';
import { localeBundle } from '../../../../build-tools/locale-bundles-plugin';
import { fetchBackend } from '../../../../src/infrastructure/i18n/fetch-backend';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function start(fetchImpl: typeof fetch, maxRetries = 2) {
  const i18n = i18next.createInstance();
  await i18n
    .use(fetchBackend({ bundle: '/locales/{{lng}}.json' }, fetchImpl))
    .init({ lng: 'es', fallbackLng: false, ns: ['common', 'site'], defaultNS: 'common', maxRetries, retryTimeout: 1 });
  return i18n;
}

describe('fetchBackend (i18next)', () => {
  it('reads every namespace of a language with one request', async () => {
    const urls: string[] = [];
    const i18n = await start(async (url) => {
      urls.push(String(url));
      return json({ common: { hello: 'Hola' }, site: { title: 'Inicio' } });
    });
    expect(urls).toEqual(['/locales/es.json']);
    expect(i18n.t('hello')).toBe('Hola');
    expect(i18n.t('site:title')).toBe('Inicio');
  });

  it('retries a network failure and a 503 with a fresh request, then loads', async () => {
    let calls = 0;
    const i18n = await start(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return json({}, 503);
      return json({ common: { hello: 'Hola' }, site: {} });
    }, 3);
    expect(calls).toBe(3);
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('does not retry a 404, a malformed file or a missing namespace; the key shows instead of a crash', async () => {
    let calls = 0;
    const missing = await start(async () => {
      calls += 1;
      return json({}, 404);
    });
    expect(calls).toBe(1);
    expect(missing.t('hello')).toBe('hello');
    const malformed = await start(async () => new Response('{ not json', { status: 200 }));
    expect(malformed.t('hello')).toBe('hello');
    const partial = await start(async () => json({ common: { hello: 'Hola' } }));
    expect(partial.t('hello')).toBe('Hola');
    expect(partial.t('site:title')).toBe('title');
  });

  it('reads the first page namespaces from their one file, any other from its own, then every one from the language bundle', async () => {
    const urls: string[] = [];
    const files: Record<string, unknown> = {
      '/locales/es/first/common+site.json': { common: { hello: 'Hola' }, site: { title: 'Inicio' } },
      '/locales/es/blog.json': { heading: 'Blog (es)' },
      '/locales/es.json': { common: { hello: 'Hola' }, site: { title: 'Inicio' }, blog: {}, trade: { buy: 'Comprar' } },
      '/locales/pt.json': { common: { hello: 'Olá' }, site: { title: 'Início' }, blog: {}, trade: { buy: 'Comprar (pt)' } },
    };
    const backend = fetchBackend(
      {
        bundle: '/locales/{{lng}}.json',
        namespace: '/locales/{{lng}}/{{ns}}.json',
        first: { namespaces: ['common', 'site'], path: '/locales/{{lng}}/first/common+site.json' },
      },
      async (url) => {
        urls.push(String(url));
        return String(url) in files ? json(files[String(url)]) : json({}, 404);
      },
    );
    const i18n = i18next.createInstance();
    await i18n.use(backend).init({ lng: 'es', fallbackLng: false, ns: ['common', 'site'], defaultNS: 'common', maxRetries: 0 });
    expect(urls).toEqual(['/locales/es/first/common+site.json']); // two namespaces, one request
    expect(i18n.t('site:title')).toBe('Inicio');

    await i18n.loadNamespaces('blog'); // a page opened before the bundles: its namespace on its own
    expect(urls.slice(1)).toEqual(['/locales/es/blog.json']);
    expect(i18n.t('blog:heading')).toBe('Blog (es)');

    backend.readWholeLanguages();
    await i18n.loadNamespaces(['common', 'site', 'blog', 'trade']);
    expect(urls.slice(2)).toEqual(['/locales/es.json']); // the one file, once, for the one namespace not yet read
    expect(i18n.t('trade:buy')).toBe('Comprar');

    await i18n.changeLanguage('pt'); // a switch reads the new language whole: one request for the four namespaces
    expect(urls.slice(3)).toEqual(['/locales/pt.json']);
    expect(i18n.t('trade:buy')).toBe('Comprar (pt)');
  });

  it('retries a first file that failed, as it does a bundle, with one request for its namespaces', async () => {
    const urls: string[] = [];
    const i18n = i18next.createInstance();
    const first = { namespaces: ['common', 'site'], path: '/locales/{{lng}}/first/common+site.json' };
    await i18n
      .use(
        fetchBackend({ bundle: '/locales/{{lng}}.json', namespace: '/locales/{{lng}}/{{ns}}.json', first }, async (url) => {
          urls.push(String(url));
          return urls.length === 1 ? json({}, 503) : json({ common: { hello: 'Hola' }, site: { title: 'Inicio' } });
        }),
      )
      .init({ lng: 'es', fallbackLng: false, ns: ['common', 'site'], defaultNS: 'common', maxRetries: 2, retryTimeout: 1 });
    expect(urls).toEqual(['/locales/es/first/common+site.json', '/locales/es/first/common+site.json']);
    expect(i18n.t('hello')).toBe('Hola');
    expect(i18n.t('site:title')).toBe('Inicio');
  });

  it('the build bundles exactly the namespace files of each language', () => {
    const bundle = localeBundle('public/locales', 'en');
    // every capability's namespace file, no more, no less (a new capability adds its own)
    const files = readdirSync('public/locales/en')
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(expect.arrayContaining(['admin', 'auth', 'common', 'trade', 'wallet']));
    expect(Object.keys(bundle).sort()).toEqual(files);
    expect((bundle.common as { header: { login: string } }).header.login).toBe('Log in');
  });
});
