import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The search field of the blog: submits to /blog/find?q=. */
export function BlogSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} style={{ maxWidth: 420, width: '100%' }}>
      <Input.Search key={initial} defaultValue={initial} placeholder={t('searchPlaceholder')} aria-label={t('searchLabel')} enterButton={t('search')} allowClear
        data-testid="blog-search" onSearch={(q) => q.trim() && navigate(`/blog/find?q=${encodeURIComponent(q.trim())}`)} />
    </form>
  );
}
