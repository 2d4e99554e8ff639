/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { XSS_PAYLOADS, XSS_POSTS } from '../../../../simulator/blog/posts-xss';
import { sanitizeCmsHtml } from '../../../../src/presentation/blog/sanitize-html';

/** Renders sanitised HTML into a live document and reports anything executable left in it. */
function executableLeft(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = sanitizeCmsHtml(html);
  const found: string[] = [];
  host.querySelectorAll('*').forEach((el) => {
    if (/^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE|FORM|INPUT|BUTTON|META|BASE|LINK|TEMPLATE)$/i.test(el.tagName))
      found.push(`<${el.tagName}>`);
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name) || attr.name === 'style' || attr.name === 'srcdoc') found.push(`${el.tagName}@${attr.name}`);
      if (/^(href|src|action|data|formaction|xlink:href)$/i.test(attr.name) && /^\s*(javascript|vbscript|data:text)/i.test(attr.value))
        found.push(`${el.tagName}@${attr.name}=${attr.value}`);
    }
  });
  return found;
}

describe('sanitizeCmsHtml', () => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('neutralises %s', (payload) => {
    expect(executableLeft(payload)).toEqual([]);
    expect(sanitizeCmsHtml(payload)).not.toMatch(/__xss|javascript:|onerror|onload|alert\(/i);
  });

  it.each(XSS_POSTS.map((p) => [p.slug, p.rawHtml!]))(
    'leaves nothing executable in the seeded post %s and keeps its text',
    (_slug, html) => {
      expect(executableLeft(html)).toEqual([]);
      expect(sanitizeCmsHtml(html)).toMatch(/<p>(Only trust pages on our own domain|Follow the official steps only)\.<\/p>/);
    },
  );

  it('runs nothing when the sanitised HTML is put into the page', () => {
    const w = window as unknown as { __xss?: string };
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.appendChild(host);
    host.innerHTML = sanitizeCmsHtml(XSS_PAYLOADS.join(''));
    host.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    expect(w.__xss).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    host.remove();
  });

  it('keeps ordinary formatting, safe links and images, and opens external links safely', () => {
    const html = sanitizeCmsHtml(
      '<h2>Title</h2><p><strong>Bold</strong> <a href="https://woox.io/a">link</a> <a href="/blog/x">inside</a></p><img src="https://cdn.example/x.png" alt="chart"><ul><li>one</li></ul>',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://woox.io/a"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/<a href="\/blog\/x">inside<\/a>/);
    expect(html).toMatch(/<img src="https:\/\/cdn.example\/x.png" alt="chart" loading="lazy" decoding="async">/);
    expect(html).toContain('<li>one</li>');
  });

  it('drops protocol-relative and data:text URLs', () => {
    const html = sanitizeCmsHtml('<a href="//evil.example/x">a</a><img src="data:text/html;base64,PHNjcmlwdD4=">');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('data:text');
  });
});

describe('sanitizeCmsHtml and the same-origin rule (finding 10)', () => {
  it('drops links and images that browsers would send to another host', () => {
    const html = sanitizeCmsHtml(
      '<a href="/\\evil.example/x">a</a><a href="/\t/evil.example">b</a><img src="/\\evil.example/p.png"><a href="/blog/ok">c</a>',
      'https://app.example',
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    const anchors = Array.from(host.querySelectorAll('a'));
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([null, null, '/blog/ok']);
    expect(host.querySelector('img')?.getAttribute('src')).toBeNull();
  });
});

describe('the one HTML sink and Trusted Types (finding 11)', () => {
  it('hands the sink TrustedHTML from the cms-html policy where the browser has Trusted Types', async () => {
    const created: string[] = [];
    const trusted = { toString: () => 'trusted' };
    (window as unknown as { trustedTypes: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createHTML(input: string): string }) => {
        created.push(name);
        return {
          createHTML: (input: string) => (name === 'cms-html' ? { ...trusted, html: rules.createHTML(input) } : rules.createHTML(input)),
        };
      },
    };
    jest.resetModules();
    const { cmsInnerHtml } = await import('../../../../src/presentation/blog/sanitize-html');
    const inner = cmsInnerHtml('<p>hi</p><script>alert(1)</script>') as { __html: { html: string } };
    expect(created).toContain('cms-html'); // DOMPurify creates its own 'dompurify' policy too: both are allowed by name
    expect(inner.__html.html).toBe('<p>hi</p>');
    delete (window as unknown as { trustedTypes?: unknown }).trustedTypes;
  });
});
