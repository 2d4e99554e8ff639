import { Pagination, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Page links for a list; the current page lives in the URL so it survives a reload and can be shared. */
export function BlogPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('blog');
  const { token } = theme.useToken();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination')} style={{ display: 'flex', justifyContent: 'center', marginBlock: token.marginXL }} data-testid="blog-pager">
      <Pagination current={page} total={pages * 10} pageSize={10} showSizeChanger={false} onChange={onChange} />
    </nav>
  );
}
