import type { AppConfigSource } from '../application/shared/app-config';
import type { SupportedLocale } from '../domain/shared/locale';
import type { EarlyServices } from '../presentation/shared/container-context';
import { earlyValue } from '../presentation/shared/early-value';

/**
 * The light phase's small composition (docs/adr/0010-light-public-shell.md): the few read-only use cases a page
 * needs for its first view, built from the validated configuration without the DI container, each in its own
 * chunk loaded when first asked for. The container builds its own instances for the runtime's views.
 */
export function createEarlyServices(
  config: AppConfigSource,
  at: Pick<Location, 'origin' | 'pathname' | 'search'>,
  startLocale: SupportedLocale,
): EarlyServices {
  let blog: ReturnType<NonNullable<EarlyServices['browseBlog']>> | undefined;
  // A chunk that failed to load is not kept: the next call (the view's "Try again") imports it again.
  const browseBlog = () =>
    (blog ??= import('./early-blog')
      .then((m) => m.createBrowseBlog(config, at.origin))
      .catch((error: unknown) => {
        blog = undefined;
        throw error;
      }));
  // The blog's landing: its posts (in the start language, as i18next starts in it) are asked for as soon as the
  // configuration is read, while the translations load; the view's own request joins this one (BrowseBlog shares
  // a front being fetched).
  if (/^\/blog\/?$/.test(at.pathname) && !at.search)
    void browseBlog()
      .then((b) => b.front(1, undefined, startLocale))
      .catch(() => undefined);
  // The wallet's first view: a new member's first-deposit prompt is painted with the page's first frame (early-wallet.ts).
  // Started here rather than when the page's light module first renders: measured, that put the largest paint later
  // (LCP 3.0–3.2 s here, 3.3–4.3 s there) without an earlier first paint.
  const walletHasDeposit = /^\/wallet\/?$/.test(at.pathname)
    ? earlyValue(() => import('./early-wallet').then((m) => m.readHasDepositEarly(config, at.origin)))
    : undefined;
  // The account overview's first view: its task list and its security and identity cards (early-account.ts).
  const accountOverview = /^\/account\/?$/.test(at.pathname)
    ? earlyValue(() => import('./early-account').then((m) => m.readOverviewEarly(config, at.origin)))
    : undefined;
  return { browseBlog, walletHasDeposit, accountOverview };
}
