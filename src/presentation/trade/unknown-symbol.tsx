import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { MarketSelector } from './market-selector';

/** `/trade/<no such market>`: says so and offers the selector (its own chunk: most visits never need it). */
export function UnknownSymbol({ input }: { input: string }) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  useDocumentTitle(t('page.unknownTitle'));
  return (
    <Result
      status="404"
      data-testid="unknown-symbol"
      title={t('page.unknownTitle')}
      subTitle={t('page.unknown', { symbol: input.slice(0, 40) })}
      extra={
        <div style={{ maxWidth: 420, margin: '0 auto', textAlign: 'start' }}>
          <MarketSelector current={undefined} onSelect={(s) => navigate(`/trade/${s}`)} height={320} />
        </div>
      }
    />
  );
}

export default UnknownSymbol;
