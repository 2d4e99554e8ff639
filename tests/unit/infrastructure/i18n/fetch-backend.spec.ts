import i18next from 'i18next';
import { fetchBackend } from '../../../../src/infrastructure/i18n/fetch-backend';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function start(fetchImpl: typeof fetch, maxRetries = 2) {
  const i18n = i18next.createInstance();
  await i18n.use(fetchBackend('/locales/{{lng}}/{{ns}}.json', fetchImpl)).init({ lng: 'es', fallbackLng: false, ns: ['common'], defaultNS: 'common', maxRetries, retryTimeout: 1 });
  return i18n;
}

describe('fetchBackend (i18next)', () => {
  it('reads each language and namespace from its file', async () => {
    const urls: string[] = [];
    const i18n = await start(async (url) => {
      urls.push(String(url));
      return json({ hello: 'Hola' });
    });
    expect(urls).toEqual(['/locales/es/common.json']);
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('retries a network failure and a 503, then loads', async () => {
    let calls = 0;
    const i18n = await start(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return json({}, 503);
      return json({ hello: 'Hola' });
    }, 3);
    expect(calls).toBe(3);
    expect(i18n.t('hello')).toBe('Hola');
  });

  it('does not retry a 404 or a malformed file; the key shows instead of a crash', async () => {
    let calls = 0;
    const missing = await start(async () => {
      calls += 1;
      return json({}, 404);
    });
    expect(calls).toBe(1);
    expect(missing.t('hello')).toBe('hello');
    const malformed = await start(async () => new Response('{ not json', { status: 200 }));
    expect(malformed.t('hello')).toBe('hello');
  });
});
