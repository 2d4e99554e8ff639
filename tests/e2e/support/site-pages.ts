import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { localeInfo, SUPPORTED_LOCALE_CODES, type SupportedLocale } from '../../../src/domain/shared/locale';

type Tree = { [key: string]: string | Tree };
const LOCALES_DIR = join(process.cwd(), 'public', 'locales');

/** The eight languages of the app, in the domain's order. */
export const LOCALES = SUPPORTED_LOCALE_CODES;

function read(locale: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${ns}.json`), 'utf8')) as Tree;
}

/** A translated string by `ns:dotted.key`. */
export function tr(locale: string, key: string): string {
  const [ns, path] = key.split(':');
  const value = path.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], read(locale, ns));
  if (typeof value !== 'string') throw new Error(`no string at ${key}`);
  return value;
}

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

/** Every dotted key of our namespaces: if one shows on screen, a translation is missing. */
export const TRANSLATION_KEYS = ['site', 'blog', 'common'].flatMap((ns) => keys(read('en', ns))).filter((k) => k.includes('.'));

/** The static routes of the public site and the key of the heading each must show. */
export const STATIC_ROUTES: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'common:home.hero.title' },
  { path: '/team', heading: 'site:team.heading' },
  { path: '/careers', heading: 'site:careers.heading' },
  { path: '/trader-recruitment', heading: 'site:traderRecruitment.heading' },
  { path: '/affiliates', heading: 'site:affiliates.heading' },
  { path: '/brokers', heading: 'site:brokers.heading' },
  { path: '/designated-market-makers', heading: 'site:marketMakers.heading' },
  { path: '/download', heading: 'site:download.heading' },
  { path: '/blog', heading: 'blog:heading' },
  { path: '/blog/find?q=funding', heading: 'blog:find.title' },
  { path: '/404', heading: 'common:notFound.title' },
  { path: '/500', heading: 'common:serverError.title' },
];

/**
 * Collects console errors and uncaught exceptions of a page. The 404 page is answered with HTTP 404 on purpose, which
 * Chromium logs as a failed resource: that one document load is not an error of the page.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const notFoundDocuments = new Set<string>();
  page.on('response', (r) => {
    if (r.status() === 404 && r.request().resourceType() === 'document') notFoundDocuments.add(r.url());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const url = m.location().url;
    if (/status of 404/.test(m.text()) && notFoundDocuments.has(url)) return;
    errors.push(`console: ${m.text()} (${url})`);
  });
  return errors;
}

export async function useLocale(page: Page, baseURL: string, locale: string): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: locale, url: baseURL }]);
}

/** Whether the page is in `locale` (the document's language, set once its translations are loaded). */
export async function inLanguage(page: Page, locale: SupportedLocale): Promise<boolean> {
  return (await page.locator('html').getAttribute('lang')) === localeInfo(locale).regionalTag;
}

/**
 * Chooses `locale` with the header's language switcher, as a person changes it on a wide window (under 1024 px it is in
 * the menu's drawer), unless the page is in it already; resolves once the page is in it.
 */
export async function switchLanguage(page: Page, locale: SupportedLocale): Promise<void> {
  if (await inLanguage(page, locale)) return;
  await page.locator('header').getByTestId('language-switcher').selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', localeInfo(locale).regionalTag, { timeout: 20_000 });
}

const AXE = readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core violations (WCAG 2.1 A/AA rules) on the whole page as the visitor sees it: the
 * header, the content, the footer and any overlay that is open (consent banner, one-tap card, menu drawer).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
  return violations;
}
