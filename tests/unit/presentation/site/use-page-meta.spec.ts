/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { applyPageMeta } from '../../../../src/presentation/site/use-page-meta';

describe('applyPageMeta', () => {
  it('sets the title, description, canonical URL and Open Graph tags, once each', () => {
    const location = { origin: 'https://woox.io', pathname: '/brokers' };
    applyPageMeta({ title: 'Broker programme', description: 'Offer WOO X liquidity.' }, location);
    applyPageMeta({ title: 'Broker programme', description: 'Offer WOO X liquidity.' }, location);
    const meta = (sel: string) => document.head.querySelectorAll(sel);
    expect(document.title).toBe('Broker programme | WOO X');
    expect(meta('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')[0].getAttribute('content')).toBe('Offer WOO X liquidity.');
    expect(meta('meta[property="og:title"]')[0].getAttribute('content')).toBe('Broker programme');
    expect(meta('meta[property="og:url"]')[0].getAttribute('content')).toBe('https://woox.io/brokers');
    expect(meta('meta[property="og:image"]')[0].getAttribute('content')).toBe('https://woox.io/og-image.jpg');
    expect(meta('link[rel="canonical"]')[0].getAttribute('href')).toBe('https://woox.io/brokers');
  });

  it('uses an article image, but never a data URL, for previews', () => {
    applyPageMeta(
      { title: 'A', description: 'B', type: 'article', image: 'data:image/svg+xml;utf8,<svg/>' },
      { origin: 'https://woox.io', pathname: '/blog/a' },
    );
    expect(document.head.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe('https://woox.io/og-image.jpg');
    expect(document.head.querySelector('meta[property="og:type"]')!.getAttribute('content')).toBe('article');
  });
});
