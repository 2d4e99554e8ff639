import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../shared/navigation';
import { Button } from '../ui/button';
import './blog.css';

const SearchIcon = () => (
  <svg className="blog-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="7" cy="7" r="4.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="m10.5 10.5 3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

/** The search field of the blog: submits to /blog/find?q= (a plain GET form, so it works before the app runs). */
export function BlogSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    if (q) navigate(`/blog/find?q=${encodeURIComponent(q)}`);
  };
  return (
    <form role="search" action="/blog/find" method="get" className="blog-search" onSubmit={onSubmit}>
      <input
        key={initial}
        type="search"
        name="q"
        defaultValue={initial}
        className="ex-input blog-search__input"
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        enterKeyHint="search"
        autoComplete="off"
        data-testid="blog-search"
      />
      <Button type="submit" variant="primary" size="large" className="blog-search__button" icon={<SearchIcon />}>
        {t('search')}
      </Button>
    </form>
  );
}
