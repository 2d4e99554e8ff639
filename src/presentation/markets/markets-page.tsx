import { Flex, Input, Segmented, theme, Typography } from 'antd';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../shared/navigation';
import type { MarketType } from '../../domain/market/market-symbol';
import { ConnectionBadge } from '../market/connection-badge';
import { TickerStateStore } from '../market/ticker-state.store';
import { PageSection } from '../pages/page-section';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { ViewportStore } from '../shared/viewport.store';
import { MarketReferenceStore } from './market-reference.store';
import { selectMarkets, type MarketSortKey, type SortOrder } from './market-sort';
import { MarketsNav } from './markets-nav';
import { MarketsTable, type MarketRowKey } from './markets-table';
import { useMarketData } from './use-market-data';

/** `/markets`: spot and perpetual tabs (`?tab=PERP`), search, sorting, live prices; 500 rows virtualised. */
const MarketsPage = observer(function MarketsPage() {
  const { t } = useTranslation('markets');
  const { t: tc } = useTranslation();
  const title = tc('routes.markets.title');
  const { token } = theme.useToken();
  useDocumentTitle(title);
  useMarketData();
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const viewport = useInjection(ViewportStore);
  const [params, setParams] = useSearchParams();
  const tab: MarketType = params.get('tab') === 'PERP' ? 'PERP' : 'SPOT';
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: MarketSortKey; order: SortOrder }>({ key: 'volume', order: 'descend' });
  const keys = useRef(new Map<string, MarketRowKey>());
  // Re-sorted when the ticker list arrives (once a second), not on every best bid/ask update.
  const updateTime = tickers.updateTime;
  const names = reference.names();
  const rows = useMemo(() => untracked(() => {
    const symbols = selectMarkets(tickers.tickers.keys(), (s) => tickers.tickers.get(s), names, { type: tab, search, sortKey: sort.key, order: sort.order });
    return symbols.map((symbol) => {
      let key = keys.current.get(symbol);
      if (!key) keys.current.set(symbol, (key = { symbol }));
      return key;
    });
  }), [tickers, names, tab, search, sort, updateTime]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <PageSection>
      <Flex vertical gap={token.marginMD}>
        <MarketsNav active="markets" />
        <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
          <Typography.Title level={1} data-testid="page-title" style={{ margin: 0 }}>{title}</Typography.Title>
          <ConnectionBadge />
        </Flex>
        <Flex justify="space-between" align="center" wrap gap={token.marginSM}>
          <Segmented
            value={tab}
            onChange={(value) => setParams(value === 'PERP' ? { tab: 'PERP' } : {})}
            options={[{ value: 'SPOT', label: t('markets.spot') }, { value: 'PERP', label: t('markets.perp') }]}
            data-testid="market-tabs"
          />
          <Input.Search allowClear placeholder={t('markets.search')} aria-label={t('markets.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 280 }} />
        </Flex>
        <MarketsTable rows={rows} sortKey={sort.key} order={sort.order} onSort={(key, order) => setSort({ key, order })} height={Math.max(320, viewport.height - 320)} />
      </Flex>
    </PageSection>
  );
});

export default MarketsPage;
