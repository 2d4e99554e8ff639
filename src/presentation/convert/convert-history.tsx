import { Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConvertTrade } from '../../domain/wallet/convert';
import { formatDecimalIn } from '../trade/trade-format';
import { CONVERT_HISTORY_SIZE, type ConvertStore } from './convert.store';
import { formatDateTime } from '../../domain/shared/amount-format';
import { loadedPageProps } from '../shared/paged-history';

/** A decimal in the language's format, trailing zeros dropped. */
export const convertAmount = (lng: string, v: string) =>
  formatDecimalIn(lng, v, 10)
    .replace(/([.,]\d*?)0+$/, '$1')
    .replace(/[.,]$/, '');

/** The account's conversions, newest first, paged by the exchange. */
export const ConvertHistory = observer(function ConvertHistory({ store }: { store: ConvertStore }) {
  const { t, i18n } = useTranslation('convert');
  const lng = i18n.language;
  return (
    <section aria-label={t('history.title')}>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('history.title')}
      </Typography.Title>
      <Table<ConvertTrade>
        size="small"
        rowKey={(r) => String(r.id)}
        scroll={{ x: 'max-content' }}
        data-testid="convert-history"
        {...loadedPageProps(store.history, {
          current: store.historyPage,
          pageSize: CONVERT_HISTORY_SIZE,
          empty: t('history.empty'),
          onPage: (p) => void store.loadHistory(p),
        })}
        columns={[
          { title: t('history.time'), key: 'time', render: (_, r) => formatDateTime(lng, r.createdTime) },
          { title: t('history.sold'), key: 'sold', render: (_, r) => `${convertAmount(lng, r.sellQuantity)} ${r.sellToken}` },
          { title: t('history.bought'), key: 'bought', render: (_, r) => `${convertAmount(lng, r.buyQuantity)} ${r.buyToken}` },
          {
            title: t('history.price'),
            key: 'price',
            render: (_, r) => `1 ${r.sellToken} = ${convertAmount(lng, r.buyPrice)} ${r.buyToken}`,
          },
        ]}
      />
    </section>
  );
});
