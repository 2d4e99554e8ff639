import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';

type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The page numbers to show: all of them up to seven, else always seven slots (first, last, the current page
 * and its neighbours, gaps as `…`) so the pager keeps its width from page to page.
 */
export function pagerItems(page: number, pages: number): PagerItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= 7) return range(1, pages);
  if (page <= 4) return [...range(1, 5), 'gap-end', pages];
  if (page >= pages - 3) return [1, 'gap-start', ...range(pages - 4, pages)];
  return [1, 'gap-start', page - 1, page, page + 1, 'gap-end', pages];
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg className="blog-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d={back ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const toTop = () => window.scrollTo(0, 0);

/** Previous or next: a link, or a disabled placeholder on the first and last page. */
function Step({ to, back, label }: { to: string | undefined; back?: boolean; label: string }) {
  const content = back ? (
    <>
      <Chevron back />
      <span className="blog-pager__label">{label}</span>
    </>
  ) : (
    <>
      <span className="blog-pager__label">{label}</span>
      <Chevron />
    </>
  );
  if (to === undefined)
    return (
      <a className="blog-pager__item" role="link" aria-disabled="true">
        {content}
      </a>
    );
  return (
    <Link className="blog-pager__item" to={to} rel={back ? 'prev' : 'next'} onClick={toTop}>
      {content}
    </Link>
  );
}

/**
 * Page links for a list: real links (the page lives in the URL, so it survives a reload, can be shared and
 * opened in a new tab), the current one marked `aria-current="page"`.
 */
export function BlogPager({ page: asked, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('blog');
  if (pages <= 1) return null;
  const page = Math.min(Math.max(1, asked), pages);
  return (
    <nav aria-label={t('pagination')} className="blog-pager" data-testid="blog-pager">
      <ul className="blog-pager__list">
        <li>
          <Step back to={page > 1 ? hrefFor(page - 1) : undefined} label={t('pager.previous')} />
        </li>
        {pagerItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                className="blog-pager__item"
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
                onClick={toTop}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="blog-pager__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Step to={page < pages ? hrefFor(page + 1) : undefined} label={t('pager.next')} />
        </li>
      </ul>
    </nav>
  );
}
