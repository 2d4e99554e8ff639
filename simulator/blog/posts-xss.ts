import type { PostSeed } from './blog-model';

/**
 * Hostile CMS content: the test corpus for the sanitiser. Every payload tries to set `window.__xss`
 * or open a dialog; a correct front end renders the text and runs none of it.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss = "script"; alert(1)</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'; alert(2)">',
  '<a href="javascript:window.__xss=\'href\';alert(3)">Claim your bonus</a>',
  '<svg onload="window.__xss=\'svg\'"><circle r="5"/></svg>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=\'srcdoc\'</script>"></iframe>',
  "<div style=\"background:url(javascript:window.__xss='style');width:expression(window.__xss='expr')\">styled</div>",
  '<form action="javascript:window.__xss=\'form\'"><button>Verify wallet</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<object data="javascript:window.__xss=\'object\'"></object><embed src="javascript:window.__xss=\'embed\'">',
  '<details open ontoggle="window.__xss=\'ontoggle\'"><summary>More</summary></details>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=\'meta\'">',
  '<base href="javascript:window.__xss=\'base\'//"><link rel="stylesheet" href="javascript:window.__xss=\'link\'">',
  '<a href="&#106;avascript:window.__xss=\'entity\'">entity-encoded link</a>',
  '<input autofocus onfocus="window.__xss=\'onfocus\'">',
];

export const XSS_POSTS: readonly PostSeed[] = [
  {
    slug: 'security-notice-phishing-sites',
    title: 'Security notice: phishing sites imitating WOO X',
    author: 'diego',
    lang: 'en',
    hue: 355,
    tags: ['security'],
    excerpt: 'A notice whose body an attacker edited: it carries script, event-handler and javascript: payloads.',
    sections: [],
    rawHtml: `<h2>Check the address bar</h2><p>Only trust pages on our own domain.</p>${XSS_PAYLOADS.slice(0, 8).join('<p>Keep reading.</p>')}<p>Report suspicious sites to support.</p>`,
  },
  {
    slug: 'airdrop-claim-guide',
    title: 'Airdrop claim guide (tampered)',
    author: 'anya',
    lang: 'en',
    hue: 300,
    tags: ['guides'],
    excerpt: 'A guide whose HTML carries mutation-XSS, SVG, iframe, object and meta payloads.',
    sections: [],
    rawHtml: `<p>Follow the official steps only.</p>${XSS_PAYLOADS.slice(8).join('<p>Step.</p>')}<p>Never share your seed phrase.</p>`,
  },
];
